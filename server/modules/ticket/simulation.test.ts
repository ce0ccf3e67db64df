/**
 * A randomised simulation of ticket money: buyers buy tiers (often too many, sometimes for their
 * own event), pay late or not at all, the payment webhooks arrive duplicated, held back and out
 * of order, buyers dispute, administrators decide, organisers cancel events, and the clock
 * jumps so that payment windows close and events end and are released, sometimes with two
 * sweeps racing. Afterwards every ledger transaction sums to zero, no balance but the provider's
 * is negative, every ticket order's money sits in exactly one place for its status, tiers hold
 * exactly the tickets of their live orders, and `ledger-check` is clean.
 *
 * Reproducible: the seed is printed; `TICKET_SIM_SEED=<seed>` runs the same operations again,
 * `TICKET_SIM_OPS=<n>` sets how many there are.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, TicketOrderStatus } from '../../../contract';
import { DAY, HOUR, MINUTE } from '../../clock';
import { relaxedRateLimits } from '../../config';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { consoleToken, signInAdmin } from '../admin/testing';
import { expectLedgerClean, seededRandom, simulationClient } from '../escrow/testing';
import type { Rng, SimAccount } from '../escrow/testing';
import { ticketTiers } from '../event/schema';
import { ledgerAccountId } from '../ledger/accounts';
import { ledgerAccounts } from '../ledger/schema';
import { verifiedSeller } from '../listing/testing';
import { paystackSandbox } from '../../dev/paystack/routes';
import { serveTestApp, submitPaymentPage } from '../payment/testing';
import type { Served } from '../payment/testing';
import { ticketOrderEvents, ticketOrderLines, ticketOrders, tickets } from './schema';
import { listEvent, ticketOrderBody } from './testing';
import { sweepTicketTimers } from './timers';
import { ticketEscrowOf } from './transition';

const db = useTestDatabase();

const SEED = Number(process.env.TICKET_SIM_SEED ?? Math.floor(Math.random() * 2 ** 31));
const OPS = Number(process.env.TICKET_SIM_OPS ?? 400);

type Account = SimAccount;

interface SimEvent {
  detail: EventDetail;
  organiser: Account & { photos: string[] };
}

interface SimOrder {
  id: string;
  eventId: string;
  buyer: Account;
  authorizationUrl: string | null;
}

const tiers = [
  { name: 'Regular', priceKobo: 150_000, quantity: 12 },
  { name: 'VIP', priceKobo: 733_300, quantity: 4 },
  { name: 'Table For 8', priceKobo: 4_000_000, quantity: 2, seatsPerTicket: 8 },
  { name: 'Free', priceKobo: 0, quantity: 6 },
];

let t: TestApp;
let served: Served;
const organisers: (Account & { photos: string[] })[] = [];
const buyers: Account[] = [];
let admin: Account;
const simEvents: SimEvent[] = [];
const simOrders: SimOrder[] = [];
const sim = simulationClient(() => t);
const { unexpected, sentWebhooks, tokenOf, record, collectWebhooks, webhookSettings, replayWebhooks, summary } = sim;
const cancelled = new Set<string>();

beforeAll(async () => {
  console.log(`ticket simulation: seed ${SEED}, ${OPS} operations (TICKET_SIM_SEED=${SEED} TICKET_SIM_OPS=${OPS} to repeat)`);
  t = createTestApp(db(), { config: { mode: 'demo', rateLimits: relaxedRateLimits() } });
  served = await serveTestApp(t.app);
  const now = t.clock.now().getTime();
  for (let i = 0; i < 2; i += 1) {
    const seller = await verifiedSeller(t);
    organisers.push({ email: seller.email, password: seller.password, token: seller.token, tokenAt: now, photos: seller.photos });
  }
  for (let i = 0; i < 5; i += 1) {
    const buyer = await t.signUp();
    buyers.push({ email: buyer.email, password: buyer.password, token: buyer.accessToken, tokenAt: now });
  }
  const signedIn = await signInAdmin(t);
  admin = {
    email: signedIn.email,
    password: 'admin-password-1',
    token: signedIn.accessToken,
    tokenAt: now,
    renew: () => consoleToken(t, signedIn),
  };
});

afterAll(async () => {
  await t.tasks.settle();
  await served.close();
});

const call = (operation: string, url: string, account: Account, json: unknown) => sim.call(operation, 'POST', url, account, json);

async function newEvent(rng: Rng) {
  const organiser = rng.pick(organisers);
  const startsAt = new Date(t.clock.now().getTime() + rng.int(2, 30) * HOUR);
  const token = await tokenOf(organiser);
  const detail = await listEvent(
    t,
    { token, photos: organiser.photos },
    { tiers, title: `Campus night ${simEvents.length + 1}` },
    startsAt,
  );
  simEvents.push({ detail, organiser });
}

async function statusesNow(): Promise<Map<string, TicketOrderStatus>> {
  const rows = await db().select({ id: ticketOrders.id, status: ticketOrders.status }).from(ticketOrders);
  return new Map(rows.map((row) => [row.id, row.status]));
}

async function place(rng: Rng) {
  // Mostly an event still on sale; now and then one that ended or was cancelled (a 422).
  const now = t.clock.now().getTime();
  const onSale = simEvents.filter((e) => Date.parse(e.detail.endsAt) > now && !cancelled.has(e.detail.id));
  const event = onSale.length > 0 && rng.chance(0.9) ? rng.pick(onSale) : rng.pick(simEvents);
  const buyer = rng.chance(0.05) ? event.organiser : rng.pick(buyers);
  const names = tiers.map((tier) => tier.name).filter(() => rng.chance(0.4));
  const items: Record<string, number> = {};
  for (const name of names.length > 0 ? names : [rng.pick(tiers).name])
    items[name] = rng.chance(0.15) ? rng.int(3, 6) : rng.int(1, 2);
  const res = await t.request<{ data: { order: { id: string }; payment: { authorizationUrl: string } | null } }>(
    'POST',
    '/v1/ticket-orders',
    { token: await tokenOf(buyer), json: ticketOrderBody(event.detail, items, 1) },
  );
  record('place', res.status, res.body);
  if (res.status !== 201) return;
  const payment = res.body.data.payment;
  simOrders.push({
    id: res.body.data.order.id,
    eventId: event.detail.id,
    buyer,
    authorizationUrl: payment?.authorizationUrl ?? null,
  });
  if (payment && rng.chance(0.6)) await submitPaymentPage(payment.authorizationUrl, rng.chance(0.9) ? 'pay' : 'decline');
}

async function pay(rng: Rng, statuses: Map<string, TicketOrderStatus>) {
  const payable = simOrders.filter((order) => order.authorizationUrl !== null);
  const pending = payable.filter((order) => statuses.get(order.id) === 'pending_payment');
  const order = pending.length > 0 && rng.chance(0.8) ? rng.pick(pending) : payable.length > 0 ? rng.pick(payable) : undefined;
  if (!order?.authorizationUrl) return;
  await sim.submitPage(order.authorizationUrl, rng.chance(0.85) ? 'pay' : 'decline');
}

async function dispute(rng: Rng, statuses: Map<string, TicketOrderStatus>) {
  const paid = simOrders.filter((order) => statuses.get(order.id) === 'paid');
  const order = paid.length > 0 && rng.chance(0.8) ? rng.pick(paid) : simOrders.length > 0 ? rng.pick(simOrders) : undefined;
  if (!order) return;
  const actor = rng.chance(0.1) ? rng.pick([...buyers, admin]) : order.buyer;
  await call('dispute', `/v1/ticket-orders/${order.id}/dispute`, actor, { reason: 'The hall was locked all night.' });
}

async function resolve(rng: Rng, statuses: Map<string, TicketOrderStatus>) {
  const open = simOrders.filter((order) => statuses.get(order.id) === 'disputed');
  const order = open.length > 0 && rng.chance(0.85) ? rng.pick(open) : simOrders.length > 0 ? rng.pick(simOrders) : undefined;
  if (!order) return;
  const outcome = rng.pick(['refund', 'release', 'split'] as const);
  const json = outcome === 'split' ? { outcome, buyerKobo: rng.int(0, 5_000_000) } : { outcome };
  await call('resolve', `/v1/admin/ticket-orders/${order.id}/resolve`, rng.chance(0.9) ? admin : rng.pick(buyers), json);
}

async function cancelEvent(rng: Rng, statuses: Map<string, TicketOrderStatus>) {
  const live = simEvents.filter((event) => Date.parse(event.detail.endsAt) > t.clock.now().getTime());
  // Mostly one with paid orders, so that a run sees a cancellation refund them (cancel_event).
  const withPaid = live.filter((event) =>
    simOrders.some((order) => order.eventId === event.detail.id && statuses.get(order.id) === 'paid'),
  );
  const candidates = withPaid.length > 0 && rng.chance(0.7) ? withPaid : live;
  const event = candidates.length > 0 && rng.chance(0.9) ? rng.pick(candidates) : rng.pick(simEvents);
  const actor = rng.chance(0.9) ? event.organiser : rng.pick(buyers);
  const res = await call('cancel event', `/v1/events/${event.detail.id}/cancel`, actor, { reason: 'The venue withdrew.' });
  if (res.status === 200) cancelled.add(event.detail.id);
}

async function sweep(rng: Rng) {
  if (rng.chance(0.3)) await Promise.all([sweepTicketTimers(t.services), sweepTicketTimers(t.services)]);
  else await sweepTicketTimers(t.services);
}

async function balancesNow() {
  const accounts = await db().select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts);
  return Object.fromEntries(accounts.map((account) => [account.id, Number(account.balance)]));
}

/** Statuses in which the order's whole total sits in its escrow. */
const HELD: readonly TicketOrderStatus[] = ['paid', 'disputed'];

async function expectMoneyInItsPlace() {
  await expectLedgerClean(db());
  expect(await runAdminCommand(t.services, 'ledger-check', [])).toContain('OK: ');

  const balance = await balancesNow();
  for (const [id, amount] of Object.entries(balance))
    if (id !== 'provider:clearing') expect(amount, id).toBeGreaterThanOrEqual(0);

  const rows = await db().select().from(ticketOrders);
  const issued = await db()
    .select({ orderId: tickets.orderId, n: sql<number>`count(*)::int` })
    .from(tickets)
    .groupBy(tickets.orderId);
  const ticketsOf = new Map(issued.map((row) => [row.orderId, Number(row.n)]));
  for (const row of rows) {
    const escrow = balance[ledgerAccountId(ticketEscrowOf(row))] ?? 0;
    // Held while paid or disputed; otherwise it left (or never came): in exactly one place.
    expect(escrow, `order ${row.id} (${row.status})`).toBe(HELD.includes(row.status) ? row.totalKobo : 0);
    // Tickets exist exactly for the orders that were paid (or free).
    expect(ticketsOf.get(row.id) ?? 0, `tickets of ${row.id} (${row.status})`).toBe(row.paidAt ? row.admits : 0);
  }

  // A tier holds exactly the tickets of its orders that still count.
  const held = await db()
    .select({ tierId: ticketOrderLines.tierId, n: sql<number>`coalesce(sum(${ticketOrderLines.quantity}), 0)::int` })
    .from(ticketOrderLines)
    .innerJoin(ticketOrders, eq(ticketOrders.id, ticketOrderLines.orderId))
    .where(
      sql`${ticketOrders.status} not in ('expired') and not (${ticketOrders.status} = 'cancelled' and ${ticketOrders.paidAt} is null)`,
    )
    .groupBy(ticketOrderLines.tierId);
  const heldBy = new Map(held.map((row) => [row.tierId, Number(row.n)]));
  const tierRows = await db().select().from(ticketTiers);
  for (const event of simEvents) {
    if (event.detail.cancelledAt !== null) continue;
    for (const tier of tierRows.filter((row) => row.eventId === event.detail.id))
      expect(tier.sold, `${event.detail.title} ${tier.name}`).toBe(heldBy.get(tier.id) ?? 0);
  }
}

describe('ticket orders under random operations', () => {
  it(`keeps every ticket order's money in exactly one place (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const rng = seededRandom(SEED);
    const started = Date.now();
    for (let i = 0; i < 3; i += 1) await newEvent(rng);

    for (let op = 0; op < OPS; op += 1) {
      const statuses = await statusesNow();
      const roll = rng.next();
      if (roll < 0.3) await place(rng);
      else if (roll < 0.45) await pay(rng, statuses);
      else if (roll < 0.52) webhookSettings(rng);
      else if (roll < 0.6) await dispute(rng, statuses);
      else if (roll < 0.67) await resolve(rng, statuses);
      else if (roll < 0.685) await cancelEvent(rng, statuses);
      else if (roll < 0.72) await newEvent(rng);
      else {
        t.clock.advance(rng.chance(0.12) ? rng.int(1, 12) * HOUR : rng.int(1, 12) * MINUTE);
        await sweep(rng);
      }
      await t.tasks.settle();
      collectWebhooks();
    }
    // Which events the organisers cancelled, as the API now shows them.
    for (const event of simEvents) {
      const res = await t.request<{ data: EventDetail }>('GET', `/v1/events/${event.detail.slug}`);
      if (res.status === 200) event.detail = res.body.data;
    }
    await expectMoneyInItsPlace();

    // Let every webhook out and every timer run out.
    const sandbox = paystackSandbox(t.services);
    if (sandbox.heldCount > 0) sandbox.releaseWebhooks('as_sent');
    Object.assign(sandbox.webhooks, { hold: false, duplicate: false });
    await t.tasks.settle();
    collectWebhooks();
    t.clock.advance(3 * DAY);
    await Promise.all([sweepTicketTimers(t.services), sweepTicketTimers(t.services)]);
    await expectMoneyInItsPlace();
    const left = await statusesNow();
    expect([...left.values()].filter((status) => status === 'paid' || status === 'pending_payment')).toEqual([]);

    // Replaying every webhook ever sent changes no balance and no order.
    const before = await balancesNow();
    await replayWebhooks();
    expect(await balancesNow()).toEqual(before);
    expect(await statusesNow()).toEqual(left);
    expect(unexpected).toEqual([]);

    const run = await summary(ticketOrderEvents);
    console.log(
      [
        `ticket simulation (seed ${SEED}): ${OPS} operations, ${simOrders.length} orders, ${simEvents.length} events, ${sentWebhooks.length} webhooks replayed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        run.events,
        run.answers,
      ].join('\n'),
    );
    if (OPS >= 300) {
      const seen = run.kinds;
      for (const kind of ['place', 'payment_confirmed', 'expire', 'release', 'dispute', 'resolve', 'cancel_event'])
        expect(seen, `no ${kind} in the run`).toContain(kind);
    }
  });
});
