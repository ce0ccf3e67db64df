import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPair } from '../../../contract';
import { DAY, MINUTE } from '../../clock';
import { standardRateLimits } from '../../config';
import { createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app';

const db = useTestDatabase();

describe('POST /v1/auth/login', () => {
  // Limits run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers {accessToken, refreshToken} for a verified account', async () => {
    const t = createTestApp(db());
    const { email, password } = await t.signUp();
    const res = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', { json: { email, password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    const me = await t.request('GET', '/v1/user', { token: res.body.data.accessToken });
    expect(me.status).toBe(200);
  });

  it('answers 400 "Invalid email or password" for a wrong password and for an unknown email', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp();
    const wrong = await t.request('POST', '/v1/auth/login', { json: { email, password: 'not-the-password' } });
    const unknown = await t.request('POST', '/v1/auth/login', { json: { email: uniqueEmail(), password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 401 for an unverified account with the right password, and mails a fresh code', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail();
    await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
    });
    t.advance(MINUTE);
    const res = await t.request('POST', '/v1/auth/login', { json: { email, password: 'correct-horse' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: expect.stringContaining('verify your email') });
    await t.tasks.settle();
    expect(t.mailbox.list(email)).toHaveLength(2);
    const wrongPassword = await t.request('POST', '/v1/auth/login', { json: { email, password: 'wrong-password' } });
    expect(wrongPassword.status).toBe(400);
  });

  it('blocks one email from one address for 15 minutes after 5 failures (429), even with the right password', async () => {
    const t = createTestApp(db());
    const { email, password } = await t.signUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.request('POST', '/v1/auth/login', { json: { email, password: 'wrong-password' } })).status).toBe(400);
    }
    const locked = await t.request('POST', '/v1/auth/login', { json: { email, password } });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too many failed login attempts. Try again in 15 minutes.' });
    expect(locked.headers.get('retry-after')).toBe(String(15 * 60));
    t.advance(15 * MINUTE);
    expect((await t.request('POST', '/v1/auth/login', { json: { email, password } })).status).toBe(200);
  });

  it('spaces out failures from one client address across accounts, without locking the address', async () => {
    const t = createTestApp(db(), {
      config: {
        rateLimits: {
          ...standardRateLimits,
          loginSlowdownPerAddress: { freeFailures: 3, windowMs: 15 * MINUTE, firstDelayMs: 1000, maxDelayMs: 10_000 },
        },
      },
    });
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const res = await t.request('POST', '/v1/auth/login', {
        json: { email: uniqueEmail(), password: 'wrong-password' },
        headers,
      });
      expect(res.status).toBe(400);
    }
    const slowed = await t.request('POST', '/v1/auth/login', {
      json: { email: uniqueEmail(), password: 'wrong-password' },
      headers,
    });
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ message: 'Too many failed login attempts. Try again in 1 second.' });
    expect(slowed.headers.get('retry-after')).toBe('1');
    const elsewhere = await t.request('POST', '/v1/auth/login', {
      json: { email: uniqueEmail(), password: 'wrong-password' },
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    expect(elsewhere.status).toBe(400);
    t.advance(1000);
    const afterTheWait = await t.request('POST', '/v1/auth/login', {
      json: { email: uniqueEmail(), password: 'wrong-password' },
      headers,
    });
    expect(afterTheWait.status).toBe(400);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    t.clock.advance(15 * MINUTE - 1000);
    expect((await t.request('GET', '/v1/user', { token: accessToken })).status).toBe(200);
    t.clock.advance(1000);
    const expired = await t.request('GET', '/v1/user', { token: accessToken });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'You are not authenticated' });
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('are refused when missing, malformed or signed with another secret', async () => {
    const t = createTestApp(db());
    const other = createTestApp(db(), { config: { jwtSecret: 'another-secret-another-secret-another-secret' } });
    const { accessToken } = await other.signUp();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: `Bearer ${accessToken}` },
      { authorization: `Basic ${accessToken}` },
    ];
    for (const headers of attempts) {
      expect((await t.request('GET', '/v1/user', { headers })).status).toBe(401);
    }
  });
});

describe('POST /v1/auth/refresh-token', () => {
  it('rotates: answers a new pair, and the new refresh token works in turn', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const first = await t.request<{ data: TokenPair }>('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: session.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(session.refreshToken);
    const second = await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: first.body.data.refreshToken } });
    expect(second.status).toBe(200);
  });

  it('treats reuse of a spent token as theft: 401 and the whole session is revoked', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const rotated = await t.request<{ data: TokenPair }>('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: session.refreshToken },
    });
    const reuse = await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } });
    expect(reuse.status).toBe(401);
    const descendant = await t.request('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: rotated.body.data.refreshToken },
    });
    expect(descendant.status).toBe(401);
  });

  it('leaves other sessions of the same user alone when one is revoked', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const other = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', {
      json: { email: session.email, password: session.password },
    });
    await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } });
    await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } });
    expect(
      (await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: other.body.data.refreshToken } })).status,
    ).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes with one token succeed', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const results = await Promise.all([
      t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } }),
      t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('expires refresh tokens after 7 days', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    t.clock.advance(7 * DAY);
    const res = await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('answers 401 for an unknown token, and for none at all (neither body nor cookie)', async () => {
    const t = createTestApp(db());
    expect((await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: 'made-up' } })).status).toBe(401);
    for (const missing of [
      await t.request('POST', '/v1/auth/refresh-token', { json: {} }),
      await t.request('POST', '/v1/auth/refresh-token'),
    ]) {
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ message: 'Your session has expired. Please log in again.' });
    }
    const blank = await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: '' } });
    expect(blank.status).toBe(400);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the refresh token (and its session); answers 200 even for unknown tokens', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const res = await t.request('POST', '/v1/auth/logout', { json: { refreshToken: session.refreshToken } });
    expect(res.status).toBe(200);
    expect((await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } })).status).toBe(
      401,
    );
    expect((await t.request('POST', '/v1/auth/logout', { json: { refreshToken: 'unknown' } })).status).toBe(200);
  });
});
