import { CURRENT_USER_KEY, toApiPath, UNIVERSITIES_KEY } from '../../client';

/** GET /v1/products/{slug}, under the key the product page uses, so a buyer coming from it waits for nothing. */
export const productKey = (slug: string) => ['products', slug] as const;

/** GET /v1/events/{slug}, under the key the event page uses, so a buyer coming from it waits for nothing. */
export const eventKey = (slug: string) => ['events', slug] as const;

/** GET /v1/wallet: the buyer's balances, under the key the wallet screen reads them with. */
export const WALLET_KEY = 'wallet';

/**
 * What /checkout asks for first (API paths), for the server to render it for a signed-in buyer:
 * the product, the buyer (whose details prefill the form), the campuses and the wallet. None
 * without a product to buy.
 */
export function checkoutFirstRequests(searchParams: URLSearchParams): string[] {
  const slug = searchParams.get('product');
  if (!slug) return [];
  return [toApiPath(productKey(slug)), toApiPath(CURRENT_USER_KEY), toApiPath(UNIVERSITIES_KEY), toApiPath(WALLET_KEY)];
}

/**
 * What /ticket/purchase asks for first (API paths), for the server to render it: the event and
 * the universities, and for a signed-in buyer, the buyer (whose details prefill the contact
 * step). None without an event.
 */
export function ticketPurchaseFirstRequests(searchParams: URLSearchParams, signedIn: boolean): string[] {
  const slug = searchParams.get('event');
  if (!slug) return [];
  return [toApiPath(eventKey(slug)), ...(signedIn ? [toApiPath(CURRENT_USER_KEY)] : []), toApiPath(UNIVERSITIES_KEY)];
}
