import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINUTE } from '../../clock';
import { standardRateLimits } from '../../config';
import { createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const db = useTestDatabase();

// The limits' windows run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

function login(t: TestApp, email: string, password: string, address = '192.0.2.1') {
  return t.request('POST', '/v1/auth/login', { json: { email, password }, headers: from(address) });
}

/** Counts the argon2 verifications the server really runs (not just the answers). */
function countVerifications(t: TestApp) {
  return vi.spyOn(t.services.passwords, 'verify');
}

describe('parallel password guesses', () => {
  it('100 concurrent wrong logins for one account from one address check at most 5 passwords', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp();
    const verifications = countVerifications(t);
    const results = await Promise.all(Array.from({ length: 100 }, () => login(t, email, 'wrong-password', '203.0.113.9')));
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
    expect(results.filter((res) => res.status === 400)).toHaveLength(verifications.mock.calls.length);
    expect(results.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(95);
  });

  it('100 concurrent wrong logins for one account from 100 addresses check at most the free failures plus one', async () => {
    const t = createTestApp(db());
    const { email } = await t.signUp();
    const verifications = countVerifications(t);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, n) => login(t, email, 'wrong-password', `198.51.100.${n}`)),
    );
    const free = standardRateLimits.loginSlowdownPerAccount.freeFailures;
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(free + 1);
    expect(results.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(100 - free - 1);
  });

  it('100 concurrent wrong current passwords check at most 5', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const verifications = countVerifications(t);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.request('POST', '/v1/user/password', {
          token: session.accessToken,
          json: { currentPassword: 'not-my-password', newPassword: 'a-much-better-password' },
        }),
      ),
    );
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
    const refused = results.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(95);
    expect(refused[0]?.body).toEqual({ message: 'Too many wrong passwords. Try again in 15 minutes.' });
  });

  it('100 concurrent sign-ups from one address hash at most the per-address limit', async () => {
    const t = createTestApp(db());
    const hashes = vi.spyOn(t.services.passwords, 'hash');
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.request('POST', '/v1/auth/register', {
          json: { firstname: 'Ada', lastname: 'Obi', email: uniqueEmail(), password: 'correct-horse' },
          headers: from('203.0.113.50'),
        }),
      ),
    );
    const limit = standardRateLimits.codeMailsPerAddress.limit;
    expect(hashes.mock.calls.length).toBeLessThanOrEqual(limit);
    expect(results.filter((res) => res.status === 201)).toHaveLength(limit);
    expect(results.filter((res) => res.status === 429)).toHaveLength(100 - limit);
  });
});

describe('login limits that do not lock people out', () => {
  it("an attacker's failures block the attacker's address, not the owner elsewhere", async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    const attacker = '203.0.113.66';
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt += 1) answers.push((await login(t, owner.email, 'guess-guess', attacker)).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect((await login(t, owner.email, owner.password, '198.51.100.20')).status).toBe(200);
    // The pair stays blocked, even with the right password and after the owner's success.
    expect((await login(t, owner.email, owner.password, attacker)).status).toBe(429);
  });

  it('a student behind the same address as an attacker with 50+ failures can still log in', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const campus = '203.0.113.200';
    let failures = 0;
    // Five failures per account: the most the per-account-and-address limit lets through.
    for (let victim = 0; victim < 12; victim += 1) {
      const email = uniqueEmail('victim');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login(t, email, 'guess-guess', campus)).status).toBe(400);
        failures += 1;
      }
    }
    expect(failures).toBeGreaterThanOrEqual(50);
    expect((await login(t, student.email, student.password, campus)).status).toBe(200);
  });

  it('past the free failures, the address is slowed by seconds, never locked', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const campus = '203.0.113.201';
    const { freeFailures, maxDelayMs } = standardRateLimits.loginSlowdownPerAddress;
    let failures = 0;
    while (failures < freeFailures + 4) {
      const res = await login(t, uniqueEmail('victim'), 'guess-guess', campus);
      if (res.status === 429) t.advance(Number(res.headers.get('retry-after')) * 1000);
      else failures += 1;
    }
    const slowed = await login(t, student.email, student.password, campus);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after')) * 1000).toBeLessThanOrEqual(maxDelayMs);
    t.advance(maxDelayMs);
    expect((await login(t, student.email, student.password, campus)).status).toBe(200);
  });

  it('failures on one account from many addresses space attempts out with a capped delay', async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    const { freeFailures, firstDelayMs, maxDelayMs } = standardRateLimits.loginSlowdownPerAccount;
    for (let n = 0; n <= freeFailures; n += 1)
      expect((await login(t, owner.email, 'guess-guess', `198.51.100.${n}`)).status).toBe(400);

    const slowed = await login(t, owner.email, owner.password, '192.0.2.77');
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ message: `Too many failed login attempts. Try again in ${firstDelayMs / 1000} second.` });
    expect(slowed.headers.get('retry-after')).toBe(String(firstDelayMs / 1000));

    // However long the attack goes on, the wait never exceeds the cap.
    for (let n = 0; n < 20; n += 1) {
      const res = await login(t, owner.email, 'guess-guess', `198.51.101.${n}`);
      const wait = Number(res.headers.get('retry-after') ?? 0) * 1000;
      expect(wait).toBeLessThanOrEqual(maxDelayMs);
      t.advance(Math.max(wait, 1));
      if (res.status === 429) await login(t, owner.email, 'guess-guess', `198.51.101.${n}`);
    }
    t.advance(maxDelayMs);
    expect((await login(t, owner.email, owner.password, '192.0.2.77')).status).toBe(200);
  });

  it('an address the owner logged in from lately is not slowed by an attack on the account', async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    const home = '192.0.2.10';
    expect((await login(t, owner.email, owner.password, home)).status).toBe(200);
    const { freeFailures } = standardRateLimits.loginSlowdownPerAccount;
    for (let n = 0; n <= freeFailures; n += 1) await login(t, owner.email, 'guess-guess', `198.51.100.${n}`);
    expect((await login(t, owner.email, owner.password, '192.0.2.99')).status).toBe(429);
    expect((await login(t, owner.email, owner.password, home)).status).toBe(200);
  });

  it('a password reset lifts the block on that email from the address that reset it', async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    const address = '192.0.2.30';
    for (let attempt = 0; attempt < 5; attempt += 1) await login(t, owner.email, 'forgotten-it', address);
    expect((await login(t, owner.email, owner.password, address)).status).toBe(429);

    await t.request('POST', '/v1/auth/forgot-password', { json: { email: owner.email }, headers: from(address) });
    const verified = await t.request<{ data: { resetToken: string } }>('POST', '/v1/auth/verify-reset-code', {
      json: { email: owner.email, code: await t.lastCode(owner.email) },
      headers: from(address),
    });
    await t.request('POST', '/v1/auth/reset-password', {
      json: { resetToken: verified.body.data.resetToken, password: 'remembered-now' },
      headers: from(address),
    });
    expect((await login(t, owner.email, 'remembered-now', address)).status).toBe(200);
  });

  it('forgets failures after the window', async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    for (let attempt = 0; attempt < 5; attempt += 1) await login(t, owner.email, 'guess-guess');
    expect((await login(t, owner.email, owner.password)).status).toBe(429);
    t.advance(15 * MINUTE);
    expect((await login(t, owner.email, owner.password)).status).toBe(200);
  });
});
