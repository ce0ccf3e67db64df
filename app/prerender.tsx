/**
 * The server-side entry used at build time only (scripts/build/prerender.ts): renders a route
 * to HTML, waiting for every lazily loaded screen, so the page paints before its JavaScript runs.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from './AppShell';

export { PRODUCT_PHOTO_SIZES } from '../features/product';
export { EVENT_BANNER_SIZES } from '../features/events';

/**
 * React outlines a Suspense boundary larger than `progressiveChunkSize` (12,800 bytes by default)
 * into a hidden element that a script reveals, which shows nothing before JavaScript runs. A page
 * rendered at build time is sent whole, so nothing is outlined.
 */
const WHOLE_PAGE = Number.MAX_SAFE_INTEGER;

export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppShell />
    </StaticRouter>,
    { progressiveChunkSize: WHOLE_PAGE },
  );
  return new Response(prelude).text();
}
