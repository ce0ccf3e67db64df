/**
 * The server-side entry: renders a route to HTML, waiting for every lazily loaded screen, so the
 * page paints before its JavaScript runs. Used at build time (scripts/build/prerender.ts) and,
 * for product and event pages, /explore, /ticket/purchase and a signed-in buyer's /checkout, by the server on each
 * request with the data they start from (server/ssr/page-render.ts).
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { paths, type InitialData, type StoredSession } from '../client';
import { exploreListKey } from '../features/catalogue';
import { checkoutFirstRequests, ticketPurchaseFirstRequests } from '../features/checkout';
import { AppShell } from './AppShell';

export { PRODUCT_PHOTO_SIZES } from '../features/product';
export { EVENT_BANNER_SIZES } from '../features/events';

/**
 * The API paths (GETs) a page the server renders from its address asks for first, so the server
 * can render it with their answers: /explore's list for its filters (a guest's); for a signed-in
 * visitor, /checkout's product, buyer, campuses and wallet (theirs); /ticket/purchase's event and
 * universities, and the buyer when signed in.
 */
export function firstRequests(url: string, signedIn = false): string[] {
  const { pathname, searchParams } = new URL(url, 'http://kampus.invalid');
  if (pathname === paths.explore()) return [exploreListKey(searchParams)];
  if (signedIn && pathname === paths.checkout) return checkoutFirstRequests(searchParams);
  if (pathname === paths.ticketPurchase) return ticketPurchaseFirstRequests(searchParams, signedIn);
  return [];
}

/**
 * React outlines a Suspense boundary larger than `progressiveChunkSize` (12,800 bytes by default)
 * into a hidden element that a script reveals, which shows nothing before JavaScript runs. A page
 * rendered at build time is sent whole, so nothing is outlined.
 */
const WHOLE_PAGE = Number.MAX_SAFE_INTEGER;

/** The page at `url` as HTML, rendered with these API answers, for a guest or for `session`'s visitor. */
export async function renderRoute(url: string, initialData?: InitialData, session?: StoredSession): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppShell initialData={initialData} renderedSession={session} />
    </StaticRouter>,
    { progressiveChunkSize: WHOLE_PAGE },
  );
  return new Response(prelude).text();
}
