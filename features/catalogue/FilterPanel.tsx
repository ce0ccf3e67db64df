import { useState, type FormEvent } from 'react';
import {
  eventCategories,
  eventFormats,
  eventWindows,
  productCategories,
  type EventWindow,
  type ListingType,
} from '../../contract';
import { useUniversities } from '../../client';
import { Button, DeferredSearchableSelect, Drawer, Radio, RadioGroup, Stack, TextField, Tiles } from '../../ui';
import * as styles from './explore.css';
import { eventFormatLabels } from './eventText';
import { filtersFor, MAX_FILTER_NAIRA, type ExploreFilters, type SellerType, type TicketPrice } from './exploreQuery';

export const eventWindowLabels: Record<EventWindow, string> = {
  upcoming: 'Upcoming',
  this_week: 'This week',
  this_month: 'This month',
  within_90_days: 'Within 90 days',
};

const sellerTypeLabels: Record<SellerType, string> = { individual: 'Individual', brand: 'Brand' };
const ticketPriceLabels: Record<TicketPrice, string> = { free: 'Free', paid: 'Paid' };

/** A radio group's "no filter" choice. */
const ANY = 'any';
const ALL_UNIVERSITIES = 0;

/** What the panel holds while someone edits it: prices as typed. */
interface Draft {
  filters: ExploreFilters;
  minPrice: string;
  maxPrice: string;
}

function draftOf(filters: ExploreFilters): Draft {
  return { filters, minPrice: filters.minPrice?.toString() ?? '', maxPrice: filters.maxPrice?.toString() ?? '' };
}

type PriceErrors = { minPrice?: string; maxPrice?: string };

/** Naira as typed ('25,000', '₦ 5000') as a whole number, or a message saying what is wrong. */
function readNaira(text: string, label: string): { value?: number; error?: string } {
  const cleaned = text.replace(/[₦,\s]/g, '');
  if (cleaned === '') return {};
  if (!/^\d+$/.test(cleaned)) return { error: `${label} must be a whole number of naira` };
  const value = Number(cleaned);
  if (value > MAX_FILTER_NAIRA) return { error: `${label} must be at most ₦${MAX_FILTER_NAIRA.toLocaleString('en-US')}` };
  return { value };
}

/** The draft as filters, or the price fields' messages when a price is not a usable amount. */
export function readDraft(draft: Draft): { filters?: ExploreFilters; errors: PriceErrors } {
  const min = readNaira(draft.minPrice, 'Minimum price');
  const max = readNaira(draft.maxPrice, 'Maximum price');
  const errors: PriceErrors = { minPrice: min.error, maxPrice: max.error };
  if (!errors.maxPrice && min.value !== undefined && max.value !== undefined && max.value < min.value) {
    errors.maxPrice = 'Maximum price must not be less than the minimum price';
  }
  if (errors.minPrice || errors.maxPrice) return { errors };
  return { filters: { ...draft.filters, minPrice: min.value, maxPrice: max.value }, errors: {} };
}

export interface FilterPanelProps {
  type: ListingType;
  /** The filters the page shows now (from its address). */
  filters: ExploreFilters;
  onApply: (filters: ExploreFilters) => void;
  onReset: () => void;
}

interface FilterFieldsProps {
  type: ListingType;
  draft: Draft;
  errors: PriceErrors;
  onChange: (draft: Draft) => void;
}

function FilterFields({ type, draft, errors, onChange }: FilterFieldsProps) {
  const universities = useUniversities();
  const set = (change: Partial<ExploreFilters>) => onChange({ ...draft, filters: { ...draft.filters, ...change } });
  const choice = <T extends string>(value: string): T | undefined => (value === ANY ? undefined : (value as T));
  const categories = type === 'products' ? productCategories : eventCategories;
  const { filters } = draft;

  return (
    <Stack space="5">
      <RadioGroup
        label="Category"
        value={filters.category ?? ANY}
        onChange={(value) => set({ category: choice<(typeof categories)[number]>(value) })}
      >
        <Radio value={ANY}>All</Radio>
        {categories.map((category) => (
          <Radio key={category} value={category}>
            {category}
          </Radio>
        ))}
      </RadioGroup>

      {type === 'tickets' && (
        <>
          <RadioGroup label="Time" value={filters.when ?? ANY} onChange={(value) => set({ when: choice<EventWindow>(value) })}>
            <Radio value={ANY}>Any time</Radio>
            {eventWindows.map((window) => (
              <Radio key={window} value={window}>
                {eventWindowLabels[window]}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            label="Ticket Price"
            value={filters.price ?? ANY}
            onChange={(value) => set({ price: choice<TicketPrice>(value) })}
          >
            <Radio value={ANY}>Any</Radio>
            {(['free', 'paid'] as const).map((price) => (
              <Radio key={price} value={price}>
                {ticketPriceLabels[price]}
              </Radio>
            ))}
          </RadioGroup>
        </>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Price Range</legend>
        <Tiles columns={2} space="2">
          <TextField
            label="Min (₦)"
            inputMode="numeric"
            placeholder="0"
            value={draft.minPrice}
            onChange={(minPrice) => onChange({ ...draft, minPrice })}
            validationError={errors.minPrice}
          />
          <TextField
            label="Max (₦)"
            inputMode="numeric"
            placeholder="Any"
            value={draft.maxPrice}
            onChange={(maxPrice) => onChange({ ...draft, maxPrice })}
            validationError={errors.maxPrice}
          />
        </Tiles>
      </fieldset>

      <RadioGroup
        label="Seller Type"
        value={filters.sellerType ?? ANY}
        onChange={(value) => set({ sellerType: choice<SellerType>(value) })}
      >
        <Radio value={ANY}>Any</Radio>
        {(['individual', 'brand'] as const).map((sellerType) => (
          <Radio key={sellerType} value={sellerType}>
            {sellerTypeLabels[sellerType]}
          </Radio>
        ))}
      </RadioGroup>

      {type === 'tickets' && (
        <RadioGroup
          label="Format"
          value={filters.format ?? ANY}
          onChange={(value) => set({ format: choice<(typeof eventFormats)[number]>(value) })}
        >
          <Radio value={ANY}>Any</Radio>
          {eventFormats.map((format) => (
            <Radio key={format} value={format}>
              {eventFormatLabels[format]}
            </Radio>
          ))}
        </RadioGroup>
      )}

      <DeferredSearchableSelect
        label="University"
        placeholder="All universities"
        items={[{ id: ALL_UNIVERSITIES, name: 'All universities' }, ...(universities.data ?? [])]}
        selectedKey={filters.university ?? null}
        onSelectionChange={(key) => set({ university: key === null || key === ALL_UNIVERSITIES ? undefined : Number(key) })}
        description={universities.error ? 'The list of universities could not be loaded.' : undefined}
      />
    </Stack>
  );
}

/** The draft a panel edits: starts from the page's filters and is read on Apply. */
function useFilterDraft({ type, filters, onApply, onReset }: FilterPanelProps) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  const [errors, setErrors] = useState<PriceErrors>({});
  const apply = (): boolean => {
    const read = readDraft(draft);
    setErrors(read.errors);
    if (!read.filters) return false;
    onApply(filtersFor(type, read.filters));
    return true;
  };
  const reset = () => {
    setDraft(draftOf({}));
    setErrors({});
    onReset();
  };
  return { draft, setDraft, errors, apply, reset };
}

/** The filters beside the results on wide screens: edit, then Apply or Reset. */
export function FilterSidePanel(props: FilterPanelProps) {
  const { draft, setDraft, errors, apply, reset } = useFilterDraft(props);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  return (
    <form className={styles.sideForm} onSubmit={onSubmit} aria-labelledby="filters-heading" noValidate>
      <h2 id="filters-heading" className={styles.panelHeading}>
        Filters
      </h2>
      <FilterFields type={props.type} draft={draft} errors={errors} onChange={setDraft} />
      <Stack space="2">
        <Button type="submit" fullWidth>
          Apply
        </Button>
        <Button variant="outline" fullWidth onPress={reset}>
          Reset
        </Button>
      </Stack>
    </form>
  );
}

export interface FilterDrawerProps extends FilterPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The same filters in a drawer on narrow screens; Apply closes it. */
export function FilterDrawer({ isOpen, onClose, ...props }: FilterDrawerProps) {
  const { draft, setDraft, errors, apply, reset } = useFilterDraft(props);
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      title="Filters"
      footer={
        <div className={styles.drawerActions}>
          <Button variant="outline" onPress={reset}>
            Reset
          </Button>
          <Button onPress={() => apply() && onClose()}>Apply</Button>
        </div>
      }
    >
      <FilterFields type={props.type} draft={draft} errors={errors} onChange={setDraft} />
    </Drawer>
  );
}
