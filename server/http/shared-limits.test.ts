import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { standardRateLimits } from '../config';
import { images } from '../test/images';
import { createTestApp, useTestDatabase } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { limitStoreFor } from './limit-store';
import { LimitStoreUnavailable, RateLimiter } from './rate-limiter';

const db = useTestDatabase();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let replicaSets = 0;
/** Two apps on the test's one database, sharing their limits as replicas of one deployment do. */
function twoReplicas(): [TestApp, TestApp] {
  const limitScope = `replicas-${process.pid}-${(replicaSets += 1)}:`;
  return [createTestApp(db(), { limitScope }), createTestApp(db(), { limitScope })];
}

function login(t: TestApp, email: string, password: string) {
  return t.request('POST', '/v1/auth/login', { json: { email, password }, headers: { 'x-forwarded-for': '192.0.2.50' } });
}

async function uploadText(t: TestApp, token: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(images.text)], 'notes.png', { type: 'image/png' }));
  const response = await t.app.request('/v1/file/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

describe.runIf(onPostgres)('limits on PostgreSQL, shared by every replica', () => {
  it('5 wrong passwords in all across two replicas: the 6th is refused on either', async () => {
    const [a, b] = twoReplicas();
    const owner = await a.signUp();
    const { limit } = standardRateLimits.loginFailuresPerAccountAndAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(attempt % 2 === 0 ? a : b, owner.email, 'guess-guess')).status).toBe(400);
    }
    for (const replica of [a, b]) {
      const refused = await login(replica, owner.email, owner.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'Too many failed login attempts. Try again in 15 minutes.' });
      expect(refused.headers.get('retry-after')).toBe('900');
    }
  });

  it('30 uploads in all across two replicas: the 31st is refused on either', async () => {
    const [a, b] = twoReplicas();
    const { accessToken } = await a.signUp();
    for (let upload = 0; upload < standardRateLimits.uploadsPerUser.limit; upload += 1) {
      expect(await uploadText(upload % 2 === 0 ? a : b, accessToken)).toBe(415);
    }
    expect(await uploadText(a, accessToken)).toBe(429);
    expect(await uploadText(b, accessToken)).toBe(429);
  });
});

describe('a limit whose store cannot be reached', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    // Nothing listens on port 1: every query fails to connect, as when PostgreSQL is away.
    const pool = new pg.Pool({ connectionString: 'postgres://kampus@127.0.0.1:1/kampus', connectionTimeoutMillis: 1000 });
    const store = limitStoreFor({ $client: pool } as unknown as ReturnType<typeof db>);
    const limiter = new RateLimiter(store, 'unreachable', { limit: 5, windowMs: 60_000 });
    const refusal = await limiter.take('key').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LimitStoreUnavailable);
    expect(refusal).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    await pool.end();
  });
});
