import type { ListingType } from '../../contract';

/** The `type` query parameter as a listing type: products unless it says tickets. */
export function listingTypeOf(search: URLSearchParams): ListingType {
  return search.get('type') === 'tickets' ? 'tickets' : 'products';
}

/** The `page` query parameter: a whole number from 1, else 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** 'product' or 'ticket', as the buttons say it. */
export function singular(type: ListingType): 'product' | 'ticket' {
  return type === 'products' ? 'product' : 'ticket';
}
