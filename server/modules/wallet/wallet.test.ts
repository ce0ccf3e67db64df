import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ACCOUNT_NAME_MISMATCH,
  bankAccountResponseSchema,
  banksResponseSchema,
  createDepositResponseSchema,
  depositResponseSchema,
  GUESSABLE_PIN_MESSAGE,
  pinCodeSentResponseSchema,
  resolvedBankAccountResponseSchema,
  walletMonthResponseSchema,
  walletResponseSchema,
  walletTransactionResponseSchema,
  withdrawalPinStatusResponseSchema,
  withdrawalResponseSchema,
} from '../../../contract';
import type { WalletMonthResponse, WalletResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import { useServedTestApp } from '../payment/testing';
import { freshSandboxEachTest } from '../escrow/testing';
import type { TestApp } from '../../test/test-app';
import { ledgerCheck } from '../ledger/check';
import { notifications } from '../notification/schema';
import { signPaystackBody } from '../payment/paystack';
import { paystackSandbox } from '../../dev/paystack/routes';
import { PAYSTACK_WEBHOOK_PATH } from '../payment/settings';
import { login } from '../order/testing';
import { UNKNOWN_PAYMENT } from '../order/webhook-routes';
import { withdrawals } from './schema';
import { depositOk, saveAccountOk, setPinOk, TEST_PIN, verifiedWalletUser, withdraw } from './testing';
import type { WalletUser } from './testing';
import { sweepWithdrawals } from './withdraw';

const db = useTestDatabase();

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

freshSandboxEachTest(() => t);

const balances = async (token: string) =>
  v.parse(walletResponseSchema, (await t.request<WalletResponse>('GET', '/v1/wallet', { token })).body).data;

async function expectLedgerClean() {
  const report = await ledgerCheck(db());
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

/** Sends a webhook the way the provider does: signed with the secret key. */
async function signedWebhook(payload: unknown) {
  const raw = JSON.stringify(payload);
  const res = await t.app.request(PAYSTACK_WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(raw, t.config.paystack.secretKey) },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

/** A verified user with ₦`naira` deposited through the sandbox, a PIN and a saved account. */
async function readyToWithdraw(naira: number, accountNumber = '0000000000'): Promise<WalletUser> {
  const user = await verifiedWalletUser(t);
  await depositOk(t, user.token, naira * 100);
  await setPinOk(t, user);
  await saveAccountOk(t, user.token, accountNumber);
  return user;
}

describe('the wallet without a session', () => {
  it('answers 401 on every endpoint', async () => {
    const calls: [string, string][] = [
      ['GET', '/v1/wallet'],
      ['GET', '/v1/wallet/transactions'],
      ['GET', '/v1/wallet/transactions/00000000-0000-4000-8000-000000000000'],
      ['POST', '/v1/wallet/deposits'],
      ['GET', '/v1/wallet/deposits/kdp_x'],
      ['GET', '/v1/wallet/banks'],
      ['GET', '/v1/wallet/bank-account'],
      ['POST', '/v1/wallet/bank-account/resolve'],
      ['PUT', '/v1/wallet/bank-account'],
      ['GET', '/v1/wallet/pin'],
      ['POST', '/v1/wallet/pin/otp'],
      ['PUT', '/v1/wallet/pin'],
      ['POST', '/v1/wallet/withdrawals'],
      ['POST', '/v1/wallet/payments'],
    ];
    for (const [method, url] of calls) {
      const res = await t.request(method, url, method === 'GET' ? {} : { json: {} });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('deposits', () => {
  it('credits a deposit only on its verified webhook, once, and returns to the chosen dashboard', async () => {
    const user = await t.signUp();
    const started = await t.request('POST', '/v1/wallet/deposits', {
      token: user.accessToken,
      json: { amountKobo: 2_500_000, dashboard: 'seller' },
    });
    expect(started.status).toBe(201);
    const { deposit, payment } = v.parse(createDepositResponseSchema, started.body).data;
    expect(deposit).toMatchObject({ amountKobo: 2_500_000, status: 'pending' });
    expect(payment.reference).toMatch(/^kdp_[0-9a-f]{32}$/);
    // A forged or replayed charge.success before payment: verify says not paid, nothing moves.
    const early = await signedWebhook({ event: 'charge.success', data: { reference: payment.reference } });
    expect(early.status).toBe(200);
    expect((await balances(user.accessToken)).availableKobo).toBe(0);

    paystackSandbox(t.services).webhooks.duplicate = true;
    const page = await (await import('../payment/testing')).submitPaymentPage(payment.authorizationUrl, 'pay');
    expect(page.location).toContain(`/seller/dashboard/wallet?deposit=${payment.reference}`);
    await t.tasks.settle();
    expect((await balances(user.accessToken)).availableKobo).toBe(2_500_000);
    const polled = await t.request('GET', `/v1/wallet/deposits/${payment.reference}`, { token: user.accessToken });
    expect(v.parse(depositResponseSchema, polled.body).data.status).toBe('successful');
    await expectLedgerClean();
  });

  it('marks a declined deposit failed when the return page asks, and never credits it', async () => {
    const user = await t.signUp();
    const declined = await depositOk(t, user.accessToken, 1_000_000, 'decline');
    expect(declined.returnTo).toContain(`/dashboard/wallet?deposit=${declined.payment.reference}`);
    const polled = await t.request('GET', `/v1/wallet/deposits/${declined.payment.reference}`, { token: user.accessToken });
    expect(v.parse(depositResponseSchema, polled.body).data.status).toBe('failed');
    expect((await balances(user.accessToken)).availableKobo).toBe(0);
  });

  it('answers 400 for an amount out of range and 404 for someone else’s deposit', async () => {
    const user = await t.signUp();
    const small = await t.request('POST', '/v1/wallet/deposits', { token: user.accessToken, json: { amountKobo: 9_999 } });
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ errors: { amountKobo: 'Amount must be at least ₦100' } });
    expect((await t.request('POST', '/v1/wallet/deposits', { token: user.accessToken, json: { amountKobo: 10.5 } })).status).toBe(
      400,
    );
    const other = await t.signUp();
    const mine = await depositOk(t, user.accessToken, 20_000);
    expect((await t.request('GET', `/v1/wallet/deposits/${mine.payment.reference}`, { token: other.accessToken })).status).toBe(
      404,
    );
  });
});

describe('history', () => {
  it('answers 422 for a month before January 2025 or after this one, 400 for a malformed one', async () => {
    const user = await t.signUp();
    for (const [month, status] of [
      ['2024-12', 422],
      ['2025-02', 422],
      ['2025-13', 400],
      ['jan', 400],
    ] as const) {
      const res = await t.request('GET', `/v1/wallet/transactions?month=${month}`, { token: user.accessToken });
      expect(res.status, month).toBe(status);
    }
    const now = await t.request<WalletMonthResponse>('GET', '/v1/wallet/transactions', { token: user.accessToken });
    expect(v.parse(walletMonthResponseSchema, now.body).data).toEqual({ month: '2025-01', inKobo: 0, outKobo: 0, items: [] });
  });

  it('lists deposits and withdrawals by Lagos month with totals, and one row by id (404 for others)', async () => {
    const user = await readyToWithdraw(50_000);
    const held = await withdraw(t, user.token, 1_500_000);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    await t.tasks.settle();
    // 23:30 UTC on 31 January is already February in Lagos.
    t.clock.advance(Date.parse('2025-01-31T23:30:00Z') - t.clock.now().getTime());
    const token = await login(t, user);
    await depositOk(t, token, 100_000);
    const feb = v.parse(
      walletMonthResponseSchema,
      (await t.request('GET', '/v1/wallet/transactions?month=2025-02', { token })).body,
    ).data;
    expect(feb).toMatchObject({ month: '2025-02', inKobo: 100_000, outKobo: 0 });
    const jan = v.parse(
      walletMonthResponseSchema,
      (await t.request('GET', '/v1/wallet/transactions?month=2025-01', { token })).body,
    ).data;
    expect(jan.items.map((row) => [row.kind, row.direction, row.amountKobo, row.status])).toEqual([
      ['withdrawal', 'out', 1_500_000, 'successful'],
      ['deposit', 'in', 5_000_000, 'successful'],
    ]);
    expect(jan.items[0]?.description).toBe('To Guaranty Trust Bank ••••0000');
    expect(jan).toMatchObject({ inKobo: 5_000_000, outKobo: 1_500_000 });
    const one = await t.request('GET', `/v1/wallet/transactions/${jan.items[0]!.id}`, { token });
    expect(v.parse(walletTransactionResponseSchema, one.body).data).toEqual(jan.items[0]);
    const stranger = await t.signUp();
    expect((await t.request('GET', `/v1/wallet/transactions/${jan.items[0]!.id}`, { token: stranger.accessToken })).status).toBe(
      404,
    );
    expect((await t.request('GET', '/v1/wallet/transactions/nope', { token })).status).toBe(404);
    t.clock.advance(-(Date.parse('2025-01-31T23:30:00Z') - Date.parse('2025-01-15T09:00:00Z')));
  });
});

describe('the bank account', () => {
  it('lists banks, and refuses resolve and save to users who are not verified (403)', async () => {
    const user = await t.signUp();
    const list = v.parse(banksResponseSchema, (await t.request('GET', '/v1/wallet/banks', { token: user.accessToken })).body);
    expect(list.data).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    const body = { bankCode: '058', accountNumber: '0000000000' };
    const resolve = await t.request('POST', '/v1/wallet/bank-account/resolve', { token: user.accessToken, json: body });
    expect(resolve.status).toBe(403);
    expect(resolve.body).toMatchObject({ message: expect.stringContaining('Verify your identity') });
    const save = await t.request('PUT', '/v1/wallet/bank-account', {
      token: user.accessToken,
      json: { ...body, accountName: 'ADA OBI' },
    });
    expect(save.status).toBe(403);
  });

  it('resolves, says whether the name matches, and saves only a matching, confirmed name', async () => {
    const user = await verifiedWalletUser(t);
    const resolve = (accountNumber: string, bankCode = '058') =>
      t.request('POST', '/v1/wallet/bank-account/resolve', { token: user.token, json: { bankCode, accountNumber } });
    expect(v.parse(resolvedBankAccountResponseSchema, (await resolve('0000000000')).body).data).toEqual({
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0000000000',
      accountName: 'ADA OBI',
      matchesVerifiedName: true,
    });
    expect(v.parse(resolvedBankAccountResponseSchema, (await resolve('0000001100')).body).data).toMatchObject({
      accountName: 'TUNDE ADEYEMI',
      matchesVerifiedName: false,
    });
    // Another person joined to the verified name is not the user's own account.
    await paystackSandbox(t.services).nameAccount('058', '0000000003', 'MUSA BELLO FOR ADA OBI');
    expect(v.parse(resolvedBankAccountResponseSchema, (await resolve('0000000003')).body).data).toMatchObject({
      accountName: 'MUSA BELLO FOR ADA OBI',
      matchesVerifiedName: false,
    });
    expect((await resolve('0000000009')).status).toBe(422);
    expect((await resolve('0000000000', '999')).status).toBe(422);
    expect((await resolve('123')).status).toBe(400);

    const put = (accountNumber: string, accountName: string) =>
      t.request('PUT', '/v1/wallet/bank-account', { token: user.token, json: { bankCode: '058', accountNumber, accountName } });
    const someoneElses = await put('0000001100', 'TUNDE ADEYEMI');
    expect(someoneElses.status).toBe(422);
    expect(someoneElses.body).toEqual({ message: ACCOUNT_NAME_MISMATCH, errors: { accountName: ACCOUNT_NAME_MISMATCH } });
    expect((await put('0000000003', 'MUSA BELLO FOR ADA OBI')).body).toMatchObject({ message: ACCOUNT_NAME_MISMATCH });
    expect((await put('0000000000', 'ADA OBIORA')).status).toBe(422);
    expect((await t.request('GET', '/v1/wallet/bank-account', { token: user.token })).body).toEqual({ data: null });
    const saved = await put('0000000000', 'Ada Obi');
    expect(saved.status).toBe(200);
    expect(v.parse(bankAccountResponseSchema, saved.body).data).toEqual({
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumberLast4: '0000',
      accountName: 'ADA OBI',
    });
    expect((await t.request('GET', '/v1/wallet/bank-account', { token: user.token })).body).toEqual(saved.body);
  });
});

describe('the withdrawal PIN', () => {
  it('is set only with the mailed code, which expires after 10 minutes and is limited in resends', async () => {
    const user = await t.signUp();
    const token = user.accessToken;
    const status = async () =>
      v.parse(withdrawalPinStatusResponseSchema, (await t.request('GET', '/v1/wallet/pin', { token })).body).data;
    expect(await status()).toEqual({ hasPin: false, lockedUntil: null });
    expect((await t.request('PUT', '/v1/wallet/pin', { token, json: { pin: TEST_PIN, otp: '0000' } })).status).toBe(422);
    const sent = await t.request('POST', '/v1/wallet/pin/otp', { token });
    expect(sent.status).toBe(202);
    // Success bodies carry `data`, which is what the client reads.
    expect(v.parse(pinCodeSentResponseSchema, sent.body).data.message).toBe('We sent a 4-digit code to your e-mail address.');
    const first = await t.lastCode(user.email);
    expect(first).toMatch(/^\d{4}$/);
    expect((await t.request('POST', '/v1/wallet/pin/otp', { token })).status).toBe(429);
    t.clock.advance(11 * MINUTE);
    const fresh = await login(t, user);
    const expired = await t.request('PUT', '/v1/wallet/pin', { token: fresh, json: { pin: TEST_PIN, otp: first } });
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({ message: 'Code is wrong or has expired' });
    expect((await t.request('PUT', '/v1/wallet/pin', { token: fresh, json: { pin: '12a4', otp: first } })).status).toBe(400);
    await setPinOk(t, { token: fresh, email: user.email }, '7391');
    expect((await t.request('GET', '/v1/wallet/pin', { token: fresh })).body).toEqual({
      data: { hasPin: true, lockedUntil: null },
    });
    // The spent code does not change it again.
    const again = await t.request('PUT', '/v1/wallet/pin', {
      token: fresh,
      json: { pin: '8026', otp: await t.lastCode(user.email) },
    });
    expect(again.status).toBe(422);
    t.clock.advance(-11 * MINUTE);
  });

  it('refuses the PINs the screen warns against, repeats and runs (400), before the code is checked', async () => {
    const user = await t.signUp();
    const token = user.accessToken;
    expect((await t.request('POST', '/v1/wallet/pin/otp', { token })).status).toBe(202);
    const otp = await t.lastCode(user.email);
    for (const pin of ['1111', '0000', '9999', '1234', '0123', '6789', '4321', '9876', '3210']) {
      const refused = await t.request('PUT', '/v1/wallet/pin', { token, json: { pin, otp } });
      expect(refused.status, pin).toBe(400);
      expect(refused.body, pin).toMatchObject({ errors: { pin: GUESSABLE_PIN_MESSAGE } });
    }
    // None of them used up one of the code's five checks.
    expect((await t.request('PUT', '/v1/wallet/pin', { token, json: { pin: '1357', otp } })).status).toBe(200);
  });

  it('locks withdrawals for 30 minutes after five wrong PINs, even ten at once', async () => {
    const user = await readyToWithdraw(5_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(t, user.token, 100_000, '0000')));
    const statuses = answers.map((res) => res.status);
    // Only five PINs were compared: four said how many attempts were left, the fifth locked; the
    // rest were refused before any comparison (423 once locked, 429 while five were being checked).
    expect(statuses.filter((s) => s === 422)).toHaveLength(4);
    expect(statuses.filter((s) => s === 423).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 422 || s === 423 || s === 429)).toBe(true);
    expect(
      answers
        .map((res) => res.body.message)
        .filter((m) => m?.startsWith('Wrong PIN'))
        .sort(),
    ).toEqual([
      'Wrong PIN. 1 attempt left.',
      'Wrong PIN. 2 attempts left.',
      'Wrong PIN. 3 attempts left.',
      'Wrong PIN. 4 attempts left.',
    ]);
    // Locked even with the right PIN; nothing was held.
    expect((await withdraw(t, user.token, 100_000, TEST_PIN)).status).toBe(423);
    expect((await t.request('GET', '/v1/wallet/pin', { token: user.token })).body).toMatchObject({
      data: { hasPin: true, lockedUntil: expect.any(String) },
    });
    expect((await balances(user.token)).availableKobo).toBe(500_000);
    t.clock.advance(31 * MINUTE);
    const token = await login(t, user);
    expect((await withdraw(t, token, 100_000, '9999')).body.message).toBe('Wrong PIN. 4 attempts left.');
    expect((await withdraw(t, token, 100_000, TEST_PIN)).status).toBe(201);
    t.clock.advance(-31 * MINUTE);
  });
});

describe('withdrawals', () => {
  it('refuses the unverified (403), without an account or PIN (422), below ₦1,000 (400) or above the balance (422)', async () => {
    const unverified = await t.signUp();
    expect((await withdraw(t, unverified.accessToken, 100_000)).status).toBe(403);
    const user = await verifiedWalletUser(t);
    await depositOk(t, user.token, 500_000);
    expect((await withdraw(t, user.token, 100_000)).body).toMatchObject({
      message: 'Add the bank account to withdraw to first.',
    });
    await saveAccountOk(t, user.token);
    expect((await withdraw(t, user.token, 100_000)).body).toMatchObject({ message: 'Create a withdrawal PIN first.' });
    await setPinOk(t, user);
    const small = await withdraw(t, user.token, 99_999);
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('Amount must be at least ₦1,000');
    const big = await withdraw(t, user.token, 500_001);
    expect(big.status).toBe(422);
    expect(big.body.message).toBe('Amount is more than your available balance');
    expect(
      (
        await t.request('POST', '/v1/wallet/withdrawals', {
          token: user.token,
          json: { amountKobo: 100_000, pin: '1234', idempotencyKey: 'x' },
        })
      ).status,
    ).toBe(400);
    expect((await balances(user.token)).availableKobo).toBe(500_000);
  });

  it('holds the money, sends it, and a replayed key answers the same withdrawal (200)', async () => {
    const user = await readyToWithdraw(20_000);
    paystackSandbox(t.services).webhooks.hold = true;
    const key = crypto.randomUUID();
    const first = await withdraw(t, user.token, 1_500_000, TEST_PIN, key);
    expect(first.status).toBe(201);
    const made = v.parse(withdrawalResponseSchema, first.body).data;
    expect(made).toMatchObject({
      status: 'pending',
      amountKobo: 1_500_000,
      bankName: 'Guaranty Trust Bank',
      accountNumberLast4: '0000',
    });
    expect(await balances(user.token)).toMatchObject({ availableKobo: 500_000, pendingWithdrawalsKobo: 1_500_000 });
    const replay = await withdraw(t, user.token, 1_500_000, TEST_PIN, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data.id).toBe(made.id);
    expect(await balances(user.token)).toMatchObject({ availableKobo: 500_000 });
    paystackSandbox(t.services).releaseWebhooks('as_sent');
    await t.tasks.settle();
    expect(await balances(user.token)).toMatchObject({ availableKobo: 500_000, pendingWithdrawalsKobo: 0 });
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, made.id));
    expect(row?.status).toBe('successful');
    await expectLedgerClean();
  });

  it('returns a failed transfer’s money once, even with its webhook twice', async () => {
    const user = await readyToWithdraw(10_000, '0000000001');
    paystackSandbox(t.services).webhooks.duplicate = true;
    const res = await withdraw(t, user.token, 400_000);
    expect(res.status).toBe(201);
    await t.tasks.settle();
    expect(await balances(user.token)).toMatchObject({ availableKobo: 1_000_000, pendingWithdrawalsKobo: 0 });
    const month = (await t.request<WalletMonthResponse>('GET', '/v1/wallet/transactions', { token: user.token })).body.data;
    expect(month.items.slice(0, 2).map((row) => [row.kind, row.status])).toEqual([
      ['withdrawal_return', 'successful'],
      ['withdrawal', 'failed'],
    ]);
    await expectLedgerClean();
  });

  it('returns a transfer reversed after success, tells the user, and ignores the events late and out of order', async () => {
    const user = await readyToWithdraw(10_000, '0000000002');
    const sandbox = paystackSandbox(t.services);
    Object.assign(sandbox.webhooks, { hold: true, duplicate: true });
    const res = await withdraw(t, user.token, 300_000);
    sandbox.releaseWebhooks('reversed');
    await t.tasks.settle();
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, res.body.data.id));
    expect(row?.status).toBe('reversed');
    expect(await balances(user.token)).toMatchObject({ availableKobo: 1_000_000, pendingWithdrawalsKobo: 0 });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toContain('Withdrawal returned');
    // A late success or failure for it changes nothing.
    for (const event of ['transfer.success', 'transfer.failed', 'transfer.reversed']) {
      expect(
        (await signedWebhook({ event, data: sandbox.transferEventView(await sandbox.transfer(row!.reference)) })).status,
      ).toBe(200);
    }
    expect((await balances(user.token)).availableKobo).toBe(1_000_000);
    await expectLedgerClean();
  });

  it('never moves a reversed withdrawal again, even when the provider says it succeeded or failed', async () => {
    const user = await readyToWithdraw(10_000, '0000000002');
    const res = await withdraw(t, user.token, 300_000);
    await t.tasks.settle();
    const statusOf = async () => (await db().select().from(withdrawals).where(eq(withdrawals.id, res.body.data.id)))[0]!;
    const reversed = await statusOf();
    expect(reversed.status).toBe('reversed');
    const sandbox = paystackSandbox(t.services);
    const paystack = (await import('../payment/provider')).paystackFor(t.services);
    const real = paystack.verifyTransfer.bind(paystack);
    try {
      for (const status of ['success', 'failed'] as const) {
        // A provider that changed its mind: withdrawalMachine has no move out of `reversed`.
        paystack.verifyTransfer = async (reference) => ({ ...(await real(reference)), status });
        const view = sandbox.transferEventView(await sandbox.transfer(reversed.reference));
        const answer = await signedWebhook({ event: `transfer.${status}`, data: { ...view, status } });
        expect(answer.body.outcome).toBe('unchanged');
      }
    } finally {
      paystack.verifyTransfer = real;
    }
    expect((await statusOf()).status).toBe('reversed');
    expect(await balances(user.token)).toMatchObject({ availableKobo: 1_000_000, pendingWithdrawalsKobo: 0 });
    await expectLedgerClean();
  });

  it('ignores a failure event for a transfer the provider says succeeded', async () => {
    const user = await readyToWithdraw(10_000);
    const res = await withdraw(t, user.token, 300_000);
    await t.tasks.settle();
    const sandbox = paystackSandbox(t.services);
    const transfer = sandbox.transferEventView(
      await sandbox.transfer((await db().select().from(withdrawals).where(eq(withdrawals.id, res.body.data.id)))[0]!.reference),
    );
    const answer = await signedWebhook({ event: 'transfer.failed', data: { ...transfer, status: 'failed' } });
    expect(answer.body.outcome).toBe('unchanged');
    expect((await balances(user.token)).availableKobo).toBe(700_000);
    // An event for a withdrawal reference the provider never saw, and a withdrawal id that is not one.
    const unknown = await signedWebhook({
      event: 'transfer.success',
      data: { ...transfer, reference: 'kwd_00000000000000000000000000000000' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: UNKNOWN_PAYMENT, outcome: 'unknown_reference' } });
    expect((await t.request('GET', `/v1/wallet/withdrawals/${'-'.repeat(36)}`, { token: user.token })).status).toBe(404);
    expect((await t.request('GET', `/v1/wallet/withdrawals/${res.body.data.id}`, { token: user.token })).body).toMatchObject({
      data: { id: res.body.data.id, status: 'successful' },
    });
    await expectLedgerClean();
  });

  it('returns the money at once when the provider refuses the transfer outright', async () => {
    const user = await readyToWithdraw(10_000);
    const paystack = (await import('../payment/provider')).paystackFor(t.services);
    const real = paystack.initiateTransfer.bind(paystack);
    const { PaystackRefusedError } = await import('../payment/paystack');
    paystack.initiateTransfer = () => Promise.reject(new PaystackRefusedError(400, 'Recipient specified is invalid'));
    const res = await withdraw(t, user.token, 200_000);
    paystack.initiateTransfer = real;
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('failed');
    expect(await balances(user.token)).toMatchObject({ availableKobo: 1_000_000, pendingWithdrawalsKobo: 0 });
    expect((await sweepWithdrawals(t.services)).sent).toBe(0);
    await expectLedgerClean();
  });

  it('keeps the money held when the provider cannot be reached, and the sweep sends it once', async () => {
    const user = await readyToWithdraw(10_000);
    const paystack = (await import('../payment/provider')).paystackFor(t.services);
    const real = paystack.initiateTransfer.bind(paystack);
    const { PaymentProviderError } = await import('../payment/paystack');
    paystack.initiateTransfer = () => Promise.reject(new PaymentProviderError('timeout', 'test'));
    const res = await withdraw(t, user.token, 200_000);
    paystack.initiateTransfer = real;
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('pending');
    expect(await balances(user.token)).toMatchObject({ availableKobo: 800_000, pendingWithdrawalsKobo: 200_000 });
    expect(await sweepWithdrawals(t.services)).toEqual({ sent: 0, settled: 0 });
    t.clock.advance(2 * MINUTE);
    expect((await sweepWithdrawals(t.services)).sent).toBe(1);
    expect((await sweepWithdrawals(t.services)).sent).toBe(0);
    await t.tasks.settle();
    t.clock.advance(-2 * MINUTE);
    expect(await balances(user.token)).toMatchObject({ availableKobo: 800_000, pendingWithdrawalsKobo: 0 });
    await expectLedgerClean();
  });
});
