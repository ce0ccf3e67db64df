import { expect, test } from '@playwright/test';
import { pngFile } from '../support/images';
import { expectToast, failOnConsoleErrors, logIn, pressSpaceOn, registerAndVerify, type Student } from '../support/journey';
import { admin, freshEmail } from '../support/server';

/**
 * A student joins and becomes a seller: register, verify the mailed code, log in, complete the
 * profile, submit brand KYC with two uploads, wait (pending), get approved by an operator
 * with the admin CLI, and reach the seller dashboard.
 */
test('register, verify, profile, brand KYC, approval, seller dashboard', async ({ page, request }) => {
  // The longest journey (two sessions, uploads, the admin CLI): three times the default time, so a
  // busy CI machine does not fail it half-way; a real hang still fails.
  test.slow();
  const noConsoleErrors = failOnConsoleErrors(page);
  const student: Student = {
    firstname: 'Adaeze',
    lastname: 'Okafor',
    email: freshEmail('seller'),
    password: 'campus-market-2026',
  };

  await registerAndVerify(page, request, student);
  await logIn(page, student);

  // Profile: names from registration, a university from the list, a phone number, saved on the server.
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(student.firstname);
  await page.getByRole('combobox', { name: 'University' }).fill('Lagos State');
  await page.getByRole('option', { name: 'Lagos State University', exact: true }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('08031234567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expectToast(page, 'Profile updated successfully');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'University' })).toHaveValue('Lagos State University');

  // The seller dashboard asks for KYC first.
  await page.goto('/seller/dashboard');
  await expectToast(page, 'Submit KYC, to start selling');
  await expect(page).toHaveURL(/\/kyc$/);

  await pressSpaceOn(page.getByRole('radio', { name: /Brand/ }));
  await expect(page.getByRole('radio', { name: /Brand/ })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/kyc\/brand$/);

  // Step 1 of 5: details, prefilled from the profile.
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(student.firstname);
  await expect(page.getByRole('combobox', { name: 'University' })).toHaveValue('Lagos State University');
  await page.getByRole('textbox', { name: 'NIN' }).fill('12345678901');
  await page.getByRole('button', { name: 'Proceed' }).click();

  // Step 2: the student ID, uploaded to the file service.
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(pngFile('student-id.png'));
  await expect(page.getByText('student-id.png', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  await page.getByRole('button', { name: 'Proceed' }).click();

  // Step 3: the brand, with the rule about the platform's name.
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByRole('textbox', { name: 'Brand name' }).fill('Kampus Kicks');
  await expect(page.getByText("Brand name cannot contain 'Kampus'")).toBeVisible();
  await page.getByRole('textbox', { name: 'Brand name' }).fill('Ada Kicks');
  await page.getByRole('textbox', { name: 'Brand description' }).fill('Clean second-hand sneakers, delivered on campus.');
  await page.getByRole('button', { name: 'Proceed' }).click();

  // Step 4: the logo.
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(pngFile('ada-kicks-logo.png'));
  await expect(page.getByText('ada-kicks-logo.png', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  await page.getByRole('button', { name: 'Proceed' }).click();

  // Step 5: attest and submit.
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await pressSpaceOn(page.getByRole('switch', { name: 'I attest that all information provided are mine an accurate' }));
  await submit.click();
  await expect(
    page.getByText('Your data has been submitted. You will get a response to your email once processes are completed.'),
  ).toBeVisible();

  // Pending: the seller dashboard sends the student back to the buyer dashboard.
  await page.getByRole('link', { name: 'Proceed' }).click();
  await expectToast(page, 'Your KYC is pending. Please wait for verification before accessing  seller dashboard.');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  // An operator approves it with the CLI; the seller dashboard opens.
  expect(admin('kyc-approve', student.email)).toMatch(/approved/i);
  await page.goto('/seller/dashboard');
  await expect(page).toHaveURL(/\/seller\/dashboard\/profile$/);
  await expect(page.getByRole('link', { name: 'Switch to Buying' })).toBeVisible();
  await page.goto('/dashboard/profile/verification');
  await expect(page.getByText('APPROVED')).toBeVisible();

  noConsoleErrors();
});
