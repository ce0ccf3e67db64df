/**
 * Renders /, /login and the information pages (how it works, about, terms, privacy) at build time (after `vite build`), so they paint before their
 * JavaScript has downloaded; the app then hydrates them (app/main.tsx). Other routes keep the
 * empty app shell (dist/web/index.html), except product, event and /explore pages,
 * /ticket/purchase and a signed-in buyer's /checkout, which the server renders on each request with the same server-side bundle (dist/ssr, kept for it;
 * server/ssr/page-render.ts).
 *
 * Writes dist/web/prerendered/<name>.html and routes.json, which the server reads
 * (server/ssr/static-site.ts). Each page carries, inline, the CSS of the app shell and of the
 * lazily loaded modules it shows (taken from Vite's manifest). Also writes dist/web/csp.json:
 * the hashes of every inline script of index.html and the pages, which the server's
 * Content-Security-Policy allows (and no other inline script).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { inlineScriptHashes, WEB_CSP_FILE } from '../../server/http/content-security-policy';
import type { WebCspManifest } from '../../server/http/content-security-policy';
import { inlineStylesheet } from '../../server/ssr/page-render';
import { PAGE_HINTS_FILE } from '../../server/ssr/static-site';
import type { PageHints } from '../../server/ssr/static-site';

const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'dist/web');
const ssrDir = path.join(root, 'dist/ssr');
/**
 * The modules a product or event page shows, whose CSS the server inlines when it renders one.
 * The site's route table brings its data layer and shell with it (it imports them statically).
 */
const siteModules = ['app/routes/siteRoutes.tsx'];
const productPageModules = [...siteModules, 'features/product/index.ts'];
const eventPageModules = [...siteModules, 'features/events/index.ts'];
const explorePageModules = [...siteModules, 'features/catalogue/index.ts', 'features/catalogue/ExploreScreen.tsx'];
const checkoutPageModules = [...siteModules, 'features/checkout/index.ts', 'features/checkout/CheckoutScreen.tsx'];
const ticketPurchasePageModules = [...siteModules, 'features/checkout/index.ts', 'features/checkout/TicketPurchaseScreen.tsx'];

interface Page {
  route: string;
  name: string;
  /** The lazily loaded modules the page shows (their CSS is inlined). */
  modules: string[];
  /**
   * The page depends on its query string (/explore's filters): rendered for the bare address,
   * which is the only one the server sends it for.
   */
  withoutQuery?: boolean;
  /**
   * Its largest paint comes from data its scripts fetch (photos of listings): every script of
   * the page is preloaded at once, rather than each found when the one before it has run.
   */
  preloadScripts?: boolean;
}

/** The lazily loaded modules of a page of the site's shell, with those of the feature it shows. */
const sitePage = (feature: string) => [...siteModules, `features/${feature}/index.ts`];

/**
 * The routes to prerender and the lazily loaded modules each one shows. /explore is not among
 * them: the server renders it on each request with the list its address asks for.
 */
const pages: Page[] = [
  { route: '/', name: 'landing', modules: sitePage('landing') },
  { route: '/login', name: 'login', modules: ['features/auth/index.ts', 'features/auth/LoginScreen.tsx'] },
  { route: '/how-it-works', name: 'how-it-works', modules: sitePage('info') },
  { route: '/about', name: 'about', modules: sitePage('info') },
  { route: '/terms-and-condition', name: 'terms', modules: sitePage('info') },
  { route: '/privacy', name: 'privacy', modules: sitePage('info') },
];

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}

/**
 * The manifest's key for a module. A feature that other chunks also import statically
 * (features/events: the check-in screen uses its schedule) is a shared chunk, listed under its
 * file name with the feature's name, not under its source path.
 */
function manifestKey(manifest: Record<string, ManifestChunk>, module: string): string {
  if (manifest[module]) return module;
  const feature = /^features\/([^/]+)\/index\.ts$/.exec(module)?.[1];
  const shared = Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === feature);
  if (feature && shared) return shared;
  throw new Error(`Vite's manifest has no entry for ${module}`);
}

/** The stylesheets and scripts of `modules` and of everything they import statically. */
function filesOf(manifest: Record<string, ManifestChunk>, modules: string[]): { styles: string[]; scripts: string[] } {
  const visited = new Set<string>();
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no entry for ${key}`);
    if (visited.has(key)) return;
    visited.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach((module) => visit(manifestKey(manifest, module)));
  return { styles: [...styles], scripts: [...scripts] };
}

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, ssrManifest: false },
  // React and the rest bundled in, in their production builds: the server renders product pages
  // with this bundle whatever NODE_ENV it runs under (demo mode leaves it unset).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
const { renderRoute, PRODUCT_PHOTO_SIZES, EVENT_BANNER_SIZES } = (await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
)) as {
  renderRoute: (url: string) => Promise<string>;
  PRODUCT_PHOTO_SIZES: string;
  EVENT_BANNER_SIZES: string;
};

const shell = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const outDir = path.join(webDir, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const routes: Record<string, string | { file: string; withoutQuery: boolean }> = {};
const scriptHashes = new Set(inlineScriptHashes(shell));
for (const page of pages) {
  const markup = await renderRoute(page.route);
  const { styles, scripts } = filesOf(manifest, page.modules);
  // Every stylesheet the page needs is inlined, so the first paint waits for the HTML alone
  // (six render-blocking requests cost about a second on a slow mobile network). Its scripts
  // load on their own: preloading them took bandwidth from the paint.
  const inline = (file: string) => inlineStylesheet(file, readFileSync(path.join(webDir, file), 'utf8'));
  const pageStyles = styles
    .filter((file) => !shell.includes(file))
    .map(inline)
    .join('\n    ');
  const preloads = page.preloadScripts
    ? scripts
        .filter((file) => !shell.includes(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ')
    : '';
  const html = shell
    .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) => inline(file))
    // Replacer functions: a `$&` or `$'` in the page's text or CSS must stay as written.
    .replace('</head>', () => `    ${[pageStyles, preloads].filter(Boolean).join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  writeFileSync(path.join(outDir, `${page.name}.html`), html);
  inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
  const file = `${page.name}.html`;
  routes[page.route] = page.withoutQuery ? { file, withoutQuery: true } : file;
  console.log(
    `Prerendered ${page.route}: ${markup.length} characters, ${styles.length} stylesheets${page.preloadScripts ? `, ${scripts.length} scripts preloaded` : ''}`,
  );
}

// Pages the server fills in per request (a shared product's or event's link preview): how wide
// their main photo is drawn, so the server can preload the very photo the page will ask for
// (server/ssr/static-site.ts), and for product and event pages, which the server renders, the server-side
// bundle and the stylesheets to inline. Their scripts are not preloaded: on a slow network that
// delayed the first paint by a second and brought the photo no sooner.
const serverEntry = path.relative(webDir, path.join(ssrDir, 'prerender.js'));
const pageHints: PageHints = {
  product: {
    photoSizes: PRODUCT_PHOTO_SIZES,
    render: { entry: serverEntry, styles: filesOf(manifest, productPageModules).styles.filter((file) => !shell.includes(file)) },
  },
  ticket: {
    photoSizes: EVENT_BANNER_SIZES,
    render: { entry: serverEntry, styles: filesOf(manifest, eventPageModules).styles.filter((file) => !shell.includes(file)) },
  },
  explore: {
    render: { entry: serverEntry, styles: filesOf(manifest, explorePageModules).styles.filter((file) => !shell.includes(file)) },
  },
  checkout: {
    render: { entry: serverEntry, styles: filesOf(manifest, checkoutPageModules).styles.filter((file) => !shell.includes(file)) },
  },
  ticketPurchase: {
    render: {
      entry: serverEntry,
      styles: filesOf(manifest, ticketPurchasePageModules).styles.filter((file) => !shell.includes(file)),
    },
  },
};
writeFileSync(path.join(outDir, PAGE_HINTS_FILE), `${JSON.stringify(pageHints, null, 2)}\n`);

const csp: WebCspManifest = { scriptHashes: [...scriptHashes] };
writeFileSync(path.join(webDir, WEB_CSP_FILE), `${JSON.stringify(csp, null, 2)}\n`);
console.log(`${WEB_CSP_FILE}: ${csp.scriptHashes.length} inline script(s) allowed by hash`);
// routes.json last: it marks a finished build (scripts/lib/webBuild.ts).
writeFileSync(path.join(outDir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
