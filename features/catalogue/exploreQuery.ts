/**
 * Everything that defines an /explore page lives in its address: the type, search text, filters,
 * sort, view and page. Reading and writing that address is pure, so a reload, back, forward or a
 * shared link always shows the same page. Values the page does not know are dropped, never sent.
 */
import {
  eventCategories,
  eventFormats,
  eventWindows,
  koboFromNaira,
  listingSorts,
  productCategories,
  type EventCategory,
  type EventFormat,
  type EventListQuery,
  type EventWindow,
  type ListingSort,
  type ListingType,
  type ProductCategory,
  type ProductListQuery,
} from '../../contract';
import type { ListingView } from './listingView';

export type SellerType = 'individual' | 'brand';
export type TicketPrice = 'free' | 'paid';

/** The filters of the side panel; prices are whole naira as people type them. */
export interface ExploreFilters {
  category?: ProductCategory | EventCategory;
  when?: EventWindow;
  price?: TicketPrice;
  minPrice?: number;
  maxPrice?: number;
  sellerType?: SellerType;
  format?: EventFormat;
  university?: number;
}

export interface ExploreState {
  type: ListingType;
  search: string;
  filters: ExploreFilters;
  sort: ListingSort;
  view: ListingView;
  page: number;
}

export const EXPLORE_PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 100;
/** The highest price a filter takes, in naira (₦100 million). */
export const MAX_FILTER_NAIRA = 100_000_000;

const DEFAULT_SORT: ListingSort = 'relevance';
const sellerTypes: readonly SellerType[] = ['individual', 'brand'];
const ticketPrices: readonly TicketPrice[] = ['free', 'paid'];

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number <= max ? number : undefined;
}

/** The filters a type takes: products have no time, ticket price or format. */
export function filtersFor(type: ListingType, filters: ExploreFilters): ExploreFilters {
  const categories: readonly string[] = type === 'products' ? productCategories : eventCategories;
  const kept: ExploreFilters = {
    category: filters.category && categories.includes(filters.category) ? filters.category : undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    sellerType: filters.sellerType,
    university: filters.university,
    ...(type === 'tickets' ? { when: filters.when, price: filters.price, format: filters.format } : {}),
  };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)) as ExploreFilters;
}

/** The page an address shows; anything unknown or out of range reads as its default. */
export function readExploreState(params: URLSearchParams): ExploreState {
  const type: ListingType = params.get('type') === 'tickets' ? 'tickets' : 'products';
  let minPrice = wholeNumber(params.get('minPrice'), MAX_FILTER_NAIRA);
  let maxPrice = wholeNumber(params.get('maxPrice'), MAX_FILTER_NAIRA);
  // A range typed the wrong way round means the same range.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const categories: readonly (ProductCategory | EventCategory)[] = type === 'products' ? productCategories : eventCategories;
  const filters = filtersFor(type, {
    category: oneOf(categories, params.get('category')),
    when: oneOf(eventWindows, params.get('when')),
    price: oneOf(ticketPrices, params.get('price')),
    minPrice,
    maxPrice,
    sellerType: oneOf(sellerTypes, params.get('sellerType')),
    format: oneOf(eventFormats, params.get('format')),
    university: wholeNumber(params.get('university'), Number.MAX_SAFE_INTEGER) || undefined,
  });
  return {
    type,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    filters,
    sort: oneOf(listingSorts, params.get('sort')) ?? DEFAULT_SORT,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Math.max(1, wholeNumber(params.get('page'), 10_000) ?? 1),
  };
}

/** The address of a state, defaults left out, in a fixed order so equal pages have equal addresses. */
export function exploreSearchParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type !== 'products') params.set('type', state.type);
  if (state.search) params.set('search', state.search);
  const filters = filtersFor(state.type, state.filters);
  for (const key of ['category', 'when', 'price', 'minPrice', 'maxPrice', 'sellerType', 'format', 'university'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change to what is listed starts again from page 1; a change of page or view does not. */
export function changeExplore(state: ExploreState, change: Partial<Omit<ExploreState, 'page' | 'view'>>): ExploreState {
  const type = change.type ?? state.type;
  const filters = change.type && change.type !== state.type && !change.filters ? {} : (change.filters ?? state.filters);
  return { ...state, ...change, type, filters: filtersFor(type, filters), page: 1 };
}

/** How many filters are on, for the 'Filters (2)' button. */
export function activeFilterCount(filters: ExploreFilters): number {
  const { minPrice, maxPrice, ...others } = filters;
  const priceRange = minPrice !== undefined || maxPrice !== undefined ? 1 : 0;
  return Object.values(others).filter((value) => value !== undefined).length + priceRange;
}

type ListQuery = Record<string, string>;

/** The list endpoint's query for a state: GET /v1/products or /v1/events, prices in kobo. */
export function listQuery(state: ExploreState): ListQuery {
  const filters = filtersFor(state.type, state.filters);
  const query: Partial<Record<keyof ProductListQuery & keyof EventListQuery, string>> = {
    page: String(state.page),
    pageSize: String(EXPLORE_PAGE_SIZE),
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: String(koboFromNaira(filters.minPrice)) } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: String(koboFromNaira(filters.maxPrice)) } : {}),
    ...(filters.sellerType ? { sellerType: filters.sellerType } : {}),
    ...(filters.university !== undefined ? { university: String(filters.university) } : {}),
  };
  const typed: Record<string, string | undefined> =
    state.type === 'products'
      ? { ...query, category: filters.category }
      : { ...query, category: filters.category, when: filters.when, price: filters.price, format: filters.format };
  return Object.fromEntries(Object.entries(typed).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The SWR key (and path) of a list query: 'products?page=1&pageSize=12&sort=relevance'. */
export function listKey(type: ListingType, query: ListQuery): string {
  const path = type === 'products' ? 'products' : 'events';
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** The list request an /explore address makes first: the key `useExploreList` fetches for it. */
export function exploreListKey(params: URLSearchParams): string {
  const state = readExploreState(params);
  return listKey(state.type, listQuery(state));
}
