import { expect, test } from '@playwright/test';
import { enterCode, expectToast, failOnConsoleErrors, logIn, registerAndVerify, type Student } from '../support/journey';
import { freshEmail, latestCode, mailsTo } from '../support/server';

test('forgot password: a mailed code, a new password, and the old one stops working', async ({ page, request }) => {
  const noConsoleErrors = failOnConsoleErrors(page, { allowedStatuses: [400] });
  const student: Student = { firstname: 'Tunde', lastname: 'Bakare', email: freshEmail('reset'), password: 'first-password-1' };
  await registerAndVerify(page, request, student);

  await page.getByRole('link', { name: 'Reset Here' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByRole('button', { name: 'Get otp' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  // A second mail arrives (the first was the verification code): the reset code.
  await expect.poll(async () => (await mailsTo(request, student.email)).length).toBe(2);
  expect((await mailsTo(request, student.email))[0]?.subject).toMatch(/password/i);
  await enterCode(page, await latestCode(request, student.email));
  await expect(page).toHaveURL(/\/reset-password$/);

  const newPassword = 'second-password-2';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('not-the-same-1');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expectToast(page, 'Password reset successful. Please log in.');
  await expect(page).toHaveURL(/\/login$/);

  // The old password is refused with the server's message; the new one works.
  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, { email: student.email, password: newPassword });

  noConsoleErrors();
});
