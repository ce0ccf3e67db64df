/**
 * The server-side entry: renders a route to HTML, waiting for every lazily loaded screen, so the
 * page paints before its JavaScript runs. Used at build time (scripts/build/prerender.ts) and,
 * for product pages, by the server on each request with the product's data
 * (server/page-render.ts).
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { InitialData } from '../client';
import { AppShell } from './AppShell';

export { PRODUCT_PHOTO_SIZES } from '../features/product';
export { EVENT_BANNER_SIZES } from '../features/events';

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
