import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import type { TokenPair } from '../../../contract';
import { users } from '../user/schema';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const db = useTestDatabase();

const me = (t: TestApp, token: string) => t.request('GET', '/v1/user', { token });

describe('the revoked-token test: an access token ends with its session, not 15 minutes later', () => {
  it('after logout', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const otherDevice = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', {
      json: { email: session.email, password: session.password },
    });
    expect((await me(t, session.accessToken)).status).toBe(200);
    await t.request('POST', '/v1/auth/logout', { json: { refreshToken: session.refreshToken } });
    const after = await me(t, session.accessToken);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'You are not authenticated' });
    // Only that session ended.
    expect((await me(t, otherDevice.body.data.accessToken)).status).toBe(200);
  });

  it('after a password change: every earlier token, this one included; the new one works', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const otherDevice = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', {
      json: { email: session.email, password: session.password },
    });
    const changed = await t.request<{ data: TokenPair }>('POST', '/v1/user/password', {
      token: session.accessToken,
      json: { currentPassword: session.password, newPassword: 'a-much-better-password' },
    });
    expect(changed.status).toBe(200);
    expect((await me(t, session.accessToken)).status).toBe(401);
    expect((await me(t, otherDevice.body.data.accessToken)).status).toBe(401);
    expect((await me(t, changed.body.data.accessToken)).status).toBe(200);
  });

  it('after a password reset', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    await t.request('POST', '/v1/auth/forgot-password', { json: { email: session.email } });
    const verified = await t.request<{ data: { resetToken: string } }>('POST', '/v1/auth/verify-reset-code', {
      json: { email: session.email, code: await t.lastCode(session.email) },
    });
    await t.request('POST', '/v1/auth/reset-password', {
      json: { resetToken: verified.body.data.resetToken, password: 'brand-new-password' },
    });
    expect((await me(t, session.accessToken)).status).toBe(401);
  });

  it('after refresh-token reuse revokes the session', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const rotated = await t.request<{ data: TokenPair }>('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: session.refreshToken },
    });
    expect((await me(t, rotated.body.data.accessToken)).status).toBe(200);
    await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } });
    expect((await me(t, rotated.body.data.accessToken)).status).toBe(401);
  });

  it('when the account no longer exists', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    await db().delete(users).where(eq(users.email, session.email));
    expect((await me(t, session.accessToken)).status).toBe(401);
  });

  it('refuses a well-signed token without a session, or naming a session of someone else', async () => {
    const t = createTestApp(db());
    const alice = await t.signUp();
    const bob = await t.signUp();
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const aliceClaims = claims(alice.accessToken);
    const bobClaims = claims(bob.accessToken);
    const forge = (payload: Record<string, unknown>) => sign(payload, t.config.jwtSecret, 'HS256');
    expect((await me(t, await forge({ ...aliceClaims }))).status).toBe(200);
    const withoutSession: Record<string, unknown> = { ...aliceClaims };
    delete withoutSession.sid;
    expect((await me(t, await forge(withoutSession))).status).toBe(401);
    expect((await me(t, await forge({ ...aliceClaims, sid: bobClaims.sid }))).status).toBe(401);
    expect((await me(t, await forge({ ...aliceClaims, sid: 'not-a-uuid' }))).status).toBe(401);
  });

  it('takes the role from the database, not from the token', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    await db().update(users).set({ role: 'admin' }).where(eq(users.email, session.email));
    const res = await t.request<{ data: { role: string } }>('GET', '/v1/user', { token: session.accessToken });
    expect(res.body.data.role).toBe('admin');
  });
});
