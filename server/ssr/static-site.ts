import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { readWebCspManifest, WEB_CSP_FILE, webAppContentSecurityPolicy } from '../http/content-security-policy';
import type { Logger } from '../logger';
import { CONSOLE_ASSETS, isConsolePath, mountConsolePage } from './console-site';
import { pageRenderer, type PageRenderer, type RenderHint } from './page-render';
import { renderVisitorPage } from './visitor-pages';

/** prerendered/page-hints.json, written by the build: what a listing's page needs first. */
export const PAGE_HINTS_FILE = 'page-hints.json';

export interface PageHint {
  /** The `sizes` of the page's main photo, so the photo preloaded is the one the page picks. */
  photoSizes: string;
  /** Set for pages the server renders (product and event pages): its bundle and the page's stylesheets. */
  render?: RenderHint;
}
export interface PageHints {
  product: PageHint;
  ticket: PageHint;
  /** /explore, which the server renders for its address's filters (no main photo). */
  explore?: { render: RenderHint };
  /** /checkout, which the server renders for a signed-in buyer (server/ssr/visitor-pages.ts). */
  checkout?: { render: RenderHint };
  /** /ticket/purchase, which the server renders for a guest or a signed-in buyer (server/ssr/visitor-pages.ts). */
  ticketPurchase?: { render: RenderHint };
}

/** The server's renderers of the pages it renders, by kind of page. */
export type PageRenderers = Partial<Record<keyof PageHints, PageRenderer>>;

/**
 * The app's HTML for the page at `url` (the request's address), with what that page adds to its
 * <head> (a listing's link preview) and, for a page the server renders, the page itself.
 */
export type PageHead = (html: string, url: URL, hints: PageHints | undefined, renderers: PageRenderers) => Promise<string>;

function readPageHints(root: string): PageHints | undefined {
  const file = path.join(root, 'prerendered', PAGE_HINTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageHints) : undefined;
}

const HASHED_ASSETS = '/assets/';

/** Below this an HTML page goes out as it is (the bare app shell). */
const COMPRESS_FROM_BYTES = 4096;

/**
 * A page made per request, compressed when it is large (a product page rendered with its CSS
 * inline is about 100 KB, 17 KB compressed); brotli at a quality that takes a millisecond or two.
 * A page rendered for its signed-in visitor holds their details: no cache may keep it.
 */
function sendHtml(c: Context<AppEnv>, html: string, personal = false): Response {
  const headers: Record<string, string> = {
    'Cache-Control': personal ? 'private, no-store' : 'no-cache',
    'Content-Type': 'text/html; charset=UTF-8',
  };
  if (Buffer.byteLength(html) < COMPRESS_FROM_BYTES) return c.body(html, 200, headers);
  headers.Vary = 'Accept-Encoding';
  const accepted = c.req.header('Accept-Encoding') ?? '';
  if (accepted.includes('br')) {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Encoding': 'br' });
  }
  if (accepted.includes('gzip')) return c.body(new Uint8Array(gzipSync(html)), 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(html, 200, headers);
}

/**
 * routes.json: a route's page file, or the file and `withoutQuery` for a page whose content
 * depends on the query string (/explore: its filters), rendered for the bare address only.
 */
type PrerenderedRoute = string | { file: string; withoutQuery: boolean };

interface PrerenderedPage {
  /** Served only when the address has no query string. */
  withoutQuery: boolean;
  /** The page as written, and the compressed copies the build wrote beside it. */
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * Pages rendered at build time (scripts/build/prerender.ts), by route, read once here: they are
 * build output and never change while the server runs.
 */
function readPrerendered(root: string): Map<string, PrerenderedPage> {
  const dir = path.join(root, 'prerendered');
  const list = path.join(dir, 'routes.json');
  if (!existsSync(list)) return new Map();
  const routes = JSON.parse(readFileSync(list, 'utf8')) as Record<string, PrerenderedRoute>;
  const read = (file: string) => new Uint8Array(readFileSync(file));
  const copy = (file: string) => (existsSync(file) ? read(file) : undefined);
  return new Map(
    Object.entries(routes).map(([route, entry]) => {
      const { file: name, withoutQuery } = typeof entry === 'string' ? { file: entry, withoutQuery: false } : entry;
      const file = path.join(dir, name);
      return [route, { withoutQuery, identity: read(file), br: copy(`${file}.br`), gzip: copy(`${file}.gz`) }];
    }),
  );
}

/** The CSP of the app's HTML, from the inline-script hashes the build wrote beside it. */
function htmlPolicy(root: string, logger: Logger): string {
  const manifest = readWebCspManifest(root);
  if (!manifest) logger.warn(`STATIC_DIR has no ${WEB_CSP_FILE}: rebuild the web app (npm run build)`, { root });
  return webAppContentSecurityPolicy(manifest?.scriptHashes ?? []);
}

/**
 * Serves the built web app (STATIC_DIR) beside /v1: a page rendered at build time for its
 * exact route, files as they are, hashed assets with a year-long cache, and index.html (the
 * empty app shell, never cached) for any other GET, so client routes work. Every HTML page
 * carries the app's Content-Security-Policy. /admin and below is the operator console's own build
 * (./console-site.ts), never the student app. `pageHead` may add to the shell's <head> per page;
 * /checkout and /ticket/purchase are rendered with their visitor's own answers (server/ssr/visitor-pages.ts).
 */
export function mountStaticSite(app: Hono<AppEnv>, root: string, logger: Logger, pageHead?: PageHead): void {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`STATIC_DIR has no index.html: ${root}`);
  const prerendered = readPrerendered(root);
  const hints = readPageHints(root);
  const renderers: PageRenderers = {
    product: pageRenderer(root, hints?.product.render, logger),
    ticket: pageRenderer(root, hints?.ticket.render, logger),
    explore: pageRenderer(root, hints?.explore?.render, logger),
    checkout: pageRenderer(root, hints?.checkout?.render, logger),
    ticketPurchase: pageRenderer(root, hints?.ticketPurchase?.render, logger),
  };
  const shell = readFileSync(indexFile, 'utf8');
  const policy = htmlPolicy(root, logger);
  const isApi = (requestPath: string) => requestPath === '/v1' || requestPath.startsWith('/v1/');
  app.use('*', async (c, next) => {
    await next();
    if (isApi(c.req.path) || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', policy);
  });
  mountConsolePage(app, root, logger);
  app.get('*', (c, next) => {
    const page = prerendered.get(c.req.path);
    if (!page || (page.withoutQuery && new URL(c.req.url).search !== '')) return next();
    // The page inlines its CSS, so it is worth sending compressed.
    const accepted = c.req.header('Accept-Encoding') ?? '';
    const headers = { 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' };
    if (page.br && accepted.includes('br')) return c.body(page.br, 200, { ...headers, 'Content-Encoding': 'br' });
    if (page.gzip && accepted.includes('gzip')) return c.body(page.gzip, 200, { ...headers, 'Content-Encoding': 'gzip' });
    return c.body(page.identity, 200, headers);
  });
  const hashed = (requestPath: string) => requestPath.startsWith(HASHED_ASSETS) || requestPath.startsWith(CONSOLE_ASSETS);
  const cacheHeader = (requestPath: string) => (hashed(requestPath) ? 'public, max-age=31536000, immutable' : 'no-cache');

  // Assets go out as the .br or .gz copy the build wrote beside them (scripts/build/compress.ts).
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  app.use('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    const found = await files(c, next);
    if (found instanceof Response) c.res = found;
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheHeader(c.req.path));
  });
  app.get('*', async (c, next) => {
    if (isApi(c.req.path) || isConsolePath(c.req.path) || c.req.path.startsWith(HASHED_ASSETS)) return next();
    const visitorPage = await renderVisitorPage(app, c, shell, renderers);
    if (visitorPage) return sendHtml(c, visitorPage.html, visitorPage.personal);
    const html = pageHead ? await pageHead(shell, new URL(c.req.url), hints, renderers) : shell;
    return sendHtml(c, html);
  });
}
