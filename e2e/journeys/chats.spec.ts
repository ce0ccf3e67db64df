import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed-demo';
import { buyerAndSeller, expectToast, logIn } from '../support/journey';

/**
 * A chat end to end: a guest presses 'Message seller' on a product, logs in and comes back to the
 * conversation, and writes; the seller sees it in their messages with an unread badge, opens it
 * and replies; the buyer sees the reply arrive and their own message marked read.
 */
test('a buyer messages the seller about a product; the seller replies; the buyer sees the reply and the read ticks', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { product, buyer, seller, done } = await buyerAndSeller(
    { page, browser, request },
    { title: 'Casio FX-991ES Calculator', priceKobo: 1_200_000, units: 2 },
  );

  // A guest asks to message the seller: log in first, then straight to the conversation.
  await buyer.goto(`/product/${product.slug}`);
  // The server sends the page rendered; its tabs answer once it is hydrated, which the buying
  // panel shows by enabling its quantity stepper.
  await expect(buyer.getByRole('button', { name: /Increase/ })).toBeEnabled();
  await buyer.getByRole('tab', { name: 'Seller Info' }).click();
  await buyer.getByRole('link', { name: 'Message seller' }).click();
  await expect(buyer).toHaveURL(/\/login$/);
  await buyer.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.buyer.email);
  await buyer.getByRole('textbox', { name: 'Password', exact: true }).fill(demoAccounts.buyer.password);
  await buyer.getByRole('button', { name: 'Login' }).click();
  await expectToast(buyer, 'login successful');
  await expect(buyer).toHaveURL(/\/dashboard\/chats\/new\?to=/);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Tunde Adeyemi' })).toBeVisible();
  await expect(buyer.getByRole('link', { name: product.title })).toBeVisible();
  const box = buyer.getByRole('textbox', { name: 'Type a message' });
  await box.fill('Hello! Is the calculator still available?');
  await box.press('Enter');
  await expect(buyer).toHaveURL(/\/dashboard\/chats\/[0-9a-f-]{36}$/);
  const mine = buyer.getByRole('listitem').filter({ hasText: 'Is the calculator still available?' });
  await expect(mine).toContainText('Sent');

  // The seller: the conversation with an unread badge, then the thread, then a reply.
  await logIn(seller, demoAccounts.seller);
  await seller.goto('/seller/dashboard/chats');
  const row = seller.getByRole('listitem').filter({ hasText: 'Ada Buyer' });
  await expect(row).toContainText(product.title);
  await expect(row.getByLabel('1 unread message')).toBeVisible();
  await row.getByRole('link', { name: 'Ada Buyer' }).click();
  await expect(seller).toHaveURL(/\/seller\/dashboard\/chats\/[0-9a-f-]{36}$/);
  await expect(seller.getByText('Hello! Is the calculator still available?', { exact: true })).toBeVisible();
  const reply = seller.getByRole('textbox', { name: 'Type a message' });
  await reply.fill('Yes it is. I can meet you at the library at 4pm.');
  await seller.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toHaveValue('');

  // The buyer: the reply arrives by itself (the thread asks every 5 seconds), and their message reads as read.
  await expect(buyer.getByText('Yes it is. I can meet you at the library at 4pm.', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(mine).toContainText('Read', { timeout: 15_000 });

  // Back in the seller's list, nothing is unread any more.
  await seller.goto('/seller/dashboard/chats');
  await expect(
    seller
      .getByRole('listitem')
      .filter({ hasText: 'Ada Buyer' })
      .getByLabel(/unread/),
  ).toHaveCount(0);

  await done();
});
