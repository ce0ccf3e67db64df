import { describe, expect, it } from 'vitest';
import { staffAuthMessages, STAFF_RECOVERY_CODE_COUNT } from '../../../contract';
import { eq } from 'drizzle-orm';
import { DAY, MINUTE, SECOND } from '../../clock';
import { purgeExpired } from '../../db/purge-expired';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { staffSignInChallenges } from './schema';
import {
  createStaffAccount,
  signInAdmin,
  signInEnrolledStaff,
  signInStaff,
  staffCode,
  staffPasswordStep,
} from '../admin/testing';

const db = useTestDatabase();

const secondFactor = (t: TestApp, body: Record<string, unknown>) =>
  t.request<{ data: { accessToken: string; recoveryCodes?: string[] } }>('POST', '/v1/staff/second-factor', { json: body });
const me = (t: TestApp, token: string) => t.request<{ data: { email: string; role: string } }>('GET', '/v1/admin/me', { token });

describe('the console sign-in: a password, then a second factor', () => {
  it('enrols at the first sign-in: a secret with its otpauth URI, then the first code gives a console session and ten recovery codes', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    expect(admin.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(admin.recoveryCodes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(new Set(admin.recoveryCodes).size).toBe(STAFF_RECOVERY_CODE_COUNT);
    expect(admin.recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const res = await me(t, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: admin.email, role: 'admin' });
  });

  it('the enrolment URI names Kampus and the staff member, with a new secret each time until confirmed', async () => {
    const t = createTestApp(db());
    const { email, password } = await createStaffAccount(t, 'finance');
    const first = await staffPasswordStep(t, email, password);
    expect(first.step).toBe('enrol');
    expect(first.enrolment?.otpauthUri).toBe(
      `otpauth://totp/Kampus:${encodeURIComponent(email)}?issuer=Kampus&secret=${first.enrolment?.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const second = await staffPasswordStep(t, email, password);
    expect(second.step).toBe('enrol');
    expect(second.enrolment?.secret).not.toBe(first.enrolment?.secret);
    // A code of the first secret does not confirm the second.
    const res = await secondFactor(t, { challenge: second.challenge, code: staffCode(t, first.enrolment?.secret ?? '') });
    expect(res.status).toBe(400);
  });

  it('enrolment takes the app’s code, not a recovery code', async () => {
    const t = createTestApp(db());
    const { email, password } = await createStaffAccount(t, 'support');
    const { challenge } = await staffPasswordStep(t, email, password);
    const res = await secondFactor(t, { challenge, recoveryCode: 'abcde-fghij' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { code: staffAuthMessages.codeOrRecoveryCode } });
  });

  it('once enrolled, signing in asks for a code (no new secret) and the right code gives a session', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    t.advance(30 * SECOND);
    const again = await staffPasswordStep(t, admin.email, admin.password);
    expect(again).toEqual({ challenge: expect.any(String), step: 'verify' });
    const res = await secondFactor(t, { challenge: again.challenge, code: staffCode(t, admin.secret) });
    expect(res.status).toBe(200);
    expect(res.body.data.recoveryCodes).toBeUndefined();
    expect((await me(t, res.body.data.accessToken)).status).toBe(200);
  });

  it('a student, an unknown address and a wrong password get the student login wrong-password answer', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const admin = await signInAdmin(t);
    const studentLogin = await t.request('POST', '/v1/auth/login', {
      json: { email: student.email, password: 'not-the-password' },
    });
    for (const json of [
      { email: student.email, password: student.password },
      { email: 'nobody@unilag.edu.ng', password: 'whatever-password' },
      { email: admin.email, password: 'not-the-password' },
    ]) {
      const res = await t.request('POST', '/v1/staff/sign-in', { json });
      expect(res.status).toBe(studentLogin.status);
      expect(res.body).toEqual(studentLogin.body);
      expect(res.body).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('a wrong code is refused on its field; the fifth wrong code spends the challenge, the right code then too', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    t.advance(30 * SECOND);
    const { challenge } = await staffPasswordStep(t, admin.email, admin.password);
    const right = staffCode(t, admin.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await secondFactor(t, { challenge, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: staffAuthMessages.wrongCode, errors: { code: staffAuthMessages.wrongCode } });
    }
    const after = await secondFactor(t, { challenge, code: right });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: staffAuthMessages.challengeEnded });
  });

  it('ten wrong codes at once: at most five are checked, the rest find the challenge spent', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    t.advance(30 * SECOND);
    const { challenge } = await staffPasswordStep(t, admin.email, admin.password);
    const wrong = staffCode(t, admin.secret) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 10 }, () => secondFactor(t, { challenge, code: wrong })));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
  });

  it('a code is accepted once: the same code on a new challenge in its window is refused', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    t.advance(30 * SECOND);
    const code = staffCode(t, admin.secret);
    const first = await staffPasswordStep(t, admin.email, admin.password);
    expect((await secondFactor(t, { challenge: first.challenge, code })).status).toBe(200);
    const second = await staffPasswordStep(t, admin.email, admin.password);
    const replayed = await secondFactor(t, { challenge: second.challenge, code });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ message: staffAuthMessages.codeUsed, errors: { code: staffAuthMessages.codeUsed } });
    // The next step's code works on the same challenge (the refusal counted, it did not spend it).
    t.advance(30 * SECOND);
    expect((await secondFactor(t, { challenge: second.challenge, code: staffCode(t, admin.secret) })).status).toBe(200);
  });

  it('the enrolment code cannot be replayed to sign in again', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const { challenge } = await staffPasswordStep(t, admin.email, admin.password);
    const replayed = await secondFactor(t, { challenge, code: staffCode(t, admin.secret) });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ message: staffAuthMessages.codeUsed });
  });

  it('a challenge is good for one sign-in', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    t.advance(30 * SECOND);
    const { challenge } = await staffPasswordStep(t, admin.email, admin.password);
    expect((await secondFactor(t, { challenge, code: staffCode(t, admin.secret) })).status).toBe(200);
    t.advance(30 * SECOND);
    const again = await secondFactor(t, { challenge, code: staffCode(t, admin.secret) });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: staffAuthMessages.challengeEnded });
  });

  it('a challenge expires after five minutes', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const { challenge } = await staffPasswordStep(t, admin.email, admin.password);
    t.advance(5 * MINUTE);
    const late = await secondFactor(t, { challenge, code: staffCode(t, admin.secret) });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: staffAuthMessages.challengeEnded });
  });

  it('a made-up challenge is refused like an ended one', async () => {
    const t = createTestApp(db());
    const res = await secondFactor(t, { challenge: 'made-up', code: '123456' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: staffAuthMessages.challengeEnded });
  });

  it('a recovery code signs in once (spaces and case aside); used again, it is refused', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const recoveryCode = admin.recoveryCodes[3] ?? '';
    const first = await staffPasswordStep(t, admin.email, admin.password);
    const typed = ` ${recoveryCode.toUpperCase().replace('-', ' - ')} `;
    const used = await secondFactor(t, { challenge: first.challenge, recoveryCode: typed });
    expect(used.status).toBe(200);
    expect((await me(t, used.body.data.accessToken)).status).toBe(200);
    const second = await staffPasswordStep(t, admin.email, admin.password);
    const again = await secondFactor(t, { challenge: second.challenge, recoveryCode });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: staffAuthMessages.wrongRecoveryCode,
      errors: { recoveryCode: staffAuthMessages.wrongRecoveryCode },
    });
    // Another one still works.
    expect((await secondFactor(t, { challenge: second.challenge, recoveryCode: admin.recoveryCodes[4] })).status).toBe(200);
  });

  it('asks for one of code and recovery code', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    t.advance(30 * SECOND);
    const { challenge } = await staffPasswordStep(t, admin.email, admin.password);
    for (const body of [{ challenge }, { challenge, code: staffCode(t, admin.secret), recoveryCode: admin.recoveryCodes[0] }]) {
      const res = await secondFactor(t, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: staffAuthMessages.codeOrRecoveryCode });
    }
    expect((await secondFactor(t, { challenge, code: '12ab56' })).status).toBe(400);
  });

  it('a password login alone is no console session: 401, asking to sign in to the console', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const login = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
      json: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(200);
    const res = await me(t, login.body.data.accessToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: staffAuthMessages.signInToConsole });
  });

  it('a browser gets the refresh token as the cookie, a session cookie (not remembered)', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    t.advance(30 * SECOND);
    const { challenge } = await staffPasswordStep(t, admin.email, admin.password);
    const res = await t.request<{ data: Record<string, unknown> }>('POST', '/v1/staff/second-factor', {
      json: { challenge, code: staffCode(t, admin.secret) },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.refreshToken).toBeUndefined();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('kampus.refreshToken=');
    expect(cookie).not.toMatch(/max-age|expires/i);
  });

  it('a refreshed console session stays a console session', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    const refreshed = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: admin.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect((await me(t, refreshed.body.data.accessToken)).status).toBe(200);
  });

  it('challenges are purged a day after they expire', async () => {
    const t = createTestApp(db());
    const admin = await signInAdmin(t);
    await staffPasswordStep(t, admin.email, admin.password);
    const count = async () =>
      (
        await t.services.db
          .select({ id: staffSignInChallenges.id })
          .from(staffSignInChallenges)
          .where(eq(staffSignInChallenges.userId, admin.userId))
      ).length;
    expect(await count()).toBe(2);
    t.advance(DAY + 6 * MINUTE);
    await staffPasswordStep(t, admin.email, admin.password);
    await purgeExpired(t.services.db, t.clock.now());
    expect(await count()).toBe(1);
  });

  it('signInEnrolledStaff signs in again with the app', async () => {
    const t = createTestApp(db());
    const finance = await signInStaff(t, 'finance');
    t.advance(30 * SECOND);
    const again = await signInEnrolledStaff(t, finance);
    expect((await me(t, again.accessToken)).body.data.role).toBe('finance');
  });
});
