import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINUTE } from '../../clock';
import { createTestApp, expectFieldRefused, uniqueEmail, useTestDatabase } from '../../test/test-app';

const db = useTestDatabase();

// Limits run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /v1/auth/register', () => {
  it('creates the account (201) and mails a 6-digit code', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail();
    const res = await t.request('POST', '/v1/auth/register', {
      json: { firstname: ' Ada ', lastname: 'Obi', email: `  ${email.toUpperCase()} `, password: 'correct-horse' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { email, message: expect.stringContaining('Registration successful') } });
    expect(await t.lastCode(email)).toMatch(/^\d{6}$/);
    const [mail] = t.mailbox.list(email);
    expect(mail?.text).toContain('valid for 10 minutes');
  });

  it('answers a taken email exactly like a new one (same hash spent), and mails the owner a notice instead of a code', async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    const hashes = vi.spyOn(t.services.passwords, 'hash');
    const newcomer = uniqueEmail();
    const fresh = await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ada', lastname: 'Obi', email: newcomer, password: 'another-password' },
    });
    const taken = await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Eve', lastname: 'Mallory', email: owner.email.toUpperCase(), password: 'another-password' },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual({
      data: { email: owner.email, message: (fresh.body as { data: { message: string } }).data.message },
    });
    expect(hashes).toHaveBeenCalledTimes(2);

    await t.tasks.settle();
    const [notice] = t.mailbox.list(owner.email);
    expect(notice?.subject).toBe('Someone tried to create a Kampus account with your email');
    expect(notice?.text).toContain('Hello Ada');
    expect(notice?.text).toContain('If it was you, log in');
    expect(notice?.code ?? undefined).toBeUndefined();
    // Nothing about the account changed.
    expect((await t.request('POST', '/v1/auth/login', { json: { email: owner.email, password: owner.password } })).status).toBe(
      200,
    );
    expect(
      (await t.request('POST', '/v1/auth/login', { json: { email: owner.email, password: 'another-password' } })).status,
    ).toBe(400);
    // The code-mail limits answer alike too: asking for another code at once is refused either way.
    for (const email of [newcomer, owner.email]) {
      expect((await t.request('POST', '/v1/auth/resend-code', { json: { email } })).status).toBe(429);
    }
  });

  it('mails the owner of a taken email at most once a minute, however often sign-up is tried', async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    await t.tasks.settle();
    const mailsBefore = t.mailbox.list(owner.email).length;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await t.request('POST', '/v1/auth/register', {
        json: { firstname: 'Eve', lastname: 'Mallory', email: owner.email, password: 'another-password' },
      });
      expect(res.status).toBe(201);
    }
    await t.tasks.settle();
    expect(t.mailbox.list(owner.email)).toHaveLength(mailsBefore + 1);
  });

  it('refuses the most common passwords, in any letter case, on the password field', async () => {
    const t = createTestApp(db());
    for (const password of ['password', 'Sunshine', '12345678', 'QWERTYUIOP']) {
      const res = await t.request('POST', '/v1/auth/register', {
        json: { firstname: 'Ada', lastname: 'Obi', email: uniqueEmail(), password },
      });
      expectFieldRefused(res, 'password', 'This password is too common. Choose one that is harder to guess.');
    }
  });

  it('answers 400 with a message per field for missing and invalid fields', async () => {
    const t = createTestApp(db());
    const missing = await t.request('POST', '/v1/auth/register', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'First name is a required field',
      errors: {
        firstname: 'First name is a required field',
        lastname: 'Last name is a required field',
        email: 'Email is a required field',
        password: 'Password is a required field',
      },
    });
    const invalid = await t.request('POST', '/v1/auth/register', {
      json: { firstname: 7, lastname: 'Obi', email: 'not-an-email', password: 'short' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: {
        firstname: 'First name must be text',
        email: 'Email must be a valid email',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  it('stores the password with argon2id, never in clear', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp({ password: 'a-secret-password' });
    const { findUserByEmail } = await import('./queries');
    const user = await findUserByEmail(db(), email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain('a-secret-password');
  });
});

describe('POST /v1/auth/verify-email', () => {
  async function registered() {
    const t = createTestApp(db());
    const email = uniqueEmail();
    await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
    });
    const code = await t.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    return { t, email, code, wrong };
  }

  it('verifies with the right code, then login works', async () => {
    const { t, email, code } = await registered();
    const res = await t.request('POST', '/v1/auth/verify-email/', { json: { email, code } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { message: 'Email verified successfully' } });
    expect((await t.request('POST', '/v1/auth/login', { json: { email, password: 'correct-horse' } })).status).toBe(200);
  });

  it('answers 400 for a wrong code', async () => {
    const { t, email, wrong } = await registered();
    const res = await t.request('POST', '/v1/auth/verify-email', { json: { email, code: wrong } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The code is incorrect', errors: { code: 'The code is incorrect' } });
  });

  it('answers 400 saying the code expired after 10 minutes', async () => {
    const { t, email, code } = await registered();
    t.advance(10 * MINUTE + 1);
    const res = await t.request('POST', '/v1/auth/verify-email', { json: { email, code } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The code has expired. Request a new code.' });
  });

  it('burns the code after more than 5 wrong tries (429), even for the right code', async () => {
    const { t, email, code, wrong } = await registered();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await t.request('POST', '/v1/auth/verify-email', { json: { email, code: wrong } })).status).toBe(400);
    }
    const sixth = await t.request('POST', '/v1/auth/verify-email', { json: { email, code: wrong } });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ message: expect.stringContaining('no longer works') });
    expect((await t.request('POST', '/v1/auth/verify-email', { json: { email, code } })).status).toBe(429);
  });

  it('counts parallel guesses too: at most 5 of them are checked', async () => {
    const { t, email, wrong } = await registered();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.request('POST', '/v1/auth/verify-email', { json: { email, code: wrong } })),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('a code is single-use, and a new code replaces the old one', async () => {
    const { t, email, code } = await registered();
    t.advance(2 * MINUTE);
    await t.request('POST', '/v1/auth/resend-code', { json: { email } });
    const fresh = await t.lastCode(email);
    if (fresh !== code) expect((await t.request('POST', '/v1/auth/verify-email', { json: { email, code } })).status).toBe(400);
    expect((await t.request('POST', '/v1/auth/verify-email', { json: { email, code: fresh } })).status).toBe(200);
    const again = await t.request('POST', '/v1/auth/verify-email', { json: { email, code: fresh } });
    expect(again.body).toEqual({ data: { message: 'Your email is already verified. You can log in.' } });
  });

  it('does not reveal unknown emails, and validates the code shape', async () => {
    const t = createTestApp(db());
    const unknown = await t.request('POST', '/v1/auth/verify-email', { json: { email: uniqueEmail(), code: '123456' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'The code is incorrect' });
    const shape = await t.request('POST', '/v1/auth/verify-email', { json: { email: uniqueEmail(), code: '12ab' } });
    expect(shape.body).toEqual({ message: 'Code must be 6 digits', errors: { code: 'Code must be 6 digits' } });
  });

  it('answers an unknown email, a wrong code and a verified account alike, down to the 429 after 5 guesses', async () => {
    const waiting = await registered();
    const { t } = waiting;
    const verified = await t.signUp();
    const stranger = uniqueEmail();
    const transcript = async (email: string, code: string) => {
      const answers: unknown[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const res = await t.request('POST', '/v1/auth/verify-email', { json: { email, code } });
        answers.push({ status: res.status, body: res.body });
      }
      return answers;
    };
    const forStranger = await transcript(stranger, waiting.wrong);
    expect(forStranger[0]).toEqual({
      status: 400,
      body: { message: 'The code is incorrect', errors: { code: 'The code is incorrect' } },
    });
    expect(forStranger[6]).toMatchObject({ status: 429 });
    expect(await transcript(waiting.email, waiting.wrong)).toEqual(forStranger);
    expect(await transcript(verified.email, waiting.wrong)).toEqual(forStranger);
  });

  it('says a code expired only to whoever has the right code', async () => {
    const { t, email, code, wrong } = await registered();
    t.advance(10 * MINUTE + 1);
    const wrongAfterExpiry = await t.request('POST', '/v1/auth/verify-email', { json: { email, code: wrong } });
    expect(wrongAfterExpiry.body).toMatchObject({ message: 'The code is incorrect' });
    const rightAfterExpiry = await t.request('POST', '/v1/auth/verify-email', { json: { email, code } });
    expect(rightAfterExpiry.body).toMatchObject({ message: 'The code has expired. Request a new code.' });
  });

  it('starts the count of guesses afresh when a new code is asked for, whether or not the account exists', async () => {
    const t = createTestApp(db());
    const stranger = uniqueEmail();
    for (let attempt = 0; attempt < 6; attempt += 1)
      await t.request('POST', '/v1/auth/verify-email', { json: { email: stranger, code: '123456' } });
    expect((await t.request('POST', '/v1/auth/verify-email', { json: { email: stranger, code: '123456' } })).status).toBe(429);
    expect((await t.request('POST', '/v1/auth/resend-code', { json: { email: stranger } })).status).toBe(200);
    expect((await t.request('POST', '/v1/auth/verify-email', { json: { email: stranger, code: '123456' } })).status).toBe(400);
  });
});

describe('POST /v1/auth/resend-code', () => {
  it('mails a new code, then rate-limits further requests (429 + Retry-After)', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail();
    await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
    });
    const tooSoon = await t.request('POST', '/v1/auth/resend-code', { json: { email } });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    t.advance(MINUTE);
    const res = await t.request('POST', '/v1/auth/resend-code', { json: { email } });
    expect(res.status).toBe(200);
    await t.tasks.settle();
    expect(t.mailbox.list(email)).toHaveLength(2);
  });

  it('answers 200 for an unknown email without mailing anything', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail();
    const res = await t.request('POST', '/v1/auth/resend-code', { json: { email } });
    expect(res.status).toBe(200);
    await t.tasks.settle();
    expect(t.mailbox.list(email)).toHaveLength(0);
  });

  it('limits an account to 5 code mails an hour', async () => {
    const t = createTestApp(db());
    const email = uniqueEmail();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await t.request('POST', '/v1/auth/resend-code', { json: { email } })).status).toBe(200);
      t.advance(MINUTE);
    }
    expect((await t.request('POST', '/v1/auth/resend-code', { json: { email } })).status).toBe(429);
  });
});
