import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPair } from '../../../contract';
import { MINUTE } from '../../clock';
import { createTestApp, expectFieldRefused, uniqueEmail, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const db = useTestDatabase();

// Limits run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  await t.request('POST', '/v1/auth/forgot-password', { json: { email } });
  const res = await t.request<{ data: { resetToken: string } }>('POST', '/v1/auth/verify-reset-code', {
    json: { email, code: await t.lastCode(email) },
  });
  expect(res.status).toBe(200);
  return res.body.data.resetToken;
}

describe('password reset', () => {
  it('forgot-password answers the same 200 for known and unknown emails, and mails only real accounts', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp();
    const stranger = uniqueEmail();
    const known = await t.request('POST', '/v1/auth/forgot-password', { json: { email } });
    const unknown = await t.request('POST', '/v1/auth/forgot-password', { json: { email: stranger } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await t.tasks.settle();
    expect(t.mailbox.list(email)[0]?.subject).toContain('password reset code');
    expect(t.mailbox.list(stranger)).toHaveLength(0);
  });

  it('verify-reset-code gives a reset token; reset-password changes the password and ends every session', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const otherDevice = await t.request<{ data: TokenPair }>('POST', '/v1/auth/login', {
      json: { email: session.email, password: session.password },
    });
    const resetToken = await resetTokenFor(t, session.email);
    const res = await t.request('POST', '/v1/auth/reset-password', { json: { resetToken, password: 'brand-new-password' } });
    expect(res.status).toBe(200);
    for (const refreshToken of [session.refreshToken, otherDevice.body.data.refreshToken]) {
      expect((await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken } })).status).toBe(401);
    }
    expect(
      (await t.request('POST', '/v1/auth/login', { json: { email: session.email, password: session.password } })).status,
    ).toBe(400);
    expect(
      (await t.request('POST', '/v1/auth/login', { json: { email: session.email, password: 'brand-new-password' } })).status,
    ).toBe(200);
  });

  it('a reset token works once and expires after 15 minutes', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp();
    const resetToken = await resetTokenFor(t, email);
    expect(
      (await t.request('POST', '/v1/auth/reset-password', { json: { resetToken, password: 'brand-new-password' } })).status,
    ).toBe(200);
    const reused = await t.request('POST', '/v1/auth/reset-password', { json: { resetToken, password: 'another-password' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ errors: { resetToken: expect.stringContaining('expired or was already used') } });

    t.advance(2 * MINUTE);
    const later = await resetTokenFor(t, email);
    t.advance(15 * MINUTE);
    expect(
      (await t.request('POST', '/v1/auth/reset-password', { json: { resetToken: later, password: 'another-password' } })).status,
    ).toBe(400);
  });

  it('verify-reset-code follows the code rules: wrong 400, expired 400, burnt 429', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp();
    await t.request('POST', '/v1/auth/forgot-password', { json: { email } });
    const code = await t.lastCode(email);
    const wrong = code === '999999' ? '888888' : '999999';
    expect((await t.request('POST', '/v1/auth/verify-reset-code', { json: { email, code: wrong } })).status).toBe(400);
    t.advance(11 * MINUTE);
    const expired = await t.request('POST', '/v1/auth/verify-reset-code', { json: { email, code } });
    expect(expired.body).toMatchObject({ message: 'The code has expired. Request a new code.' });

    await t.request('POST', '/v1/auth/forgot-password', { json: { email } });
    const fresh = await t.lastCode(email);
    const wrongFresh = fresh === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1)
      await t.request('POST', '/v1/auth/verify-reset-code', { json: { email, code: wrongFresh } });
    expect((await t.request('POST', '/v1/auth/verify-reset-code', { json: { email, code: fresh } })).status).toBe(429);
  });

  it('a verification code cannot be used as a reset code', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail();
    await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
    });
    const verificationCode = await t.lastCode(email);
    expect((await t.request('POST', '/v1/auth/verify-reset-code', { json: { email, code: verificationCode } })).status).toBe(400);
  });

  it('reset-password validates the new password', async () => {
    const t = createTestApp(db());
    const res = await t.request('POST', '/v1/auth/reset-password', { json: { resetToken: 'x', password: 'short' } });
    expectFieldRefused(res, 'password', 'Password must be at least 8 characters');
  });

  it('forgot-password is rate-limited per email', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail();
    expect((await t.request('POST', '/v1/auth/forgot-password', { json: { email } })).status).toBe(200);
    expect((await t.request('POST', '/v1/auth/forgot-password', { json: { email } })).status).toBe(429);
  });

  it('reset-password refuses a common password, and the reset token still works afterwards', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp();
    const resetToken = await resetTokenFor(t, email);
    const common = await t.request('POST', '/v1/auth/reset-password', { json: { resetToken, password: 'baseball' } });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({
      errors: { password: 'This password is too common. Choose one that is harder to guess.' },
    });
    expect(
      (await t.request('POST', '/v1/auth/reset-password', { json: { resetToken, password: 'brand-new-password' } })).status,
    ).toBe(200);
  });

  it('mails the owner that the password was reset', async () => {
    const t = createTestApp(db(), { config: { publicOrigin: 'https://kampus.test' } });
    const { email } = await t.signUp();
    const resetToken = await resetTokenFor(t, email);
    await t.request('POST', '/v1/auth/reset-password', { json: { resetToken, password: 'brand-new-password' } });
    await t.tasks.settle();
    const [notice] = t.mailbox.list(email);
    expect(notice?.subject).toBe('Your Kampus password was changed');
    expect(notice?.text).toContain('https://kampus.test/forget-password');
  });
});
