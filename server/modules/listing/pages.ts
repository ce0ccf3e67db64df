/**
 * The catalogue's pages as the server sends them: a product's or an event's page with its link
 * preview in <head>, rendered with the listing (server/ssr/page-render.ts); /explore rendered with
 * the list its address asks for. Every other page is the app shell, rendered in the browser.
 */
import type { InitialData } from '../../ssr/page-render';
import type { Services } from '../../services';
import type { PageHead } from '../../ssr/static-site';
import { guestListAnswer } from './guest-lists';
import { linkPreviewOf, withLinkPreview } from './link-preview';

/** The app's route of /explore (client/paths.ts, which the server may not import). */
const EXPLORE_PATH = '/explore';

/** The `PageHead` of the static site (server/ssr/static-site.ts) for the catalogue's pages. */
export function cataloguePageHead(services: Pick<Services, 'db' | 'clock' | 'config'>): PageHead {
  return async (html, url, hints, renderers) => {
    if (url.pathname === EXPLORE_PATH) {
      const renderer = renderers.explore;
      if (!renderer) return html;
      const address = `${url.pathname}${url.search}`;
      const initialData: InitialData = {};
      for (const apiPath of await renderer.firstRequests(address)) {
        const answer = await guestListAnswer(services, apiPath);
        if (answer !== undefined) initialData[apiPath] = answer;
      }
      // Without its list the page would render its loading state: the browser does better.
      if (Object.keys(initialData).length === 0) return html;
      return renderer.renderInto(html, address, initialData);
    }
    const preview = await linkPreviewOf(services.db, url.pathname, services.config.publicOrigin ?? url.origin);
    if (!preview) return html;
    const page = withLinkPreview(html, preview, hints?.[preview.kind]);
    const renderer = renderers[preview.kind];
    return renderer ? renderer.renderInto(page, url.pathname, preview.initialData) : page;
  };
}
