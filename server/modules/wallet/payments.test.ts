/** Paying an order from the wallet, the order's life after it, and a card payment that arrives too. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { payFromWalletResponseSchema, walletMonthResponseSchema, walletTransactionResponseSchema } from '../../../contract';
import type { OrderDetail, OrderDetailResponse, WalletResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import type { VerifiedSeller } from '../listing/testing';
import { notifications } from '../notification/schema';
import { paystackSandbox } from '../../dev/paystack/routes';
import { submitPaymentPage, useServedTestApp } from '../payment/testing';
import { freshSandboxEachTest } from '../escrow/testing';
import { orderEvents } from '../order/schema';
import { checkoutBody, login, orderAction, placeOrderOk, sellerWithProduct } from '../order/testing';
import { sweepOrderTimers } from '../order/timers';
import { depositOk } from './testing';

const db = useTestDatabase();

let t: TestApp;
let seller: VerifiedSeller;
let productId: string;
let campus: number;
const PRICE = 1_000_000;

useServedTestApp(db, async (app) => {
  ({ t } = app);
  const made = await sellerWithProduct(t, { priceKobo: PRICE, unitsAvailable: 50 });
  seller = made.seller;
  productId = made.product.id;
  campus = seller.universityId ?? 1;
});

freshSandboxEachTest(() => t);

const available = async (token: string) =>
  (await t.request<WalletResponse>('GET', '/v1/wallet', { token })).body.data.availableKobo;
const pay = (token: string, orderId: string) => t.request('POST', '/v1/wallet/payments', { token, json: { orderId } });

const orderOf = async (token: string, id: string) =>
  (await t.request<OrderDetailResponse>('GET', `/v1/orders/${id}`, { token })).body.data;
const escrowOf = (order: OrderDetail) =>
  balanceOf(db(), ledgerAccount.orderEscrow(order.id, { buyerId: order.buyer.id, sellerId: order.seller.id }));
const monthOf = async (token: string) =>
  v.parse(walletMonthResponseSchema, (await t.request('GET', '/v1/wallet/transactions', { token })).body).data;

async function buyerWith(naira: number) {
  const buyer = await t.signUp();
  if (naira > 0) await depositOk(t, buyer.accessToken, naira * 100);
  return buyer;
}

describe('POST /v1/wallet/payments', () => {
  it('answers 400 for a body that is not an order id, 404 for someone else’s order, 422 when the balance does not cover it', async () => {
    const buyer = await buyerWith(5_000);
    expect((await pay(buyer.accessToken, 'nope')).status).toBe(400);
    const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(productId, campus));
    const stranger = await buyerWith(20_000);
    expect((await pay(stranger.accessToken, placed.order.id)).status).toBe(404);
    const short = await pay(buyer.accessToken, placed.order.id);
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ message: 'Your wallet balance does not cover this order' });
    expect(await available(buyer.accessToken)).toBe(500_000);
  });

  it('pays the order as a card does (status, event, notifications, escrow); a replay changes nothing', async () => {
    const buyer = await buyerWith(20_000);
    const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(productId, campus));
    const paid = await pay(buyer.accessToken, placed.order.id);
    expect(paid.status).toBe(200);
    expect(v.parse(payFromWalletResponseSchema, paid.body).data).toEqual({
      orderId: placed.order.id,
      status: 'awaiting_seller',
      availableKobo: 1_000_000,
    });
    const order = await orderOf(buyer.accessToken, placed.order.id);
    expect(order.status).toBe('awaiting_seller');
    expect(await escrowOf(order)).toBe(PRICE);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.kind)).toEqual(['place', 'confirm_payment']);
    const sellerNotes = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(sellerNotes.length).toBeGreaterThan(0);
    expect((await pay(buyer.accessToken, placed.order.id)).status).toBe(200);
    expect(await available(buyer.accessToken)).toBe(1_000_000);
    expect(await escrowOf(order)).toBe(PRICE);

    // The buyer's history: the deposit in, the payment out.
    const month = await monthOf(buyer.accessToken);
    expect(month.items.map((row) => [row.kind, row.direction, row.amountKobo, row.orderId, row.throughWallet])).toEqual([
      ['payment', 'out', PRICE, order.id, true],
      ['deposit', 'in', 2_000_000, null, true],
    ]);
    expect(month).toMatchObject({ inKobo: 2_000_000, outKobo: PRICE });

    // The seller completes it: the seller's history shows the earning, net of the 3 % fee.
    expect((await orderAction(t, seller.token, order.id, 'accept')).status).toBe(200);
    expect((await orderAction(t, seller.token, order.id, 'arrived')).status).toBe(200);
    expect((await orderAction(t, buyer.accessToken, order.id, 'confirm')).status).toBe(200);
    const sellerMonth = await monthOf(seller.token);
    expect(sellerMonth.items[0]).toMatchObject({
      kind: 'earning',
      direction: 'in',
      amountKobo: PRICE - 30_000,
      orderId: order.id,
    });
    expect((await ledgerCheck(db())).ok).toBe(true);
  });

  it('answers 409 for an order that no longer awaits payment', async () => {
    const buyer = await buyerWith(20_000);
    const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(productId, campus));
    t.clock.advance(31 * MINUTE);
    await sweepOrderTimers(t.services);
    const token = await login(t, buyer);
    expect((await pay(token, placed.order.id)).status).toBe(409);
    expect(await available(token)).toBe(2_000_000);
    t.clock.advance(-31 * MINUTE);
  });

  it('refunds to the card a card payment that arrives after the order was paid from the wallet', async () => {
    const buyer = await buyerWith(20_000);
    const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(productId, campus));
    expect((await pay(buyer.accessToken, placed.order.id)).status).toBe(200);
    paystackSandbox(t.services).webhooks.duplicate = true;
    expect((await submitPaymentPage(placed.payment.authorizationUrl, 'pay')).status).toBe(303);
    await t.tasks.settle();
    const order = await orderOf(buyer.accessToken, placed.order.id);
    expect(order.status).toBe('awaiting_seller');
    expect(await escrowOf(order)).toBe(PRICE);
    expect(await available(buyer.accessToken)).toBe(1_000_000);
    const refund = await paystackSandbox(t.services).transaction(placed.payment.reference);
    expect(refund.status).toBe('reversed');
    const month = await monthOf(buyer.accessToken);
    // The card's payment and its refund never touched the wallet: listed, but not in the totals.
    expect(month.items.map((row) => [row.kind, row.direction, row.throughWallet, row.description])).toEqual([
      ['refund', 'in', false, `${order.product.title} (refund to card)`],
      ['payment', 'out', false, `${order.product.title} (card payment)`],
      ['payment', 'out', true, `${order.product.title} (wallet payment)`],
      ['deposit', 'in', true, 'Deposit by card'],
    ]);
    expect(month).toMatchObject({ inKobo: 2_000_000, outKobo: PRICE });
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});

describe('an order paid by card in the wallet history', () => {
  it('is listed as paid by card, held in escrow, outside the month’s money in and out', async () => {
    const buyer = await buyerWith(20_000);
    const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(productId, campus));
    expect((await submitPaymentPage(placed.payment.authorizationUrl, 'pay')).status).toBe(303);
    await t.tasks.settle();
    const order = await orderOf(buyer.accessToken, placed.order.id);
    expect(order.status).toBe('awaiting_seller');
    // The card paid the escrow; the wallet's balance did not move.
    expect(await escrowOf(order)).toBe(PRICE);
    expect(await available(buyer.accessToken)).toBe(2_000_000);

    const month = await monthOf(buyer.accessToken);
    const [payment, deposit] = month.items;
    expect(payment).toMatchObject({
      kind: 'payment',
      direction: 'out',
      amountKobo: PRICE,
      orderId: order.id,
      throughWallet: false,
      description: `${order.product.title} (card payment)`,
    });
    expect(deposit).toMatchObject({ kind: 'deposit', throughWallet: true });
    expect(month).toMatchObject({ inKobo: 2_000_000, outKobo: 0 });
    const one = await t.request('GET', `/v1/wallet/transactions/${payment!.id}`, { token: buyer.accessToken });
    expect(v.parse(walletTransactionResponseSchema, one.body).data).toEqual(payment);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});
