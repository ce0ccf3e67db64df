/** The console's payouts: the list, retry and return (run on PostgreSQL too: `--project server-postgres`). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminPayout, AdminPayoutListResponse, WalletResponse } from '../../../contract';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInAdmin, signInStaff } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import { ledgerCheck } from '../ledger/check';
import { notifications } from '../notification/schema';
import { useServedTestApp } from '../payment/testing';
import { withdrawals } from './schema';
import { depositOk, saveAccountOk, setPinOk, verifiedWalletUser, withdrawRetrying } from './testing';

const db = useTestDatabase();

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

/** The sandbox fails every transfer to an account number ending in 1, and succeeds those ending in 0. */
const FAILING_ACCOUNT = '0000000001';
const GOOD_ACCOUNT = '0000000000';

const available = async (token: string) =>
  (await t.request<WalletResponse>('GET', '/v1/wallet', { token })).body.data.availableKobo;

/** A user with ₦10,000 whose withdrawal of ₦4,000 the bank refused (the money is back in the wallet). */
async function failedWithdrawal() {
  const user = await verifiedWalletUser(t);
  await depositOk(t, user.token, 1_000_000);
  await setPinOk(t, user);
  await saveAccountOk(t, user.token, FAILING_ACCOUNT);
  const res = await withdrawRetrying(t, user.token, 400_000);
  expect(res.status).toBe(201);
  await t.tasks.settle();
  const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, res.body.data.id));
  expect(row?.status).toBe('failed');
  return { user, withdrawalId: res.body.data.id };
}

const decide = (token: string, id: string, action: 'retry' | 'return', reason = 'Checked with the bank') =>
  t.request<{ data: AdminPayout; message?: string }>('POST', `/v1/admin/payouts/${id}/${action}`, { token, json: { reason } });

const auditOf = (id: string) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, 'withdrawal'), eq(auditEntries.targetId, id)));

describe('the payouts list', () => {
  it('shows failed withdrawals with their owner and the provider reason, undecided first, with counts by status', async () => {
    const { user, withdrawalId } = await failedWithdrawal();
    const finance = await signInStaff(t, 'finance');
    const res = await t.request<AdminPayoutListResponse>('GET', '/v1/admin/payouts?status=failed', {
      token: finance.accessToken,
    });
    expect(res.status).toBe(200);
    const payout = res.body.data.payouts.find((p) => p.id === withdrawalId);
    expect(payout).toMatchObject({
      status: 'failed',
      amountKobo: 400_000,
      failureReason: 'transfer failed',
      owner: { id: user.id, email: user.email },
      ownerAvailableKobo: 1_000_000,
      resolution: null,
      retriedAs: null,
    });
    expect(res.body.data.counts.failed).toBeGreaterThanOrEqual(1);
    expect(res.body.data.awaitingDecision).toBeGreaterThanOrEqual(1);
  });

  it('answers 400 for an unknown status, 403 to support and 404 to a student', async () => {
    const admin = await signInAdmin(t);
    const bad = await t.request('GET', '/v1/admin/payouts?status=lost', { token: admin.accessToken });
    expect(bad.status).toBe(400);
    const support = await signInStaff(t, 'support');
    expect((await t.request('GET', '/v1/admin/payouts', { token: support.accessToken })).status).toBe(403);
    const student = await t.signUp();
    expect((await t.request('GET', '/v1/admin/payouts', { token: student.accessToken })).status).toBe(404);
  });
});

describe('retrying a failed payout', () => {
  it('sends the amount again from the wallet to the saved account, links both, tells the owner and audits it', async () => {
    const { user, withdrawalId } = await failedWithdrawal();
    await saveAccountOk(t, user.token, GOOD_ACCOUNT);
    const finance = await signInStaff(t, 'finance');
    const res = await decide(finance.accessToken, withdrawalId, 'retry', 'Owner corrected the account number');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ resolution: 'retried', resolvedBy: finance.email });
    await t.tasks.settle();
    const [again] = await db().select().from(withdrawals).where(eq(withdrawals.retryOf, withdrawalId));
    expect(again).toMatchObject({
      id: res.body.data.retriedAs,
      amountKobo: 400_000,
      status: 'successful',
      accountNumberLast4: '0000',
    });
    expect(await available(user.token)).toBe(600_000);
    const [entry] = await auditOf(withdrawalId);
    expect(entry).toMatchObject({
      action: 'payout.retry',
      actorEmail: finance.email,
      actorRole: 'finance',
      reason: 'Owner corrected the account number',
      before: { status: 'failed', resolution: null },
      after: { status: 'failed', resolution: 'retried', retriedAs: again!.id },
    });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toContain('Withdrawal sent again');
    expect((await ledgerCheck(db())).ok).toBe(true);
  });

  it('is refused when the wallet no longer holds the amount, and nothing is decided', async () => {
    const { user, withdrawalId } = await failedWithdrawal();
    await saveAccountOk(t, user.token, GOOD_ACCOUNT);
    expect((await withdrawRetrying(t, user.token, 1_000_000)).status).toBe(201);
    await t.tasks.settle();
    const admin = await signInAdmin(t);
    const res = await decide(admin.accessToken, withdrawalId, 'retry');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no longer holds this amount/);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    expect(row?.resolution).toBeNull();
    expect(await auditOf(withdrawalId)).toHaveLength(0);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});

describe('returning a failed payout to the wallet', () => {
  it('leaves the money in the wallet, tells the owner, audits it; a second decision is told who decided', async () => {
    const { user, withdrawalId } = await failedWithdrawal();
    const admin = await signInAdmin(t);
    const res = await decide(admin.accessToken, withdrawalId, 'return', 'Account closed at the bank');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ resolution: 'returned', resolvedBy: admin.email, retriedAs: null });
    expect(await available(user.token)).toBe(1_000_000);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toContain('Withdrawal not sent');
    expect((await auditOf(withdrawalId)).map((e) => e.action)).toEqual(['payout.return']);

    const finance = await signInStaff(t, 'finance');
    const second = await decide(finance.accessToken, withdrawalId, 'retry');
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(
      new RegExp(`^Already returned to the wallet by ${admin.email.replace('.', '\\.')} at \\d\\d:\\d\\d\\.$`),
    );
  });

  it('gives one decision of ten at once (retries and returns mixed), one audit entry, at most one new withdrawal', async () => {
    const { user, withdrawalId } = await failedWithdrawal();
    await saveAccountOk(t, user.token, GOOD_ACCOUNT);
    const admin = await signInAdmin(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(admin.accessToken, withdrawalId, i % 2 === 0 ? 'retry' : 'return')),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    await t.tasks.settle();
    expect(await auditOf(withdrawalId)).toHaveLength(1);
    const retries = await db().select().from(withdrawals).where(eq(withdrawals.retryOf, withdrawalId));
    const won = answers.find((res) => res.status === 200)!.body.data.resolution;
    expect(retries).toHaveLength(won === 'retried' ? 1 : 0);
    expect(await available(user.token)).toBe(won === 'retried' ? 600_000 : 1_000_000);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });

  it('refuses a payout that is not failed or reversed, an unknown id and a missing reason', async () => {
    const user = await verifiedWalletUser(t);
    await depositOk(t, user.token, 500_000);
    await setPinOk(t, user);
    await saveAccountOk(t, user.token, GOOD_ACCOUNT);
    const sent = await withdrawRetrying(t, user.token, 200_000);
    await t.tasks.settle();
    const admin = await signInAdmin(t);
    const successful = await decide(admin.accessToken, sent.body.data.id, 'return');
    expect(successful.status).toBe(409);
    expect(successful.body.message).toBe(
      'Only a failed or reversed payout can be retried or returned to the wallet; this one is successful.',
    );
    expect((await decide(admin.accessToken, crypto.randomUUID(), 'retry')).status).toBe(404);
    expect((await decide(admin.accessToken, 'not-an-id', 'retry')).status).toBe(404);
    const noReason = await t.request('POST', `/v1/admin/payouts/${sent.body.data.id}/return`, {
      token: admin.accessToken,
      json: {},
    });
    expect(noReason.status).toBe(400);
    const support = await signInStaff(t, 'support');
    expect((await decide(support.accessToken, sent.body.data.id, 'return')).status).toBe(403);
  });
});
