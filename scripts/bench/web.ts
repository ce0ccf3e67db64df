/**
 * `npm run bench:web`: the web budgets of issue 5, measured on the production build served
 * by the real server (fresh embedded database, loopback only).
 *   - JavaScript a first visit to /login downloads: <= 120 KB gzipped, and no tiptap in it;
 *   - Lighthouse (mobile, simulated throttling) on / and /login: performance >= 95,
 *     accessibility 100, best practices 100.
 * Prints the figures and exits 1 if a budget is missed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { ensureWebBuild } from '../lib/webBuild';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_WEB_PORT ?? 4320);
const origin = `http://127.0.0.1:${port}`;
const budgets = { loginJsKb: 120, performance: 95, accessibility: 100, bestPractices: 100 };

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within 60 s');
}

async function measureLoginJavaScript(): Promise<{ kb: number; files: string[]; tiptap: boolean }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts: string[] = [];
  // Every .js the page fetches: entry, modulepreloads and lazily imported chunks alike.
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !scripts.includes(pathname)) scripts.push(pathname);
  });
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  let bytes = 0;
  let tiptap = false;
  for (const file of scripts) {
    const source = readFileSync(path.join('dist/web', file));
    bytes += gzipSync(source, { level: 9 }).length;
    if (/@tiptap|ProseMirror/.test(source.toString('utf8'))) tiptap = true;
  }
  return { kb: bytes / 1024, files: scripts, tiptap };
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
}

function lighthouse(url: string): LighthouseScores {
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
  const report = JSON.parse(run.stdout) as { categories: Record<string, { score: number | null }> };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') };
}

ensureWebBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-bench-web-'));
const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: 'dist/web', DEMO_DATA: '0', DATABASE_URL: '' },
  stdio: 'ignore',
});
let failed = false;
try {
  await waitForHealth();
  const js = await measureLoginJavaScript();
  console.log(
    `\nFirst visit to /login: ${js.kb.toFixed(1)} KB of JavaScript gzipped in ${js.files.length} files (budget ${budgets.loginJsKb} KB); tiptap ${js.tiptap ? 'PRESENT' : 'absent'}`,
  );
  if (js.kb > budgets.loginJsKb || js.tiptap) failed = true;

  console.log('\nLighthouse (mobile, simulated throttling):');
  console.log('page      performance  accessibility  best-practices');
  for (const route of ['/', '/login']) {
    const scores = lighthouse(`${origin}${route}`);
    console.log(
      `${route.padEnd(9)} ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores.bestPractices).padStart(14)}`,
    );
    if (
      scores.performance < budgets.performance ||
      scores.accessibility < budgets.accessibility ||
      scores.bestPractices < budgets.bestPractices
    )
      failed = true;
  }
  console.log(
    `\nBudgets: performance >= ${budgets.performance}, accessibility ${budgets.accessibility}, best practices ${budgets.bestPractices}: ${failed ? 'MISSED' : 'met'}`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
