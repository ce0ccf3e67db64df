import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed-demo';
import { apiToken, listProduct, orderAs, submitKyc, transition, walletMonthOf } from '../support/api';
import { expectToast, failOnConsoleErrors, logIn, pressSpaceOn, registerAndVerify, type Student } from '../support/journey';
import { admin, freshEmail, mailsTo } from '../support/server';

/** The platform fee on release: 3 % of the item subtotal (the server's default). */
const feeOf = (subtotalKobo: number) => Math.floor((subtotalKobo * 300) / 10_000);

/** Types digits into a group of one-digit boxes (a PIN or a mailed code): each box advances to the next. */
async function typeDigits(root: Locator, group: string, digits: string): Promise<void> {
  await root
    .getByRole('group', { name: group })
    .getByLabel(/^Digit 1 of/)
    .click();
  await root.page().keyboard.type(digits);
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Balance' });
/** The 'Available Balance' figure on the balance card. */
const available = (page: Page) => balanceCard(page).getByRole('paragraph').first();

/**
 * The wallet end to end on a fresh student: KYC-approved, they add ₦20,000 through the payment
 * page, buy a product from the demo seller paying from the wallet, the seller completes the order,
 * then they withdraw to a bank account in their own name with a PIN created through the wizard and
 * the mailed code; both histories show every step with the right totals.
 */
test('a student adds funds, pays from the wallet, the seller is paid, and the student withdraws with a PIN', async ({
  page,
  request,
}) => {
  test.slow();
  // Ada Obi: the sandbox resolves account 0000000000 (7th and 8th digits 0, 0) to ADA OBI.
  const student: Student = { firstname: 'Ada', lastname: 'Obi', email: freshEmail('wallet'), password: 'wallet-journey-2026' };
  const priceKobo = 1_500_000;
  const product = await listProduct(request, demoAccounts.seller, {
    title: 'Sony WH-1000XM4 Headphones',
    priceKobo,
    units: 2,
  });
  const consoleProblems = failOnConsoleErrors(page);

  await registerAndVerify(page, request, student);
  await logIn(page, student);
  await page.getByRole('combobox', { name: 'University' }).fill('University of Lagos');
  await page.getByRole('option', { name: 'University of Lagos', exact: true }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('08031234567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expectToast(page, 'Profile updated successfully');

  // Verified by an operator, in the name the bank account will carry.
  await submitKyc(request, student);
  expect(admin('kyc-approve', student.email)).toMatch(/approved/i);

  // Deposit ₦20,000 through the sandbox's payment page.
  await page.goto('/dashboard/wallet');
  await expect(available(page)).toHaveText('₦0');
  await balanceCard(page).getByRole('button', { name: 'Add funds' }).click();
  const deposit = page.getByRole('dialog', { name: 'Add funds' });
  await deposit.getByRole('textbox', { name: 'Enter amount to deposit' }).fill('20000');
  await deposit.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\?deposit=/);
  await expect(available(page)).toHaveText('₦20,000', { timeout: 20_000 });

  // Checkout offers the wallet, which covers ₦15,000; paying from it lands on the placed order.
  await page.goto(`/checkout?product=${product.slug}&quantity=1`);
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByRole('combobox', { name: 'Campus' })).toHaveValue('University of Lagos');
  await expect(form.getByRole('radio', { name: 'Card' })).toBeChecked();
  await pressSpaceOn(form.getByRole('radio', { name: 'Pay from wallet (₦20,000 available)' }));
  await expect(form.getByRole('radio', { name: 'Pay from wallet (₦20,000 available)' })).toBeChecked();
  await pressSpaceOn(form.getByRole('switch', { name: 'I agree to the escrow and refund policy' }));
  await form.getByRole('button', { name: 'Pay ₦15,000' }).click();
  await expect(page).toHaveURL(/\/checkout\/return\?reference=/);
  await expect(page.getByRole('dialog', { name: 'Your order has been placed!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';

  // The seller accepts and completes the handover with the buyer's escrow code (their screens are the orders journey's).
  const sellerBefore = await walletMonthOf(request, demoAccounts.seller);
  const sellerToken = await apiToken(request, demoAccounts.seller);
  await transition(request, sellerToken, orderId, 'accept');
  const code = (await orderAs(request, await apiToken(request, student), orderId)).escrowCode ?? '';
  await transition(request, sellerToken, orderId, 'handover', { code });

  // Withdraw ₦3,000 of the ₦5,000 left: the PIN wizard first, with the code from the mailbox.
  await page.goto('/dashboard/wallet');
  await expect(available(page)).toHaveText('₦5,000');
  await balanceCard(page).getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('dialog', { name: 'You do not have a withdrawal PIN set' })
    .getByRole('button', { name: 'Create PIN' })
    .click();
  const create = page.getByRole('dialog', { name: 'Create Withdrawal PIN' });
  await typeDigits(create, 'New PIN', '2580');
  await create.getByRole('button', { name: 'Proceed' }).click();
  const again = page.getByRole('dialog', { name: 'Re-enter Withdrawal PIN' });
  await typeDigits(again, 'Re-enter PIN', '2580');
  await again.getByRole('button', { name: 'Confirm' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify OTP to create PIN' });
  await expect(verify.getByText(`Enter the 4-digit code we sent to ${student.email}.`)).toBeVisible();
  // Order e-mails from the outbox may land beside it: the PIN code is the newest 4-digit code.
  const pinCode = async () => (await mailsTo(request, student.email)).find((mail) => /^\d{4}$/.test(mail.code ?? ''))?.code ?? '';
  await expect.poll(pinCode).toMatch(/^\d{4}$/);
  const otp = await pinCode();
  expect(otp).toMatch(/^\d{4}$/);
  await typeDigits(verify, 'Code', otp);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Withdrawal PIN created');

  // The bank account: resolved by the bank, in the verified name, confirmed.
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await withdraw.getByRole('combobox', { name: 'Bank' }).fill('guaranty');
  await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
  await withdraw.getByRole('textbox', { name: 'Account Number' }).fill('0000000000');
  await withdraw.getByRole('button', { name: 'Verify account' }).click();
  await expect(withdraw.getByRole('heading', { name: 'Is this your account?' })).toBeVisible();
  await expect(withdraw.getByText('ADA OBI')).toBeVisible();
  await withdraw.getByRole('button', { name: 'Confirm account' }).click();
  await expect(withdraw.getByRole('heading', { name: 'How much?' })).toBeVisible();
  await withdraw.getByRole('textbox', { name: /Amount/ }).fill('3000');
  await withdraw.getByRole('button', { name: 'Continue' }).click();
  await expect(withdraw.getByRole('heading', { name: 'Enter your withdrawal PIN' })).toBeVisible();
  await typeDigits(withdraw, 'Withdrawal PIN', '2580');
  await withdraw.getByRole('button', { name: 'Withdraw ₦3,000' }).click();
  await expect(withdraw.getByRole('heading', { name: 'Withdrawal successful' })).toBeVisible({ timeout: 20_000 });
  // The saved account shows as "••••" and its last four digits.
  await expect(withdraw.getByText('₦3,000 was sent to Guaranty Trust Bank ••••0000 (ADA OBI).')).toBeVisible();
  await withdraw.getByRole('button', { name: 'Done' }).click();
  await expect(available(page)).toHaveText('₦2,000');

  // The student's month: the deposit in, the payment and the withdrawal out.
  const month = await walletMonthOf(request, student);
  const mine = month.items.map((row) => [row.kind, row.direction, row.amountKobo, row.status]);
  expect(mine).toEqual([
    ['withdrawal', 'out', 300_000, 'successful'],
    ['payment', 'out', priceKobo, 'successful'],
    ['deposit', 'in', 2_000_000, 'successful'],
  ]);
  expect([month.inKobo, month.outKobo]).toEqual([2_000_000, priceKobo + 300_000]);
  const totals = page.getByRole('definition').filter({ hasText: '₦' });
  await expect(page.getByRole('term').filter({ hasText: 'Money in' })).toBeVisible();
  await expect(totals.filter({ hasText: '₦20,000' }).first()).toBeVisible();
  await expect(totals.filter({ hasText: '₦18,000' }).first()).toBeVisible();
  for (const kind of ['Deposit', 'Payment', 'Withdrawal']) {
    await expect(page.getByRole('link', { name: kind, exact: true })).toBeVisible();
  }

  // The seller's month: this sale's earning, net of the 3 % fee, and the month's in total grew by it.
  const sellerAfter = await walletMonthOf(request, demoAccounts.seller);
  const earning = sellerAfter.items.find((row) => row.orderId === orderId);
  expect(earning).toMatchObject({
    kind: 'earning',
    direction: 'in',
    status: 'successful',
    amountKobo: priceKobo - feeOf(priceKobo),
  });
  expect(sellerAfter.inKobo - sellerBefore.inKobo).toBe(priceKobo - feeOf(priceKobo));
  expect(sellerAfter.outKobo).toBe(sellerBefore.outKobo);

  consoleProblems();
});
