import { expect, test, type BrowserContext, type Cookie } from '@playwright/test';
import { expectToast, failOnConsoleErrors, logIn, pressSpaceOn, registerAndVerify, type Student } from '../support/journey';
import { expiredTwinOf, freshEmail } from '../support/server';

const ACCESS_COOKIE = 'kampus.accessToken';
const REFRESH_COOKIE = 'kampus.refreshToken';
const HALF_A_DAY_SECONDS = 12 * 60 * 60;

/** The session's two cookies as the browser holds them (the refresh cookie is HttpOnly: only the test can see it). */
async function sessionCookies(context: BrowserContext): Promise<{ access: Cookie; refresh: Cookie }> {
  const cookies = await context.cookies();
  const access = cookies.find((cookie) => cookie.name === ACCESS_COOKIE);
  const refresh = cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
  if (!access || !refresh) throw new Error('The login left no session cookies');
  return { access, refresh };
}

test.describe('the session', () => {
  let student: Student;

  test.beforeAll(async ({ browser, request }) => {
    student = { firstname: 'Ngozi', lastname: 'Eze', email: freshEmail('session'), password: 'session-password-1' };
    const page = await browser.newPage();
    await registerAndVerify(page, request, student);
    await page.close();
  });

  test('the refresh token is an HttpOnly cookie for the auth endpoints; script sees only the access token', async ({
    page,
    context,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await logIn(page, student);

    const { access, refresh } = await sessionCookies(context);
    expect(refresh).toMatchObject({ httpOnly: true, path: '/v1/auth', sameSite: 'Strict' });
    expect(access).toMatchObject({ httpOnly: false, path: '/', sameSite: 'Strict' });
    // 'Keep me signed in' was left unticked: both end with the browser.
    expect([access.expires, refresh.expires]).toEqual([-1, -1]);
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain(`${ACCESS_COOKIE}=`);
    expect(readable).not.toContain(REFRESH_COOKIE);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(refresh.value);
    noConsoleErrors();
  });

  test("'Keep me signed in' keeps both cookies for half a day", async ({ page, context }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await page.goto('/login');
    const keep = page.getByRole('checkbox', { name: 'Keep me signed in' });
    // The prerendered form takes input once React has hydrated it.
    await expect(keep).toBeEnabled();
    await pressSpaceOn(keep);
    await expect(keep).toBeChecked();
    await logIn(page, student);

    const now = Date.now() / 1000;
    const { access, refresh } = await sessionCookies(context);
    for (const cookie of [access, refresh]) {
      expect(cookie.expires).toBeGreaterThan(now + HALF_A_DAY_SECONDS - 120);
      expect(cookie.expires).toBeLessThan(now + HALF_A_DAY_SECONDS + 120);
    }
    noConsoleErrors();
  });

  test('an expired access token is renewed from the refresh cookie without the student noticing', async ({ page, context }) => {
    // The browser reports the one 401 the server answers before the refresh.
    const noConsoleErrors = failOnConsoleErrors(page, { allowedStatuses: [401] });
    await logIn(page, student);

    const { access, refresh } = await sessionCookies(context);
    // Listening before the token expires: a request the open page makes meanwhile (a poll) may be
    // the one that renews it, and the next renewal would carry the rotated cookie.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/auth/refresh-token'));
    await context.addCookies([{ ...access, value: expiredTwinOf(decodeURIComponent(access.value)) }]);
    await page.reload();
    const answer = await refreshed;
    expect(answer.status()).toBe(200);
    // The page cannot read the refresh token: the browser sent it as the cookie.
    expect(await answer.request().headerValue('cookie')).toContain(`${REFRESH_COOKIE}=${refresh.value}`);
    expect(await answer.json()).not.toHaveProperty('data.refreshToken');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(student.firstname);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);

    // The refresh token was rotated, and stays out of script's reach.
    const renewed = await sessionCookies(context);
    expect(renewed.refresh.value).not.toBe(refresh.value);
    expect(renewed.refresh).toMatchObject({ httpOnly: true, path: '/v1/auth' });
    expect(renewed.access.value).not.toBe(access.value);
    noConsoleErrors();
  });

  test('a refresh token an earlier version left in a script-readable cookie is deleted and cannot shadow the real one', async ({
    page,
    context,
    baseURL,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page, { allowedStatuses: [401] });
    await logIn(page, student);

    const { access, refresh } = await sessionCookies(context);
    const host = new URL(baseURL ?? page.url()).hostname;
    await context.addCookies([
      { name: REFRESH_COOKIE, value: 'left-by-an-earlier-version', domain: host, path: '/', sameSite: 'Strict' },
      { ...access, value: expiredTwinOf(decodeURIComponent(access.value)) },
    ]);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/auth/refresh-token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(student.firstname);

    const refreshCookies = (await context.cookies()).filter((cookie) => cookie.name === REFRESH_COOKIE);
    expect(refreshCookies).toHaveLength(1);
    expect(refreshCookies[0]).toMatchObject({ httpOnly: true, path: '/v1/auth' });
    expect(refreshCookies[0]?.value).not.toBe(refresh.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain(REFRESH_COOKIE);
    noConsoleErrors();
  });

  test('logout ends the session and protected pages send the visitor to /login once', async ({ page, context }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await logIn(page, student);

    const loggingOut = page.waitForResponse((response) => response.url().endsWith('/v1/auth/logout'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'You have been logged out');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You are not authenticated')).toHaveCount(0);
    const logout = await loggingOut;
    expect(logout.status()).toBe(200);
    expect(await logout.request().headerValue('cookie')).toContain(`${REFRESH_COOKIE}=`);
    // The server deleted the HttpOnly refresh cookie; the page deleted the access token.
    await expect.poll(async () => (await context.cookies()).filter((cookie) => cookie.name.startsWith('kampus.'))).toEqual([]);

    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You are not authenticated', { exact: true })).toHaveCount(1);
    noConsoleErrors();
  });

  test('a signed-in student who opens /login or / is sent to the dashboard', async ({ page }) => {
    // /login and / are prerendered for a guest: hydrating them signed in must not mismatch.
    const noConsoleErrors = failOnConsoleErrors(page);
    await logIn(page, student);
    await page.goto('/login');
    await expectToast(page, 'You are already logged in');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    noConsoleErrors();
  });
});
