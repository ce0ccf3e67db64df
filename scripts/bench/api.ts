/**
 * `npm run bench:api`: autocannon against a fresh server on 127.0.0.1 (20 connections,
 * 10 s per endpoint) on the embedded database, and on PostgreSQL when --pg is given or
 * BENCH_DATABASE_URL / TEST_DATABASE_URL is set (a throwaway database is created there).
 * The server runs as a child process with RATE_LIMITS=relaxed, so the login limiter does
 * not turn the login bench into a 429 bench. Before it starts, the database is filled with a
 * catalogue of 10,000 products and 1,000 events (catalogue-seed.ts) for the catalogue reads,
 * and with what the orders bench needs (order-seed.ts): products with a million units for
 * `POST /v1/orders`, and arrived orders with their money in escrow so that every
 * `POST /v1/orders/{id}/confirm` releases a different order. Any non-2xx answer fails the run.
 *   --only placeOrder,confirmOrder   these endpoints only;
 *   --runs 3                         each endpoint measured three times, the median run reported
 *                                    (one 10 s run swings by 20% or more on a shared machine);
 *   --duration 10, --connections 20  per run;
 *   --profile /tmp/prof              the server runs with node's --cpu-prof and writes its
 *                                    profile there when it stops (open it in Chrome's DevTools);
 *   --cluster                        instead: search and checkout on PostgreSQL through haproxy in
 *                                    front of one replica, then two, with their ratio
 *                                    (cluster-bench.ts; needs haproxy; a throwaway PostgreSQL
 *                                    unless BENCH_DATABASE_URL / TEST_DATABASE_URL is set).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Request as AutocannonRequest } from 'autocannon';
import { productionArgon2 } from '../../server/config';
import { PasswordHasher } from '../../server/crypto/passwords';
import { openPglite, openPostgres } from '../../server/db/database';
import { createScratchDatabase } from '../../server/db/scratch-database';
import { spawnServer } from '../../server/runtime/spawn-server';
import { seedCatalogue } from './catalogue-seed';
import { placeOrderRequests, searchRequests } from './bench-requests';
import { benchCluster } from './cluster-bench';
import { BENCH_ORDER_BUYER_PASSWORD, seedOrders } from './order-seed';

const args = process.argv.slice(2);
const numberArg = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION_S = numberArg('--duration', 10);
/** `--runs 3`: each endpoint measured this many times, the median run (by req/s) reported with all of them. */
const RUNS = Math.floor(numberArg('--runs', 1));
const CONNECTIONS = numberArg('--connections', 20);
const STARTUP_TIMEOUT_MS = 180_000;
const PROFILE_DIR = (() => {
  const index = args.indexOf('--profile');
  return index >= 0 ? path.resolve(args[index + 1] ?? '.') : undefined;
})();
/** `--only placeOrder,confirmOrder`: measure these endpoints only (the keys of `targets`). */
const ONLY = (() => {
  const index = args.indexOf('--only');
  return index >= 0 ? new Set((args[index + 1] ?? '').split(',')) : undefined;
})();
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (args.includes('--pg') && !postgresUrl) {
  console.error('--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL (see scripts/ci/start-postgres.sh)');
  process.exit(2);
}

interface Target {
  name: string;
  minRps: number;
  maxP99Ms?: number;
  /** Only judged on this backend (the issue sets the user target on PGlite). */
  backend?: 'pglite';
}

const targets: Record<string, Target> = {
  university: { name: 'GET /v1/university', minRps: 3000 },
  user: { name: 'GET /v1/user', minRps: 800, maxP99Ms: 60, backend: 'pglite' },
  login: { name: 'POST /v1/auth/login', minRps: 40 },
  productSearch: { name: 'GET /v1/products?search=…', minRps: 300, maxP99Ms: 100, backend: 'pglite' },
  productDetail: { name: 'GET /v1/products/{slug}', minRps: 1000, backend: 'pglite' },
  placeOrder: { name: 'POST /v1/orders', minRps: 200, backend: 'pglite' },
  confirmOrder: { name: 'POST /v1/orders/{id}/confirm', minRps: 200, backend: 'pglite' },
};

/**
 * Arrived orders seeded for the confirm bench: one per request, warm-up included (at 200 req/s
 * a 10 s run takes about 2,000; running out stops the bench with a message).
 */
const ARRIVED_ORDERS = 20_000;

interface Row {
  backend: string;
  endpoint: string;
  rps: number;
  /** Requests per second of the server process's own CPU time: capacity on an idle core. */
  perCpuSecond: number | undefined;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  verdict: string;
  /** Every run's req/s when there were several. */
  runs?: number[];
}

/** The median time of a production-cost password hash: how busy this machine is. */
async function argon2Milliseconds(): Promise<number> {
  const hasher = new PasswordHasher(productionArgon2);
  const times: number[] = [];
  for (let round = 0; round < 9; round += 1) {
    const start = performance.now();
    await hasher.hash('calibration-password');
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[4] ?? 0;
}

/** CPU seconds (user + system) a process has used so far; Linux only. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A verified account made through the API itself (the dev mailbox gives the code). */
async function benchAccount(url: string) {
  const email = `bench.${randomBytes(4).toString('hex')}@unilag.edu.ng`;
  const password = 'bench-password-123';
  await postJson(`${url}/v1/auth/register`, { firstname: 'Bench', lastname: 'Mark', email, password });
  const mail = (await (await fetch(`${url}/v1/dev/mail?to=${email}`)).json()) as { data: Array<{ code: string }> };
  await postJson(`${url}/v1/auth/verify-email`, { email, code: mail.data[0]?.code });
  const login = await postJson<{ data: { accessToken: string } }>(`${url}/v1/auth/login`, { email, password });
  return { email, password, accessToken: login.data.accessToken };
}

function judge(target: Target, backend: string, rps: number, p99: number): string {
  if (target.backend && target.backend !== backend) return 'info';
  const fast = rps >= target.minRps;
  const steady = target.maxP99Ms === undefined || p99 <= target.maxP99Ms;
  const goal = `>= ${target.minRps} req/s${target.maxP99Ms ? `, p99 <= ${target.maxP99Ms} ms` : ''}`;
  return `${fast && steady ? 'PASS' : 'MISS'} (${goal})`;
}

async function benchBackend(backend: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMITS: 'relaxed',
    DEMO_DATA: '0',
    SMTP_URL: '',
    STATIC_DIR: '',
  };
  // The catalogue goes in before the server starts: an embedded database has one process at a time.
  console.error(`[${backend}] seeding 10,000 products and 1,000 events...`);
  const seeding = databaseUrl ? await openPostgres(databaseUrl, 2) : await openPglite(path.join(dataDir, 'db'));
  const orderBuyerHash = await new PasswordHasher(productionArgon2).hash(BENCH_ORDER_BUYER_PASSWORD);
  const { catalogue, ordersSeed } = await (async () => {
    const seededCatalogue = await seedCatalogue(seeding.db);
    console.error(`[${backend}] seeding ${ARRIVED_ORDERS.toLocaleString('en')} arrived orders with their escrow...`);
    return { catalogue: seededCatalogue, ordersSeed: await seedOrders(seeding.db, orderBuyerHash, ARRIVED_ORDERS) };
  })().finally(() => seeding.close());
  console.error(`[${backend}] starting the server (a new embedded database takes a while to initialise)...`);
  const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const server = await spawnServer(env, STARTUP_TIMEOUT_MS, profiling);
  const { url } = server;
  try {
    const account = await benchAccount(url);
    const orderBuyer = await postJson<{ data: { accessToken: string } }>(`${url}/v1/auth/login`, ordersSeed.buyer);
    const asOrderBuyer = { authorization: `Bearer ${orderBuyer.data.accessToken}`, 'content-type': 'application/json' };
    // Each confirm takes the next seeded order: no order is confirmed twice (that would be a 409).
    let nextArrived = 0;
    const confirmNext = (request: AutocannonRequest): AutocannonRequest => {
      const orderId = ordersSeed.arrivedOrderIds[nextArrived];
      nextArrived += 1;
      if (!orderId) throw new Error('the confirm bench ran out of seeded arrived orders: seed more (ARRIVED_ORDERS)');
      return { ...request, path: `/v1/orders/${orderId}/confirm` };
    };
    const confirmRequests: AutocannonRequest[] = [
      { method: 'POST', path: '/v1/orders', headers: asOrderBuyer, body: '{}', setupRequest: confirmNext },
    ];
    const runs = [
      { key: 'university', options: { url: `${url}/v1/university` } },
      { key: 'user', options: { url: `${url}/v1/user`, headers: { authorization: `Bearer ${account.accessToken}` } } },
      // Searches a visitor would type, each connection going through them in turn: typos (found
      // as nothing, then corrected against the catalogue's words and searched again) and
      // prefixes, several words, a later page, a search with a filter and another sort.
      {
        key: 'productSearch',
        options: { url, requests: searchRequests() },
      },
      {
        key: 'productDetail',
        options: { url, requests: catalogue.sampleProductSlugs.map((slug) => ({ method: 'GET', path: `/v1/products/${slug}` })) },
      },
      {
        key: 'login',
        options: {
          url: `${url}/v1/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password }),
        },
      },
      // Checkout (bench-requests.ts).
      { key: 'placeOrder', options: { url, requests: placeOrderRequests(ordersSeed, asOrderBuyer) } },
      // "Mark as delivered": a transition that moves money (escrow to the seller and the fee).
      {
        key: 'confirmOrder',
        options: {
          url,
          requests: confirmRequests,
        },
      },
    ] as const;
    const rows: Row[] = [];
    for (const run of runs) {
      const target = targets[run.key];
      if (!target || (ONLY && !ONLY.has(run.key))) continue;
      await autocannon({ ...run.options, connections: 2, duration: 3 }); // warm-up (JIT, WASM tier-up)
      const measured: Row[] = [];
      for (let round = 1; round <= RUNS; round += 1) {
        console.error(
          `[${backend}] ${target.name}: ${CONNECTIONS} connections, ${DURATION_S} s${RUNS > 1 ? `, run ${round} of ${RUNS}` : ''}`,
        );
        const cpuBefore = cpuSeconds(server.child.pid);
        const result = await autocannon({ ...run.options, connections: CONNECTIONS, duration: DURATION_S });
        const cpuAfter = cpuSeconds(server.child.pid);
        const cpuUsed = cpuBefore === undefined || cpuAfter === undefined ? 0 : cpuAfter - cpuBefore;
        measured.push({
          backend,
          endpoint: target.name,
          rps: Math.round(result.requests.average),
          perCpuSecond: cpuUsed > 0 ? Math.round(result.requests.total / cpuUsed) : undefined,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          verdict: judge(target, backend, result.requests.average, result.latency.p99),
        });
      }
      const median = [...measured].sort((a, b) => a.rps - b.rps)[Math.floor((measured.length - 1) / 2)] as Row;
      rows.push({
        ...median,
        // A failed request in any run is reported.
        non2xx: measured.reduce((sum, row) => sum + row.non2xx, 0),
        errors: measured.reduce((sum, row) => sum + row.errors, 0),
        runs: RUNS > 1 ? measured.map((row) => row.rps) : undefined,
      });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A throwaway database on the PostgreSQL server, dropped afterwards. */
async function withPostgresDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(adminUrl, 'kampus_bench');
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

function printTable(rows: Row[]): void {
  const header = ['backend', 'endpoint', 'req/s', 'req/CPU-s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'target', 'runs'];
  const lines = rows.map((row) => [
    row.backend,
    row.endpoint,
    String(row.rps),
    String(row.perCpuSecond ?? '-'),
    String(row.p50),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
    row.verdict,
    row.runs ? row.runs.join(', ') : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  console.log(
    `Kampus API bench: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, 127.0.0.1, ${os.availableParallelism()} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.log('Rate limits RELAXED for the bench (RATE_LIMITS=relaxed): login is measured without its limiter.');
  if (args.includes('--cluster')) {
    const ok = await benchCluster({ durationS: DURATION_S, connections: CONNECTIONS, adminUrl: postgresUrl });
    if (!ok) process.exitCode = 1;
    return;
  }
  console.log(
    `Calibration: one argon2id hash (m=19456, t=2, p=1) takes ${(await argon2Milliseconds()).toFixed(1)} ms here (about 12 ms on an idle machine).`,
  );
  const rows = await benchBackend('pglite', undefined);
  if (postgresUrl) rows.push(...(await withPostgresDatabase(postgresUrl, (url) => benchBackend('postgres', url))));
  else console.log('PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL, or see scripts/ci/start-postgres.sh).');
  console.log('');
  printTable(rows);
  console.log(
    "\nreq/CPU-s: requests served per second of the server process's CPU time (login hashes on libuv threads, counted too).",
  );
  const [load = 0] = os.loadavg();
  if (load > os.availableParallelism())
    console.log(
      `The machine was busy (load average ${load.toFixed(1)} on ${os.availableParallelism()} CPUs): req/s and latency understate an idle machine.`,
    );
  const errors = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
  if (errors.length > 0) {
    console.log('\nSome requests failed (non-2xx or connection errors): the figures above are not trustworthy.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
