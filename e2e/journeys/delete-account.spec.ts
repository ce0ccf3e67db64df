import { expect, test } from '@playwright/test';
import { listProduct, submitKyc } from '../support/api';
import { expectToast, failOnConsoleErrors, logIn, registerAndVerify, type Student } from '../support/journey';
import { admin, freshEmail } from '../support/server';

/**
 * A seller with a listing deletes their account from the password settings: they land on the
 * home page signed out, their password no longer logs in, and the listing is gone.
 */
test('a seller deletes their account: signed out, cannot log in, their listing is gone', async ({ page, request }) => {
  test.slow();
  const student: Student = { firstname: 'Bisi', lastname: 'Ade', email: freshEmail('delete'), password: 'delete-password-1' };
  await registerAndVerify(page, request, student);
  await submitKyc(request, student);
  expect(admin('kyc-approve', student.email)).toMatch(/approved/i);
  const product = await listProduct(request, student, { title: 'Casio Scientific Calculator', priceKobo: 1_200_000, units: 1 });
  expect((await request.get(`/v1/products/${product.slug}`)).status()).toBe(200);

  // A wrong password (400) is expected once; the browser logs it.
  const noConsoleErrors = failOnConsoleErrors(page, { allowedStatuses: [400] });
  await logIn(page, student);
  await page.goto('/dashboard/settings/password');
  await page.getByRole('button', { name: 'Delete Account Data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account data?' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Password is incorrect/);

  await dialog.getByLabel('Password', { exact: true }).fill(student.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Your account has been deleted');
  await expect(page).toHaveURL(/\/$/);
  noConsoleErrors();

  // The account is gone: its password logs in no more, and the dashboard asks for a login.
  const login = await request.post('/v1/auth/login', { data: { email: student.email, password: student.password } });
  expect(login.status()).toBe(400);
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login/);

  // The listing is out of the catalogue.
  expect((await request.get(`/v1/products/${product.slug}`)).status()).toBe(404);
  const listed = (await (await request.get('/v1/products?pageSize=48')).json()) as { data: { id: string }[] };
  expect(listed.data.map((item) => item.id)).not.toContain(product.id);
});
