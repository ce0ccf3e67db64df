import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { walletMonthResponseSchema } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { sandboxBalanceOf } from '../../dev/paystack/balance';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import { seedDemoWallet } from './seed';

const db = useTestDatabase();

describe('the demo wallet', () => {
  it('gives the user a deposit last month and one this month', async () => {
    const t = createTestApp(db());
    t.clock.advance(Date.parse('2025-03-05T10:00:00Z') - t.clock.now().getTime());
    const user = await t.signUp();
    const me = await t.request<{ data: { id: string } }>('GET', '/v1/user', { token: user.accessToken });
    await seedDemoWallet(db(), me.body.data.id, t.clock.now());
    const month = async (m: string) =>
      v.parse(
        walletMonthResponseSchema,
        (await t.request('GET', `/v1/wallet/transactions?month=${m}`, { token: user.accessToken })).body,
      ).data;
    expect(await month('2025-02')).toMatchObject({
      inKobo: 2_500_000,
      items: [{ kind: 'deposit', description: 'Deposit by card' }],
    });
    expect(await month('2025-03')).toMatchObject({ inKobo: 1_500_000, items: [{ kind: 'deposit' }] });
    expect((await t.request('GET', '/v1/wallet', { token: user.accessToken })).body).toMatchObject({
      data: { availableKobo: 4_000_000 },
    });
    expect((await ledgerCheck(db())).ok).toBe(true);
  });

  it('leaves the payment sandbox holding what the ledger says was paid in', async () => {
    const t = createTestApp(db());
    const user = await t.signUp();
    const me = await t.request<{ data: { id: string } }>('GET', '/v1/user', { token: user.accessToken });
    const before = await sandboxBalanceOf(db());
    await seedDemoWallet(db(), me.body.data.id, t.clock.now());
    expect(await sandboxBalanceOf(db())).toBe(before + 1_500_000);
    expect(await sandboxBalanceOf(db())).toBe(-(await balanceOf(db(), ledgerAccount.providerClearing)));
  });
});
