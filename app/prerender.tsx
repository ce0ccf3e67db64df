/**
 * The server-side entry: renders a route to HTML, waiting for every lazily loaded screen, so the
 * page paints before its JavaScript runs. Used at build time (scripts/build/prerender.ts) and,
 * for product pages, by the server on each request with the product's data
 * (server/page-render.ts).
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { paths, type InitialData } from '../client';
import { exploreListKey } from '../features/catalogue';
import { AppShell } from './AppShell';

export { PRODUCT_PHOTO_SIZES } from '../features/product';
export { EVENT_BANNER_SIZES } from '../features/events';

/**
 * The API paths (a guest's GETs) a page the server renders from its address asks for first, so
 * the server can render it with their answers: /explore's list for its filters.
 */
export function firstRequests(url: string): string[] {
  const { pathname, searchParams } = new URL(url, 'http://kampus.invalid');
  return pathname === paths.explore() ? [exploreListKey(searchParams)] : [];
}

/**
 * React outlines a Suspense boundary larger than `progressiveChunkSize` (12,800 bytes by default)
 * into a hidden element that a script reveals, which shows nothing before JavaScript runs. A page
 * rendered at build time is sent whole, so nothing is outlined.
 */
const WHOLE_PAGE = Number.MAX_SAFE_INTEGER;

export async function renderRoute(url: string, initialData?: InitialData): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppShell initialData={initialData} />
    </StaticRouter>,
    { progressiveChunkSize: WHOLE_PAGE },
  );
  return new Response(prelude).text();
}
