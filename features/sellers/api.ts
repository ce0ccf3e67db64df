import * as v from 'valibot';
import { useApi } from '../../client';
import { eventCardSchema, productCardSchema, sellerProfileSchema, type ListingType } from '../../contract';

/** GET /v1/sellers/{id}: a verified seller's public profile (404 for anyone else). */
export function useSellerProfile(id: string) {
  return useApi(['sellers', id], sellerProfileSchema);
}

/** Listings a page of the profile shows: two rows of four. */
export const SELLER_LISTINGS_PAGE_SIZE = 8;

const productCardsSchema = v.array(productCardSchema);
const eventCardsSchema = v.array(eventCardSchema);

function listKey(path: 'products' | 'events', sellerId: string, page: number): string {
  const query = new URLSearchParams({ seller: sellerId, page: String(page), pageSize: String(SELLER_LISTINGS_PAGE_SIZE) });
  return `${path}?${query}`;
}

/** One page of the seller's active products (GET /v1/products?seller=) or upcoming events (GET /v1/events?seller=). */
export function useSellerProducts(sellerId: string, page: number, active: boolean) {
  return useApi(active ? listKey('products', sellerId, page) : null, productCardsSchema);
}

export function useSellerEvents(sellerId: string, page: number, active: boolean) {
  return useApi(active ? listKey('events', sellerId, page) : null, eventCardsSchema);
}

/** How many pages a list of `total` listings takes. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SELLER_LISTINGS_PAGE_SIZE));
}

/** The listing type and page a profile's address asks for (?type=tickets&page=2); anything odd reads as the default. */
export function listingsQuery(search: URLSearchParams): { type: ListingType; page: number } {
  const type = search.get('type') === 'tickets' ? 'tickets' : 'products';
  const page = Number(search.get('page'));
  return { type, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}
