import { useMemo } from 'react';
import useSWR from 'swr';
import * as v from 'valibot';
import {
  eventListResponseSchema,
  productListResponseSchema,
  type EventListResponse,
  type ListingType,
  type ProductListResponse,
} from '../../contract';
import { api, useInitialData, type ApiError } from '../../client';
import { listKey, listQuery, type ExploreState } from './exploreQuery';

/** How many products the landing page features: two rows of four. */
export const FEATURED_COUNT = 8;

/** GET /v1/products?sort=newest&pageSize=8: the newest products, for the landing page. */
export const FEATURED_PRODUCTS_KEY = listKey('products', { sort: 'newest', pageSize: String(FEATURED_COUNT) });

export type CatalogueList =
  { type: 'products'; response: ProductListResponse } | { type: 'tickets'; response: EventListResponse };

/** The answer a page rendered on the server arrived with for this list, if it is one (client/initialData.ts). */
function initialList(type: ListingType, initial: unknown): CatalogueList | undefined {
  if (initial === undefined) return undefined;
  if (type === 'products') {
    const parsed = v.safeParse(productListResponseSchema, initial);
    return parsed.success ? { type, response: parsed.output } : undefined;
  }
  const parsed = v.safeParse(eventListResponseSchema, initial);
  return parsed.success ? { type, response: parsed.output } : undefined;
}

/** One page of /explore's results: GET /v1/products or GET /v1/events with the page's filters. */
export function useExploreList(state: ExploreState) {
  const type: ListingType = state.type;
  const key = listKey(type, listQuery(state));
  const initial = useInitialData(key);
  const fallbackData = useMemo(() => initialList(type, initial), [type, initial]);
  return useSWR<CatalogueList, ApiError>(
    key,
    async (path: string) =>
      type === 'products'
        ? { type, response: await api.getPage(path, productListResponseSchema) }
        : { type, response: await api.getPage(path, eventListResponseSchema) },
    fallbackData ? { fallbackData } : undefined,
  );
}

/** The landing page's Featured Products: the eight newest products. */
export function useFeaturedProducts() {
  return useSWR<ProductListResponse, ApiError>(FEATURED_PRODUCTS_KEY, (path: string) =>
    api.getPage(path, productListResponseSchema),
  );
}
