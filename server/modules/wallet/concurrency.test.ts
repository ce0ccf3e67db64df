/** The wallet under concurrent requests (run on PostgreSQL too: `--project server-postgres`). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WalletResponse } from '../../../contract';
import { useTestDatabase } from '../../test/test-app';
import { useServedTestApp } from '../payment/testing';
import type { TestApp } from '../../test/test-app';
import { ledgerCheck } from '../ledger/check';
import { checkoutBody, placeOrderOk, sellerWithProduct } from '../order/testing';
import { withdrawals } from './schema';
import { depositOk, saveAccountOk, setPinOk, TEST_PIN, verifiedWalletUser, withdrawRetrying } from './testing';

const db = useTestDatabase();

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

const balances = async (token: string) => (await t.request<WalletResponse>('GET', '/v1/wallet', { token })).body.data;

async function ready(naira: number) {
  const user = await verifiedWalletUser(t);
  await depositOk(t, user.token, naira * 100);
  await setPinOk(t, user);
  await saveAccountOk(t, user.token);
  return user;
}

describe('concurrent withdrawals', () => {
  it('never overdraw: 20 at once of ₦5,000 against ₦50,000 hold exactly ten', async () => {
    const user = await ready(50_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdrawRetrying(t, user.token, 500_000)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    for (const refused of answers.filter((res) => res.status === 422)) {
      expect(refused.body.message).toBe('Amount is more than your available balance');
    }
    await t.tasks.settle();
    expect(await balances(user.token)).toMatchObject({ availableKobo: 0, pendingWithdrawalsKobo: 0 });
    const rows = await db().select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(Array.from({ length: 10 }, () => 'successful'));
    const report = await ledgerCheck(db());
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });

  it('make one withdrawal of one idempotency key sent ten times at once', async () => {
    const user = await ready(10_000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdrawRetrying(t, user.token, 200_000, TEST_PIN, key)));
    expect(answers.every((res) => res.status === 201 || res.status === 200)).toBe(true);
    expect(new Set(answers.map((res) => res.body.data.id)).size).toBe(1);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    await t.tasks.settle();
    expect((await balances(user.token)).availableKobo).toBe(800_000);
  });

  it('pay one balance into two orders at once only as far as it covers', async () => {
    const { seller, product } = await sellerWithProduct(t, { priceKobo: 1_000_000, unitsAvailable: 10 });
    const buyer = await t.signUp();
    await depositOk(t, buyer.accessToken, 1_500_000);
    const campus = seller.universityId ?? 1;
    const orders = [
      await placeOrderOk(t, buyer.accessToken, checkoutBody(product.id, campus)),
      await placeOrderOk(t, buyer.accessToken, checkoutBody(product.id, campus)),
    ];
    const answers = await Promise.all(
      orders.map((placed) =>
        t.request('POST', '/v1/wallet/payments', { token: buyer.accessToken, json: { orderId: placed.order.id } }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    expect((await balances(buyer.accessToken)).availableKobo).toBe(500_000);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});
