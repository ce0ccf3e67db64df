import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginBodySchema, refreshTokenBodySchema, tokenPairResponseSchema } from '../../../contract';
import type { TokenPair } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { ApiResponse, TestApp } from '../../test/test-app';

const db = useTestDatabase();

/** What a browser adds to every request (and page script cannot forge or drop). */
const browser = { 'sec-fetch-site': 'same-origin' };

interface ParsedCookie {
  value: string;
  attributes: Record<string, string | true>;
}

function refreshCookie(res: ApiResponse): ParsedCookie | undefined {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('kampus.refreshToken='));
  if (!line) return undefined;
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attributes: Record<string, string | true> = {};
  for (const attribute of rest) {
    const [name = '', value] = attribute.split('=');
    attributes[name.toLowerCase()] = value ?? true;
  }
  return { value: decodeURIComponent(pair.slice('kampus.refreshToken='.length)), attributes };
}

async function browserLogin(t: TestApp, body: { remember?: boolean } = {}, url = '/v1/auth/login') {
  const { email, password } = await t.signUp();
  const res = await t.request<{ data: TokenPair }>('POST', url, { json: { email, password, ...body }, headers: browser });
  expect(res.status).toBe(200);
  const cookie = refreshCookie(res);
  if (!cookie) throw new Error('no refresh cookie');
  return { email, password, res, cookie };
}

const withCookie = (value: string, extra: Record<string, string> = {}) => ({
  ...browser,
  cookie: `kampus.refreshToken=${encodeURIComponent(value)}`,
  ...extra,
});

describe('the refresh token cookie', () => {
  it('browsers get it as an HttpOnly, SameSite=Strict cookie on /v1/auth for half a day, and never in the body', async () => {
    const t = createTestApp(db());
    const { res, cookie } = await browserLogin(t);
    expect(res.body.data).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie.attributes).toEqual({ 'max-age': '43200', path: '/v1/auth', httponly: true, samesite: 'Strict' });
    expect(v.is(tokenPairResponseSchema, res.body)).toBe(true);
  });

  it('lasts only as long as the browser when the login says remember: false', async () => {
    const t = createTestApp(db());
    const { cookie } = await browserLogin(t, { remember: false });
    expect(cookie.attributes['max-age']).toBeUndefined();
    expect(cookie.attributes.expires).toBeUndefined();
    expect(cookie.attributes.httponly).toBe(true);
  });

  it('is Secure when Kampus is served over https (PUBLIC_ORIGIN or the request itself)', async () => {
    const configured = createTestApp(db(), { config: { publicOrigin: 'https://kampus.test' } });
    expect((await browserLogin(configured)).cookie.attributes.secure).toBe(true);
    const overHttps = createTestApp(db());
    expect((await browserLogin(overHttps, {}, 'https://kampus.test/v1/auth/login')).cookie.attributes.secure).toBe(true);
  });

  it('other clients (no Sec-Fetch-Site) get the refresh token in the body and no cookie', async () => {
    const t = createTestApp(db());
    const { email, password } = await t.signUp();
    const res = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', { json: { email, password } });
    expect(res.body.data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refresh with an empty body rotates the cookie, keeps its lifetime and answers no refresh token', async () => {
    for (const remember of [true, false]) {
      const t = createTestApp(db());
      const { cookie } = await browserLogin(t, { remember });
      const rotated = await t.request<{ data: TokenPair }>('POST', '/v1/auth/refresh-token', {
        headers: withCookie(cookie.value),
      });
      expect(rotated.status).toBe(200);
      expect(rotated.body.data).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
      const next = refreshCookie(rotated);
      expect(next?.value).not.toBe(cookie.value);
      expect(next?.attributes['max-age']).toBe(remember ? '43200' : undefined);
      expect((await t.request('GET', '/v1/user', { token: rotated.body.data.accessToken })).status).toBe(200);

      // The new cookie works in turn; the spent one is theft and ends the session.
      const again = await t.request('POST', '/v1/auth/refresh-token', { json: {}, headers: withCookie(next?.value ?? '') });
      expect(again.status).toBe(200);
      const reuse = await t.request('POST', '/v1/auth/refresh-token', { headers: withCookie(cookie.value) });
      expect(reuse.status).toBe(401);
      expect((await t.request('GET', '/v1/user', { token: rotated.body.data.accessToken })).status).toBe(401);
    }
  });

  it('a token sent in the body is answered in the body, even from a browser', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const res = await t.request<{ data: TokenPair }>('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: session.refreshToken },
      headers: browser,
    });
    expect(res.body.data.refreshToken).toEqual(expect.any(String));
    expect(refreshCookie(res)).toBeUndefined();
  });

  it('refresh without a body token and without a cookie answers 401, not 400', async () => {
    const t = createTestApp(db());
    const res = await t.request('POST', '/v1/auth/refresh-token', { headers: browser });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('logout through the cookie ends the session and clears the cookie', async () => {
    const t = createTestApp(db());
    const { res, cookie } = await browserLogin(t);
    const out = await t.request('POST', '/v1/auth/logout', { headers: withCookie(cookie.value) });
    expect(out.status).toBe(200);
    expect(refreshCookie(out)).toEqual({ value: '', attributes: expect.objectContaining({ 'max-age': '0', path: '/v1/auth' }) });
    expect((await t.request('POST', '/v1/auth/refresh-token', { headers: withCookie(cookie.value) })).status).toBe(401);
    expect((await t.request('GET', '/v1/user', { token: res.body.data.accessToken })).status).toBe(401);
    // Nothing to end: still 200.
    expect((await t.request('POST', '/v1/auth/logout', { headers: browser })).status).toBe(200);
  });

  it('refuses (403) a cookie request whose Origin is not Kampus; accepts its own host, PUBLIC_ORIGIN or no Origin', async () => {
    const t = createTestApp(db(), { config: { publicOrigin: 'https://kampus.test' } });
    const { cookie } = await browserLogin(t);
    for (const path of ['/v1/auth/refresh-token', '/v1/auth/logout']) {
      const foreign = await t.request('POST', path, { headers: withCookie(cookie.value, { origin: 'https://evil.example' }) });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: 'This request must come from the Kampus website.' });
      const opaque = await t.request('POST', path, { headers: withCookie(cookie.value, { origin: 'null' }) });
      expect(opaque.status).toBe(403);
    }
    let current = cookie.value;
    for (const origin of ['https://kampus.test', 'http://localhost', undefined]) {
      const res = await t.request('POST', '/v1/auth/refresh-token', {
        headers: withCookie(current, origin ? { origin } : {}),
      });
      expect(res.status).toBe(200);
      current = refreshCookie(res)?.value ?? '';
    }
  });

  it('a password change from a browser answers the new session in the cookie, keeping its lifetime', async () => {
    const t = createTestApp(db());
    const { password, res: login } = await browserLogin(t, { remember: false });
    const changed = await t.request<{ data: TokenPair }>('POST', '/v1/user/password', {
      token: login.body.data.accessToken,
      json: { currentPassword: password, newPassword: 'a-much-better-password' },
      headers: browser,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    const cookie = refreshCookie(changed);
    expect(cookie?.attributes).toEqual({ path: '/v1/auth', httponly: true, samesite: 'Strict' });
    const refreshed = await t.request('POST', '/v1/auth/refresh-token', { headers: withCookie(cookie?.value ?? '') });
    expect(refreshed.status).toBe(200);
  });
});

describe('the contract', () => {
  it('login takes an optional remember (default true); refresh and logout an optional refreshToken', () => {
    const login = { email: 'ada@unilag.edu.ng', password: 'correct-horse' };
    expect(v.parse(loginBodySchema, login).remember).toBe(true);
    expect(v.parse(loginBodySchema, { ...login, remember: false }).remember).toBe(false);
    const wrong = v.safeParse(loginBodySchema, { ...login, remember: 'yes' });
    expect(wrong.success ? undefined : wrong.issues[0]?.message).toBe('Remember must be true or false');
    expect(v.is(refreshTokenBodySchema, {})).toBe(true);
    expect(v.is(refreshTokenBodySchema, { refreshToken: 'abc' })).toBe(true);
    expect(v.is(refreshTokenBodySchema, { refreshToken: 7 })).toBe(false);
  });
});
