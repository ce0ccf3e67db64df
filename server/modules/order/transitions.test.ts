import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderDetailResponseSchema, walletResponseSchema } from '../../../contract';
import type { OrderDetail, OrderDetailResponse, OrderListResponse, WalletResponse } from '../../../contract';
import { DAY, HOUR } from '../../clock';
import { relaxedRateLimits } from '../../config';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { consoleToken, signInAdmin } from '../admin/testing';
import type { SignedInStaff } from '../admin/testing';
import { pictureBytes } from '../file/testing';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import { ledgerTransactions } from '../ledger/schema';
import type { VerifiedSeller } from '../listing/testing';
import { notifications } from '../notification/schema';
import { serveTestApp } from '../payment/testing';
import type { Served } from '../payment/testing';
import { products } from '../product/schema';
import { HANDOVER_LOCKED } from './handover';
import { users } from '../user/schema';
import { orderEvents, orders } from './schema';
import { listProduct, login, orderAction, paidOrder, sellerWithProduct } from './testing';
import { sweepOrderTimers } from './timers';

const db = useTestDatabase();

let t: TestApp;
let served: Served;
let seller: VerifiedSeller;
let campus: number;
let admin: SignedInStaff;

const PRICE = 1_000_000;
const DOOR_FEE = 250_000;
/** 3 % of the item subtotal. */
const FEE = 30_000;

beforeAll(async () => {
  t = createTestApp(db(), { config: { mode: 'demo', rateLimits: relaxedRateLimits() } });
  served = await serveTestApp(t.app);
  ({ seller } = await sellerWithProduct(t));
  campus = seller.universityId ?? 1;
  admin = await signInAdmin(t);
});

afterAll(async () => {
  await t.tasks.settle();
  await served.close();
  // Every test's money moves leave the ledger consistent.
  const report = await ledgerCheck(db());
  expect(report.balanceDifferences).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
  expect(report.negativeBalances).toEqual([]);
  expect(report.ok).toBe(true);
});

const available = (userId: string) => balanceOf(db(), ledgerAccount.userAvailable(userId));
const fees = () => balanceOf(db(), ledgerAccount.platformFees);
const escrowOf = (order: { id: string; buyer: { id: string }; seller: { id: string } }) =>
  balanceOf(db(), ledgerAccount.orderEscrow(order.id, { buyerId: order.buyer.id, sellerId: order.seller.id }));
const unitsOf = async (productId: string) =>
  (await db().select({ units: products.unitsAvailable }).from(products).where(eq(products.id, productId)))[0]?.units;
const ledgerCount = async (orderId: string) =>
  (
    await db()
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `order:${orderId}:%`))
  )[0]?.n;
const noticesOf = async (userId: string) =>
  db()
    .select({ title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));

/** A fresh product of the seller (door delivery 3–7 days, or pickup) and a paid order for it. */
async function paid(method: 'door' | 'pickup' = 'pickup', units = 3) {
  seller.token = await login(t, seller);
  admin.accessToken = await consoleToken(t, admin);
  const product = await listProduct(t, seller, {
    unitsAvailable: units,
    priceKobo: PRICE,
    delivery: { pickup: true, door: { feeKobo: DOOR_FEE, minDays: 3, maxDays: 7 } },
  });
  const delivery =
    method === 'door'
      ? {
          method: 'door' as const,
          firstname: 'Tunde',
          lastname: 'Bello',
          phone: '08031234567',
          universityId: campus,
          address: 'Room 12, Block B, Moremi Hall',
          landmark: 'Opposite the chapel',
          email: 'tunde.delivery@example.com',
        }
      : undefined;
  const { buyer, order } = await paidOrder(t, product.id, campus, delivery ? { delivery } : {});
  return { product, buyer, order, sellerToken: seller.token };
}

const detail = async (token: string, id: string): Promise<OrderDetail> => {
  const res = await t.request<OrderDetailResponse>('GET', `/v1/orders/${id}`, { token });
  expect(res.status).toBe(200);
  return v.parse(orderDetailResponseSchema, res.body).data;
};

async function ok(token: string, id: string, path: string, json: unknown = {}): Promise<OrderDetail> {
  const res = await orderAction(t, token, id, path, json);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return v.parse(orderDetailResponseSchema, res.body).data;
}

describe('door delivery, from acceptance to the buyer’s confirmation', () => {
  it('moves the order step by step, tells the other party each time and releases the escrow less the fee', async () => {
    const { buyer, order, sellerToken } = await paid('door');
    const total = PRICE + DOOR_FEE;
    expect(await escrowOf(order)).toBe(total);
    const sellerBefore = await available(seller.id);
    const feesBefore = await fees();

    const asBuyer = await detail(buyer.accessToken, order.id);
    expect(asBuyer.escrowCode).toMatch(/^\d{6}$/);
    expect(asBuyer.platformFeeKobo).toBe(0);
    expect(asBuyer.delivery.email).toBe('tunde.delivery@example.com');
    expect(asBuyer.timers.map((timer) => timer.kind)).toEqual(['seller_answer']);
    const asSeller = await detail(sellerToken, order.id);
    expect(asSeller.escrowCode).toBeNull();
    expect(asSeller.platformFeeKobo).toBe(FEE);
    expect(asSeller.allowedTransitions).toEqual(['accept', 'decline']);
    // The seller learnt of the paid order.
    expect((await noticesOf(seller.id)).map((n) => n.link)).toContain(`/seller/dashboard/orders/${order.id}`);

    const accepted = await ok(sellerToken, order.id, 'accept');
    expect(accepted.status).toBe('accepted');
    // Door delivery is promised within the product's longest delivery time.
    expect(accepted.deliveryDueAt).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    expect(accepted.allowedTransitions).toEqual(['dispatch', 'arrived', 'handover']);
    expect((await ok(sellerToken, order.id, 'dispatch')).status).toBe('out_for_delivery');
    const arrived = await ok(sellerToken, order.id, 'arrived');
    expect(arrived.status).toBe('arrived');
    expect(arrived.timers.map((timer) => timer.kind)).toEqual(['auto_complete_reminder', 'auto_complete']);
    expect((await detail(buyer.accessToken, order.id)).allowedTransitions).toEqual(['confirm', 'dispute']);

    const done = await ok(buyer.accessToken, order.id, 'confirm');
    expect(done.status).toBe('completed');
    expect(done.timers).toEqual([]);
    expect(done.events.map((event) => [event.kind, event.actor])).toEqual([
      ['place', 'buyer'],
      ['confirm_payment', 'system'],
      ['accept', 'seller'],
      ['dispatch', 'seller'],
      ['arrived', 'seller'],
      ['confirm', 'buyer'],
    ]);
    expect(await escrowOf(order)).toBe(0);
    // The delivery fee goes to the seller whole; the fee is 3 % of the item subtotal only.
    expect((await available(seller.id)) - sellerBefore).toBe(total - FEE);
    expect((await fees()) - feesBefore).toBe(FEE);

    const buyerTitles = (await noticesOf(order.buyer.id)).map((n) => n.title);
    expect(buyerTitles).toEqual(expect.arrayContaining(['Order accepted', 'Out for delivery', 'Your order has arrived']));
    expect((await noticesOf(seller.id)).map((n) => n.title)).toContain('Payment released');

    const wallet = await t.request<WalletResponse>('GET', '/v1/wallet', { token: sellerToken });
    expect(wallet.status).toBe(200);
    expect(v.parse(walletResponseSchema, wallet.body).data.availableKobo).toBe(await available(seller.id));
  });

  it('refuses the same transition twice (409) and moves no more money', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    await ok(sellerToken, order.id, 'arrived');
    await ok(buyer.accessToken, order.id, 'confirm');
    const before = { seller: await available(seller.id), fees: await fees(), ledger: await ledgerCount(order.id) };
    const again = await orderAction(t, buyer.accessToken, order.id, 'confirm');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is complete, so it cannot be marked as delivered.');
    expect({ seller: await available(seller.id), fees: await fees(), ledger: await ledgerCount(order.id) }).toEqual(before);
  });

  it('completes one of two simultaneous confirmations and releases the escrow once', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    await ok(sellerToken, order.id, 'arrived');
    const sellerBefore = await available(seller.id);
    const answers = await Promise.all([
      orderAction(t, buyer.accessToken, order.id, 'confirm'),
      orderAction(t, buyer.accessToken, order.id, 'confirm'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await available(seller.id)) - sellerBefore).toBe(PRICE - FEE);
    expect(await ledgerCount(order.id)).toBe(1);
    expect((await detail(buyer.accessToken, order.id)).events.filter((event) => event.kind === 'confirm')).toHaveLength(1);
  });
});

describe('refusals over HTTP', () => {
  it('answers 404 to a stranger, 403 to the wrong party and 409 from the wrong status, for every transition', async () => {
    const { buyer, order, sellerToken } = await paid();
    const stranger = await t.signUp();
    const asBuyer = buyer.accessToken;
    // Each step, the party who may not take it, and what they are told.
    const cases = (
      [
        ['accept', asBuyer, 'Only the seller can accept this order.'],
        ['decline', asBuyer, 'Only the seller can decline this order.', { reason: 'Sold out' }],
        ['cancel', sellerToken, 'Only the buyer can cancel this order.'],
        ['dispatch', asBuyer, 'Only the seller can mark this order as out for delivery.'],
        ['arrived', asBuyer, 'Only the seller can mark this order as arrived.'],
        ['handover', asBuyer, "Only the seller can complete the handover with the buyer's escrow code.", { code: '123456' }],
        ['confirm', sellerToken, 'Only the buyer can mark this order as delivered.'],
        ['dispute', sellerToken, 'Only the buyer can dispute this order.', { reason: 'Broken screen' }],
        ['dispute/answer', asBuyer, 'Only the seller can answer this dispute.', { answer: 'It was fine' }],
        ['review', sellerToken, 'Only the buyer can review this order.', { rating: 5, text: 'Great' }],
      ] as [string, string, string, unknown?][]
    ).map(([path, wrong, forbidden, body]) => ({ path, wrong, forbidden, body }));
    for (const c of cases) {
      expect((await orderAction(t, stranger.accessToken, order.id, c.path, c.body ?? {})).status, c.path).toBe(404);
      const wrongActor = await orderAction(t, c.wrong, order.id, c.path, c.body ?? {});
      expect([c.path, wrongActor.status, wrongActor.body.message]).toEqual([c.path, 403, c.forbidden]);
      // Administrators act only through their own endpoints.
      expect((await orderAction(t, admin.accessToken, order.id, c.path, c.body ?? {})).status, c.path).toBe(403);
    }
    // From awaiting_seller, the right party is refused for every step that is not yet due.
    const rightParty: Record<string, string> = {
      dispatch: sellerToken,
      arrived: sellerToken,
      handover: sellerToken,
      confirm: buyer.accessToken,
      dispute: buyer.accessToken,
      'dispute/answer': sellerToken,
      review: buyer.accessToken,
    };
    for (const [path, token] of Object.entries(rightParty)) {
      const c = cases.find((entry) => entry.path === path);
      const res = await orderAction(t, token, order.id, path, c?.body ?? {});
      expect([path, res.status]).toEqual([path, 409]);
      expect(res.body.message).toMatch(/^This order is waiting for the seller's answer, so it cannot be /);
    }
    // And from a finished order, the seller's first steps are refused too.
    await ok(buyer.accessToken, order.id, 'cancel', { reason: 'Changed my mind' });
    for (const [path, done] of [
      ['accept', 'accepted'],
      ['decline', 'declined'],
    ] as const) {
      const res = await orderAction(t, sellerToken, order.id, path, path === 'decline' ? { reason: 'x' } : {});
      expect([path, res.status, res.body.message]).toEqual([path, 409, `This order is cancelled, so it cannot be ${done}.`]);
    }
    expect((await orderAction(t, buyer.accessToken, order.id, 'cancel')).status).toBe(409);
    // Nothing changed the order since the cancel.
    expect((await detail(buyer.accessToken, order.id)).events.at(-1)?.kind).toBe('cancel');
  });

  it('refuses a pickup order going out for delivery and validates bodies (400)', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    const dispatch = await orderAction(t, sellerToken, order.id, 'dispatch');
    expect([dispatch.status, dispatch.body.message]).toEqual([
      409,
      'This order is picked up on campus, so it does not go out for delivery.',
    ]);
    expect((await orderAction(t, sellerToken, order.id, 'decline', {})).status).toBe(400);
    expect((await orderAction(t, sellerToken, order.id, 'handover', { code: '12ab' })).status).toBe(400);
    expect((await orderAction(t, buyer.accessToken, order.id, 'review', { rating: 6, text: 'x' })).status).toBe(400);
    expect((await orderAction(t, buyer.accessToken, 'not-an-id', 'confirm')).status).toBe(404);
  });
});

describe('a pickup’s timeline', () => {
  const steps = (order: OrderDetail) =>
    order.timeline.kind === 'progress' ? order.timeline.steps.map((step) => `${step.label}: ${step.state}`) : [];

  it('has its own steps, never out for delivery, and each move it makes is an event with its time', async () => {
    const { buyer, order, sellerToken } = await paid('pickup');
    expect(steps(await detail(buyer.accessToken, order.id))).toEqual([
      'Order Placed: completed',
      'Awaiting Confirmation: completed',
      'Order Accepted: next',
      'Ready for Pickup: future',
      'Order Complete: future',
    ]);
    await ok(sellerToken, order.id, 'accept');
    const ready = await ok(sellerToken, order.id, 'arrived');
    expect(steps(ready)).toEqual([
      'Order Placed: completed',
      'Awaiting Confirmation: completed',
      'Order Accepted: completed',
      'Ready for Pickup: completed',
      'Order Complete: next',
    ]);
    const arrival = ready.events.at(-1);
    expect(arrival).toMatchObject({ kind: 'arrived', to: 'arrived', at: t.clock.now().toISOString() });
    const code = (await detail(buyer.accessToken, order.id)).escrowCode ?? '';
    const done = await ok(sellerToken, order.id, 'handover', { code });
    expect(steps(done).every((step) => step.endsWith(': completed'))).toBe(true);
    expect(steps(done)).toHaveLength(5);
    expect(done.events.map((event) => event.kind)).toEqual(['place', 'confirm_payment', 'accept', 'arrived', 'handover']);
  });
});

describe('refunds', () => {
  it('a decline refunds the buyer into their Kampus wallet and puts the unit back on sale', async () => {
    const { product, buyer, order, sellerToken } = await paid('pickup', 3);
    expect(await unitsOf(product.id)).toBe(2);
    const declined = await ok(sellerToken, order.id, 'decline', { reason: 'The last one was damaged' });
    expect(declined.status).toBe('cancelled');
    expect(declined.events.at(-1)).toMatchObject({ kind: 'decline', actor: 'seller', note: 'The last one was damaged' });
    expect(await available(order.buyer.id)).toBe(PRICE);
    expect(await escrowOf(order)).toBe(0);
    expect(await unitsOf(product.id)).toBe(3);
    // No e-mail was given at checkout: order e-mails go to the buyer's account address.
    expect((await detail(buyer.accessToken, order.id)).delivery.email).toBe(buyer.email);
    const wallet = await t.request<WalletResponse>('GET', '/v1/wallet', { token: buyer.accessToken });
    expect(wallet.body.data).toEqual({
      availableKobo: PRICE,
      inEscrowAsBuyerKobo: 0,
      inEscrowAsSellerKobo: 0,
      pendingWithdrawalsKobo: 0,
    });
  });

  it('lets the buyer cancel an accepted order only once its delivery is more than 3 days late', async () => {
    const { buyer, order, sellerToken } = await paid();
    const accepted = await ok(sellerToken, order.id, 'accept');
    expect(accepted.timers.map((timer) => timer.kind)).toEqual(['late_delivery']);
    const early = await orderAction(t, buyer.accessToken, order.id, 'cancel');
    expect([early.status, early.body.message]).toEqual([
      409,
      'An accepted order can be cancelled only when its delivery is more than 3 days late.',
    ]);
    // A pickup is promised within 3 days of acceptance; 3 days of grace follow.
    t.clock.advance(6 * DAY + 1);
    const token = await login(t, buyer);
    expect((await detail(token, order.id)).allowedTransitions).toContain('cancel');
    expect((await ok(token, order.id, 'cancel')).status).toBe('cancelled');
    expect(await available(order.buyer.id)).toBe(PRICE);
  });
});

describe('the handover with the escrow code', () => {
  it('completes the order with the buyer’s code and releases the escrow', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    const code = (await detail(buyer.accessToken, order.id)).escrowCode ?? '';
    const before = await available(seller.id);
    const done = await ok(sellerToken, order.id, 'handover', { code });
    expect(done.status).toBe('completed');
    expect((await available(seller.id)) - before).toBe(PRICE - FEE);
  });

  it('counts wrong codes, says how many tries are left and locks code entry after 5', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    const code = (await detail(buyer.accessToken, order.id)).escrowCode ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await orderAction(t, sellerToken, order.id, 'handover', { code: wrong });
      expect(res.status).toBe(422);
      messages.push(res.body.message ?? '');
    }
    expect(messages).toEqual([
      'That escrow code is not right. 4 attempts left.',
      'That escrow code is not right. 3 attempts left.',
      'That escrow code is not right. 2 attempts left.',
      'That escrow code is not right. 1 attempt left.',
      HANDOVER_LOCKED,
    ]);
    const locked = await orderAction(t, sellerToken, order.id, 'handover', { code });
    expect([locked.status, locked.body.message]).toEqual([422, HANDOVER_LOCKED]);
    expect((await detail(sellerToken, order.id)).handoverLocked).toBe(true);
    expect((await detail(sellerToken, order.id)).status).toBe('accepted');
    // The buyer can still confirm once it has arrived.
    await ok(sellerToken, order.id, 'arrived');
    expect((await ok(buyer.accessToken, order.id, 'confirm')).status).toBe('completed');
  });

  it('never checks more than 5 codes, however many arrive at once', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    const code = (await detail(buyer.accessToken, order.id)).escrowCode ?? '';
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => orderAction(t, sellerToken, order.id, 'handover', { code: wrong })),
    );
    expect(answers.every((res) => res.status === 422)).toBe(true);
    expect(answers.filter((res) => res.body.message?.startsWith('That escrow code is not right.'))).toHaveLength(4);
    const [row] = await db().select({ failures: orders.handoverFailures }).from(orders).where(eq(orders.id, order.id));
    expect(row?.failures).toBe(5);
  });
});

describe('disputes', () => {
  async function arrivedOrder() {
    const bought = await paid();
    await ok(bought.sellerToken, bought.order.id, 'accept');
    await ok(bought.sellerToken, bought.order.id, 'arrived');
    return bought;
  }

  async function privatePhoto(token: string): Promise<string> {
    const res = await t.upload(token, await pictureBytes(40, 30, 'png'));
    if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    return res.body.data.result.key;
  }

  it('takes the buyer’s reason and own photos, shows them to the seller, takes the answer, and an admin splits the escrow', async () => {
    const { buyer, order, sellerToken } = await arrivedOrder();
    const stranger = await t.signUp();
    const theirs = await privatePhoto(stranger.accessToken);
    const refused = await orderAction(t, buyer.accessToken, order.id, 'dispute', { reason: 'Cracked', photoKeys: [theirs] });
    expect([refused.status, refused.body.errors]).toEqual([400, { photoKeys: 'Photos must be your own uploads' }]);

    const photo = await privatePhoto(buyer.accessToken);
    const disputed = await ok(buyer.accessToken, order.id, 'dispute', { reason: 'The screen is cracked', photoKeys: [photo] });
    expect(disputed.status).toBe('disputed');
    expect(disputed.dispute).toMatchObject({ reason: 'The screen is cracked', answer: null, decision: null });
    expect(disputed.timers.map((timer) => timer.kind)).toEqual(['dispute_answer']);
    expect((await detail(sellerToken, order.id)).allowedTransitions).toEqual(['answer_dispute']);
    const sellerList = await t.request<OrderListResponse>('GET', '/v1/orders?role=seller&status=disputed', {
      token: sellerToken,
    });
    expect(sellerList.body.data.find((entry) => entry.id === order.id)?.allowedTransitions).toEqual(['answer_dispute']);
    const url = disputed.dispute?.photos[0]?.url ?? '';
    expect(url).toMatch(/^\/v1\/file\//);
    // The seller may see the photo; a stranger may not.
    expect((await t.request('GET', url, { token: sellerToken })).status).toBe(200);
    expect((await t.request('GET', url, { token: stranger.accessToken })).status).toBe(404);

    const answered = await ok(sellerToken, order.id, 'dispute/answer', { answer: 'It left me whole' });
    expect(answered.dispute?.answer).toBe('It left me whole');
    expect(answered.timers).toEqual([]);
    const twice = await orderAction(t, sellerToken, order.id, 'dispute/answer', { answer: 'Again' });
    expect(twice.status).toBe(409);

    const queue = await t.request<OrderListResponse>('GET', '/v1/admin/disputes', { token: admin.accessToken });
    expect(queue.body.data.map((entry) => entry.id)).toContain(order.id);
    // To a student the console does not exist.
    expect((await t.request('GET', '/v1/admin/disputes', { token: buyer.accessToken })).status).toBe(404);

    const resolvePath = `/v1/admin/orders/${order.id}/resolve`;
    expect((await t.request('POST', resolvePath, { token: sellerToken, json: { outcome: 'refund' } })).status).toBe(404);
    const tooMuch = await t.request('POST', resolvePath, {
      token: admin.accessToken,
      json: { outcome: 'split', buyerKobo: PRICE },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toHaveProperty('buyerKobo');

    const buyerBefore = await available(order.buyer.id);
    const sellerBefore = await available(seller.id);
    const feesBefore = await fees();
    const resolved = await t.request<OrderDetailResponse>('POST', resolvePath, {
      token: admin.accessToken,
      json: { outcome: 'split', buyerKobo: 400_000, note: 'Screen protector cracked only' },
    });
    expect(resolved.status).toBe(200);
    // The seller's share is 600,000; the fee on it is 3 % of the subtotal scaled to that share.
    const feeOnShare = Math.floor((FEE * 600_000) / PRICE);
    expect(resolved.body.data.status).toBe('resolved');
    expect(resolved.body.data.dispute?.decision).toMatchObject({
      outcome: 'split',
      buyerKobo: 400_000,
      sellerKobo: 600_000 - feeOnShare,
      note: 'Screen protector cracked only',
    });
    expect(resolved.body.data.dispute?.decision?.decidedBy).toBeTruthy();
    expect(resolved.body.data.events.at(-1)).toMatchObject({ kind: 'resolve', actor: 'admin' });
    expect((await available(order.buyer.id)) - buyerBefore).toBe(400_000);
    expect((await available(seller.id)) - sellerBefore).toBe(600_000 - feeOnShare);
    expect((await fees()) - feesBefore).toBe(feeOnShare);
    expect(await escrowOf(order)).toBe(0);
    const again = await t.request('POST', resolvePath, { token: admin.accessToken, json: { outcome: 'refund' } });
    expect(again.status).toBe(409);
  });
});

describe('disputes from the admin CLI', () => {
  it('lists open disputes and resolves one, recording the administrator as its author', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    await ok(sellerToken, order.id, 'arrived');
    await ok(buyer.accessToken, order.id, 'dispute', { reason: 'Wrong colour' });
    expect(await runAdminCommand(t.services, 'disputes', [])).toContain(order.id);
    await expect(runAdminCommand(t.services, 'dispute-resolve', [order.id, 'refund'])).rejects.toThrow('--by');
    await expect(runAdminCommand(t.services, 'dispute-resolve', [order.id, 'refund', '--by', buyer.email])).rejects.toThrow(
      `No administrator has the e-mail ${buyer.email}`,
    );
    const output = await runAdminCommand(t.services, 'dispute-resolve', [
      order.id,
      'release',
      '--by',
      admin.email,
      '--note',
      'Colour matches the listing photos',
    ]);
    expect(output).toContain('resolved (release)');
    const [adminRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    const now = await detail(buyer.accessToken, order.id);
    expect(now.status).toBe('resolved');
    expect(now.dispute?.decision).toMatchObject({ outcome: 'release', sellerKobo: PRICE - FEE, decidedBy: adminRow?.id });
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'resolve')));
    expect(event).toMatchObject({ actor: 'admin', actorId: adminRow?.id, note: 'Colour matches the listing photos' });
    expect(await runAdminCommand(t.services, 'disputes', [])).not.toContain(order.id);
  });
});

describe('reviews', () => {
  it('takes one review per completed order and shows it in the product’s rating', async () => {
    const { product, buyer, order, sellerToken } = await paid();
    const early = await orderAction(t, buyer.accessToken, order.id, 'review', { rating: 4, text: 'Nice' });
    expect(early.status).toBe(409);
    await ok(sellerToken, order.id, 'accept');
    await ok(sellerToken, order.id, 'arrived');
    const done = await ok(buyer.accessToken, order.id, 'confirm');
    expect(done.allowedTransitions).toEqual(['review']);
    const reviewed = await ok(buyer.accessToken, order.id, 'review', { rating: 4, text: 'Works as described' });
    expect(reviewed.review).toMatchObject({ rating: 4, text: 'Works as described' });
    expect(reviewed.allowedTransitions).toEqual([]);
    const twice = await orderAction(t, buyer.accessToken, order.id, 'review', { rating: 1, text: 'Changed my mind' });
    expect([twice.status, twice.body.message]).toEqual([409, 'This order has already been reviewed.']);
    const page = await t.request<{ data: { rating: { average: number | null; count: number } } }>(
      'GET',
      `/v1/products/${product.slug}`,
    );
    expect(page.body.data.rating).toEqual({ average: 4, count: 1 });
    expect((await noticesOf(seller.id)).map((n) => n.title)).toContain('New review');
  });
});

describe('the return page’s lookup', () => {
  it('finds the caller’s own order by its payment reference only', async () => {
    const { buyer, order } = await paid();
    const mine = await t.request<OrderListResponse>('GET', `/v1/orders?reference=${order.paymentReference}`, {
      token: buyer.accessToken,
    });
    expect(mine.body.data.map((entry) => entry.id)).toEqual([order.id]);
    const stranger = await t.signUp();
    const theirs = await t.request<OrderListResponse>('GET', `/v1/orders?reference=${order.paymentReference}`, {
      token: stranger.accessToken,
    });
    expect(theirs.body.data).toEqual([]);
  });
});

describe('timers', () => {
  it('cancels and refunds an order the seller does not answer in 48 hours, once, even after a restart', async () => {
    const { product, order } = await paid('pickup', 2);
    t.clock.advance(48 * HOUR);
    // A second server process on the same database, its clock at the same time.
    const restarted = createTestApp(db(), { config: { mode: 'demo' } });
    restarted.clock.advance(t.clock.now().getTime() - restarted.clock.now().getTime());
    const [first, second] = await Promise.all([sweepOrderTimers(t.services), sweepOrderTimers(restarted.services)]);
    expect((first.applied.expire_seller_answer ?? 0) + (second.applied.expire_seller_answer ?? 0)).toBeGreaterThanOrEqual(1);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
    expect(await available(order.buyer.id)).toBe(PRICE);
    expect(await unitsOf(product.id)).toBe(2);
    expect(await ledgerCount(order.id)).toBe(1);
    expect((await noticesOf(order.buyer.id)).filter((n) => n.title === 'Order cancelled')).toHaveLength(1);
    const again = await sweepOrderTimers(restarted.services);
    expect(again.applied.expire_seller_answer ?? 0).toBe(0);
  });

  it('lets other work run while a sweep applies several timers', async () => {
    await paid();
    await paid();
    t.clock.advance(49 * HOUR);
    let ended = false;
    let otherWorkRanDuringSweep = false;
    const sweep = sweepOrderTimers(t.services).then((report) => {
      ended = true;
      return report;
    });
    setImmediate(() => {
      otherWorkRanDuringSweep = !ended;
    });
    expect((await sweep).applied.expire_seller_answer ?? 0).toBeGreaterThanOrEqual(2);
    expect(otherWorkRanDuringSweep).toBe(true);
  });

  it('reminds the buyer once after 24 hours and completes the order 48 hours after arrival', async () => {
    const { order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    await ok(sellerToken, order.id, 'arrived');
    const before = await available(seller.id);
    t.clock.advance(24 * HOUR);
    const reminded = await Promise.all([sweepOrderTimers(t.services), sweepOrderTimers(t.services)]);
    expect(reminded[0].reminded + reminded[1].reminded).toBeGreaterThanOrEqual(1);
    expect((await noticesOf(order.buyer.id)).filter((n) => n.title === 'Confirm your delivery')).toHaveLength(1);
    t.clock.advance(24 * HOUR);
    await sweepOrderTimers(t.services);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('completed');
    expect((await available(seller.id)) - before).toBe(PRICE - FEE);
    expect((await noticesOf(order.buyer.id)).filter((n) => n.title === 'Confirm your delivery')).toHaveLength(1);
  });

  it('refunds the buyer of a dispute the seller does not answer in 72 hours', async () => {
    const { buyer, order, sellerToken } = await paid();
    await ok(sellerToken, order.id, 'accept');
    await ok(sellerToken, order.id, 'arrived');
    await ok(buyer.accessToken, order.id, 'dispute', { reason: 'Not the model I ordered' });
    t.clock.advance(72 * HOUR);
    await sweepOrderTimers(t.services);
    const now = await detail(await login(t, buyer), order.id);
    expect(now.status).toBe('cancelled');
    expect(now.dispute?.decision).toMatchObject({ outcome: 'refund', buyerKobo: PRICE, sellerKobo: 0, decidedBy: null });
    expect(await available(order.buyer.id)).toBe(PRICE);
  });
});
