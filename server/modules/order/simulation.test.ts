/**
 * A randomised simulation of the orders' money: buyers and sellers place, pay, decline, accept,
 * deliver, hand over, confirm, dispute, resolve and review at random (often as the wrong party or
 * from the wrong state), the payment webhooks arrive duplicated, held back and out of order, and
 * the clock jumps so that every timer fires, sometimes with two sweeps racing. Afterwards the
 * ledger must add up, and every order's money must sit in exactly one place for its status.
 *
 * Reproducible: the seed is printed; `ORDER_SIM_SEED=<seed>` runs the same operations again, and
 * `ORDER_SIM_OPS=<n>` sets how many there are (more for a long soak).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderBody, OrderDetailResponse, OrderStatus } from '../../../contract';
import { DAY, HOUR, MINUTE } from '../../clock';
import { relaxedRateLimits } from '../../config';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { consoleToken, signInAdmin } from '../admin/testing';
import { expectLedgerClean, seededRandom, simulationClient } from '../escrow/testing';
import type { Rng, SimAccount } from '../escrow/testing';
import { ledgerAccounts } from '../ledger/schema';
import { listingPhoto, productBody, verifiedSeller } from '../listing/testing';
import { paystackSandbox } from '../../dev/paystack/routes';
import { serveTestApp, submitPaymentPage } from '../payment/testing';
import type { Served } from '../payment/testing';
import { products } from '../product/schema';
import { users } from '../user/schema';
import { orderDisputes, orderEvents, orders } from './schema';
import { checkoutBody } from './testing';
import { sweepOrderTimers } from './timers';

const db = useTestDatabase();

const SEED = Number(process.env.ORDER_SIM_SEED ?? Math.floor(Math.random() * 2 ** 31));
const OPS = Number(process.env.ORDER_SIM_OPS ?? 1000);

interface Account extends SimAccount {
  id: string;
  universityId: number;
}

interface SimProduct {
  id: string;
  seller: Account;
  initialUnits: number;
  pickup: boolean;
  door: boolean;
}

interface SimOrder {
  id: string;
  buyer: Account;
  seller: Account;
  productId: string;
  totalKobo: number;
  authorizationUrl: string;
  reviewed?: boolean;
  /** The split an administrator was asked for last (the accepted one is read back from the dispute). */
  decision?: { outcome: 'refund' | 'release' | 'split'; buyerKobo?: number };
}

/** Statuses in which the order's whole total sits in its escrow account. */
const HELD: readonly OrderStatus[] = ['awaiting_seller', 'accepted', 'out_for_delivery', 'arrived', 'disputed'];

let t: TestApp;
let served: Served;
const sellers: Account[] = [];
const buyers: Account[] = [];
let admin: Account;
const simProducts: SimProduct[] = [];
const simOrders: SimOrder[] = [];
const sim = simulationClient(() => t);
const { unexpected, sentWebhooks, tokenOf, record, collectWebhooks, webhookSettings, replayWebhooks, summary } = sim;
const timersFired: Record<string, number> = {};
let remindersSent = 0;

beforeAll(async () => {
  console.log(`order simulation: seed ${SEED}, ${OPS} operations (ORDER_SIM_SEED=${SEED} ORDER_SIM_OPS=${OPS} to repeat)`);
  t = createTestApp(db(), { config: { mode: 'demo', rateLimits: relaxedRateLimits() } });
  served = await serveTestApp(t.app);
  const now = () => t.clock.now().getTime();
  for (let i = 0; i < 3; i += 1) {
    const seller = await verifiedSeller(t);
    sellers.push({
      id: seller.id,
      email: seller.email,
      password: seller.password,
      token: seller.token,
      tokenAt: now(),
      universityId: seller.universityId ?? 1,
    });
  }
  for (let i = 0; i < 4; i += 1) {
    const buyer = await t.signUp();
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    buyers.push({
      id: row?.id ?? '',
      email: buyer.email,
      password: buyer.password,
      token: buyer.accessToken,
      tokenAt: now(),
      universityId: sellers[0]?.universityId ?? 1,
    });
  }
  const signedIn = await signInAdmin(t);
  admin = {
    id: '',
    email: signedIn.email,
    password: 'admin-password-1',
    token: signedIn.accessToken,
    tokenAt: now(),
    universityId: 1,
    renew: () => consoleToken(t, signedIn),
  };
});

afterAll(async () => {
  await t.tasks.settle();
  await served.close();
});

const call = (operation: string, method: string, url: string, account: Account | null, json?: unknown) =>
  sim.call<OrderDetailResponse>(operation, method, url, account, json);

async function sweep() {
  const report = await sweepOrderTimers(t.services);
  for (const [name, n] of Object.entries(report.applied)) timersFired[name] = (timersFired[name] ?? 0) + (n ?? 0);
  remindersSent += report.reminded;
}

async function statusesNow(): Promise<Map<string, OrderStatus>> {
  const rows = await db().select({ id: orders.id, status: orders.status }).from(orders);
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** The transitions that make sense from a status, with the party who may make them. */
const plausible: Partial<Record<OrderStatus, readonly [string, 'buyer' | 'seller' | 'admin'][]>> = {
  awaiting_seller: [
    ['accept', 'seller'],
    ['accept', 'seller'],
    ['decline', 'seller'],
    ['cancel', 'buyer'],
  ],
  accepted: [
    ['dispatch', 'seller'],
    ['arrived', 'seller'],
    ['handover', 'seller'],
    ['cancel', 'buyer'],
  ],
  out_for_delivery: [
    ['arrived', 'seller'],
    ['handover', 'seller'],
    ['cancel', 'buyer'],
  ],
  arrived: [
    ['confirm', 'buyer'],
    ['dispute', 'buyer'],
    ['dispute', 'buyer'],
    ['handover', 'seller'],
  ],
  disputed: [
    ['dispute/answer', 'seller'],
    ['resolve', 'admin'],
    ['resolve', 'admin'],
  ],
  completed: [['review', 'buyer']],
};
const everyAction = [
  'accept',
  'decline',
  'cancel',
  'dispatch',
  'arrived',
  'handover',
  'confirm',
  'dispute',
  'dispute/answer',
  'review',
  'resolve',
];

async function placeOrder(rng: Rng) {
  const buyer = rng.chance(0.05) ? rng.pick(sellers) : rng.pick(buyers);
  // Mostly a product with units left; now and then a sold-out one (a 409).
  const stock = new Map(
    (await db().select({ id: products.id, units: products.unitsAvailable }).from(products)).map((row) => [row.id, row.units]),
  );
  const inStock = simProducts.filter((product) => (stock.get(product.id) ?? 0) > 0);
  const product = inStock.length > 0 && rng.chance(0.85) ? rng.pick(inStock) : rng.pick(simProducts);
  // Mostly a delivery the product offers; now and then one it does not (a 400).
  const door = rng.chance(0.9) ? (product.door && product.pickup ? rng.chance(0.5) : product.door) : rng.chance(0.5);
  const body: CreateOrderBody = checkoutBody(product.id, buyer.universityId, {
    quantity: rng.chance(0.1) ? rng.int(3, 6) : rng.int(1, 2),
    ...(door
      ? {
          delivery: {
            method: 'door' as const,
            firstname: 'Tunde',
            lastname: 'Bello',
            phone: '08031234567',
            universityId: buyer.universityId,
            address: 'Room 12, Block B, Moremi Hall',
            landmark: 'Opposite the chapel',
          },
        }
      : {}),
  });
  const json = rng.chance(0.03) ? { ...body, escrowAgreement: false } : body;
  const res = await t.request<{ data: { order: { id: string; totalKobo: number }; payment: { authorizationUrl: string } } }>(
    'POST',
    '/v1/orders',
    { token: await tokenOf(buyer), json },
  );
  record('place', res.status, res.body);
  if (res.status !== 201) return;
  simOrders.push({
    id: res.body.data.order.id,
    buyer,
    seller: product.seller,
    productId: product.id,
    totalKobo: res.body.data.order.totalKobo,
    authorizationUrl: res.body.data.payment.authorizationUrl,
  });
  // Most buyers go straight on to the payment page.
  if (rng.chance(0.6)) await submitPaymentPage(res.body.data.payment.authorizationUrl, rng.chance(0.85) ? 'pay' : 'decline');
}

async function payOrDecline(rng: Rng, statuses: Map<string, OrderStatus>) {
  const pending = simOrders.filter((order) => statuses.get(order.id) === 'pending_payment');
  // Sometimes an order that is no longer waiting (paid already, or expired: a late payment).
  const order =
    pending.length > 0 && rng.chance(0.85) ? rng.pick(pending) : simOrders.length > 0 ? rng.pick(simOrders) : undefined;
  if (!order) return;
  await sim.submitPage(order.authorizationUrl, rng.chance(0.8) ? 'pay' : 'decline');
}

/** A code that is not the order's (or any well-formed code, when the order's is not known). */
const wrongCode = (rng: Rng, code: string | null) => {
  const right = Number(code ?? '0');
  return String((right + rng.int(1, 999_998)) % 1_000_000).padStart(6, '0');
};

async function transition(rng: Rng, statuses: Map<string, OrderStatus>) {
  const open = simOrders.filter((order) => plausible[statuses.get(order.id) ?? 'expired'] !== undefined && !order.reviewed);
  const order = open.length > 0 && rng.chance(0.9) ? rng.pick(open) : rng.pick(simOrders);
  const status = statuses.get(order.id) ?? 'expired';
  const fitting = plausible[status];
  let action: string;
  let party: 'buyer' | 'seller' | 'admin';
  if (fitting && rng.chance(0.7)) [action, party] = rng.pick(fitting);
  else {
    action = rng.pick(everyAction);
    party = rng.pick(['buyer', 'seller', 'admin'] as const);
  }
  // Now and then someone else entirely: another buyer, another seller, or an admin.
  let actor: Account;
  if (rng.chance(0.12)) actor = rng.pick([...buyers, ...sellers, admin]);
  else actor = party === 'buyer' ? order.buyer : party === 'seller' ? order.seller : admin;

  if (action === 'resolve') {
    const outcome = rng.pick(['refund', 'release', 'split', 'split'] as const);
    const buyerKobo = rng.chance(0.1) ? order.totalKobo : rng.int(1, order.totalKobo - 1);
    const json = outcome === 'split' ? { outcome, buyerKobo, note: 'Decided in the simulation' } : { outcome };
    const res = await call('resolve', 'POST', `/v1/admin/orders/${order.id}/resolve`, actor, json);
    if (res.status === 200) order.decision = outcome === 'split' ? { outcome, buyerKobo } : { outcome };
    return;
  }
  let json: unknown = {};
  if (action === 'decline') json = { reason: 'Out of stock at the moment' };
  else if (action === 'cancel') json = rng.chance(0.5) ? { reason: 'Changed my mind' } : {};
  else if (action === 'dispute')
    json = rng.chance(0.05) ? { reason: 'Cracked', photoKeys: ['not-my-upload.png'] } : { reason: 'The screen is cracked' };
  else if (action === 'dispute/answer') json = { answer: 'It left me whole' };
  else if (action === 'review')
    json = rng.chance(0.05) ? { rating: 6, text: 'Too many stars' } : { rating: rng.int(1, 5), text: 'Fine' };
  else if (action === 'handover') {
    const detail = await call('read', 'GET', `/v1/orders/${order.id}`, order.buyer);
    const code = detail.status === 200 ? detail.body.data.escrowCode : null;
    json = { code: code && rng.chance(0.6) ? code : wrongCode(rng, code) };
  }
  const res = await call(action, 'POST', `/v1/orders/${order.id}/${action}`, actor, json);
  if (action === 'review' && (res.status === 200 || res.status === 409)) order.reviewed = true;
}

async function advanceClock(rng: Rng) {
  // Mostly short steps (so that orders get somewhere), now and then past a timer's end.
  const short = [MINUTE, 5 * MINUTE, 10 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR];
  const long = [31 * MINUTE, 25 * HOUR, 49 * HOUR, 73 * HOUR, 4 * DAY];
  const step = rng.chance(0.6) ? rng.pick(short) : rng.pick(long);
  t.clock.advance(step);
}

/** Reads every balance and works out what each must be from the orders and their decisions. */
async function expectMoneyInItsPlace() {
  await expectLedgerClean(db());

  const accounts = await db()
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts);
  const balance = new Map(accounts.map((account) => [account.id, Number(account.balance)]));
  for (const account of accounts)
    if (account.kind !== 'provider_clearing') expect(Number(account.balance)).toBeGreaterThanOrEqual(0);

  const rows = await db().select().from(orders);
  const disputes = new Map((await db().select().from(orderDisputes)).map((row) => [row.orderId, row]));
  const feeBps = t.config.platformFeeBps;
  const expectedAvailable = new Map<string, number>();
  const credit = (userId: string, kobo: number) => expectedAvailable.set(userId, (expectedAvailable.get(userId) ?? 0) + kobo);
  let expectedFees = 0;
  const wrong: string[] = [];
  for (const row of rows) {
    const total = Number(row.totalKobo);
    const escrow = balance.get(`order:${row.id}:escrow`) ?? 0;
    const expectedEscrow = HELD.includes(row.status) ? total : 0;
    if (escrow !== expectedEscrow) wrong.push(`${row.id} ${row.status}: escrow ${escrow}, expected ${expectedEscrow}`);
    const fullFee = Math.floor((Number(row.unitPriceKobo) * row.quantity * feeBps) / 10_000);
    if (row.status === 'completed') {
      credit(row.sellerId, total - fullFee);
      expectedFees += fullFee;
    } else if (row.status === 'cancelled') {
      credit(row.buyerId, total);
    } else if (row.status === 'resolved') {
      const dispute = disputes.get(row.id);
      const asked = simOrders.find((order) => order.id === row.id)?.decision;
      if (!dispute || !asked || dispute.outcome !== asked.outcome) {
        wrong.push(`${row.id} resolved: decision ${dispute?.outcome} but the admin asked for ${asked?.outcome}`);
        continue;
      }
      const buyerKobo = asked.outcome === 'refund' ? total : asked.outcome === 'release' ? 0 : (asked.buyerKobo ?? 0);
      const fee = Math.floor((fullFee * (total - buyerKobo)) / total);
      const sellerKobo = total - buyerKobo - fee;
      if (Number(dispute.buyerKobo) !== buyerKobo || Number(dispute.sellerKobo) !== sellerKobo)
        wrong.push(
          `${row.id} resolved: recorded ${dispute.buyerKobo}/${dispute.sellerKobo}, expected ${buyerKobo}/${sellerKobo}`,
        );
      credit(row.buyerId, buyerKobo);
      credit(row.sellerId, sellerKobo);
      expectedFees += fee;
    }
  }
  expect(wrong).toEqual([]);
  for (const account of [...buyers, ...sellers]) {
    expect(balance.get(`user:${account.id}:available`) ?? 0, `available balance of ${account.email}`).toBe(
      expectedAvailable.get(account.id) ?? 0,
    );
  }
  expect(balance.get('platform:fees') ?? 0).toBe(expectedFees);

  // Stock: what was listed, less the units of every order that holds them. A cancelled order gives
  // its units back, except one cancelled from a dispute (the item reached the buyer).
  const keptByDispute = new Set(
    (await db().select({ orderId: orderEvents.orderId }).from(orderEvents).where(eq(orderEvents.kind, 'expire_dispute'))).map(
      (row) => row.orderId,
    ),
  );
  for (const product of simProducts) {
    const [now] = await db().select({ units: products.unitsAvailable }).from(products).where(eq(products.id, product.id));
    const held = rows
      .filter((row) => row.productId === product.id)
      .filter((row) => !['expired', 'cancelled'].includes(row.status) || keptByDispute.has(row.id))
      .reduce((sum, row) => sum + row.quantity, 0);
    expect(now?.units).toBeGreaterThanOrEqual(0);
    expect(now?.units, `units of product ${product.id}`).toBe(product.initialUnits - held);
  }
  expect(unexpected).toEqual([]);
}

async function balancesNow() {
  const accounts = await db().select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts);
  return Object.fromEntries(accounts.map((account) => [account.id, Number(account.balance)]));
}

describe('orders under random operations', () => {
  it(`keeps every order's money in exactly one place (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const rng = seededRandom(SEED);
    const started = Date.now();
    for (const seller of sellers) for (let i = 0; i < 2; i += 1) await listSimProduct(rng, seller);

    for (let op = 0; op < OPS; op += 1) {
      const statuses = await statusesNow();
      const roll = rng.next();
      try {
        if (roll < 0.16 || simOrders.length === 0) {
          // A few products with small stock: when they are nearly sold out, a seller lists another.
          if ((await unitsLeft()) < 4) await listSimProduct(rng, rng.pick(sellers));
          await placeOrder(rng);
        } else if (roll < 0.3) await payOrDecline(rng, statuses);
        else if (roll < 0.34) webhookSettings(rng);
        else if (roll < 0.36) paystackSandbox(t.services).releaseWebhooks(rng.chance(0.5) ? 'reversed' : 'as_sent');
        else if (roll < 0.86) await transition(rng, statuses);
        else if (roll < 0.9) await advanceClock(rng);
        else if (roll < 0.95) {
          // Two sweeps racing now and then: each timer still fires once.
          await (rng.chance(0.3) ? Promise.all([sweep(), sweep()]) : sweep());
        } else {
          const account = rng.pick([...buyers, ...sellers]);
          await call('list', 'GET', `/v1/orders?role=${rng.pick(['buyer', 'seller'])}`, account);
          const order = simOrders.length > 0 ? rng.pick(simOrders) : undefined;
          if (order) await call('read', 'GET', `/v1/orders/${order.id}`, rng.pick([...buyers, ...sellers]));
        }
        await t.tasks.settle();
        collectWebhooks();
      } catch (error) {
        throw new Error(
          `operation ${op} failed (ORDER_SIM_SEED=${SEED}): ${error instanceof Error ? error.stack : String(error)}`,
        );
      }
    }
    await expectMoneyInItsPlace();

    // Let every webhook out and every timer run out: nothing is left in between.
    await stageTimedOrders(rng);
    await expectMoneyInItsPlace();
    t.clock.advance(25 * HOUR);
    await Promise.all([sweep(), sweep()]);
    expect(remindersSent).toBeGreaterThanOrEqual(1);
    for (let round = 0; round < 4; round += 1) {
      t.clock.advance(4 * DAY);
      await Promise.all([sweep(), sweep()]);
    }
    await t.tasks.settle();
    collectWebhooks();
    await expectMoneyInItsPlace();
    for (const timer of ['expire_payment', 'expire_seller_answer', 'auto_complete', 'expire_dispute'])
      expect(timersFired[timer] ?? 0, `${timer} never fired`).toBeGreaterThanOrEqual(1);

    // Replaying every webhook ever sent changes no balance and no order.
    const before = await balancesNow();
    const statusesBefore = await statusesNow();
    await replayWebhooks();
    expect(await balancesNow()).toEqual(before);
    expect(await statusesNow()).toEqual(statusesBefore);
    await expectMoneyInItsPlace();

    // Every webhook the sandbox sent was taken.
    expect(sentWebhooks.flatMap((delivery) => delivery.attempts).filter((attempt) => attempt !== 200)).toEqual([]);

    const run = await summary(orderEvents);
    const finals = await db()
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    console.log(
      [
        `order simulation (seed ${SEED}): ${OPS} operations, ${simOrders.length} orders, ${sentWebhooks.length} webhooks replayed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        run.events,
        `  final statuses: ${finals.map((row) => `${row.status} ${row.n}`).join(', ')}`,
        `  timers: ${Object.entries(timersFired)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ')}, reminders ${remindersSent}`,
        run.answers,
      ].join('\n'),
    );
    // The run went through most of the table, timers included (a real simulation, not an idle one).
    if (OPS >= 1000) {
      const seen = run.kinds;
      for (const kind of [
        'place',
        'confirm_payment',
        'expire_payment',
        'accept',
        'arrived',
        'handover',
        'dispute',
        'resolve',
        'review',
      ])
        expect(seen, `no ${kind} in the run`).toContain(kind);
      expect(seen.size).toBeGreaterThanOrEqual(14);
    }
  });
});

/** A new product with 2–5 units, offered for pickup, door delivery or both. */
async function listSimProduct(rng: Rng, seller: Account, fixed?: { units: number; variant: 0 | 1 | 2 }) {
  const units = fixed?.units ?? rng.int(2, 5);
  const variant = fixed?.variant ?? rng.int(0, 2);
  const pickup = variant !== 2;
  const door = variant !== 0;
  const photos = await verifiedPhotos(seller);
  const res = await t.request<{ data: { id: string } }>('POST', '/v1/products', {
    token: await tokenOf(seller),
    json: productBody(
      { photos },
      {
        unitsAvailable: units,
        priceKobo: rng.int(1, 400) * 5_000 + rng.int(0, 99),
        delivery: { pickup, door: door ? { feeKobo: rng.int(1, 5) * 50_000, minDays: 1, maxDays: rng.int(2, 7) } : null },
      },
    ),
  });
  if (res.status !== 201) throw new Error(`product not listed: ${JSON.stringify(res.body)}`);
  const product = res.body.data;
  simProducts.push({ id: product.id, seller, initialUnits: units, pickup, door });
  return product.id;
}

/**
 * Whatever the random run left, one order waits in each status with a timer (unpaid, unanswered
 * by the seller, arrived, disputed without an answer), so that every timer and the reminder fire.
 */
async function stageTimedOrders(rng: Rng) {
  const sandbox = paystackSandbox(t.services);
  if (sandbox.heldCount > 0) sandbox.releaseWebhooks('as_sent');
  Object.assign(sandbox.webhooks, { hold: false, duplicate: true });
  const seller = rng.pick(sellers);
  const productId = await listSimProduct(rng, seller, { units: 4, variant: 0 });
  const staged: SimOrder[] = [];
  for (const [i, buyer] of buyers.entries()) {
    const res = await t.request<{ data: { order: { id: string; totalKobo: number }; payment: { authorizationUrl: string } } }>(
      'POST',
      '/v1/orders',
      { token: await tokenOf(buyer), json: checkoutBody(productId, buyer.universityId) },
    );
    record('place', res.status, res.body);
    expect(res.status).toBe(201);
    const order: SimOrder = {
      id: res.body.data.order.id,
      buyer,
      seller,
      productId,
      totalKobo: res.body.data.order.totalKobo,
      authorizationUrl: res.body.data.payment.authorizationUrl,
    };
    simOrders.push(order);
    staged.push(order);
    if (i === 0) continue; // left unpaid
    expect((await submitPaymentPage(order.authorizationUrl, 'pay')).status).toBe(303);
    await t.tasks.settle();
    if (i === 1) continue; // left for the seller to answer
    const path = (action: string) => `/v1/orders/${order.id}/${action}`;
    expect((await call('accept', 'POST', path('accept'), seller, {})).status).toBe(200);
    expect((await call('arrived', 'POST', path('arrived'), seller, {})).status).toBe(200);
    if (i === 2) continue; // arrived: the reminder, then the auto-completion
    expect((await call('dispute', 'POST', path('dispute'), buyer, { reason: 'Not as described' })).status).toBe(200);
  }
  collectWebhooks();
  return staged;
}

async function unitsLeft(): Promise<number> {
  const [row] = await db()
    .select({ units: sql<number>`coalesce(sum(${products.unitsAvailable}), 0)::int` })
    .from(products);
  return Number(row?.units ?? 0);
}

/** Listing photos for a seller (each product needs its own uploads). */
async function verifiedPhotos(seller: Account): Promise<string[]> {
  const token = await tokenOf(seller);
  return [await listingPhoto(t, token), await listingPhoto(t, token), await listingPhoto(t, token)];
}
