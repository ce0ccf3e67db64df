import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../http/error-handler';
import { silentLogger } from '../logger';
import { createTestApp } from '../test/test-app';
import { startTcpProxy } from '../test/tcp-proxy';
import type { TcpProxy } from '../test/tcp-proxy';
import { openPostgres } from './database';
import type { DatabaseHandle } from './database';
import { createScratchDatabase } from './scratch-database';
import type { ScratchDatabase } from './scratch-database';
import { isDatabaseUnavailable } from './unavailable';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Short deadlines, so a hung database shows in a couple of seconds rather than the defaults' 25. */
const timeouts = { connectMs: 1000, statementMs: 1500, idleInTransactionMs: 5000, queryMs: 2000 };

describe.skipIf(!adminUrl)('when PostgreSQL goes away', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl ?? '', 'kampus_outage');
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    handle = await openPostgres(proxy.urlFor(scratch.url), { maxConnections: 4, timeouts, logger: silentLogger });
    api = createTestApp(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  /** A read that asks the database every time (no cache, no limit): 200 while the database answers. */
  const lookup = () => api.request('GET', '/v1/events/slug-availability?slug=freshers-night');
  const answered = 200;

  it('a request during a cut answers 503 with Retry-After, readiness turns false, and after the cut the next request succeeds', async () => {
    expect((await lookup()).status).toBe(answered);
    proxy.cut();
    try {
      const refused = await lookup();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.body).toEqual({ message: DATABASE_UNAVAILABLE });
      const ready = await api.request('GET', '/v1/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ data: { status: 'unavailable', reason: 'database', database: 'unreachable' } });
    } finally {
      proxy.restore();
    }
    expect((await lookup()).status).toBe(answered);
    expect((await api.request('GET', '/v1/health/ready')).body).toEqual({
      data: { status: 'ready', reason: null, database: 'ok' },
    });
  });

  it('while the database hangs, readiness answers 503 within 1.5 s, liveness 200 at once, and a request 503 by its deadline', async () => {
    expect((await lookup()).status).toBe(answered);
    proxy.hang();
    try {
      const live = await timed(() => api.request('GET', '/v1/health/live'));
      expect(live.response.status).toBe(200);
      expect(live.response.body).toEqual({ data: { status: 'ok' } });
      expect(live.ms).toBeLessThan(200);
      const ready = await timed(() => api.request('GET', '/v1/health/ready'));
      expect(ready.response.status).toBe(503);
      expect(ready.ms).toBeLessThan(1500);
      const health = await timed(() => api.request('GET', '/v1/health'));
      expect(health.response.status).toBe(503);
      expect(health.ms).toBeLessThan(1500);
      const stuck = await timed(lookup);
      expect(stuck.response.status).toBe(503);
      expect(stuck.ms).toBeLessThan(timeouts.queryMs + timeouts.connectMs + 1000);
    } finally {
      proxy.restore();
    }
    expect((await lookup()).status).toBe(answered);
    expect((await api.request('GET', '/v1/health/ready')).status).toBe(200);
  });

  it('a connection in use that the server ends (57P01) fails its transaction, never the process, and the pool goes on', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const { rows } = (await tx.execute('select pg_backend_pid() as pid')) as unknown as { rows: Array<{ pid: number }> };
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        // The 57P01 arrives while this connection is checked out and idle: pg reports it as an 'error' event.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute('select 1');
      });
      const failure: unknown = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await admin.end();
    }
    expect((await lookup()).status).toBe(answered);
  });

  it('a start while the database cannot be reached keeps trying, and comes up once it can', async () => {
    proxy.cut();
    const restored = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => proxy.restore());
    const started = performance.now();
    const late = await openPostgres(proxy.urlFor(scratch.url), { waitForDatabaseMs: 10_000, timeouts, logger: silentLogger });
    try {
      expect(performance.now() - started).toBeGreaterThan(1000);
      await restored;
      expect(((await late.db.execute('select 1 as one')) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await late.close();
    }
  });
});

async function timed<T>(work: () => Promise<T>): Promise<{ response: T; ms: number }> {
  const started = performance.now();
  const response = await work();
  return { response, ms: performance.now() - started };
}
