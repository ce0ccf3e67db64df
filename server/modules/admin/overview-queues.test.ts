/** The overview's money queues, from real disputes and withdrawals (the sandbox pays and fails them). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOverviewResponse } from '../../../contract';
import { HOUR } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { orderDisputes } from '../order/schema';
import { listProduct, orderAction, paidOrder } from '../order/testing';
import { verifiedSeller } from '../listing/testing';
import { useServedTestApp } from '../payment/testing';
import { depositOk, saveAccountOk, setPinOk, verifiedWalletUser, withdrawRetrying } from '../wallet/testing';
import { signInStaff } from './testing';

const db = useTestDatabase();

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

async function overview() {
  const finance = await signInStaff(t, 'finance');
  const response = await t.request<AdminOverviewResponse>('GET', '/v1/admin/overview', { token: finance.accessToken });
  expect(response.status).toBe(200);
  return { overview: response.body.data, finance };
}

describe('the overview of disputes, payouts and timers', () => {
  it('counts an open dispute from when it was opened, and its answer timer once it is overdue', async () => {
    const seller = await verifiedSeller(t);
    const product = await listProduct(t, seller);
    const { buyer, order } = await paidOrder(t, product.id, seller.universityId ?? 1);
    for (const step of ['accept', 'arrived']) expect((await orderAction(t, seller.token, order.id, step)).status).toBe(200);
    expect((await orderAction(t, buyer.accessToken, order.id, 'dispute', { reason: 'It never worked' })).status).toBe(200);
    const [dispute] = await db().select().from(orderDisputes).where(eq(orderDisputes.orderId, order.id));

    const before = (await overview()).overview;
    expect(before.queues.disputes).toEqual({ count: 1, oldestAt: dispute!.openedAt.toISOString() });
    expect(before.oldestDueTimerSeconds).toBeNull();

    // The seller's 72 hours to answer ran out an hour ago, and no sweep has applied it.
    t.clock.advance(73 * HOUR);
    expect((await overview()).overview.oldestDueTimerSeconds).toBe(3600);
  });

  it('counts a failed withdrawal until staff return it to the wallet', async () => {
    const user = await verifiedWalletUser(t);
    await depositOk(t, user.token, 1_000_000);
    await setPinOk(t, user);
    // The sandbox fails every transfer to an account number ending in 1.
    await saveAccountOk(t, user.token, '0000000001');
    const withdrawal = await withdrawRetrying(t, user.token, 400_000);
    expect(withdrawal.status).toBe(201);
    await t.tasks.settle();

    const { overview: seen, finance } = await overview();
    expect(seen.queues.payoutsFailed.count).toBe(1);
    expect(seen.queues.payoutsFailed.oldestAt).not.toBeNull();

    const returned = await t.request('POST', `/v1/admin/payouts/${withdrawal.body.data.id}/return`, {
      token: finance.accessToken,
      json: { reason: 'The account number is wrong' },
    });
    expect(returned.status).toBe(200);
    expect((await overview()).overview.queues.payoutsFailed).toEqual({ count: 0, oldestAt: null });
  });
});
