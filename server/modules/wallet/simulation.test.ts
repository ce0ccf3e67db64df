/**
 * A randomised simulation of the wallet's money: verified users deposit (paying or declining),
 * withdraw to accounts whose transfers succeed, fail or are reversed after success, replay their
 * idempotency keys, pay orders from the wallet (sometimes paying the same order by card too),
 * while the provider's webhooks arrive duplicated, held back and out of order, transfer calls
 * fail now and then and the sweep sends them later, and the seller completes orders. Afterwards
 * the ledger must add up, and every user's balance must be what their operations imply, both in
 * the balances and in their history.
 *
 * Reproducible: the seed is printed; `WALLET_SIM_SEED=<seed>` runs the same operations again and
 * `WALLET_SIM_OPS=<n>` sets how many there are.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WalletMonthResponse, WalletResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import { PaymentProviderError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import { paystackSandbox } from '../../dev/paystack/routes';
import { submitPaymentPage, useServedTestApp } from '../payment/testing';
import { checkoutBody, login, orderAction, placeOrderOk, sellerWithProduct } from '../order/testing';
import { orders } from '../order/schema';
import { lagosMonthOf } from './history';
import { walletDeposits, withdrawals } from './schema';
import { saveAccountOk, setPinOk, TEST_PIN, verifiedWalletUser, withdraw } from './testing';
import type { WalletUser } from './testing';
import { sweepWithdrawals } from './withdraw';
import { seededRandom } from '../escrow/testing';

const db = useTestDatabase();

const SEED = Number(process.env.WALLET_SIM_SEED ?? Math.floor(Math.random() * 2 ** 31));
const OPS = Number(process.env.WALLET_SIM_OPS ?? 160);
const PRICE = 700_000;
const FEE = 21_000;

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

describe(`wallet simulation (seed ${SEED}, ${OPS} operations)`, () => {
  it('keeps the ledger balanced and every balance what its operations imply', { timeout: 600_000 }, async () => {
    console.info(`wallet simulation seed: ${SEED} (WALLET_SIM_SEED=${SEED} to repeat)`);
    const r = seededRandom(SEED);
    const sandbox = paystackSandbox(t.services);
    const paystack = paystackFor(t.services);
    const realInitiate = paystack.initiateTransfer.bind(paystack);
    const { seller, product } = await sellerWithProduct(t, { priceKobo: PRICE, unitsAvailable: 10_000 });
    const campus = seller.universityId ?? 1;
    // Accounts ending 0 succeed, 1 fail, 2 are reversed after success (all ADA OBI).
    const endings = ['0', '0', '1', '2'] as const;
    const users: (WalletUser & { keys: string[]; paidOrders: string[] })[] = [];
    for (let i = 0; i < 5; i += 1) {
      const user = await verifiedWalletUser(t);
      await setPinOk(t, user);
      await saveAccountOk(t, user.token, `000000000${r.pick(endings)}`);
      users.push({ ...user, keys: [], paidOrders: [] });
    }
    const tokens = async () => {
      for (const user of users) user.token = await login(t, user);
      seller.token = await login(t, seller);
    };

    for (let op = 0; op < OPS; op += 1) {
      const user = r.pick(users);
      const roll = r.int(1, 100);
      if (roll <= 22) {
        const amountKobo = r.int(100, 20_000) * 100;
        const res = await t.request<{ data: { payment: { authorizationUrl: string } } }>('POST', '/v1/wallet/deposits', {
          token: user.token,
          json: { amountKobo },
        });
        expect(res.status).toBe(201);
        await submitPaymentPage(res.body.data.payment.authorizationUrl, r.chance(0.8) ? 'pay' : 'decline');
      } else if (roll <= 50) {
        const amountKobo = r.chance(0.1) ? r.int(1, 999) * 100 : r.int(1_000, 15_000) * 100;
        const key = randomUUID();
        const failing = r.chance(0.15);
        if (failing) paystack.initiateTransfer = () => Promise.reject(new PaymentProviderError('network', 'simulated'));
        const res = await withdraw(t, user.token, amountKobo, r.chance(0.05) ? '0000' : TEST_PIN, key);
        paystack.initiateTransfer = realInitiate;
        // Under ₦1,000 the body itself is refused (400); over the balance or a wrong PIN, the rule (422).
        expect([201, 400, 422, 423, 429]).toContain(res.status);
        if (res.status === 201) user.keys.push(key);
      } else if (roll <= 56 && user.keys.length > 0) {
        const res = await withdraw(t, user.token, 100_000, TEST_PIN, r.pick(user.keys));
        expect(res.status).toBe(200);
      } else if (roll <= 60) {
        await saveAccountOk(t, user.token, `000000000${r.pick(endings)}`);
      } else if (roll <= 72) {
        const placed = await placeOrderOk(t, user.token, checkoutBody(product.id, campus));
        const res = await t.request('POST', '/v1/wallet/payments', { token: user.token, json: { orderId: placed.order.id } });
        expect([200, 422]).toContain(res.status);
        if (res.status === 200) {
          user.paidOrders.push(placed.order.id);
          // Sometimes the card is paid as well: that money goes back to the card.
          if (r.chance(0.25)) await submitPaymentPage(placed.payment.authorizationUrl, 'pay');
        }
      } else if (roll <= 80 && user.paidOrders.length > 0) {
        const orderId = r.pick(user.paidOrders);
        await orderAction(t, seller.token, orderId, 'accept');
        await orderAction(t, seller.token, orderId, 'arrived');
        await orderAction(t, user.token, orderId, 'confirm');
      } else if (roll <= 86) {
        sandbox.webhooks.duplicate = r.chance(0.5);
        sandbox.webhooks.hold = r.chance(0.4);
      } else if (roll <= 92) {
        sandbox.releaseWebhooks(r.pick(['as_sent', 'reversed', 'shuffled'] as const));
      } else if (roll <= 96) {
        t.clock.advance(r.int(1, 40) * MINUTE);
        await tokens();
        await sweepWithdrawals(t.services);
      } else {
        await t.tasks.settle();
        await Promise.all([sweepWithdrawals(t.services), sweepWithdrawals(t.services)]);
      }
      if (r.chance(0.5)) await t.tasks.settle();
    }

    // Everything arrives in the end; every unsent transfer is sent.
    sandbox.webhooks.hold = false;
    sandbox.releaseWebhooks('shuffled');
    await t.tasks.settle();
    t.clock.advance(2 * MINUTE);
    await sweepWithdrawals(t.services);
    await t.tasks.settle();
    await tokens();

    const mix = await db()
      .select({ status: withdrawals.status, n: sql<number>`count(*)::int` })
      .from(withdrawals)
      .groupBy(withdrawals.status);
    console.info(
      'withdrawals by status',
      JSON.stringify(mix),
      'orders paid from the wallet',
      users.flatMap((u) => u.paidOrders).length,
    );
    expect(mix.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(0);

    const report = await ledgerCheck(db());
    expect(report.ok, JSON.stringify(report)).toBe(true);
    expect(await balanceOf(db(), ledgerAccount.payoutsInFlight)).toBe(0);

    for (const user of users) {
      const deposited = await db()
        .select({ total: sql<string>`coalesce(sum(${walletDeposits.amountKobo}), 0)` })
        .from(walletDeposits)
        .where(sql`${walletDeposits.userId} = ${user.id} and ${walletDeposits.status} = 'successful'`);
      const sent = await db()
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amountKobo}), 0)` })
        .from(withdrawals)
        .where(sql`${withdrawals.userId} = ${user.id} and ${withdrawals.status} in ('pending', 'successful')`);
      const paid = user.paidOrders.length * PRICE;
      const expected = Number(deposited[0]?.total) - Number(sent[0]?.total) - paid;
      const wallet = (await t.request<WalletResponse>('GET', '/v1/wallet', { token: user.token })).body.data;
      expect(wallet.availableKobo, `available of ${user.email}`).toBe(expected);
      expect(wallet.pendingWithdrawalsKobo).toBe(0);
      const open = await db().select().from(orders).where(eq(orders.buyerId, user.id));
      const inEscrow = open.filter((o) => user.paidOrders.includes(o.id) && o.status !== 'completed').length * PRICE;
      expect(wallet.inEscrowAsBuyerKobo).toBe(inEscrow);
      expect(await historyNet(user.token)).toBe(wallet.availableKobo);
    }
    const completed = await db().select().from(orders).where(eq(orders.status, 'completed'));
    const sellerWallet = (await t.request<WalletResponse>('GET', '/v1/wallet', { token: seller.token })).body.data;
    expect(sellerWallet.availableKobo).toBe(completed.length * (PRICE - FEE));
    expect(await historyNet(seller.token)).toBe(sellerWallet.availableKobo);
  });
});

/** What came in minus what went out, over every month of the user's history. */
async function historyNet(token: string): Promise<number> {
  let net = 0;
  const last = lagosMonthOf(t.clock.now());
  for (let month = '2025-01'; month <= last;) {
    const res = await t.request<WalletMonthResponse>('GET', `/v1/wallet/transactions?month=${month}`, { token });
    expect(res.status).toBe(200);
    net += res.body.data.inKobo - res.body.data.outKobo;
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return net;
}
