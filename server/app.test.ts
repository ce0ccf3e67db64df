import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { createTestApp, useTestDatabase } from './test/test-app';

const db = useTestDatabase();

describe('every response', () => {
  it('carries nosniff and a request id of the server making, never the one a client sent', async () => {
    const t = createTestApp(db());
    const res = await t.app.request('/v1/health', { headers: { 'x-request-id': 'attacker' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).not.toBe('attacker');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const again = await t.app.request('/v1/health', { headers: { 'x-request-id': 'attacker' } });
    expect(again.headers.get('x-request-id')).not.toBe(res.headers.get('x-request-id'));
  });
});

describe('bad input never causes a 500', () => {
  it('unknown routes answer 404 JSON', async () => {
    const t = createTestApp(db());
    const res = await t.request('GET', '/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'There is nothing at GET /v1/does-not-exist' });
    expect((await t.request('DELETE', '/v1/university')).status).toBe(404);
  });

  it('malformed JSON answers 400', async () => {
    const t = createTestApp(db());
    const res = await t.request('POST', '/v1/auth/login', { json: '{"email": "a@b.co", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('a body that is not JSON answers 415', async () => {
    const t = createTestApp(db());
    const res = await t.request('POST', '/v1/auth/login', {
      json: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json)' });
  });

  it('JSON that is not an object, or has wrong types, answers 400 per field', async () => {
    const t = createTestApp(db());
    const list = await t.request('POST', '/v1/auth/login', { json: '"just a string"' });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: 'The request body must be a JSON object' });
    const types = await t.request('POST', '/v1/auth/login', { json: { email: ['a@b.co'], password: 12345678 } });
    expect(types.body).toEqual({
      message: 'Email must be text',
      errors: { email: 'Email must be text', password: 'Password must be text' },
    });
  });

  it('an oversize JSON body answers 413, by Content-Length and while streaming', async () => {
    const t = createTestApp(db());
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100 * 1024) });
    const declared = await t.request('POST', '/v1/auth/login', { json: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: 'The request body is too large (at most 64 KB)' });
    const streamed = await t.app.request('/v1/auth/login', {
      method: 'POST',
      body: new Blob([big]).stream(),
      duplex: 'half',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('an unexpected error answers 500 with a reference, not a stack, and logs it with the request id', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const logger: Logger = { info: () => {}, warn: () => {}, error: (message, fields) => logged.push({ message, ...fields }) };
    const t = createTestApp(db(), { logger });
    t.app.get('/v1/test-explode', () => {
      throw new Error('database password is hunter2');
    });
    const res = await t.request('GET', '/v1/test-explode');
    expect(res.status).toBe(500);
    const message = (res.body as { message: string }).message;
    expect(message).toContain(res.headers.get('x-request-id'));
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(logged).toEqual([
      expect.objectContaining({
        requestId: res.headers.get('x-request-id'),
        error: 'database password is hunter2',
        stack: expect.any(String),
      }),
    ]);
  });
});

describe('GET /v1/health', () => {
  it('answers ok when the database answers', async () => {
    const t = createTestApp(db());
    const res = await t.request('GET', '/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 when the database does not', async () => {
    const unreachable: Database = Object.create(db(), {
      execute: { value: () => Promise.reject(new Error('connection refused')) },
    });
    const t = createTestApp(unreachable);
    const res = await t.request('GET', '/v1/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ data: { status: 'degraded', database: 'unreachable' } });
  });
});

describe('CORS', () => {
  it('answers configured origins only', async () => {
    const t = createTestApp(db(), { config: { corsOrigins: ['https://app.kampus.ng'] } });
    const allowed = await t.app.request('/v1/university', { headers: { origin: 'https://app.kampus.ng' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.kampus.ng');
    const other = await t.app.request('/v1/university', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.app.request('/v1/user', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.kampus.ng',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});

describe('STATIC_DIR (the built web app)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kampus-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Kampus</title>');
  writeFileSync(path.join(root, 'assets', 'main-abc123.js'), 'console.log("hi")');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves files, hashed assets with a long cache, and index.html for client routes', async () => {
    const t = createTestApp(db(), { config: { staticDir: root } });
    const index = await t.app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>Kampus</title>');
    const asset = await t.app.request('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('console.log');
    const route = await t.app.request('/seller/dashboard/profile');
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Kampus</title>');
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
    const api = await t.request('GET', '/v1/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'There is nothing at GET /v1/nothing-here' });
  });

  it('serves a prerendered page for its exact route, and precompressed copies to browsers that accept them', async () => {
    const prerenderedDir = path.join(root, 'prerendered');
    mkdirSync(prerenderedDir, { recursive: true });
    const loginPage = '<!doctype html><title>Kampus</title><div id="root"><h1>Welcome back</h1></div>';
    writeFileSync(path.join(prerenderedDir, 'login.html'), loginPage);
    writeFileSync(path.join(prerenderedDir, 'login.html.br'), brotliCompressSync(loginPage));
    writeFileSync(path.join(prerenderedDir, 'routes.json'), JSON.stringify({ '/login': 'login.html' }));
    writeFileSync(path.join(root, 'assets', 'big-def456.js'), 'x'.repeat(4096));
    writeFileSync(path.join(root, 'assets', 'big-def456.js.gz'), gzipSync('x'.repeat(4096)));
    const t = createTestApp(db(), { config: { staticDir: root } });

    const plain = await t.app.request('/login');
    expect(plain.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await plain.text()).toContain('<h1>Welcome back</h1>');
    const compressed = await t.app.request('/login', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(loginPage);
    // Other routes still get the empty app shell.
    expect(await (await t.app.request('/register')).text()).not.toContain('Welcome back');

    const asset = await t.app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe('x'.repeat(4096));
  });

  it('serves a page rendered for the bare address only when the address has no query string', async () => {
    const prerenderedDir = path.join(root, 'prerendered');
    mkdirSync(prerenderedDir, { recursive: true });
    writeFileSync(path.join(prerenderedDir, 'explore.html'), '<!doctype html><div id="root"><h1>Explore</h1></div>');
    writeFileSync(path.join(prerenderedDir, 'login.html'), '<!doctype html><div id="root"><h1>Welcome back</h1></div>');
    writeFileSync(
      path.join(prerenderedDir, 'routes.json'),
      JSON.stringify({ '/login': 'login.html', '/explore': { file: 'explore.html', withoutQuery: true } }),
    );
    const t = createTestApp(db(), { config: { staticDir: root } });

    expect(await (await t.app.request('/explore')).text()).toContain('<h1>Explore</h1>');
    // Filters in the address: the empty app shell, which renders them in the browser.
    const filtered = await t.app.request('/explore?type=tickets');
    expect(filtered.status).toBe(200);
    expect(await filtered.text()).not.toContain('<h1>Explore</h1>');
    // A page that does not depend on its query is served with one.
    expect(await (await t.app.request('/login?next=%2Fexplore')).text()).toContain('<h1>Welcome back</h1>');
  });
});
