import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed-demo';
import { listProduct, type ListedProduct } from './api';
import { latestCode } from './server';

export interface Student {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/**
 * Ticks a React Aria checkbox, switch or radio the way a keyboard user does: its native input
 * is visually hidden behind the drawn control, so it is focused and toggled with Space.
 */
export async function pressSpaceOn(control: Locator): Promise<void> {
  // A control can be on screen but disabled while its data loads; a key pressed then is lost.
  await expect(control).toBeEnabled();
  await control.focus();
  await control.press('Space');
}

/** A toast with exactly this text is on screen. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** Types a mailed code into the six boxes (each advances to the next), then Enter submits it. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** /register, then the code from the dev mailbox on /verify-email: ends on /login. */
export async function registerAndVerify(page: Page, request: APIRequestContext, student: Student): Promise<void> {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'First name' }).fill(student.firstname);
  await page.getByRole('textbox', { name: 'Last name' }).fill(student.lastname);
  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms/ });
  await pressSpaceOn(terms);
  await expect(terms).toBeChecked();
  await register.click();
  await expectToast(page, 'Registration successful');
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(student.email)).toBeVisible();

  await enterCode(page, await latestCode(request, student.email));
  await expectToast(page, 'Email verified successfully');
  await expect(page).toHaveURL(/\/login$/);
}

/** /login with the student's credentials: ends on the dashboard's profile. */
export async function logIn(page: Page, student: Pick<Student, 'email' | 'password'>): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'login successful');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
}

/**
 * Fails the test on any console error or warning, or uncaught exception, the page reports.
 * `allowedStatuses`: HTTP answers the journey expects (Chromium logs every 4xx response).
 */
export function failOnConsoleErrors(page: Page, { allowedStatuses = [] as number[] } = {}): () => void {
  const problems: string[] = [];
  const expected = (text: string) =>
    allowedStatuses.some((status) => text.startsWith(`Failed to load resource: the server responded with a status of ${status}`));
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !expected(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return () => expect(problems, 'console errors and warnings').toEqual([]);
}

/**
 * The start of a journey between the demo buyer (the test's page) and the demo seller (a page in
 * a browser context of their own): a fresh product of the seller's, and both pages failing on
 * console errors. `done()` checks both consoles and closes the seller's context.
 */
export async function buyerAndSeller(
  { page, browser, request }: { page: Page; browser: Browser; request: APIRequestContext },
  product: Parameters<typeof listProduct>[2],
): Promise<{ product: ListedProduct; buyer: Page; seller: Page; done: () => Promise<void> }> {
  const listed = await listProduct(request, demoAccounts.seller, product);
  const buyerConsole = failOnConsoleErrors(page);
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const sellerConsole = failOnConsoleErrors(seller);
  const done = async () => {
    buyerConsole();
    sellerConsole();
    await sellerContext.close();
  };
  return { product: listed, buyer: page, seller, done };
}
