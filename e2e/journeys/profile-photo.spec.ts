import { expect, test } from '@playwright/test';
import { photoFile } from '../support/images';
import { expectToast, failOnConsoleErrors, logIn, registerAndVerify } from '../support/journey';
import { freshEmail } from '../support/server';

/**
 * A student uploads a photo, crops it with the keyboard and sees it at once in the header's
 * account menu and the dashboard's sidebar, then removes it and sees their initials again.
 */
test('a student changes their photo and sees it in the header, then removes it', async ({ page, request }) => {
  const consoleErrors = failOnConsoleErrors(page);
  const student = {
    firstname: 'Zainab',
    lastname: 'Musa',
    email: freshEmail('photo.student'),
    password: 'zainab-photo-password',
  };
  await registerAndVerify(page, request, student);
  await logIn(page, student);

  await page.goto('/dashboard/profile');
  const accountMenu = page.getByRole('button', { name: 'Account menu for Zainab Musa' });
  await expect(accountMenu.locator('[role="img"]')).toHaveText('ZM');

  await page.getByRole('button', { name: 'Change Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your photo' });
  await dialog.locator('input[type="file"]').setInputFiles(await photoFile('me.jpg', '#e9d8b4', '#0b7a43'));
  const crop = dialog.getByRole('group', { name: 'Photo crop' });
  await expect(crop).toBeVisible();
  await crop.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '110%');
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expectToast(page, 'Your photo has been saved');
  await expect(dialog).toBeHidden();

  // At once, without a reload: the header's menu button and the sidebar show the uploaded photo.
  const headerPhoto = accountMenu.locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /^\/v1\/file\/[\w-]+\/[\w-]{22}-128\.webp$/);
  await expect.poll(() => headerPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const src = await headerPhoto.getAttribute('src');
  const file = await request.get(src ?? '');
  expect(file.headers()['content-type']).toBe('image/webp');
  // The sidebar's and the profile's avatars (the header's is hidden from assistive technology, named by its button).
  const photos = page.getByRole('img', { name: 'Zainab Musa' });
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) await expect(photo).toHaveAttribute('src', /^\/v1\/file\/.+\.webp$/);
  // And after a reload, from the server.
  await page.reload();
  await expect(accountMenu.locator('img')).toHaveAttribute('src', src ?? '');

  await page.getByRole('button', { name: 'Change Photo' }).click();
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await expectToast(page, 'Your photo has been removed');
  await expect(accountMenu.locator('[role="img"]')).toHaveText('ZM');
  expect((await request.get(src ?? '')).status()).toBe(404);
  consoleErrors();
});
