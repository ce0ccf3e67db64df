/**
 * `npm run bench:web`: the web budgets, measured on the production build served by the real
 * server (fresh embedded database, loopback only) holding a catalogue of real listings with
 * real photos (./web-seed.ts), so every page is measured showing what it shows in use.
 *   - JavaScript a first visit downloads, on /login, /, /explore, /product/{slug} and /checkout
 *     (a signed-in buyer buying that product), gzipped: at most 1.35× the floor of our own stack
 *     (./floor/, built by the same Vite with the same settings in this run: ./web-floor.ts), no
 *     more than its committed baseline (./web-baseline.json) plus 0.5 KB, and no tiptap in it
 *     (./web-budget.ts);
 *   - everything a first visit to /explore downloads (page, scripts, styles, fonts, data,
 *     images): <= 600 KB;
 *   - Lighthouse (mobile, simulated throttling) on the same five pages: performance >= 95,
 *     accessibility 100, best practices 100.
 * The buyer signs in over /v1 (POST /v1/auth/login) and the measured browser holds the access
 * token where the app keeps it, the `kampus.accessToken` cookie.
 * First visits are measured at a phone's size (Lighthouse's Moto G Power: 412×823 at 1.75×)
 * and at a desktop's (1280×800), each in a new browser context with nothing cached; a page's
 * JavaScript figure is the larger of the two. A visit lasts until the page shows its own sign of
 * being ready (a control that is enabled only once its screen's code has run, or listings that
 * only that code fetches), then until the network is idle: a quiet moment on a loaded machine
 * before the screen's scripts were even asked for does not end it.
 * Lighthouse runs each page three times and keeps the median run (by performance score): one
 * run on a loaded machine swings by several points.
 * Prints the figures and exits 1 if a budget is missed.
 *   --no-lighthouse     first visits only (the deterministic figures), in about a minute;
 *   --files             also lists each page's scripts, and the floor's, with their gzipped sizes;
 *   --page /checkout    only the pages whose address starts with this;
 *   --update-baseline   writes the measured pages' figures into ./web-baseline.json (review and
 *                       commit it: the baseline is what "no page may grow" is judged against).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from 'playwright';
import { ensureWebBuild } from '../lib/webBuild';
import { spawnServer, type SpawnedServer } from '../../server/runtime/spawn-server';
import { ACCESS_TOKEN_KEY } from '../../client/tokenStore';
import { BENCH_BUYER, seedWebCatalogue } from './web-seed';
import { buildFloor } from './web-floor';
import {
  GROWTH_TOLERANCE_BYTES,
  judgeFirstVisits,
  MAX_FLOOR_RATIO,
  readBaseline,
  updatedBaseline,
  writeBaseline,
} from './web-budget';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_WEB_PORT ?? 4320);
const origin = `http://127.0.0.1:${port}`;
const flags = new Set(process.argv.slice(2));
const lighthouseRuns = Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 3);
const budgets = { exploreTotalKb: 600, performance: 95, accessibility: 100, bestPractices: 100 };
const baselineFile = path.join(import.meta.dirname, 'web-baseline.json');
const lighthousePort = Number(process.env.BENCH_WEB_LIGHTHOUSE_PORT ?? 9333);

/** A measured page; `signedIn` pages are visited as the seeded buyer. `name` keys its baseline. */
interface Route {
  name: string;
  path: string;
  signedIn: boolean;
  /**
   * A CSS selector that matches once the page's screen has run in the browser: a control the
   * rendered HTML sends disabled (or inert) until hydration, or content only the screen fetches.
   */
  ready: string;
}

/** How long a page may take to show it is ready before the bench gives up on it. */
const READY_TIMEOUT_MS = 30_000;

const viewports = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
type ViewportName = keyof typeof viewports;

interface FirstVisit {
  /** The JavaScript files, gzipped at level 9 from dist/web (what the budget counts). */
  jsBytes: number;
  jsFiles: number;
  /** Each script's gzipped size in KB, by path, largest first. */
  scripts: Array<[string, number]>;
  tiptap: boolean;
  /** Bytes over the wire of every response (headers and encoded bodies), images included. */
  totalKb: number;
  imagesKb: number;
  images: number;
  /** What the page showed once loaded: its listings and photos, checked so no page is measured empty. */
  articles: number;
  photos: number;
  /** False when the page never showed its ready sign: its figure would be short, so the bench fails. */
  ready: boolean;
}

/** Signs the seeded buyer in over /v1 and returns the access token (valid for 15 minutes). */
async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_BUYER.email, password: BENCH_BUYER.password }),
  });
  if (!response.ok) throw new Error(`The bench buyer could not sign in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The session cookie the app reads its access token from. */
function sessionCookie(accessToken: string) {
  return { name: ACCESS_TOKEN_KEY, value: encodeURIComponent(accessToken), url: origin, sameSite: 'Strict' as const };
}

/**
 * What each built script holds, for `--files`: scripts are named by their content hash alone
 * (vite.config.ts), so the listing names each by its chunk in Vite's manifest (its first module,
 * or its group in vite.config.ts).
 */
function chunkNames(): Map<string, string> {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  return new Map(Object.entries(manifest).map(([source, chunk]) => [`/${chunk.file}`, chunk.name ?? source]));
}

/** A first visit to `route` with nothing cached: until the page is ready, then until the network is idle. */
async function firstVisit(browser: Browser, route: Route, viewport: ViewportName): Promise<FirstVisit> {
  const context = await browser.newContext(viewports[viewport]);
  if (route.signedIn) await context.addCookies([sessionCookie(await signIn())]);
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(`${origin}${route.path}`, { waitUntil: 'load' });
  const ready = await page
    .waitForSelector(route.ready, { timeout: READY_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  // What the ready screen asks for next (photos, the signed-in menus) belongs to the visit too.
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => ({
    articles: document.querySelectorAll('main article').length,
    photos: [...document.querySelectorAll<HTMLImageElement>('main img')].filter((img) => img.complete && img.naturalWidth > 0)
      .length,
  }));
  let total = 0;
  let images = 0;
  let imageCount = 0;
  const scripts = new Set<string>();
  for (const request of finished) {
    const sizes = await request.sizes();
    const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
    total += bytes;
    if (request.resourceType() === 'image') {
      images += bytes;
      imageCount += 1;
    }
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  }
  await context.close();
  let jsBytes = 0;
  let tiptap = false;
  const scriptSizes: Array<[string, number]> = [];
  for (const file of scripts) {
    const source = readFileSync(path.join('dist/web', file));
    const gzipped = gzipSync(source, { level: 9 }).length;
    jsBytes += gzipped;
    scriptSizes.push([file, gzipped / 1024]);
    if (/@tiptap|ProseMirror/.test(source.toString('utf8'))) tiptap = true;
  }
  return {
    jsBytes,
    jsFiles: scripts.size,
    scripts: scriptSizes.sort((a, b) => b[1] - a[1]),
    tiptap,
    totalKb: total / 1024,
    imagesKb: images / 1024,
    images: imageCount,
    ...shown,
    ready,
  };
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The metrics behind the performance score, for the report. */
  metrics: string;
}

const lighthouseChromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** One Lighthouse run; with `port`, on the Chromium listening there (which holds the session cookie). */
function lighthouseOnce(url: string, port?: number): LighthouseScores {
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--only-categories=performance,accessibility,best-practices',
      ...(port === undefined ? [`--chrome-flags=${lighthouseChromeFlags.join(' ')}`] : [`--port=${port}`]),
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string }> }>;
    audits: Record<string, { score: number | null; displayValue?: string; title: string }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string, label: string) => `${label} ${report.audits[id]?.displayValue ?? '?'}`;
  const metrics = [
    metric('first-contentful-paint', 'FCP'),
    metric('largest-contentful-paint', 'LCP'),
    metric('total-blocking-time', 'TBT'),
    metric('cumulative-layout-shift', 'CLS'),
    metric('speed-index', 'SI'),
  ].join(', ');
  // The audits that cost points, so a missed budget says why.
  const failing = (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit?.title}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics: [metrics, ...failing].join('\n            '),
  };
}

/**
 * A Chromium for Lighthouse with the buyer's session cookie set (Lighthouse clears the cache
 * between runs but keeps cookies), listening on `lighthousePort`.
 */
async function signedInChromium(): Promise<{ process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'kampus-bench-web-chromium-'));
  const child = spawn(
    chromiumPath,
    [...lighthouseChromeFlags, `--remote-debugging-port=${lighthousePort}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  let browser: Browser | undefined;
  for (let attempt = 0; attempt < 40 && !browser; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${lighthousePort}`).catch(() => undefined);
  }
  if (!browser) throw new Error(`Chromium did not listen on port ${lighthousePort}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  await context.addCookies([sessionCookie(await signIn())]);
  await browser.close();
  return { process: child, profile };
}

/** The median of `lighthouseRuns` runs by performance score (the run itself, so its metrics match it). */
async function lighthouse(url: string, signedIn: boolean): Promise<LighthouseScores & { runs: number[] }> {
  const runs: LighthouseScores[] = [];
  for (let run = 0; run < Math.max(1, lighthouseRuns); run += 1) {
    if (!signedIn) {
      runs.push(lighthouseOnce(url));
      continue;
    }
    // A fresh sign-in each run: the access token lives 15 minutes.
    const browser = await signedInChromium();
    try {
      runs.push(lighthouseOnce(url, lighthousePort));
    } finally {
      browser.process.kill('SIGTERM');
      await new Promise((resolve) => (browser.process.exitCode === null ? browser.process.once('exit', resolve) : resolve(null)));
      rmSync(browser.profile, { recursive: true, force: true });
    }
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseScores;
  return { ...median, runs: runs.map((run) => run.performance) };
}

await ensureWebBuild();
// The floor is built after the app, by the same Vite with the same config, so the two are
// weighed with the same tool versions and settings.
const floor = await buildFloor();
console.log(
  `Floor of the stack (React, react-router's data router, one react-aria-components Button; same Vite, same config): ${(floor.bytes / 1024).toFixed(1)} KB gzipped`,
);
if (flags.has('--files')) {
  for (const [file, bytes] of floor.files) console.log(`            ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-bench-web-'));
let failed = false;
let server: SpawnedServer | undefined;
try {
  const seedStarted = Date.now();
  const catalogue = await seedWebCatalogue(dataDir);
  console.log(
    `Catalogue: ${catalogue.products} products with their photos, seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  // Resolves once this server is listening: if the port is taken (a server left running), it
  // exits, and the bench stops rather than measuring the other one.
  server = await spawnServer({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: 'dist/web',
    DEMO_DATA: '0',
    DATABASE_URL: '',
    RATE_LIMITS: 'relaxed',
  });

  const allRoutes: Route[] = [
    // Prerendered: its fields are disabled until the login screen is hydrated.
    { name: '/login', path: '/login', signedIn: false, ready: 'main fieldset:not([disabled])' },
    // The listings are fetched by the landing and explore screens themselves.
    { name: '/', path: '/', signedIn: false, ready: 'main article img' },
    { name: '/explore', path: '/explore', signedIn: false, ready: 'main article img' },
    // Rendered by the server: the quantity field is disabled until the product screen is hydrated.
    {
      name: '/product/{slug}',
      path: `/product/${catalogue.productSlug}`,
      signedIn: false,
      ready: 'main input[inputmode="numeric"]:not([disabled])',
    },
    // Rendered by the server: the order form is inert until the checkout screen is hydrated.
    {
      name: '/checkout',
      path: `/checkout?product=${catalogue.productSlug}&quantity=1`,
      signedIn: true,
      ready: 'main:not(:has([inert])) img',
    },
  ];
  // `--page /checkout`: measure the pages whose address starts so, only.
  const only = process.argv[process.argv.indexOf('--page') + 1];
  const routes = process.argv.includes('--page') && only ? allRoutes.filter((route) => route.path.startsWith(only)) : allRoutes;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  console.log('\nFirst visits (nothing cached):');
  console.log(
    'page                                    view     JS gzipped (files)   × floor  tiptap  everything (images)       shown',
  );
  /** Each page's JavaScript, the larger of its two viewports', in gzipped bytes. */
  const pageBytes: Record<string, number> = {};
  try {
    for (const route of routes) {
      for (const viewport of Object.keys(viewports) as ViewportName[]) {
        const visit = await firstVisit(browser, route, viewport);
        pageBytes[route.name] = Math.max(pageBytes[route.name] ?? 0, visit.jsBytes);
        const listingPage = route.path !== '/login';
        const empty = listingPage && ((!route.signedIn && visit.articles === 0) || visit.photos === 0);
        const jsMissed = visit.tiptap || !visit.ready;
        const totalMissed = route.path === '/explore' && visit.totalKb > budgets.exploreTotalKb;
        if (jsMissed || totalMissed || empty) failed = true;
        console.log(
          [
            route.path.padEnd(39),
            viewport.padEnd(8),
            `${(visit.jsBytes / 1024).toFixed(1).padStart(6)} KB (${String(visit.jsFiles).padStart(2)})`,
            `${(visit.jsBytes / floor.bytes).toFixed(2).padStart(6)}×`,
            `   ${visit.tiptap ? 'YES MISS' : 'no      '} `,
            `${visit.totalKb.toFixed(1).padStart(7)} KB (${visit.imagesKb.toFixed(1)} KB in ${visit.images})${totalMissed ? ' MISS' : ''}`.padEnd(
              26,
            ),
            listingPage ? `${visit.articles} listings, ${visit.photos} photos${empty ? ' EMPTY' : ''}` : '',
            visit.ready ? '' : `NOT READY: '${route.ready}' never matched in ${READY_TIMEOUT_MS / 1000} s`,
          ].join(' '),
        );
        if (flags.has('--files')) {
          const names = chunkNames();
          for (const [file, kb] of visit.scripts)
            console.log(`            ${kb.toFixed(1).padStart(6)} KB  ${file}  ${names.get(file) ?? ''}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Budgets: no tiptap on any page; everything on /explore <= ${budgets.exploreTotalKb} KB`);

  let baseline = readBaseline(baselineFile);
  if (flags.has('--update-baseline')) {
    baseline = updatedBaseline(baseline, floor.bytes, pageBytes);
    writeBaseline(baselineFile, baseline);
    console.log(`\nBaseline written: ${path.relative(process.cwd(), baselineFile)} (review and commit it)`);
  }
  console.log(
    `\nJavaScript of a first visit against the floor (${(floor.bytes / 1024).toFixed(1)} KB): at most ${MAX_FLOOR_RATIO}× the floor, and no more than the baseline + ${GROWTH_TOLERANCE_BYTES} B`,
  );
  const judged = judgeFirstVisits(pageBytes, floor.bytes, baseline);
  for (const line of judged.lines) console.log(line);
  if (judged.failed) failed = true;

  if (flags.has('--no-lighthouse')) {
    console.log(`\nFirst visits: ${failed ? 'MISSED' : 'met'} (Lighthouse not run: --no-lighthouse)`);
    routes.length = 0;
  } else {
    console.log(`\nLighthouse (mobile, simulated throttling; the median of ${lighthouseRuns} runs):`);
    console.log('page                                    performance  accessibility  best-practices  (runs)');
  }
  for (const route of routes) {
    const scores = await lighthouse(`${origin}${route.path}`, route.signedIn);
    const missed =
      scores.performance < budgets.performance ||
      scores.accessibility < budgets.accessibility ||
      scores.bestPractices < budgets.bestPractices;
    if (missed) failed = true;
    console.log(
      `${route.path.padEnd(39)} ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores.bestPractices).padStart(14)}  (${scores.runs.join(', ')})${missed ? '  MISS' : ''}`,
    );
    console.log(`            ${scores.metrics}`);
  }
  if (routes.length > 0) {
    console.log(
      `Budgets: performance >= ${budgets.performance}, accessibility ${budgets.accessibility}, best practices ${budgets.bestPractices}`,
    );
    console.log(`\nWeb budgets: ${failed ? 'MISSED' : 'met'}`);
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
