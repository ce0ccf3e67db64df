import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed-demo';
import { apiToken, listProduct, orderAs, placePaidOrder, transition, walletOf } from '../support/api';
import { buyerAndSeller, expectToast, failOnConsoleErrors, logIn, pressSpaceOn } from '../support/journey';
import { admin } from '../support/server';

/** The platform fee on release: 3 % of the item subtotal (the server's default). */
const feeOf = (subtotalKobo: number) => Math.floor((subtotalKobo * 300) / 10_000);

/** The seller's order page, opened from the seller dashboard's orders list. */
async function openSellerOrder(page: Page, title: string): Promise<void> {
  await page.goto('/seller/dashboard/orders');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/seller\/dashboard\/orders\/[0-9a-f-]{36}$/);
}

async function pressAndSee(page: Page, button: string, toast: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expectToast(page, toast);
}

/**
 * The product-order path end to end on a fresh database: the buyer pays through checkout and
 * the demo payment page; the seller accepts, sends it out and marks it arrived; the buyer marks
 * it delivered, which releases the escrow to the seller less the 3 % fee; the buyer's review
 * shows on the product page.
 */
test('a buyer checks out and pays; the seller delivers; the buyer confirms, the seller is paid and the review shows', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { product, buyer, seller, done } = await buyerAndSeller(
    { page, browser, request },
    { title: 'Oraimo Power Bank 20000mAh', priceKobo: 1_850_000, units: 4 },
  );
  const before = await walletOf(request, demoAccounts.seller);

  // The buyer opens the product and buys one with door delivery.
  await logIn(buyer, demoAccounts.buyer);
  await buyer.goto(`/product/${product.slug}`);
  await buyer.getByRole('link', { name: 'Buy Product Now' }).click();
  await expect(buyer).toHaveURL(/\/checkout\?product=/);
  const form = buyer.getByRole('form', { name: 'Checkout' });
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+234 801 234 5678');
  // The campus comes from the buyer's profile; they study at the same university.
  await expect(form.getByRole('combobox', { name: 'Campus' })).toHaveValue('University of Lagos');
  await pressSpaceOn(form.getByRole('radio', { name: /Door delivery/ }));
  await form.getByRole('textbox', { name: 'Specific address in the university' }).fill('Room 214, Moremi Hall');
  await form.getByRole('textbox', { name: 'Closest landmark' }).fill('Opposite the porters’ lodge');
  const pay = form.getByRole('button', { name: /^Pay ₦/ });
  await expect(pay).toBeDisabled();
  await pressSpaceOn(form.getByRole('switch', { name: 'I agree to the escrow and refund policy' }));
  await expect(pay).toHaveText('Pay ₦21,000');
  await pay.click();

  // The payment provider's page (the demo sandbox), then back to Kampus, which waits for the verified payment.
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/checkout\/return\?reference=/);
  await expect(buyer.getByRole('dialog', { name: 'Your order has been placed!' })).toBeVisible({ timeout: 20_000 });
  await buyer.getByRole('button', { name: 'Track your order' }).click();
  await expect(buyer).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(buyer.getByText('Awaiting Confirmation').first()).toBeVisible();

  // The seller: Accept, Out for delivery, Arrived.
  await logIn(seller, demoAccounts.seller);
  await openSellerOrder(seller, product.title);
  await pressAndSee(seller, 'Accept', 'Order accepted');
  await pressAndSee(seller, 'Out for delivery', 'Marked as out for delivery');
  await pressAndSee(seller, 'Arrived', 'Marked as arrived');

  // The buyer sees it arrived and marks it delivered.
  await buyer.reload();
  await buyer.getByRole('button', { name: 'Mark as delivered', exact: true }).click();
  await buyer.getByRole('button', { name: 'Yes, mark as delivered' }).click();
  await expectToast(buyer, 'Marked as delivered. The payment is released to the seller.');
  await expect(buyer.getByText('Order Complete').first()).toBeVisible();

  // The seller's available balance rose by the item less the 3 % fee, plus the delivery fee.
  const after = await walletOf(request, demoAccounts.seller);
  expect(after.availableKobo - before.availableKobo).toBe(1_850_000 - feeOf(1_850_000) + 250_000);
  expect(after.inEscrowAsSellerKobo).toBe(before.inEscrowAsSellerKobo);

  // The buyer reviews it; the product page shows the rating.
  await buyer
    .getByRole('radio', { name: '4 stars' })
    .or(buyer.getByRole('button', { name: '4 stars' }))
    .click();
  await buyer.getByRole('textbox', { name: 'Review' }).fill('Charges my phone three times over. Delivered to my hall.');
  await pressAndSee(buyer, 'Post review', 'Thanks for your review');
  await buyer.goto(`/product/${product.slug}`);
  await expect(buyer.getByRole('img', { name: /^Rated 4(\.0)? out of 5$/ }).first()).toBeVisible();

  await done();
});

/** A product of the demo seller's, bought and paid for by the demo buyer, and accepted by the seller. */
async function acceptedOrder(request: APIRequestContext, product: Parameters<typeof listProduct>[2]) {
  const listed = await listProduct(request, demoAccounts.seller, product);
  const order = await placePaidOrder(request, demoAccounts.buyer, listed.id);
  const sellerToken = await apiToken(request, demoAccounts.seller);
  await transition(request, sellerToken, order.id, 'accept');
  return { order, sellerToken };
}

/** Proof of delivery in one step: the seller types the code the buyer reveals, and the escrow is released. */
test('the seller completes a handover with the escrow code the buyer shows', async ({ page, request }) => {
  test.slow();
  const { order } = await acceptedOrder(request, {
    title: 'Casio fx-991ES Plus Calculator',
    priceKobo: 1_200_000,
    units: 2,
  });
  const before = await walletOf(request, demoAccounts.seller);
  const consoleProblems = failOnConsoleErrors(page, { allowedStatuses: [422] });

  // The buyer reveals the code on their order page (and its QR).
  await logIn(page, demoAccounts.buyer);
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole('img', { name: 'Escrow code hidden' })).toBeVisible();
  await page.getByRole('button', { name: 'Show code' }).click();
  const code = (await orderAs(request, await apiToken(request, demoAccounts.buyer), order.id)).escrowCode ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  // The seller first mistypes it, then types it right.
  // Leave the buyer's page first: its header would otherwise ask for notifications without a session.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await logIn(page, demoAccounts.seller);
  await page.goto(`/seller/dashboard/orders/${order.id}`);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Complete handover' }).click();
  await expect(page.getByText(/That escrow code is not right\. 4 attempts left\./)).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Complete handover' }).click();
  await expectToast(page, 'Handover complete. The payment is released to you.');
  await expect(page.getByText('Order Complete').first()).toBeVisible();

  const after = await walletOf(request, demoAccounts.seller);
  expect(after.availableKobo - before.availableKobo).toBe(1_200_000 - feeOf(1_200_000));
  consoleProblems();
});

/** A dispute the seller answers, decided by an administrator as a split. */
test('a buyer disputes an arrived order; an administrator splits the escrow', async ({ page, request }) => {
  test.slow();
  const { order, sellerToken } = await acceptedOrder(request, {
    title: 'Logitech Wireless Mouse M185',
    priceKobo: 800_000,
    units: 2,
  });
  await transition(request, sellerToken, order.id, 'arrived');
  const buyerBefore = await walletOf(request, demoAccounts.buyer);
  const sellerBefore = await walletOf(request, demoAccounts.seller);
  const consoleProblems = failOnConsoleErrors(page);

  await logIn(page, demoAccounts.buyer);
  await page.goto(`/dashboard/orders/${order.id}`);
  await page.getByRole('button', { name: 'Dispute', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute this order' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The scroll wheel does not work.');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expectToast(page, 'Dispute opened. The money stays in escrow until it is decided.');
  await expect(page.getByText('In Dispute').first()).toBeVisible();

  await transition(request, sellerToken, order.id, 'dispute/answer', { answer: 'It worked when I handed it over.' });
  expect(admin('disputes')).toContain(order.id);
  expect(admin('dispute-resolve', order.id, 'split', '400000', '--by', demoAccounts.admin.email, '--note', 'Half each')).toMatch(
    /resolved/i,
  );

  await page.reload();
  await expect(page.getByText('Dispute Resolved').first()).toBeVisible();
  const buyerAfter = await walletOf(request, demoAccounts.buyer);
  const sellerAfter = await walletOf(request, demoAccounts.seller);
  expect(buyerAfter.availableKobo - buyerBefore.availableKobo).toBe(400_000);
  // The seller's half, less the fee in proportion to that half.
  expect(sellerAfter.availableKobo - sellerBefore.availableKobo).toBe(400_000 - Math.floor((feeOf(800_000) * 400_000) / 800_000));
  consoleProblems();
});
