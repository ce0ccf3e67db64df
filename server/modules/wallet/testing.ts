/** Helpers for tests that use the wallet: a verified user, a PIN, a bank account, a deposit through the sandbox. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateDepositResponse, WithdrawalResponse } from '../../../contract';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { kycApplicant } from '../kyc/testing';
import { submitPaymentPage } from '../payment/testing';
import { users } from '../user/schema';

/** A KYC-approved individual, verified as Ada Obi (the sandbox's accounts 00000000x0..x8 are ADA OBI). */
export async function verifiedWalletUser(t: TestApp) {
  const applicant = await kycApplicant(t);
  const submitted = await t.request('POST', '/v1/kyc', { token: applicant.accessToken, json: applicant.individual });
  if (submitted.status !== 201) throw new Error(`KYC submission failed: ${JSON.stringify(submitted.body)}`);
  await runAdminCommand(t.services, 'kyc-approve', [applicant.email]);
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  if (!user) throw new Error('user not found');
  return { id: user.id, email: applicant.email, password: applicant.password, token: applicant.accessToken };
}

export type WalletUser = Awaited<ReturnType<typeof verifiedWalletUser>>;

/** The PIN tests set by default: not a repeat or a run, which `PUT /pin` refuses. */
export const TEST_PIN = '2580';

/** Creates (or changes) the PIN through the mailed code. */
export async function setPinOk(t: TestApp, user: { token: string; email: string }, pin = TEST_PIN) {
  const sent = await t.request('POST', '/v1/wallet/pin/otp', { token: user.token });
  if (sent.status !== 202) throw new Error(`OTP not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await t.lastCode(user.email);
  const set = await t.request('PUT', '/v1/wallet/pin', { token: user.token, json: { pin, otp } });
  if (set.status !== 200) throw new Error(`PIN not set: ${JSON.stringify(set.body)}`);
}

/** Saves a sandbox test account (by default ADA OBI at GTBank, whose transfers succeed). */
export async function saveAccountOk(t: TestApp, token: string, accountNumber = '0000000000', bankCode = '058') {
  const resolved = await t.request<{ data: { accountName: string } }>('POST', '/v1/wallet/bank-account/resolve', {
    token,
    json: { bankCode, accountNumber },
  });
  if (resolved.status !== 200) throw new Error(`not resolved: ${JSON.stringify(resolved.body)}`);
  const saved = await t.request('PUT', '/v1/wallet/bank-account', {
    token,
    json: { bankCode, accountNumber, accountName: resolved.body.data.accountName },
  });
  if (saved.status !== 200) throw new Error(`not saved: ${JSON.stringify(saved.body)}`);
}

/** A deposit paid on the sandbox's page; its webhook is delivered (the app must be served, demo mode). */
export async function depositOk(t: TestApp, token: string, amountKobo: number, choice: 'pay' | 'decline' = 'pay') {
  const res = await t.request<CreateDepositResponse>('POST', '/v1/wallet/deposits', { token, json: { amountKobo } });
  if (res.status !== 201) throw new Error(`deposit not started: ${res.status} ${JSON.stringify(res.body)}`);
  const page = await submitPaymentPage(res.body.data.payment.authorizationUrl, choice);
  if (page.status !== 303) throw new Error(`payment page answered ${page.status}`);
  await t.tasks.settle();
  return { ...res.body.data, returnTo: page.location };
}

/** POST /v1/wallet/withdrawals with a fresh idempotency key unless one is given. */
export function withdraw(t: TestApp, token: string, amountKobo: number, pin = TEST_PIN, idempotencyKey: string = randomUUID()) {
  return t.request<WithdrawalResponse & { message?: string; lockedUntil?: string }>('POST', '/v1/wallet/withdrawals', {
    token,
    json: { amountKobo, pin, idempotencyKey },
  });
}

/** A withdrawal as a client makes it: a 429 (PIN checks busy) is tried again after a moment, with the same key. */
export async function withdrawRetrying(
  t: TestApp,
  token: string,
  amountKobo: number,
  pin = TEST_PIN,
  idempotencyKey: string = randomUUID(),
) {
  for (;;) {
    const res = await withdraw(t, token, amountKobo, pin, idempotencyKey);
    if (res.status !== 429) return res;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
  }
}
