/**
 * Product, event and /explore pages, and a signed-in buyer's /checkout, rendered on each request:
 * the server runs the app's server-side bundle (`dist/ssr/prerender.js`, written by the build
 * beside the web app) for the page with the API answers it starts from (the listing; /explore's
 * list; the checkout's product, buyer, campuses and wallet), and sends the HTML with those answers in a JSON script
 * (`client/initialData.ts`) and the page's CSS inline. The page paints its photo, title and
 * price before any script has run; the app then hydrates it (app/main.tsx). Anything that goes
 * wrong here sends the plain app shell, which renders the page in the browser as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { INITIAL_DATA_ELEMENT_ID, RENDERED_SIGNED_IN } from '../../contract';
import type { Logger } from '../logger';

/** What the build records for a page the server renders (prerendered/page-hints.json). */
export interface RenderHint {
  /** The server-side bundle, relative to the web app's directory. */
  entry: string;
  /** The page's stylesheets besides the shell's own, relative to the web app's directory. */
  styles: string[];
}

/** Payloads by API path, as `client/initialData.ts` reads them. */
export type InitialData = Record<string, unknown>;

/** The signed-in visitor a page is rendered for (the session as the browser stores it). */
export interface RenderedSession {
  accessToken: string;
}

interface ServerBundle {
  renderRoute(url: string, initialData?: InitialData, session?: RenderedSession): Promise<string>;
  /** The API paths (GETs) the page at `url` asks for first, as a guest or signed in (app/prerender.tsx). */
  firstRequests?(url: string, signedIn?: boolean): string[];
}

export interface PageRenderer {
  /**
   * `html` (the app shell) with the page rendered into it, or `html` unchanged if it cannot be;
   * for `session`'s visitor when given, and marked so that the browser hydrates it signed in.
   */
  renderInto(html: string, url: string, initialData: InitialData, session?: RenderedSession): Promise<string>;
  /** What the page at `url` (path and query) asks for first; none when the bundle cannot say. */
  firstRequests(url: string, signedIn?: boolean): Promise<string[]>;
}

/** JSON that can sit inside a <script> element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A stylesheet written into the page. The disabled <link> beside it is never fetched, but tells
 * the app's loader that the stylesheet is there (Vite's preload helper looks for a
 * `link[href][rel="stylesheet"]`), so a lazily loaded screen does not download it a second time.
 */
export function inlineStylesheet(file: string, css: string): string {
  return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/** The renderer of the page `hint` describes, or undefined when the build left no bundle for it. */
export function pageRenderer(root: string, hint: RenderHint | undefined, logger: Logger): PageRenderer | undefined {
  if (!hint) return undefined;
  const entry = path.resolve(root, hint.entry);
  if (!existsSync(entry)) {
    logger.warn('The server-side bundle is missing: listing pages are rendered in the browser (npm run build)', { entry });
    return undefined;
  }
  // Loaded now, so the first visitor does not wait for it.
  const bundle = (import(pathToFileURL(entry).href) as Promise<ServerBundle>).catch((error: unknown) => {
    logger.error('The server-side bundle could not be loaded: listing pages are rendered in the browser', {
      entry,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  });
  const css = new Map<string, string>();
  const inline = (file: string) => {
    let text = css.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(root, file), 'utf8');
      css.set(file, text);
    }
    return inlineStylesheet(file, text);
  };
  return {
    async firstRequests(url, signedIn = false) {
      const loaded = await bundle;
      try {
        return loaded?.firstRequests?.(url, signedIn) ?? [];
      } catch (error) {
        logger.error('The server-side bundle could not say what a page asks for: sent for the browser to render', {
          url,
          error: error instanceof Error ? error.message : String(error),
        });
        return [];
      }
    },
    async renderInto(html, url, initialData, session) {
      const loaded = await bundle;
      if (!loaded) return html;
      try {
        const markup = await loaded.renderRoute(url, initialData, session);
        const rootElement = session ? `<div id="root" data-session="${RENDERED_SIGNED_IN}">` : '<div id="root">';
        const styles = hint.styles.map(inline).join('\n    ');
        const data = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptSafeJson(initialData)}</script>`;
        const rendered = html
          .replace(STYLESHEET_LINK, (_, file: string) => inline(file))
          .replace(/\n(\s*)<\/head>/, (_, indent: string) => `\n    ${styles}\n${indent}</head>`)
          .replace('<div id="root"></div>', () => `${rootElement}${markup}</div>\n    ${data}`);
        return rendered.includes(markup) ? rendered : html;
      } catch (error) {
        logger.error('A page could not be rendered on the server: sent for the browser to render', {
          url,
          error: error instanceof Error ? error.message : String(error),
        });
        return html;
      }
    },
  };
}
