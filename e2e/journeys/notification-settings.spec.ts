import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed-demo';
import { apiToken, listProduct, placePaidOrder, transition } from '../support/api';
import { expectToast, failOnConsoleErrors, logIn, pressSpaceOn, registerAndVerify } from '../support/journey';
import { freshEmail, mailsTo } from '../support/server';

/**
 * A buyer switches order-update e-mails off: the seller's accept then reaches them in the app
 * but not by e-mail, while escrow e-mails (a declined order's refund) still arrive.
 */
test('a buyer who switched order e-mails off gets the next order update in the app only', async ({ page, request }) => {
  test.slow();
  const consoleErrors = failOnConsoleErrors(page);
  const buyer = { firstname: 'Kemi', lastname: 'Adewale', email: freshEmail('quiet.buyer'), password: 'quiet-buyer-password' };
  await registerAndVerify(page, request, buyer);
  await logIn(page, buyer);

  await page.goto('/dashboard/settings/notification');
  const email = page.getByRole('group', { name: 'Email' });
  const orderEmails = email.getByRole('switch', { name: 'Order updates' });
  await expect(orderEmails).toBeChecked();
  await pressSpaceOn(orderEmails);
  await expectToast(page, 'Notification settings saved');
  await expect(orderEmails).not.toBeChecked();
  // Saved on the server: still off after a reload.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Email' }).getByRole('switch', { name: 'Order updates' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'In-App' }).getByRole('switch', { name: 'Order updates' })).toBeChecked();

  const product = await listProduct(request, demoAccounts.seller, {
    title: 'Casio FX-991ES Plus calculator',
    priceKobo: 1_200_000,
    units: 3,
  });
  const sellerToken = await apiToken(request, demoAccounts.seller);
  const accepted = await placePaidOrder(request, buyer, product.id);
  await transition(request, sellerToken, accepted.id, 'accept');
  // A second order, declined: its refund is an escrow confirmation, still e-mailed. Once that
  // e-mail is in, the sender has been through the accept's notifications too.
  const declined = await placePaidOrder(request, buyer, product.id);
  await transition(request, sellerToken, declined.id, 'decline', { reason: 'The last one is promised to a friend.' });
  await expect
    .poll(async () => (await mailsTo(request, buyer.email)).map((mail) => mail.subject), { timeout: 30_000 })
    .toContain('Kampus: Order declined');
  const subjects = (await mailsTo(request, buyer.email)).map((mail) => mail.subject);
  expect(subjects).not.toContain('Kampus: Order accepted');

  // In the app, the accept did arrive.
  await page.goto('/dashboard/orders');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('dialog', { name: /Notifications/ });
  await expect(list.getByText('Order accepted')).toBeVisible();
  await expect(list.getByText('Order declined')).toBeVisible();
  consoleErrors();
});
