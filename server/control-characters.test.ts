import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../contract';
import type { AppEnv } from './http/app-env';
import { ADDRESS_CONTROL_MESSAGE } from './http/control-character-guard';
import { INTERNAL_TOKEN_HEADER } from './modules/admin/internal-routes';
import { signInAdmin } from './modules/admin/testing';
import { signPaystackBody } from './modules/payment/paystack';
import { PAYSTACK_WEBHOOK_PATH } from './modules/payment/settings';
import { createTestApp, TEST_INTERNAL_TOKEN, useTestDatabase } from './test/test-app';
import type { TestApp } from './test/test-app';

/**
 * A control character in the address answers 400 before any route sees it, on every route the app
 * registers (read from the app itself, as server/contract-text-fields.test.ts reads it for
 * bodies): in each path parameter, in a query value and in a query key. PostgreSQL refuses NUL in
 * text, so without the guard a NUL reaching a lookup was a 500 there (PGlite may answer otherwise:
 * this file runs on both).
 */

/** C0 controls (NUL, tab, line breaks, escape), DEL and C1 controls, as a URL carries them. */
const CONTROLS: Record<string, string> = {
  NUL: '%00',
  'start of heading': '%01',
  backspace: '%08',
  tab: '%09',
  'line feed': '%0A',
  'carriage return': '%0D',
  escape: '%1B',
  'unit separator': '%1F',
  DEL: '%7F',
  'C1 padding': '%C2%80',
  'next line (C1)': '%C2%85',
  'application program command (C1)': '%c2%9f',
};
const controls = Object.entries(CONTROLS);

/** A value for each kind of path parameter that passes its route's own checks. */
const someId = '00000000-0000-4000-8000-000000000000';
const PARAMETER_VALUES: Record<string, string> = { bucket: 'kampus', key: 'photo.webp', reference: 'kdp_0123456789abcdef' };
const valueOf = (name: string) => PARAMETER_VALUES[name] ?? someId;

/** Path parameters as hono writes them: ':id', ':key{.+}', ':slug?'. */
const PARAMETER = /:(\w+)(?:\{[^}]*\})?\??/g;

const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as unknown as AppEnv['Bindings'];

const db = useTestDatabase();

const SHELL = '<!doctype html><html><head><title>Kampus</title></head><body><div id="root"></div></body></html>';

describe('control characters in the address', () => {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-controls-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  let t: TestApp;
  let headers: Record<string, string>;

  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  beforeAll(async () => {
    t = createTestApp(db(), { config: { mode: 'demo', staticDir } });
    // A console session: the password and the second factor.
    const admin = await signInAdmin(t);
    headers = {
      authorization: `Bearer ${admin.accessToken}`,
      [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN,
      'content-type': 'application/json',
    };
  });

  async function send(method: string, url: string) {
    const res = await t.app.request(
      url,
      { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' },
      fromLoopback,
    );
    const text = await res.text();
    let body: { message?: string; errors?: Record<string, string> } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, body };
  }

  /** Every route the app registers ('GET /v1/products/:slug'), and the web app's pages. */
  const routes = () => {
    const registered = t.app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => ({ method: route.method, path: route.path }));
    const pages = ['/product/:slug', '/ticket/:slug', '/seller/:id', '/explore'].map((page) => ({ method: 'GET', path: page }));
    return [...new Map([...registered, ...pages].map((route) => [`${route.method} ${route.path}`, route])).values()];
  };

  it('reads a good number of routes from the app, with and without parameters', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((route) => route.path.includes(':')).length).toBeGreaterThan(40);
    expect(all.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /v1/wallet/deposits/:reference', 'POST /v1/payments/paystack/webhook', 'GET /product/:slug']),
    );
  });

  it('answers 400 for each control character in each path parameter of every route', async () => {
    const failures: string[] = [];
    for (const { method, path: routePath } of routes()) {
      const names = [...routePath.matchAll(PARAMETER)].map((match) => match[1] ?? '');
      for (const target of names) {
        for (const [name, encoded] of controls) {
          const url = routePath.replace(PARAMETER, (_, parameter: string) =>
            parameter === target ? `a${encoded}b` : encodeURIComponent(valueOf(parameter)),
          );
          const res = await send(method, url);
          if (res.status !== 400 || res.body.message !== ADDRESS_CONTROL_MESSAGE) {
            failures.push(`${method} ${url} (${name} in :${target}): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field for each control character in a query value of every route', async () => {
    const failures: string[] = [];
    for (const { method, path: routePath } of routes()) {
      const base = routePath.replace(PARAMETER, (_, parameter: string) => encodeURIComponent(valueOf(parameter)));
      for (const [name, encoded] of controls) {
        const res = await send(method, `${base}?page=1&search=a${encoded}b`);
        const lineBreak = ['%0A', '%0D', '%C2%85'].includes(encoded);
        const message = `${fieldLabel('search')} ${lineBreak ? 'must be a single line' : 'must not contain control characters'}`;
        if (res.status !== 400 || res.body.message !== message || res.body.errors?.search !== message) {
          failures.push(`${method} ${base} (${name} in ?search): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 for a control character in a query key, or in a segment no route names', async () => {
    for (const { method, path: routePath } of routes()) {
      const base = routePath.replace(PARAMETER, (_, parameter: string) => encodeURIComponent(valueOf(parameter)));
      const res = await send(method, `${base}?se%00arch=x`);
      expect(res, `${method} ${base}`).toEqual({ status: 400, body: { message: ADDRESS_CONTROL_MESSAGE } });
    }
    for (const url of ['/v1/%00', '/v1/wallet/%00/x', '/%00', '/assets/a%00.js', '/v1/products/x%0A%0Dy/z']) {
      expect(await send('GET', url), url).toEqual({ status: 400, body: { message: ADDRESS_CONTROL_MESSAGE } });
    }
  });

  it('lets through what only looks like one: an encoded percent sign, a plain text search, Unicode', async () => {
    expect((await send('GET', '/v1/products?search=%2500')).status).toBe(200);
    expect((await send('GET', '/v1/products?search=caf%C3%A9%20na%C3%AFve')).status).toBe(200);
    expect((await send('GET', '/v1/products/%2500')).status).toBe(404);
    expect((await send('GET', '/product/%E0%A4%A')).status).toBe(200);
  });
});

describe('the reported cases', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(db(), { config: { mode: 'demo' } });
  });

  it('GET /v1/wallet/deposits/%00 answers 400, not 500', async () => {
    const { accessToken } = await t.signUp();
    const res = await t.request('GET', '/v1/wallet/deposits/%00', { token: accessToken });
    expect(res).toMatchObject({ status: 400, body: { message: ADDRESS_CONTROL_MESSAGE } });
  });

  const event = JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'modules/payment/fixtures/webhook-charge-success.json'), 'utf8'),
  ) as {
    data: Record<string, unknown>;
  };
  const deliver = (body: string) =>
    t.app.request(PAYSTACK_WEBHOOK_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystackBody(body, t.config.paystack.secretKey),
      },
      body,
    });

  it.each([
    ['a deposit reference', 'kdp_\u0000'],
    ['an order reference', 'kmp_0123\u0000'],
    ['a ticket reference', 'ktk_\u0000abc'],
    ['a reference of nothing but NUL', '\u0000'],
    ['a reference with an escape', 'kdp_\u001b[2J'],
    ['a reference with a C1 control', 'kdp_\u0085'],
  ])('a signed webhook whose reference holds %s answers 400, not 500', async (_, reference) => {
    const body = JSON.stringify({ ...event, data: { ...event.data, reference } });
    const res = await deliver(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "The event's data.reference must not contain control characters",
      errors: { 'data.reference': "The event's data.reference must not contain control characters" },
    });
  });

  it('a signed webhook with a control character in any field, at any depth, answers 400 naming it', async () => {
    for (const [field, withControl] of [
      ['event', { ...event, event: 'charge.success\u0000' }],
      ['data.customer.email', { ...event, data: { ...event.data, customer: { email: 'a\u0000@b.c' } } }],
      ['data.log.history.0.message', { ...event, data: { ...event.data, log: { history: [{ message: 'x\u0007' }] } } }],
    ] as const) {
      const res = await deliver(JSON.stringify(withControl));
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors, field).toHaveProperty([field]);
    }
    // An unsigned one is still refused for its signature first.
    const unsigned = await t.app.request(PAYSTACK_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...event, data: { ...event.data, reference: '\u0000' } }),
    });
    expect(unsigned.status).toBe(401);
  });
});
