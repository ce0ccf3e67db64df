import useSWR from 'swr';
import * as v from 'valibot';
import {
  errorBodySchema,
  eventListResponseSchema,
  productListResponseSchema,
  type EventListResponse,
  type ListingType,
  type ProductListResponse,
} from '../../contract';
import { ApiError, GENERIC_ERROR_MESSAGE, http, NETWORK_ERROR_MESSAGE } from '../../client';
import { listKey, listQuery, type ExploreState } from './exploreQuery';

/** How many products the landing page features: two rows of four. */
export const FEATURED_COUNT = 8;

/** GET /v1/products?sort=newest&pageSize=8: the newest products, for the landing page. */
export const FEATURED_PRODUCTS_KEY = listKey('products', { sort: 'newest', pageSize: String(FEATURED_COUNT) });

async function errorOf(response: Response): Promise<ApiError> {
  const body = v.safeParse(errorBodySchema, await response.json().catch(() => undefined));
  return body.success
    ? new ApiError(body.output.message, { status: response.status, fieldErrors: body.output.errors })
    : new ApiError(GENERIC_ERROR_MESSAGE, { status: response.status });
}

/**
 * GET a page of a catalogue list (`products?…` or `events?…`). Unlike `api.get`, which keeps
 * only `data`, this keeps the `page` beside it; it fails with ApiError like every other call.
 */
async function getPage<S extends typeof productListResponseSchema | typeof eventListResponseSchema>(
  key: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const request = await http();
  let response: Response;
  try {
    response = await request(key, { throwHttpErrors: false });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(GENERIC_ERROR_MESSAGE, { status: 0, cause: parsed.issues });
  return parsed.output;
}

export type CatalogueList =
  { type: 'products'; response: ProductListResponse } | { type: 'tickets'; response: EventListResponse };

/** One page of /explore's results: GET /v1/products or GET /v1/events with the page's filters. */
export function useExploreList(state: ExploreState) {
  const type: ListingType = state.type;
  const key = listKey(type, listQuery(state));
  return useSWR<CatalogueList, ApiError>(key, async (path: string) =>
    type === 'products'
      ? { type, response: await getPage(path, productListResponseSchema) }
      : { type, response: await getPage(path, eventListResponseSchema) },
  );
}

/** The landing page's Featured Products: the eight newest products. */
export function useFeaturedProducts() {
  return useSWR<ProductListResponse, ApiError>(FEATURED_PRODUCTS_KEY, (path: string) => getPage(path, productListResponseSchema));
}
