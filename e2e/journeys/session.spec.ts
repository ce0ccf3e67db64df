import { expect, test } from '@playwright/test';
import { expectToast, failOnConsoleErrors, logIn, registerAndVerify, type Student } from '../support/journey';
import { expiredTwinOf, freshEmail } from '../support/server';

const ACCESS_COOKIE = 'kampus.accessToken';
const REFRESH_COOKIE = 'kampus.refreshToken';

test.describe('the session', () => {
  let student: Student;

  test.beforeAll(async ({ browser, request }) => {
    student = { firstname: 'Ngozi', lastname: 'Eze', email: freshEmail('session'), password: 'session-password-1' };
    const page = await browser.newPage();
    await registerAndVerify(page, request, student);
    await page.close();
  });

  test('an expired access token is renewed without the student noticing', async ({ page, context }) => {
    // The browser reports the one 401 the server answers before the refresh.
    const noConsoleErrors = failOnConsoleErrors(page, { allowedStatuses: [401] });
    await logIn(page, student);

    const cookies = await context.cookies();
    const access = cookies.find((cookie) => cookie.name === ACCESS_COOKIE);
    const refresh = cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    if (!access || !refresh) throw new Error('The login stored no session cookies');
    await context.addCookies([{ ...access, value: expiredTwinOf(decodeURIComponent(access.value)) }]);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/auth/refresh-token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(student.firstname);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);

    const renewed = await context.cookies();
    expect(renewed.find((cookie) => cookie.name === REFRESH_COOKIE)?.value).not.toBe(refresh.value);
    noConsoleErrors();
  });

  test('logout ends the session and protected pages send the visitor to /login once', async ({ page, context }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await logIn(page, student);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'You have been logged out');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You are not authenticated')).toHaveCount(0);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('kampus.'))).toEqual([]);

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
