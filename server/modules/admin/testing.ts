import type { StaffRole, StaffSecondFactor, StaffSignIn } from '../../../contract';
import { uniqueEmail } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { Sessions } from '../auth/sessions';
import { codeAt } from '../staff/totp';
import { users } from '../user/schema';

/** The password of every staff account signInStaff makes (the one create-admin's tests used). */
export const STAFF_TEST_PASSWORD = 'admin-password-1';

/** A staff member signed in to the console through both factors, with what they enrolled. */
export interface SignedInStaff {
  userId: string;
  email: string;
  password: string;
  role: StaffRole;
  accessToken: string;
  refreshToken: string;
  /** The TOTP secret their "authenticator app" holds: `staffCode(t, secret)` gives its code now. */
  secret: string;
  recoveryCodes: string[];
}

/** The code an authenticator app holding `secret` shows at the test app's time. */
export function staffCode(t: TestApp, secret: string): string {
  return codeAt(secret, t.clock.now());
}

/** POST /v1/staff/sign-in that must succeed. */
export async function staffPasswordStep(t: TestApp, email: string, password: string): Promise<StaffSignIn> {
  const res = await t.request<{ data: StaffSignIn }>('POST', '/v1/staff/sign-in', { json: { email, password } });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** POST /v1/staff/second-factor that must succeed. */
export async function staffCodeStep(
  t: TestApp,
  body: { challenge: string; code?: string; recoveryCode?: string },
): Promise<StaffSecondFactor> {
  const res = await t.request<{ data: StaffSecondFactor }>('POST', '/v1/staff/second-factor', { json: body });
  if (res.status !== 200) throw new Error(`staff second factor failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * Signs an enrolled staff member in again (password, then the app's current code). A code is
 * accepted once: move the clock 30 seconds (`t.advance`) between two sign-ins of one person.
 */
export async function signInEnrolledStaff(
  t: TestApp,
  staff: Pick<SignedInStaff, 'email' | 'password' | 'secret'>,
): Promise<{ accessToken: string; refreshToken: string }> {
  const { challenge, step } = await staffPasswordStep(t, staff.email, staff.password);
  if (step !== 'verify') throw new Error(`expected the verify step, got ${step}`);
  const { accessToken, refreshToken } = await staffCodeStep(t, { challenge, code: staffCode(t, staff.secret) });
  if (!refreshToken) throw new Error('expected the refresh token in the body');
  return { accessToken, refreshToken };
}

/** A new, verified account with a staff role that has never signed in to the console. */
export async function createStaffAccount(
  t: TestApp,
  role: StaffRole,
  options: { email?: string } = {},
): Promise<{ userId: string; email: string; password: string }> {
  const email = options.email ?? uniqueEmail(role);
  const password = STAFF_TEST_PASSWORD;
  const { db, passwords, clock } = t.services;
  const now = clock.now();
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwords.hash(password),
      firstname: 'Staff',
      lastname: role,
      role,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('staff insert returned no row');
  return { userId: user.id, email, password };
}

/**
 * A new, verified account with a staff role, signed in to the console: the password, enrolment
 * of an authenticator (its secret kept) and the first code, as a staff member's first sign-in.
 */
export async function signInStaff(t: TestApp, role: StaffRole, options: { email?: string } = {}): Promise<SignedInStaff> {
  const { userId, email, password } = await createStaffAccount(t, role, options);
  const signIn = await staffPasswordStep(t, email, password);
  if (signIn.step !== 'enrol' || !signIn.enrolment) throw new Error(`expected enrolment, got ${signIn.step}`);
  const { secret } = signIn.enrolment;
  const done = await staffCodeStep(t, { challenge: signIn.challenge, code: staffCode(t, secret) });
  if (!done.refreshToken || !done.recoveryCodes) throw new Error('expected the refresh token and recovery codes in the body');
  return {
    userId,
    email,
    password,
    role,
    accessToken: done.accessToken,
    refreshToken: done.refreshToken,
    secret,
    recoveryCodes: done.recoveryCodes,
  };
}

/** A new administrator, signed in to the console through the second factor. */
export async function signInAdmin(t: TestApp): Promise<SignedInStaff> {
  return signInStaff(t, 'admin');
}

/**
 * A new console session's access token for a signed-in staff member, made directly (as the
 * second factor would): for tests that move the clock by hours and need staff again and again
 * (access tokens last 15 minutes, console sessions 30 idle minutes), not for tests of the
 * sign-in itself.
 */
export async function consoleToken(t: TestApp, staff: Pick<SignedInStaff, 'userId' | 'role'>): Promise<string> {
  const session = await new Sessions(t.services).start(
    { id: staff.userId, role: staff.role },
    { persistent: false, secondFactor: true },
  );
  return session.accessToken;
}
