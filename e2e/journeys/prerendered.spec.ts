import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from '../support/journey';

test.describe('pages rendered at build time', () => {
  test('show their content before any JavaScript runs, and keep the login form shut until then', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, Sell, Trade Securely, Student to Student' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // Without React the password would be submitted in the URL: the form is disabled.
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await context.close();
  });

  test('hydrate without a warning and then work', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page, { allowedStatuses: [400] });
    await page.goto('/');
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@students.kampus.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-a-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    noConsoleErrors();
  });
});
