import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../clock';
import { readEnvironment } from '../config';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../logger';
import { sellerWithProduct } from '../modules/order/testing';
import { createTestApp, useTestDatabase } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const db = useTestDatabase();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** A request as if its TCP connection came from `remoteAddress` (the node server's bindings). */
function fromAddress(remoteAddress: string): AppEnv['Bindings'] {
  return { incoming: { socket: { remoteAddress } } } as unknown as AppEnv['Bindings'];
}

function scrape(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.request('/metrics', { headers }, fromAddress(remoteAddress));
}

function recordingLogger(): Logger & { warnings: Array<Record<string, unknown>> } {
  const warnings: Array<Record<string, unknown>> = [];
  return { warnings, info: () => {}, error: () => {}, warn: (message, fields) => warnings.push({ message, ...fields }) };
}

/** The value of one sample line of the text format, e.g. `http_requests_total{method="GET",...}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label)) && present.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: a loopback caller without proxy headers only; through a proxy or from afar, 404 and a security event', async () => {
    const logger = recordingLogger();
    // testConfig trusts one proxy (TRUST_PROXY=1): a forwarded request is still refused.
    const t = createTestApp(db(), { logger });
    expect(t.config.trustProxy).toBe(1);

    const local = await scrape(t, '127.0.0.1');
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await local.text()).toContain('# TYPE http_requests_total counter');

    const forwarded = await scrape(t, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    expect(forwarded.status).toBe(404);
    expect(await forwarded.json()).toEqual({ message: 'There is nothing at GET /metrics' });
    expect((await scrape(t, '203.0.113.7')).status).toBe(404);
    expect((await scrape(t, '::ffff:10.0.0.8')).status).toBe(404);
    expect(logger.warnings.filter((line) => line.event === 'metrics_refused')).toHaveLength(3);
  });

  it('answers a caller on a real loopback socket', async () => {
    const t = createTestApp(db());
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('kampus_ledger_check_ok');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('with METRICS_TOKEN: a matching bearer from anywhere, and nobody without it, loopback included', async () => {
    const logger = recordingLogger();
    const t = createTestApp(db(), { logger, config: { metricsToken: METRICS_TOKEN } });

    const remote = await scrape(t, '203.0.113.7', {
      authorization: `Bearer ${METRICS_TOKEN}`,
      'x-forwarded-for': '198.51.100.2',
    });
    expect(remote.status).toBe(200);
    expect(await remote.text()).toContain('http_request_duration_seconds');

    const withoutToken = await scrape(t, '127.0.0.1');
    expect(withoutToken.status).toBe(401);
    expect(withoutToken.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await withoutToken.json()).toEqual({ message: 'A valid metrics token is required (Authorization: Bearer).' });
    expect((await scrape(t, '203.0.113.7', { authorization: `Bearer ${METRICS_TOKEN}x` })).status).toBe(401);
    expect((await scrape(t, '203.0.113.7', { authorization: METRICS_TOKEN })).status).toBe(401);
    expect(logger.warnings.filter((line) => line.event === 'metrics_refused')).toHaveLength(3);
  });

  it('reads METRICS_TOKEN from the environment, refusing one short enough to guess', () => {
    expect(readEnvironment({}).metricsToken).toBeUndefined();
    expect(readEnvironment({ METRICS_TOKEN: METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
    expect(() => readEnvironment({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
  });
});

describe('what /metrics tells', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = createTestApp(db());
  });
  afterAll(async () => {
    await t.tasks.settle();
  });

  const read = async () => {
    const res = await scrape(t, '127.0.0.1');
    expect(res.status).toBe(200);
    return res.text();
  };

  it('counts requests and their durations by method, route pattern and status', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) expect((await t.request('GET', `/v1/products/${id}`)).status).toBe(404);
    expect((await t.request('GET', '/v1/products?search=phone')).status).toBe(200);
    expect((await t.request('GET', '/v1/nothing-here')).status).toBe(404);

    const text = await read();
    const product = { method: 'GET', route: '/v1/products/:slug', status: '404' };
    expect(sample(text, 'http_requests_total', product)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', product)).toBe(2);
    const seconds = sample(text, 'http_request_duration_seconds_sum', product) ?? -1;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(60);
    expect(sample(text, 'http_request_duration_seconds_bucket', { le: '+Inf', ...product })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/v1/products', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toContain('phone');
    // The process's own metrics, in this app's registry.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // The scrape itself is counted by the next one.
    expect(sample(await read(), 'http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBe(1);
  });

  it(`shows the database pool ${onPostgres ? 'on PostgreSQL' : '(none on PGlite)'}`, async () => {
    const text = await read();
    if (!onPostgres) {
      expect(text).not.toContain('kampus_db_pool');
      return;
    }
    // The test database's pool holds 5; the scrape itself holds none while the gauges are read.
    expect(sample(text, 'kampus_db_pool_max')).toBe(5);
    const inUse = sample(text, 'kampus_db_pool_in_use') ?? -1;
    const idle = sample(text, 'kampus_db_pool_idle') ?? -1;
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(1);
    expect(inUse + idle).toBeLessThanOrEqual(5);
    expect(sample(text, 'kampus_db_pool_waiting')).toBe(0);
  });

  it('tells the age of the oldest timer that is due but not applied, and the outbox backlog', async () => {
    expect(sample(await read(), 'kampus_oldest_due_timer_age_seconds')).toBe(0);

    const { seller, product } = await sellerWithProduct(t);
    const buyer = await t.signUp();
    const now = t.clock.now();
    const at = (ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
    // An unpaid order whose payment window closed 90 s ago, one due later, and an arrived order's reminder due 30 s ago.
    for (const [status, dueMs, reminderMs] of [
      ['pending_payment', -90_000, null],
      ['pending_payment', MINUTE, null],
      ['arrived', 3 * MINUTE, -30_000],
    ] as const) {
      await t.services.db.execute(sql`
        insert into orders (id, buyer_id, seller_id, product_id, quantity, unit_price_kobo, delivery_fee_kobo, total_kobo,
          delivery_method, delivery_firstname, delivery_lastname, delivery_phone, delivery_university_id,
          status, payment_reference, due_at, reminder_due_at, created_at, updated_at)
        select gen_random_uuid(), u.id, ${seller.id}::uuid, ${product.id}::uuid, 1, 100000, 0, 100000,
          'pickup', 'Tunde', 'Bello', '08031234567', ${seller.universityId ?? 1},
          ${status}, ${`kpo_metrics_${randomUUID()}`}, ${at(dueMs)}, ${reminderMs === null ? null : at(reminderMs)}, ${at(-MINUTE)}, ${at(-MINUTE)}
        from users u where u.email = ${buyer.email}`);
    }
    expect(sample(await read(), 'kampus_oldest_due_timer_age_seconds')).toBe(90);
    t.clock.advance(10_000);
    expect(sample(await read(), 'kampus_oldest_due_timer_age_seconds')).toBe(100);

    const pending = async (query: ReturnType<typeof sql>) =>
      Number(((await t.services.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n);
    const emails = await pending(sql`select count(*) as n from notification_emails where status = 'pending'`);
    const transfers = await pending(
      sql`select count(*) as n from withdrawals where status = 'pending' and transfer_initiated_at is null`,
    );
    const text = await read();
    expect(sample(text, 'kampus_outbox_backlog', { outbox: 'notification_emails' })).toBe(emails);
    expect(sample(text, 'kampus_outbox_backlog', { outbox: 'withdrawal_transfers' })).toBe(transfers);
  });

  it('tells the last ledger check, run again once it is 5 minutes old', async () => {
    const checkedAt = t.clock.now();
    let text = await read();
    expect(sample(text, 'kampus_ledger_check_ok')).toBe(1);
    const first = sample(text, 'kampus_ledger_check_timestamp_seconds') ?? 0;
    expect(first).toBeLessThanOrEqual(checkedAt.getTime() / 1000);

    const account = 'platform:fees';
    await t.services.db.execute(sql`
      insert into ledger_accounts (id, kind, balance, created_at) values (${account}, 'platform_fees', 0, ${checkedAt.toISOString()}::timestamptz)
      on conflict (id) do nothing`);
    await t.services.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${account}`);
    try {
      // Within 5 minutes the cached result stands.
      t.clock.advance(MINUTE);
      expect(sample(await read(), 'kampus_ledger_check_timestamp_seconds')).toBe(first);
      t.clock.advance(5 * MINUTE);
      text = await read();
      expect(sample(text, 'kampus_ledger_check_ok')).toBe(0);
      expect(sample(text, 'kampus_ledger_check_timestamp_seconds')).toBe(t.clock.now().getTime() / 1000);
    } finally {
      await t.services.db.execute(sql`update ledger_accounts set balance = balance - 1 where id = ${account}`);
    }
  });
});
