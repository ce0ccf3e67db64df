/**
 * `npm run bench:web`: the web budgets, measured on the production build served by the real
 * server (fresh embedded database, loopback only) holding a catalogue of real listings with
 * real photos (./web-seed.ts), so every page is measured showing what it shows in use.
 *   - JavaScript a first visit downloads, on /login, /, /explore and /product/{slug}:
 *     <= 120 KB gzipped each, and no tiptap in it;
 *   - everything a first visit to /explore downloads (page, scripts, styles, fonts, data,
 *     images): <= 600 KB;
 *   - Lighthouse (mobile, simulated throttling) on the same four pages: performance >= 95,
 *     accessibility 100, best practices 100.
 * First visits are measured at a phone's size (Lighthouse's Moto G Power: 412×823 at 1.75×)
 * and at a desktop's (1280×800), each in a new browser context with nothing cached.
 * Lighthouse runs each page three times and keeps the median run (by performance score): one
 * run on a loaded machine swings by several points.
 * Prints the figures and exits 1 if a budget is missed.
 *   --no-lighthouse   first visits only (the deterministic figures), in about a minute;
 *   --files           also lists each page's scripts with their gzipped sizes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from 'playwright';
import { ensureWebBuild } from '../lib/webBuild';
import { seedWebCatalogue } from './web-seed';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_WEB_PORT ?? 4320);
const origin = `http://127.0.0.1:${port}`;
const flags = new Set(process.argv.slice(2));
const lighthouseRuns = Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 3);
const budgets = { jsKb: 120, exploreTotalKb: 600, performance: 95, accessibility: 100, bestPractices: 100 };

const viewports = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
type ViewportName = keyof typeof viewports;

/** Waits for the server's health check; `exited` says the server stopped (with what it wrote to stderr). */
async function waitForHealth(exited: () => string | undefined): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const stopped = exited();
    if (stopped !== undefined) throw new Error(`The server stopped before it became healthy:\n${stopped}`);
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within 60 s');
}

interface FirstVisit {
  /** The JavaScript files, gzipped at level 9 from dist/web (what the budget counts). */
  jsKb: number;
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
}

/** A first visit to `route` with nothing cached, waiting until the network has been idle. */
async function firstVisit(browser: Browser, route: string, viewport: ViewportName): Promise<FirstVisit> {
  const context = await browser.newContext(viewports[viewport]);
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  if (route !== '/login') {
    // A listing page is measured once its listings show (or found empty after 15 s).
    await page.waitForSelector('main article img', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
  }
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
    jsKb: jsBytes / 1024,
    jsFiles: scripts.size,
    scripts: scriptSizes.sort((a, b) => b[1] - a[1]),
    tiptap,
    totalKb: total / 1024,
    imagesKb: images / 1024,
    images: imageCount,
    ...shown,
  };
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The metrics behind the performance score, for the report. */
  metrics: string;
}

function lighthouseOnce(url: string): LighthouseScores {
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
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
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

/** The median of `lighthouseRuns` runs by performance score (the run itself, so its metrics match it). */
function lighthouse(url: string): LighthouseScores & { runs: number[] } {
  const runs = Array.from({ length: Math.max(1, lighthouseRuns) }, () => lighthouseOnce(url));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseScores;
  return { ...median, runs: runs.map((run) => run.performance) };
}

ensureWebBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-bench-web-'));
let failed = false;
let server: ReturnType<typeof spawn> | undefined;
try {
  const seedStarted = Date.now();
  const catalogue = await seedWebCatalogue(dataDir);
  console.log(
    `Catalogue: ${catalogue.products} products with their photos, seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist/web',
      DEMO_DATA: '0',
      DATABASE_URL: '',
      RATE_LIMITS: 'relaxed',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErrors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    serverErrors = (serverErrors + chunk.toString('utf8')).slice(-4000);
  });
  const started = server;
  await waitForHealth(() => (started.exitCode === null ? undefined : serverErrors));

  const routes = ['/login', '/', '/explore', `/product/${catalogue.productSlug}`];
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  console.log('\nFirst visits (nothing cached):');
  console.log('page                                    view     JS gzipped (files)  tiptap  everything (images)       shown');
  try {
    for (const route of routes) {
      for (const viewport of Object.keys(viewports) as ViewportName[]) {
        const visit = await firstVisit(browser, route, viewport);
        const listingPage = route !== '/login';
        const empty = listingPage && (visit.articles === 0 || visit.photos === 0);
        const jsMissed = visit.jsKb > budgets.jsKb || visit.tiptap;
        const totalMissed = route === '/explore' && visit.totalKb > budgets.exploreTotalKb;
        if (jsMissed || totalMissed || empty) failed = true;
        console.log(
          [
            route.padEnd(39),
            viewport.padEnd(8),
            `${visit.jsKb.toFixed(1).padStart(6)} KB (${String(visit.jsFiles).padStart(2)})${jsMissed ? ' MISS' : '     '}`,
            `   ${visit.tiptap ? 'YES' : 'no '} `,
            `${visit.totalKb.toFixed(1).padStart(7)} KB (${visit.imagesKb.toFixed(1)} KB in ${visit.images})${totalMissed ? ' MISS' : ''}`.padEnd(
              26,
            ),
            listingPage ? `${visit.articles} listings, ${visit.photos} photos${empty ? ' EMPTY' : ''}` : '',
          ].join(' '),
        );
        if (flags.has('--files')) {
          for (const [file, kb] of visit.scripts) console.log(`            ${kb.toFixed(1).padStart(6)} KB  ${file}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `Budgets: JavaScript <= ${budgets.jsKb} KB gzipped on each page, no tiptap; everything on /explore <= ${budgets.exploreTotalKb} KB`,
  );

  if (flags.has('--no-lighthouse')) {
    console.log(`\nFirst visits: ${failed ? 'MISSED' : 'met'} (Lighthouse not run: --no-lighthouse)`);
    routes.length = 0;
  } else {
    console.log(`\nLighthouse (mobile, simulated throttling; the median of ${lighthouseRuns} runs):`);
    console.log('page                                    performance  accessibility  best-practices  (runs)');
  }
  for (const route of routes) {
    const scores = lighthouse(`${origin}${route}`);
    const missed =
      scores.performance < budgets.performance ||
      scores.accessibility < budgets.accessibility ||
      scores.bestPractices < budgets.bestPractices;
    if (missed) failed = true;
    console.log(
      `${route.padEnd(39)} ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores.bestPractices).padStart(14)}  (${scores.runs.join(', ')})${missed ? '  MISS' : ''}`,
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
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
