import { SearchX } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { api, paths, useUniversities, type ApiError } from '../../client';
import { sellerDirectoryResponseSchema, type SellerDirectoryItem, type SellerDirectoryResponse } from '../../contract';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardLink,
  Column,
  Columns,
  DeferredSearchableSelect,
  EmptyState,
  Heading,
  Inline,
  LoadError,
  PageBlock,
  PageTitle,
  Pagination,
  RatingStars,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  TextField,
  Tiles,
  ToggleButton,
  ToggleButtonGroup,
} from '../../ui';
import { directoryKey, directorySearch, directoryState, type DirectoryState } from './directoryQuery';
import * as styles from './SellersScreen.css';

const ALL = 'all';
const sellerTypeLabels = { individual: 'Individual seller', brand: 'Brand' } as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** GET /v1/sellers: one page of the directory, with its total. */
function useSellerDirectory(state: DirectoryState) {
  return useSWR<SellerDirectoryResponse, ApiError>(directoryKey(state), (key: string) =>
    api.getPage(key, sellerDirectoryResponseSchema),
  );
}

function SellerCard({ seller }: { seller: SellerDirectoryItem }) {
  return (
    <Card as="li">
      <div className={styles.card}>
        <Avatar name={seller.name} photo={seller.avatar} size="lg" />
        <Stack space="1">
          <Heading level={2} size="md" weight="semibold">
            <CardLink href={paths.sellerProfile(seller.id)}>{seller.name}</CardLink>
          </Heading>
          <Inline space="2">
            <Badge tone={seller.sellerType === 'brand' ? 'info' : 'neutral'}>{sellerTypeLabels[seller.sellerType]}</Badge>
          </Inline>
          {seller.university && (
            <Text size="sm" tone="muted">
              {seller.university}
            </Text>
          )}
          {seller.rating.average === null ? (
            <Text size="sm" tone="muted">
              No reviews yet
            </Text>
          ) : (
            <RatingStars value={seller.rating.average} reviewCount={seller.rating.count} size="sm" />
          )}
          <Text size="sm" tone="muted">
            {plural(seller.productCount, 'product', 'products')} · {plural(seller.eventCount, 'event', 'events')}
          </Text>
        </Stack>
      </div>
    </Card>
  );
}

function DirectorySkeleton() {
  return (
    <SkeletonRegion label="Loading sellers">
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} padding="md">
            <Columns space="3">
              <Column width="content">
                <Skeleton shape="circle" size="lg" />
              </Column>
              <Skeleton lines={3} />
            </Columns>
          </Card>
        ))}
      </Tiles>
    </SkeletonRegion>
  );
}

/** The search box: the typed text reaches the address (and the server) when submitted. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" aria-label="Sellers" className={styles.search} onSubmit={submit}>
      <TextField label="Search sellers" placeholder="A name or a brand" value={text} onChange={setText} maxLength={100} />
      <Button type="submit" variant="solid">
        Search
      </Button>
    </form>
  );
}

/**
 * /users: the directory of the people and brands selling on Kampus. Only KYC-verified sellers
 * are listed; students who only buy never appear. Search, university and seller type live in
 * the address, so back, forward, reload and sharing give the same page.
 */
export function SellersScreen() {
  const [search, setSearch] = useSearchParams();
  const state = directoryState(search);
  const directory = useSellerDirectory(state);
  const universities = useUniversities();

  function show(next: Partial<DirectoryState>) {
    // A new filter starts at the first page; only paging keeps the rest.
    setSearch(directorySearch({ ...state, page: 1, ...next }), { preventScrollReset: next.page !== undefined });
  }
  const filtered = state.search !== '' || state.university !== undefined || state.sellerType !== undefined;

  let content: ReactNode;
  if (directory.error) {
    content = (
      <LoadError title="Sellers could not be loaded" message={directory.error.message} onRetry={() => void directory.mutate()} />
    );
  } else if (!directory.data) {
    content = <DirectorySkeleton />;
  } else if (directory.data.data.length === 0) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={filtered ? 'No sellers match your search' : 'No sellers yet'}
        description={
          filtered
            ? 'Try another name, another university or both seller types.'
            : 'Verified students and brands will appear here once they start selling.'
        }
        action={
          filtered ? (
            <Button variant="outline" onPress={() => setSearch(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const { data, page } = directory.data;
    content = (
      <>
        <Text size="sm" tone="muted" role="status">
          {plural(page.total, 'seller', 'sellers')}
        </Text>
        <Tiles as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4" aria-label="Sellers">
          {data.map((seller) => (
            <SellerCard key={seller.id} seller={seller} />
          ))}
        </Tiles>
        {page.totalPages > 1 && (
          <Inline align="center">
            <Pagination
              totalPages={page.totalPages}
              page={Math.min(state.page, page.totalPages)}
              onPageChange={(next) => show({ page: next })}
              label="Seller pages"
            />
          </Inline>
        )}
      </>
    );
  }

  return (
    <PageBlock>
      <Stack space="6">
        <header className={styles.intro}>
          <Stack space="2">
            <PageTitle>Sellers on Kampus</PageTitle>
            <Text size="sm" tone="muted">
              Students and brands who sell on Kampus. Every seller here has verified their identity, and every payment to them is
              held in escrow until the buyer has the item.
            </Text>
          </Stack>
        </header>
        <div className={styles.filters}>
          <SearchForm key={state.search} initial={state.search} onSearch={(text) => show({ search: text })} />
          <DeferredSearchableSelect
            label="University"
            placeholder="All universities"
            items={[{ id: ALL, name: 'All universities' }, ...(universities.data ?? [])]}
            selectedKey={state.university ?? null}
            onSelectionChange={(key) => show({ university: key === null || key === ALL ? undefined : Number(key) })}
            description={universities.error ? 'The list of universities could not be loaded.' : undefined}
          />
          <ToggleButtonGroup
            aria-label="Seller type"
            selectedKey={state.sellerType ?? ALL}
            onSelectionChange={(key) => show({ sellerType: key === ALL ? undefined : (key as 'individual' | 'brand') })}
          >
            <ToggleButton id={ALL}>All sellers</ToggleButton>
            <ToggleButton id="individual">Individuals</ToggleButton>
            <ToggleButton id="brand">Brands</ToggleButton>
          </ToggleButtonGroup>
        </div>
        {content}
      </Stack>
    </PageBlock>
  );
}
