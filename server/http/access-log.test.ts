import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnvironment } from '../config';
import { consoleLogger } from '../logger';
import type { Logger } from '../logger';
import { createTestApp, useTestDatabase } from '../test/test-app';

const db = useTestDatabase();

function recordingLogger(): Logger & { lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const record = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push({ level, message, ...fields });
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}

const requestLines = (logger: { lines: Array<Record<string, unknown>> }) =>
  logger.lines.filter((line) => line.message === 'request');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the access log', () => {
  it('writes one JSON line per request to stdout: method, route pattern, status, duration and request id', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    const t = createTestApp(db(), { config: { accessLog: true }, logger: consoleLogger });
    const productId = randomUUID();

    const res = await t.request('GET', `/v1/products/${productId}?ref=${'secret-campaign'}`);

    expect(res.status).toBe(404);
    expect(printed).toHaveLength(1);
    const line = JSON.parse(printed[0] ?? '') as Record<string, unknown>;
    expect(line).toEqual({
      time: expect.any(String),
      level: 'info',
      message: 'request',
      requestId: res.headers.get('x-request-id'),
      method: 'GET',
      route: '/v1/products/:slug',
      status: 404,
      durationMs: expect.any(Number),
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    // The pattern, never the address: no id, no query string.
    expect(printed[0]).not.toContain(productId);
    expect(printed[0]).not.toContain('secret-campaign');
  });

  it('names the route, not the address, for every kind of answer, with no token or body in the line', async () => {
    const logger = recordingLogger();
    const t = createTestApp(db(), { config: { accessLog: true }, logger });
    const account = await t.signUp({ password: 'a-password-nobody-logs' });
    logger.lines.length = 0;
    const orderId = randomUUID();

    await t.request('GET', '/v1/products?search=lagos%20phone&page=1');
    await t.request('GET', `/v1/orders/${orderId}`, { token: account.accessToken });
    await t.request('GET', `/v1/orders/${orderId}`);
    await t.request('POST', '/v1/auth/login', { json: { email: account.email, password: 'a-password-nobody-logs' } });
    await t.request('GET', `/v1/no-such-thing/${orderId}`);

    expect(requestLines(logger).map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'GET', route: '/v1/products', status: 200 },
      { method: 'GET', route: '/v1/orders/:id', status: 404 },
      // The guard answered, before the route: the line names the route it guards.
      { method: 'GET', route: '/v1/orders/:id', status: 401 },
      { method: 'POST', route: '/v1/auth/login', status: 200 },
      { method: 'GET', route: 'unmatched', status: 404 },
    ]);
    const text = JSON.stringify(logger.lines);
    for (const secret of [orderId, account.accessToken, account.email, 'a-password-nobody-logs', 'lagos'])
      expect(text).not.toContain(secret);
  });

  it('is off unless asked (tests and scripts stay quiet); the server turns it on unless ACCESS_LOG=off', async () => {
    const logger = recordingLogger();
    const t = createTestApp(db(), { logger });
    await t.request('GET', '/v1/products');
    expect(requestLines(logger)).toEqual([]);

    expect(readEnvironment({}).accessLog).toBe(true);
    expect(readEnvironment({ ACCESS_LOG: 'off' }).accessLog).toBe(false);
    expect(readEnvironment({ ACCESS_LOG: '0' }).accessLog).toBe(false);
    expect(readEnvironment({ ACCESS_LOG: 'on' }).accessLog).toBe(true);
    expect(() => readEnvironment({ ACCESS_LOG: 'loud' })).toThrow("ACCESS_LOG must be on or off, got 'loud'");
  });
});
