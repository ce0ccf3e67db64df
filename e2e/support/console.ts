import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffSecondFactorResponse, StaffSignInResponse } from '../../contract';
import type { Credentials } from './api';
import { enterCode, pressSpaceOn } from './journey';

/**
 * The staff members' authenticator app: the key each one set up at their first console sign-in,
 * and the last 30-second step whose code they typed. The server accepts each step once per
 * person (a replayed code is refused), so a second sign-in within the same step types the next
 * step's code, which the server also accepts (one step either side counts), or waits for it.
 */
const keys = new Map<string, string>();
const lastSteps = new Map<string, number>();
const STEP_MS = 30_000;

/** The code the app shows now, as an app given the key by hand computes it (SHA-1, 6 digits, 30 s). */
async function nextCode(email: string): Promise<string> {
  const key = keys.get(email);
  if (!key) throw new Error(`${email} has no authenticator set up in this run: sign them in with the browser or the API first`);
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastSteps.get(email) ?? -1) + 1);
    if (step <= now + 1) {
      lastSteps.set(email, step);
      return new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: step * STEP_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 50));
  }
}

/**
 * /admin/sign-in in the browser: the password, then the authenticator's code. On a staff member's
 * first sign-in the app is set up from the key shown beside the QR code, and the ten recovery
 * codes are kept before going on. Ends on the console's overview, its nav on screen.
 */
export async function staffSignIn(page: Page, staff: Credentials): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByRole('heading', { name: 'Set up your authenticator app' });
  await expect(enrol.or(page.getByRole('heading', { name: 'Enter your code' }))).toBeVisible();
  if (await enrol.isVisible()) {
    await expect(page.getByRole('img', { name: 'QR code of your Kampus console sign-in' })).toBeVisible();
    const key = (await page.getByLabel(/^Key: /).textContent()) ?? '';
    keys.set(staff.email, key.replace(/\s+/g, ''));
    await enterCode(page, await nextCode(staff.email));
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await pressSpaceOn(page.getByRole('checkbox', { name: 'I have saved them' }));
    await page.getByRole('button', { name: 'Continue to the console' }).click();
  } else {
    await enterCode(page, await nextCode(staff.email));
  }
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * A console access token from the API's two steps (for set-up a journey does not show): the
 * password, then the code, enrolling the authenticator on a first sign-in. Without a browser's
 * fetch headers the server answers with the token in the body.
 */
export async function staffApiToken(request: APIRequestContext, staff: Credentials): Promise<string> {
  const begun = await request.post('/v1/staff/sign-in', { data: { email: staff.email, password: staff.password } });
  expect(begun.status(), await begun.text()).toBe(200);
  const { data: challenge } = (await begun.json()) as StaffSignInResponse;
  if (challenge.enrolment) keys.set(staff.email, challenge.enrolment.secret);
  const passed = await request.post('/v1/staff/second-factor', {
    data: { challenge: challenge.challenge, code: await nextCode(staff.email) },
  });
  expect(passed.status(), await passed.text()).toBe(200);
  return ((await passed.json()) as StaffSecondFactorResponse).data.accessToken;
}

/** An existing account made a member of staff by an administrator, as the console's staff screen does. */
export async function grantStaffRole(
  request: APIRequestContext,
  adminToken: string,
  email: string,
  role: 'admin' | 'support' | 'finance',
): Promise<void> {
  const response = await request.post('/v1/admin/staff', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, role },
  });
  expect(response.status(), await response.text()).toBe(200);
}
