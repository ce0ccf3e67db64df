import { count, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse, OrderDetailResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import { relaxedRateLimits } from '../../config';
import type { Logger } from '../../logger';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { expectLedgerClean as expectLedgerCleanIn, freshSandboxEachTest } from '../escrow/testing';
import { ledgerAccount } from '../ledger/accounts';
import { balanceOf } from '../ledger/queries';
import { ledgerTransactions } from '../ledger/schema';
import type { VerifiedSeller } from '../listing/testing';
import { signPaystackBody } from '../payment/paystack';
import { paystackSandbox } from '../../dev/paystack/routes';
import { PAYSTACK_WEBHOOK_PATH } from '../payment/settings';
import { submitPaymentPage, useServedTestApp } from '../payment/testing';
import type { Served } from '../payment/testing';
import { products } from '../product/schema';
import { chargeKey } from './confirm-payment';
import { sweepOrderTimers } from './timers';
import { orderEvents, orders } from './schema';
import { checkoutBody, listProduct, placeOrderOk, sellerWithProduct } from './testing';

const db = useTestDatabase();

/** Runs the timer sweep and answers how many unpaid orders it expired. */
const sweepExpiredOrders = async (services: TestApp['services']) =>
  (await sweepOrderTimers(services)).applied.expire_payment ?? 0;

function recordingLogger(): Logger & { errors: { message: string; fields?: Record<string, unknown> }[] } {
  const errors: { message: string; fields?: Record<string, unknown> }[] = [];
  return { info: () => {}, warn: () => {}, error: (message, fields) => errors.push({ message, fields }), errors };
}

let t: TestApp;
let served: Served;
let seller: VerifiedSeller;
let campus: number;
const logger = recordingLogger();

useServedTestApp(
  db,
  async (app) => {
    ({ t, served } = app);
    ({ seller } = await sellerWithProduct(t));
    campus = seller.universityId ?? 1;
  },
  // Relaxed limits: 50 buyers sign up from one test address.
  { config: { mode: 'demo', rateLimits: relaxedRateLimits() }, logger },
);
freshSandboxEachTest(() => t);

const unitsOf = async (productId: string) =>
  (await db().select({ units: products.unitsAvailable }).from(products).where(eq(products.id, productId)))[0]?.units;

const read = (token: string, id: string) => t.request<OrderDetailResponse>('GET', `/v1/orders/${id}`, { token });

const escrowOf = (order: { id: string; buyer: { id: string }; seller: { id: string } }) =>
  balanceOf(db(), ledgerAccount.orderEscrow(order.id, { buyerId: order.buyer.id, sellerId: order.seller.id }));

const expectLedgerClean = () => expectLedgerCleanIn(db());

/** A fresh access token (moving the clock on ends the old ones). */
async function login(account: { email: string; password: string }): Promise<string> {
  const res = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
    json: { email: account.email, password: account.password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.accessToken;
}

async function buy(units = 3, quantity = 1) {
  seller.token = await login(seller);
  const product = await listProduct(t, seller, { unitsAvailable: units, priceKobo: 1_500_000 });
  const buyer = await t.signUp();
  const placed = await placeOrderOk(t, buyer.accessToken, checkoutBody(product.id, campus, { quantity }));
  return { product, buyer, ...placed };
}

const paymentsFor = async (reference: string) =>
  (
    await db()
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, chargeKey(reference)))
  )[0]?.n;

describe('paying through the sandbox', () => {
  it('moves a paid order to the seller and its money into escrow, on the verified webhook only', async () => {
    const { buyer, order, payment } = await buy();
    expect(await escrowOf(order)).toBe(0);

    const paid = await submitPaymentPage(payment.authorizationUrl, 'pay');
    expect(paid.status).toBe(303);
    // Back to the app's checkout return page, on the origin the checkout request reached.
    const back = new URL(paid.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/checkout/return');
    expect(back.searchParams.get('reference')).toBe(payment.reference);
    await t.tasks.settle();

    const asBuyer = (await read(buyer.accessToken, order.id)).body.data;
    expect(asBuyer.status).toBe('awaiting_seller');
    expect(asBuyer.paidAt).toBe(t.clock.now().toISOString());
    expect(asBuyer.paymentDueAt).toBeNull();
    expect(asBuyer.allowedTransitions).toEqual(['cancel']);
    expect(asBuyer.events.map((event) => [event.kind, event.from, event.to, event.actor])).toEqual([
      ['place', null, 'pending_payment', 'buyer'],
      ['confirm_payment', 'pending_payment', 'awaiting_seller', 'system'],
    ]);
    // A pickup's five steps: placed, awaiting confirmation, accepted, ready for pickup, complete.
    expect(asBuyer.timeline.kind === 'progress' && asBuyer.timeline.steps.map((step) => step.state)).toEqual([
      'completed',
      'completed',
      'next',
      'future',
      'future',
    ]);
    expect((await read(seller.token, order.id)).body.data.allowedTransitions).toEqual(['accept', 'decline']);
    expect(await escrowOf(order)).toBe(order.totalKobo);
    expect(await paymentsFor(payment.reference)).toBe(1);
    await expectLedgerClean();
  });

  it('leaves a declined payment awaiting payment, with nothing in escrow', async () => {
    const { buyer, order, payment } = await buy();
    expect((await submitPaymentPage(payment.authorizationUrl, 'decline')).status).toBe(303);
    await t.tasks.settle();
    expect((await read(buyer.accessToken, order.id)).body.data.status).toBe('pending_payment');
    expect(await escrowOf(order)).toBe(0);
  });

  it('changes nothing the second time for duplicated, reordered and replayed webhooks', async () => {
    const sandbox = paystackSandbox(t.services);
    Object.assign(sandbox.webhooks, { duplicate: true, hold: true });
    const first = await buy();
    const second = await buy();
    await submitPaymentPage(first.payment.authorizationUrl, 'pay');
    await submitPaymentPage(second.payment.authorizationUrl, 'pay');
    expect(sandbox.heldCount).toBe(2);
    expect((await read(first.buyer.accessToken, first.order.id)).body.data.status).toBe('pending_payment');
    sandbox.releaseWebhooks('reversed');
    await t.tasks.settle();

    for (const { buyer, order, payment } of [first, second]) {
      const now = (await read(buyer.accessToken, order.id)).body.data;
      expect(now.status).toBe('awaiting_seller');
      expect(now.events.filter((event) => event.kind === 'confirm_payment')).toHaveLength(1);
      expect(await escrowOf(order)).toBe(order.totalKobo);
      expect(await paymentsFor(payment.reference)).toBe(1);
    }
    const deliveries = sandbox.deliveries.filter((delivery) => delivery.reference === first.payment.reference);
    expect(deliveries.flatMap((delivery) => delivery.attempts)).toEqual([200, 200]);

    // The same signed body once more, by hand.
    const delivery = deliveries[0];
    if (!delivery) throw new Error('no delivery');
    const replay = await t.request('POST', PAYSTACK_WEBHOOK_PATH, {
      json: delivery.body,
      headers: { 'x-paystack-signature': delivery.signature },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, outcome: 'already_confirmed' });
    expect(await escrowOf(first.order)).toBe(first.order.totalKobo);
    expect(await paymentsFor(first.payment.reference)).toBe(1);
    await expectLedgerClean();
  });

  it('answers 401 to a webhook without a valid signature and changes nothing', async () => {
    const { buyer, order, payment } = await buy();
    await submitPaymentPage(payment.authorizationUrl, 'pay');
    const sandbox = paystackSandbox(t.services);
    Object.assign(sandbox.webhooks, { hold: true });
    const other = await buy();
    await submitPaymentPage(other.payment.authorizationUrl, 'pay');
    await t.tasks.settle();
    const held = sandbox.deliveries.find((delivery) => delivery.reference === other.payment.reference);
    if (!held) throw new Error('no delivery');

    const tampered = held.body.replace(other.payment.reference, other.payment.reference);
    const bad = await t.request('POST', PAYSTACK_WEBHOOK_PATH, {
      json: tampered,
      headers: { 'x-paystack-signature': signPaystackBody(tampered, 'sk_test_not_the_key') },
    });
    expect(bad.status).toBe(401);
    const missing = await t.request('POST', PAYSTACK_WEBHOOK_PATH, { json: held.body });
    expect(missing.status).toBe(401);
    expect((await read(other.buyer.accessToken, other.order.id)).body.data.status).toBe('pending_payment');
    expect(await escrowOf(other.order)).toBe(0);

    sandbox.releaseWebhooks('as_sent');
    await t.tasks.settle();
    expect((await read(other.buyer.accessToken, other.order.id)).body.data.status).toBe('awaiting_seller');
    expect((await read(buyer.accessToken, order.id)).body.data.status).toBe('awaiting_seller');
  });

  it('acknowledges events it does not act on and refuses a body that is not JSON', async () => {
    const body = JSON.stringify({ event: 'subscription.create', data: {} });
    const ignored = await t.request('POST', PAYSTACK_WEBHOOK_PATH, {
      json: body,
      headers: { 'x-paystack-signature': signPaystackBody(body, t.config.paystack.secretKey) },
    });
    expect(ignored.status).toBe(200);
    const notJson = 'not json';
    const refused = await t.request('POST', PAYSTACK_WEBHOOK_PATH, {
      json: notJson,
      headers: { 'x-paystack-signature': signPaystackBody(notJson, t.config.paystack.secretKey) },
    });
    expect(refused.status).toBe(400);
  });

  it('refuses and logs a charge whose amount is not the order’s total', async () => {
    const { buyer, order, payment } = await buy();
    // The order now asks for more than was charged (as if the charge had been tampered with).
    await db().update(orders).set({ unitPriceKobo: 1_600_000, totalKobo: 1_600_000 }).where(eq(orders.id, order.id));
    await submitPaymentPage(payment.authorizationUrl, 'pay');
    await t.tasks.settle();
    expect((await read(buyer.accessToken, order.id)).body.data.status).toBe('pending_payment');
    expect(await paymentsFor(payment.reference)).toBe(0);
    expect(logger.errors.map((entry) => entry.message)).toContain('paystack charge amount does not match the order: refused');
    expect(logger.errors.at(-1)?.fields).toMatchObject({ expectedKobo: 1_600_000, chargedKobo: 1_500_000 });
  });
});

describe('the payment window', () => {
  it('expires an unpaid order once, even with two sweeps racing, and puts its units back', async () => {
    const { product, buyer, order } = await buy(3, 2);
    expect(await unitsOf(product.id)).toBe(1);
    t.clock.advance(30 * MINUTE - 1);
    expect(await sweepExpiredOrders(t.services)).toBe(0);
    t.clock.advance(1);
    // Earlier tests left unpaid orders too: each is expired by exactly one of the two sweeps.
    const [due] = await db().select({ n: count() }).from(orders).where(eq(orders.status, 'pending_payment'));
    const swept = await Promise.all([sweepExpiredOrders(t.services), sweepExpiredOrders(t.services)]);
    expect(swept[0] + swept[1]).toBe(due?.n);
    expect(await unitsOf(product.id)).toBe(3);
    const now = (await read(await login(buyer), order.id)).body.data;
    expect(now.status).toBe('expired');
    expect(now.timeline).toEqual({ kind: 'ended', status: 'expired', label: 'Payment Expired' });
    expect(now.events.filter((event) => event.kind === 'expire_payment')).toHaveLength(1);
    expect(await sweepExpiredOrders(t.services)).toBe(0);
  });

  it('records a payment that arrives after expiry and refunds it in full', async () => {
    const { product, buyer, order, payment } = await buy(1);
    t.clock.advance(31 * MINUTE);
    await sweepExpiredOrders(t.services);
    expect(await unitsOf(product.id)).toBe(1);

    await submitPaymentPage(payment.authorizationUrl, 'pay');
    await t.tasks.settle();
    const now = (await read(await login(buyer), order.id)).body.data;
    expect(now.status).toBe('expired');
    expect(now.events.map((event) => event.kind)).toEqual(['place', 'expire_payment', 'refund_after_expiry']);
    expect(await escrowOf(order)).toBe(0);
    expect(await unitsOf(product.id)).toBe(1);
    const kinds = await db()
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `%${payment.reference}`));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['payment', 'refund']);
    // Paystack was asked for the refund: the transaction is fully reversed there.
    await t.tasks.settle();
    const verify = await fetch(`${served.url}/sandbox/paystack/transaction/verify/${payment.reference}`, {
      headers: { authorization: `Bearer ${t.config.paystack.secretKey}` },
    });
    expect(((await verify.json()) as { data: { status: string } }).data.status).toBe('reversed');
    await expectLedgerClean();
  });
});

describe('the last units', () => {
  it('reserves exactly 10 orders when 50 buyers race for the last 10 units, never overselling', async () => {
    seller.token = await login(seller);
    const product = await listProduct(t, seller, { title: 'Last ten', unitsAvailable: 10, priceKobo: 500_000 });
    const buyers = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await t.signUp());
    const answers = await Promise.all(
      buyers.map((buyer) =>
        t.request<CreateOrderResponse>('POST', '/v1/orders', {
          token: buyer.accessToken,
          json: checkoutBody(product.id, campus),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await unitsOf(product.id)).toBe(0);
    const placed = await db().select({ id: orders.id }).from(orders).where(eq(orders.productId, product.id));
    expect(placed).toHaveLength(10);

    // All ten pay; exactly ten paid orders.
    for (const answer of answers.filter((a) => a.status === 201)) {
      await submitPaymentPage(answer.body.data.payment.authorizationUrl, 'pay');
    }
    await t.tasks.settle();
    const paid = await db().select({ id: orders.id }).from(orders).where(eq(orders.productId, product.id));
    const events = await db()
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(
        inArray(
          orderEvents.orderId,
          paid.map((row) => row.id),
        ),
      );
    expect(events.filter((event) => event.kind === 'confirm_payment')).toHaveLength(10);
    await expectLedgerClean();
  });
});
