import { CURRENT_USER_KEY, toApiPath, UNIVERSITIES_KEY } from '../../client';

/** GET /v1/events/{slug}, under the key the event page uses, so a buyer coming from it waits for nothing. */
export const eventKey = (slug: string) => ['events', slug] as const;

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
