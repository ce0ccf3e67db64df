/** The console's ledger: check runs, provider clearing against the sandbox's balance, fees by month. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  Kobo,
  LedgerCheckListResponse,
  LedgerCheckRunResponse,
  PlatformFeesResponse,
  ProviderClearingResponse,
} from '../../../contract';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInStaff } from '../admin/testing';
import { auditEntries } from '../audit/schema';
import { useServedTestApp } from '../payment/testing';
import { depositOk, saveAccountOk, setPinOk, verifiedWalletUser, withdrawRetrying } from '../wallet/testing';
import { ledgerAccount } from './accounts';
import { runLedgerCheck } from './check';
import { lastLedgerCheck } from './check-runs';
import { postTransaction } from './post';

const db = useTestDatabase();

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

const clearing = async (token: string) =>
  (await t.request<ProviderClearingResponse>('GET', '/v1/admin/ledger/clearing', { token })).body.data;

describe('provider clearing against the provider balance', () => {
  it('agrees with the sandbox after a payment in, a transfer out, a failed one and a reversed one', async () => {
    const finance = await signInStaff(t, 'finance');
    expect(await clearing(finance.accessToken)).toMatchObject({ ledgerHeldKobo: 0, providerBalanceKobo: 0, differenceKobo: 0 });

    const user = await verifiedWalletUser(t);
    await depositOk(t, user.token, 1_000_000);
    await setPinOk(t, user);
    await saveAccountOk(t, user.token, '0000000000');
    expect((await withdrawRetrying(t, user.token, 200_000)).status).toBe(201);
    await saveAccountOk(t, user.token, '0000000001');
    const failing = await withdrawRetrying(t, user.token, 100_000);
    expect(failing.status, JSON.stringify(failing.body)).toBe(201);
    await saveAccountOk(t, user.token, '0000000002');
    const reversing = await withdrawRetrying(t, user.token, 100_000);
    expect(reversing.status, JSON.stringify(reversing.body)).toBe(201);
    await t.tasks.settle();

    expect(await clearing(finance.accessToken)).toMatchObject({
      ledgerHeldKobo: 800_000,
      sentInFlightKobo: 0,
      unsentInFlightKobo: 0,
      expectedAtProviderKobo: 800_000,
      providerBalanceKobo: 800_000,
      providerError: null,
      differenceKobo: 0,
    });
  });

  it('shows money the ledger does not know of as a difference', async () => {
    const finance = await signInStaff(t, 'finance');
    const before = await clearing(finance.accessToken);
    // A fee taken from the provider's side with no payment behind it: the ledger expects more than the provider holds.
    await postTransaction(db(), {
      idempotencyKey: `test:unbacked-fee:${crypto.randomUUID()}`,
      kind: 'test_unbacked',
      postedAt: t.clock.now(),
      entries: [
        { account: ledgerAccount.providerClearing, amount: -5_000 as Kobo },
        { account: ledgerAccount.platformFees, amount: 5_000 as Kobo },
      ],
    });
    const after = await clearing(finance.accessToken);
    expect(after.expectedAtProviderKobo).toBe(before.expectedAtProviderKobo + 5_000);
    expect(after.differenceKobo).toBe((before.differenceKobo ?? 0) - 5_000);
  });
});

describe('ledger check runs', () => {
  it('runs the check for finance, keeps the run, audits it, and the overview reads it as the last', async () => {
    const finance = await signInStaff(t, 'finance');
    const ran = await t.request<LedgerCheckRunResponse>('POST', '/v1/admin/ledger/checks', { token: finance.accessToken });
    expect(ran.status).toBe(201);
    expect(ran.body.data).toMatchObject({ ok: true, ranBy: finance.email, balanceDifferences: [], unbalancedTransactions: [] });
    expect(ran.body.data.transactions).toBeGreaterThan(0);
    expect((await lastLedgerCheck(db()))?.id).toBe(ran.body.data.id);
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.targetType, 'ledger'), eq(auditEntries.targetId, ran.body.data.id)));
    expect(entry).toMatchObject({ action: 'ledger.check', actorEmail: finance.email, after: { ok: true } });
    const list = await t.request<LedgerCheckListResponse>('GET', '/v1/admin/ledger/checks', { token: finance.accessToken });
    expect(list.body.data[0]?.id).toBe(ran.body.data.id);
  });

  it('keeps a run from the command line too, with no actor', async () => {
    t.advance(60_000);
    await runLedgerCheck(db(), t.clock.now());
    expect(await lastLedgerCheck(db())).toMatchObject({ actorEmail: null, ok: true });
  });

  it('refuses support (403) and students (404)', async () => {
    const support = await signInStaff(t, 'support');
    expect((await t.request('POST', '/v1/admin/ledger/checks', { token: support.accessToken })).status).toBe(403);
    expect((await t.request('GET', '/v1/admin/ledger/fees', { token: support.accessToken })).status).toBe(403);
    const student = await t.signUp();
    expect((await t.request('GET', '/v1/admin/ledger/clearing', { token: student.accessToken })).status).toBe(404);
  });
});

describe('platform fees by month', () => {
  it('sums what reached platform:fees by calendar month in Lagos, newest first', async () => {
    const fee = (postedAt: string, amount: number) =>
      postTransaction(db(), {
        idempotencyKey: `test:fee:${crypto.randomUUID()}`,
        kind: 'release',
        postedAt: new Date(postedAt),
        entries: [
          { account: ledgerAccount.providerClearing, amount: -amount as Kobo },
          { account: ledgerAccount.platformFees, amount: amount as Kobo },
        ],
      });
    await fee('2025-03-10T12:00:00Z', 30_000);
    await fee('2025-03-31T22:30:00Z', 20_000); // 23:30 on 31 March in Lagos
    await fee('2025-03-31T23:30:00Z', 7_000); // 00:30 on 1 April in Lagos
    const finance = await signInStaff(t, 'finance');
    const res = await t.request<PlatformFeesResponse>('GET', '/v1/admin/ledger/fees', { token: finance.accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const months = res.body.data.filter((m) => m.month === '2025-03' || m.month === '2025-04');
    expect(months).toEqual([
      { month: '2025-04', feesKobo: 7_000, transactions: 1 },
      { month: '2025-03', feesKobo: 50_000, transactions: 2 },
    ]);
  });
});
