import { ChevronDown, CloudOff, LayoutGrid, List, SearchX, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingSort, ListingType } from '../../contract';
import {
  Button,
  EmptyState,
  fieldStyles,
  Inline,
  PageBlock,
  Pagination,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  useHydrated,
  visuallyHidden,
} from '../../ui';
import { useExploreList } from './api';
import { EventCard } from './EventCard';
import * as styles from './explore.css';
import {
  activeFilterCount,
  changeExplore,
  exploreSearchParams,
  MAX_SEARCH_LENGTH,
  readExploreState,
  type ExploreFilters,
  type ExploreState,
} from './exploreQuery';
import { ListingGrid } from './ListingGrid';
import { ListingGridSkeleton } from './ListingGridSkeleton';
import type { ListingView } from './listingView';
import { ProductCard } from './ProductCard';
import { useWideScreen } from './useWideScreen';

/**
 * The filters (radio groups, the universities' combobox) load with the panel that shows them:
 * beside the results on a wide screen, in the drawer on a phone when it first opens. A phone
 * that never opens the drawer never downloads them.
 */
const FilterSidePanel = lazy(async () => ({ default: (await import('./FilterPanel')).FilterSidePanel }));
const FilterDrawer = lazy(async () => ({ default: (await import('./FilterPanel')).FilterDrawer }));

/** The first row of results (four across on wide screens, two rows on phones) loads its photos at once: the page's largest paint. */
const EAGER_PHOTOS = 4;
/** Of those, the first row on a phone is fetched before every other image. */
const FIRST_PHOTOS = 2;

const photoLoading = (index: number) => (index < FIRST_PHOTOS ? 'high' : index < EAGER_PHOTOS ? 'eager' : 'lazy');

/** How long the search box waits after the last keystroke before it searches. */
export const EXPLORE_SEARCH_DEBOUNCE_MS = 300;

const sortOptions: { id: ListingSort; name: string }[] = [
  { id: 'relevance', name: 'Relevance' },
  { id: 'newest', name: 'Newest' },
  { id: 'price_asc', name: 'Price: low to high' },
  { id: 'price_desc', name: 'Price: high to low' },
];

const nouns: Record<ListingType, [string, string]> = { products: ['product', 'products'], tickets: ['event', 'events'] };

function countText(type: ListingType, total: number): string {
  const [one, many] = nouns[type];
  return `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;
}

interface SearchBoxProps {
  type: ListingType;
  search: string;
  onSearch: (text: string, replace: boolean) => void;
  isDisabled: boolean;
}

/** Searches 300 ms after the last keystroke (replacing the address), or at once on Enter. */
function SearchBox({ type, search, onSearch, isDisabled }: SearchBoxProps) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The address changed under the box (back, forward, the header's search): show its text.
  if (shown !== search) {
    setShown(search);
    if (text.trim() !== search) setText(search);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== search) onSearch(value.trim(), true);
    }, EXPLORE_SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    if (text.trim() !== search) onSearch(text.trim(), false);
  };
  return (
    <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
      <div className={styles.searchField}>
        <TextField
          label={type === 'products' ? 'Search products' : 'Search events'}
          type="search"
          value={text}
          onChange={onChange}
          maxLength={MAX_SEARCH_LENGTH}
          isDisabled={isDisabled}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={type === 'products' ? 'Phones, fashion, hostel essentials…' : 'Parties, tech talks, fellowships…'}
        />
      </div>
      <Button type="submit" variant="soft" isDisabled={isDisabled}>
        Search
      </Button>
    </form>
  );
}

interface ResultsProps {
  state: ExploreState;
  onPage: (page: number) => void;
  onResetFilters: () => void;
  /** False while a page rendered on the server is hydrated: its buttons wait for their handlers. */
  hydrated: boolean;
}

function Results({ state, onPage, onResetFilters, hydrated }: ResultsProps) {
  const { data, error, mutate } = useExploreList(state);
  const noun = nouns[state.type][1];

  if (error && !data) {
    return (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<CloudOff aria-hidden="true" />}
        title={`The ${noun} could not be loaded`}
        description={error.message}
        action={
          <Button variant="outline" onPress={() => void mutate()}>
            Try again
          </Button>
        }
      />
    );
  }
  // A list the page arrived with shows at once, while SWR checks it again.
  if (!data) return <ListingGridSkeleton label={`Loading ${noun}`} view={state.view} count={8} />;

  const { response } = data;
  if (response.data.length === 0) {
    const narrowed = state.search !== '' || activeFilterCount(state.filters) > 0;
    return narrowed ? (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<SearchX aria-hidden="true" />}
        title={`No ${noun} match your search`}
        description="Try other words, or clear the filters to see everything."
        action={
          <Button variant="outline" onPress={onResetFilters} isDisabled={!hydrated}>
            Reset filters
          </Button>
        }
      />
    ) : (
      <EmptyState size="sm" headingLevel={3} icon={<SearchX aria-hidden="true" />} title={`No ${noun} listed yet`} />
    );
  }

  return (
    <>
      {response.correctedQuery && (
        // The words as typed found nothing; these results are for the catalogue's nearest words.
        <p role="status" className={styles.correction}>
          {`Showing results for "${response.correctedQuery}"`}
        </p>
      )}
      {data.type === 'products' ? (
        <ListingGrid view={state.view} aria-label="Products">
          {data.response.data.map((product, index) => (
            <ProductCard key={product.id} product={product} imageLoading={photoLoading(index)} />
          ))}
        </ListingGrid>
      ) : (
        <ListingGrid view={state.view} aria-label="Events">
          {data.response.data.map((event, index) => (
            <EventCard key={event.id} event={event} imageLoading={photoLoading(index)} />
          ))}
        </ListingGrid>
      )}
      {response.page.totalPages > 1 && (
        <div className={styles.pagination}>
          <Pagination
            totalPages={response.page.totalPages}
            page={Math.min(state.page, response.page.totalPages)}
            onPageChange={onPage}
            siblings={1}
            label={`Pages of ${noun}`}
            isDisabled={!hydrated}
          />
        </div>
      )}
    </>
  );
}

interface SortFieldProps {
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  isDisabled: boolean;
}

/**
 * The sort order: the browser's own select (a short fixed list, keyboard and screen-reader
 * support built in, the phone's native picker), drawn like the other fields.
 */
function SortField({ sort, onSort, isDisabled }: SortFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Sort by
      </label>
      <div className={styles.sortBox}>
        <select
          id={id}
          className={`${fieldStyles.inputBox} ${styles.sortSelect}`}
          value={sort}
          disabled={isDisabled}
          onChange={(event) => {
            const next = sortOptions.find((option) => option.id === event.target.value)?.id;
            if (next && next !== sort) onSort(next);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <ChevronDown size={18} aria-hidden="true" className={styles.sortChevron} />
      </div>
    </div>
  );
}

function ResultCount({ state }: { state: ExploreState }) {
  const { data } = useExploreList(state);
  const total = data?.response.page.total;
  const label = nouns[state.type][1];
  // A corrected search says what it searched for under the count, not 'for' the words typed.
  const searched = data?.response.correctedQuery ? '' : state.search;
  return (
    <h2 id="results-heading" className={styles.count} aria-live="polite">
      {total === undefined ? label.charAt(0).toUpperCase() + label.slice(1) : countText(state.type, total)}
      {searched && total !== undefined && <> for “{searched}”</>}
    </h2>
  );
}

/**
 * /explore: products or events, searched, filtered, sorted and paged. Everything that decides
 * the results is in the address, so back, forward, reload and a shared link show the same page.
 */
export function ExploreScreen() {
  const [params, setParams] = useSearchParams();
  const state = readExploreState(params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const wide = useWideScreen();
  // A page the server rendered (server/ssr/page-render.ts) shows its controls before their handlers
  // are attached: they stay disabled until then, so a tap or a typed word is never lost.
  const hydrated = useHydrated();
  const resultsRef = useRef<HTMLElement>(null);
  // The panels start from the address's filters, and start again when it changes under them.
  const filterKey = `${state.type}:${exploreSearchParams({ ...state, search: '', sort: 'relevance', view: 'grid', page: 1 }).toString()}`;

  const go = (next: ExploreState, replace = false) => setParams(exploreSearchParams(next), { replace });
  const onApply = (filters: ExploreFilters) => go(changeExplore(state, { filters }));
  const onReset = () => go(changeExplore(state, { filters: {} }));
  const onResetAll = () => go(changeExplore(state, { filters: {}, search: '' }));
  const onPage = (page: number) => {
    go({ ...state, page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const filterCount = activeFilterCount(state.filters);

  return (
    <PageBlock width="large">
      <Stack space="6">
        <Stack space="4">
          <Inline space="3" align="spaceBetween">
            <h1 className={styles.title}>Explore</h1>
            <ToggleButtonGroup
              aria-label="Listing type"
              isDisabled={!hydrated}
              selectedKey={state.type}
              onSelectionChange={(key) => go(changeExplore(state, { type: key === 'tickets' ? 'tickets' : 'products' }))}
            >
              <ToggleButton id="products">Products</ToggleButton>
              <ToggleButton id="tickets">Events</ToggleButton>
            </ToggleButtonGroup>
          </Inline>
          <SearchBox
            type={state.type}
            search={state.search}
            onSearch={(search, replace) => go(changeExplore(state, { search }), replace)}
            isDisabled={!hydrated}
          />
        </Stack>

        <div className={styles.layout}>
          <aside className={styles.sidePanel} aria-label="Filters">
            {wide && (
              <Suspense fallback={null}>
                <FilterSidePanel key={filterKey} type={state.type} filters={state.filters} onApply={onApply} onReset={onReset} />
              </Suspense>
            )}
          </aside>

          <section ref={resultsRef} className={styles.results} aria-labelledby="results-heading">
            <div className={styles.toolbar}>
              <ResultCount state={state} />
              <div className={styles.filtersButton}>
                <Button
                  variant="outline"
                  isDisabled={!hydrated}
                  iconStart={<SlidersHorizontal size={18} aria-hidden="true" />}
                  onPress={() => setDrawerOpen(true)}
                >
                  {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
                </Button>
              </div>
              <div className={styles.sortField}>
                <SortField sort={state.sort} onSort={(sort) => go(changeExplore(state, { sort }))} isDisabled={!hydrated} />
              </div>
              <div className={styles.viewToggle}>
                <ToggleButtonGroup
                  aria-label="View"
                  isDisabled={!hydrated}
                  selectedKey={state.view}
                  onSelectionChange={(key) => go({ ...state, view: key as ListingView })}
                >
                  <ToggleButton id="grid">
                    <span className={styles.viewLabel}>
                      <LayoutGrid size={18} aria-hidden="true" />
                      <span className={visuallyHidden}>Grid view</span>
                    </span>
                  </ToggleButton>
                  <ToggleButton id="list">
                    <span className={styles.viewLabel}>
                      <List size={18} aria-hidden="true" />
                      <span className={visuallyHidden}>List view</span>
                    </span>
                  </ToggleButton>
                </ToggleButtonGroup>
              </div>
            </div>
            <Results state={state} onPage={onPage} onResetFilters={onResetAll} hydrated={hydrated} />
          </section>
        </div>

        {drawerUsed && (
          <Suspense fallback={null}>
            <FilterDrawer
              key={`drawer:${filterKey}:${drawerOpen}`}
              isOpen={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              type={state.type}
              filters={state.filters}
              onApply={onApply}
              onReset={onReset}
            />
          </Suspense>
        )}
      </Stack>
    </PageBlock>
  );
}
