/**
 * The server-side entry used at build time only (scripts/build/prerender.ts): renders a route
 * to HTML, waiting for every lazily loaded screen, so the page paints before its JavaScript runs.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from './AppShell';

export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppShell />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}
