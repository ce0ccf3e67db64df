import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancelEventResponse,
  CheckInSummaryResponse,
  EventDetail,
  EventListResponse,
  MyListingsResponse,
  NotificationListResponse,
  TicketOrderDetail,
} from '../../../contract';
import { DAY, HOUR, MINUTE } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf, balancesOfUser } from '../ledger/queries';
import { ledgerTransactions } from '../ledger/schema';
import { verifiedSeller } from '../listing/testing';
import type { VerifiedSeller } from '../listing/testing';
import { sendPendingNotificationEmails } from '../notification/send';
import { login } from '../order/testing';
import { serveTestApp, submitPaymentPage } from '../payment/testing';
import type { Served } from '../payment/testing';
import { users } from '../user/schema';
import { CANCEL_BEFORE_DELETE } from '../event/remove';
import { CANCELLED_EVENT } from '../event/update';
import { EVENT_ALREADY_CANCELLED, EVENT_ENDED_TOO_LONG_AGO } from './cancel-event';
import { listEvent as listTestEvent, placeTicketOrderOk, readTicketOrderOk, ticketOrderBody, tierId } from './testing';

const db = useTestDatabase();

let t: TestApp;
let served: Served;
let organiser: VerifiedSeller;

const REGULAR = 250_000;
const TABLE = 1_000_000;

/** The organiser's event with the tiers these tests use, starting `startsInMs` from now. */
const listEvent = (seller: VerifiedSeller, overrides: Record<string, unknown> = {}, startsInMs = 3 * DAY) =>
  listTestEvent(
    t,
    seller,
    {
      tiers: [
        { name: 'Regular', priceKobo: REGULAR, quantity: 50 },
        { name: 'Table For 4', priceKobo: TABLE, quantity: 5, seatsPerTicket: 4 },
        { name: 'Early Bird', priceKobo: 0, quantity: 10 },
      ],
      ...overrides,
    },
    new Date(t.clock.now().getTime() + startsInMs),
  );

interface Bought {
  order: TicketOrderDetail;
  token: string;
  email: string;
  userId: string;
  authorizationUrl: string | null;
}

/** A new buyer's order for `on` (tier name and quantity); paid through the sandbox when it costs anything and `pay` is not false. */
async function buy(on: EventDetail, items: { tier: string; quantity: number }[], pay = true): Promise<Bought> {
  const buyer = await t.signUp();
  const wanted = Object.fromEntries(items.map((item) => [item.tier, item.quantity]));
  const body = ticketOrderBody(on, wanted, organiser.universityId ?? 1, { email: buyer.email });
  const { payment, order } = await placeTicketOrderOk(t, buyer.accessToken, body);
  if (payment && pay) {
    const page = await submitPaymentPage(payment.authorizationUrl, 'pay');
    if (page.status !== 303) throw new Error(`payment page answered ${page.status}`);
    await t.tasks.settle();
  }
  const read = await readTicketOrderOk(t, buyer.accessToken, order.id);
  const expected = payment && !pay ? 'pending_payment' : 'paid';
  if (read.status !== expected) throw new Error(`ticket order is ${read.status}, not ${expected}`);
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
  return {
    order: read,
    token: buyer.accessToken,
    email: buyer.email,
    userId: user?.id ?? '',
    authorizationUrl: payment?.authorizationUrl ?? null,
  };
}

const cancel = (eventId: string, token = organiser.token, reason = 'The hall was flooded.') =>
  t.request<CancelEventResponse & { message?: string }>('POST', `/v1/events/${eventId}/cancel`, { token, json: { reason } });

const readOrder = (bought: Bought) => readTicketOrderOk(t, bought.token, bought.order.id);

const available = async (bought: Bought) => (await balancesOfUser(db(), bought.userId)).available;
const escrowOf = (bought: Bought) =>
  balanceOf(db(), ledgerAccount.orderEscrow(bought.order.id, { buyerId: bought.userId, sellerId: organiser.id }));

beforeAll(async () => {
  t = createTestApp(db(), { config: { mode: 'demo' } });
  served = await serveTestApp(t.app);
  organiser = await verifiedSeller(t);
});

afterAll(async () => {
  await served.close();
});

describe('POST /v1/events/{id}/cancel', () => {
  it('answers 401 to a guest, 404 to anyone but the organiser, and 400 without a reason', async () => {
    const event = await listEvent(organiser);
    expect((await t.request('POST', `/v1/events/${event.id}/cancel`, { json: { reason: 'x' } })).status).toBe(401);
    const stranger = await verifiedSeller(t);
    const buyer = await t.signUp();
    for (const token of [stranger.token, buyer.accessToken]) {
      const res = await cancel(event.id, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Event not found' });
    }
    expect((await cancel('not-an-id')).status).toBe(404);
    for (const json of [{}, { reason: '' }, { reason: 42 }]) {
      const res = await t.request('POST', `/v1/events/${event.id}/cancel`, { token: organiser.token, json });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { reason: expect.stringMatching(/^Reason /) } });
    }
    // None of that cancelled it.
    expect((await t.request<{ data: EventDetail }>('GET', `/v1/events/${event.slug}`)).body.data.cancelledAt).toBeNull();
  });

  it('refunds every paid order in full, cancels unpaid ones, returns their tickets and tells every buyer', async () => {
    // Starts in an hour, so that a buyer can dispute once it has started.
    const event = await listEvent(organiser, { title: 'Freshers Ball' }, HOUR);
    const two = await buy(event, [{ tier: 'Regular', quantity: 2 }]);
    const table = await buy(event, [
      { tier: 'Table For 4', quantity: 1 },
      { tier: 'Regular', quantity: 1 },
    ]);
    const free = await buy(event, [{ tier: 'Early Bird', quantity: 1 }]);
    const disputer = await buy(event, [{ tier: 'Regular', quantity: 1 }]);
    t.clock.advance(2 * HOUR);
    const token = await login(t, organiser);
    const disputerToken = await login(t, { email: disputer.email, password: 'correct-horse-battery' });
    disputer.token = disputerToken;
    const disputed = await t.request('POST', `/v1/ticket-orders/${disputer.order.id}/dispute`, {
      token: disputerToken,
      json: { reason: 'Nobody was at the venue.' },
    });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
    const unpaid = await buy(event, [{ tier: 'Regular', quantity: 3 }], false);
    for (const bought of [two, table, free, unpaid])
      bought.token = await login(t, { email: bought.email, password: 'correct-horse-battery' });
    const before = await t.request<{ data: EventDetail }>('GET', `/v1/events/${event.slug}`);
    expect(before.body.data.tiers.map((tier) => [tier.name, tier.remaining])).toEqual([
      ['Regular', 50 - 7],
      ['Table For 4', 4],
      ['Early Bird', 9],
    ]);
    const paid = [two, table, free, disputer];
    const availableBefore = await Promise.all(paid.map(available));
    for (const bought of [two, table, disputer]) expect(await escrowOf(bought)).toBe(bought.order.totalKobo);
    const organiserBefore = await balancesOfUser(db(), organiser.id);

    const res = await cancel(event.id, token, 'The hall was flooded');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ refundedOrders: 4, cancelledOrders: 1 });

    // Money: each buyer's available balance rose by exactly what they paid; every escrow is empty.
    expect(two.order.totalKobo).toBe(2 * REGULAR);
    expect(table.order.totalKobo).toBe(TABLE + REGULAR);
    const availableAfter = await Promise.all(paid.map(available));
    expect(availableAfter.map((after, i) => after - (availableBefore[i] ?? 0))).toEqual([
      2 * REGULAR,
      TABLE + REGULAR,
      0,
      REGULAR,
    ]);
    for (const bought of [two, table, disputer, unpaid]) expect(await escrowOf(bought)).toBe(0);
    // The organiser receives nothing, and holds nothing in escrow any more.
    expect(organiserBefore.inEscrowAsSeller).toBe(2 * REGULAR + TABLE + REGULAR + REGULAR);
    expect(await balancesOfUser(db(), organiser.id)).toEqual({ ...organiserBefore, inEscrowAsSeller: 0 });
    const check = await ledgerCheck(db());
    expect(check.ok, JSON.stringify(check)).toBe(true);

    // Orders, tickets and the dispute.
    for (const bought of [...paid, unpaid]) {
      const order = await readOrder(bought);
      expect(order.status).toBe('cancelled');
      expect(order.event.cancelled).toBe(true);
      expect(order.tickets.every((ticket) => ticket.status === 'refunded')).toBe(true);
    }
    expect((await readOrder(two)).tickets).toHaveLength(2);
    expect((await readOrder(table)).tickets).toHaveLength(5);
    expect((await readOrder(unpaid)).tickets).toHaveLength(0);
    expect((await readOrder(disputer)).dispute?.decision).toMatchObject({ outcome: 'refund', buyerKobo: REGULAR, sellerKobo: 0 });

    // The unpaid order's tickets went back; the paid ones stay counted as sold.
    const after = await t.request<{ data: EventDetail }>('GET', `/v1/events/${event.slug}`);
    expect(after.status).toBe(200);
    expect(after.body.data.cancelledAt).toBe(t.clock.now().toISOString());
    expect(after.body.data.status).toBe('inactive');
    expect(after.body.data.tiers.map((tier) => [tier.name, tier.remaining])).toEqual([
      ['Regular', 50 - 4],
      ['Table For 4', 4],
      ['Early Bird', 9],
    ]);
    const mine = await t.request<MyListingsResponse>('GET', '/v1/me/listings?type=tickets', { token });
    const listed = mine.body.data.find((item) => item.id === event.id);
    expect(listed).toMatchObject({
      status: 'inactive',
      available: 46 + 4 + 9,
      event: { cancelledAt: t.clock.now().toISOString() },
    });
    expect((listed?.event?.ticketsOffered ?? 0) - (listed?.event?.ticketsSold ?? 0)).toBe(listed?.available);
    const summary = await t.request<CheckInSummaryResponse>('GET', `/v1/events/${event.id}/check-in`, { token });
    expect(summary.body.data.event.cancelled).toBe(true);
    expect(summary.body.data.counts).toMatchObject({ sold: 0, checkedIn: 0 });

    // Every buyer is told, in the app and by e-mail.
    await sendPendingNotificationEmails(t.services);
    for (const bought of [...paid, unpaid]) {
      const list = await t.request<NotificationListResponse>('GET', '/v1/notifications', { token: bought.token });
      const notice = list.body.data.find((item) => item.title === 'Event cancelled');
      expect(notice, bought.email).toMatchObject({ kind: 'ticket', link: `/dashboard/tickets/${bought.order.id}` });
      expect(notice?.body).toContain('The organiser cancelled “Freshers Ball”: The hall was flooded.');
      expect(t.mailbox.list(bought.email).map((mail) => mail.subject)).toContain('Freshers Ball is cancelled');
    }
    const byEmail = (bought: Bought) =>
      t.mailbox.list(bought.email).find((mail) => mail.subject === 'Freshers Ball is cancelled');
    expect(byEmail(two)?.text).toContain('₦5,000 is back in your Kampus wallet.');
    expect(byEmail(unpaid)?.text).toContain('Your unpaid order was cancelled; nothing was charged.');

    // It sells nothing more, is listed nowhere and cannot be changed or cancelled again.
    const list = await t.request<EventListResponse>('GET', '/v1/events?pageSize=48');
    expect(list.body.data.map((card) => card.id)).not.toContain(event.id);
    const late = await t.signUp();
    const refused = await t.request('POST', '/v1/ticket-orders', {
      token: late.accessToken,
      json: {
        eventId: event.id,
        items: [{ tierId: tierId(event, 'Regular'), quantity: 1 }],
        contact: {
          firstname: 'Late',
          lastname: 'Buyer',
          email: late.email,
          phone: '08031234567',
          universityId: organiser.universityId ?? 1,
          address: 'Jaja Hall',
          landmark: 'By the gate',
        },
      },
    });
    expect([404, 422]).toContain(refused.status);
    const patched = await t.request('PATCH', `/v1/events/${event.id}`, { token, json: { status: 'active' } });
    expect(patched.status).toBe(409);
    expect(patched.body).toEqual({ message: CANCELLED_EVENT });
    const again = await cancel(event.id, token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: EVENT_ALREADY_CANCELLED });

    // The unpaid order's payment arriving now is given back, never turned into tickets.
    const page = await submitPaymentPage(unpaid.authorizationUrl ?? '', 'pay');
    expect(page.status).toBe(303);
    await t.tasks.settle();
    expect((await readOrder(unpaid)).status).toBe('cancelled');
    expect(await available(unpaid)).toBe(3 * REGULAR);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });

  it('refunds once when two cancellations are sent together', async () => {
    const token = await login(t, organiser);
    organiser.token = token;
    const event = await listEvent(organiser, { title: 'Jazz Night' });
    const a = await buy(event, [{ tier: 'Regular', quantity: 1 }]);
    const b = await buy(event, [{ tier: 'Table For 4', quantity: 2 }]);
    const results = await Promise.all([cancel(event.id), cancel(event.id)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const won = results.find((res) => res.status === 200);
    expect(won?.body.data).toEqual({ refundedOrders: 2, cancelledOrders: 0 });
    expect(results.find((res) => res.status === 409)?.body).toEqual({ message: EVENT_ALREADY_CANCELLED });
    expect(await available(a)).toBe(REGULAR);
    expect(await available(b)).toBe(2 * TABLE);
    for (const bought of [a, b]) {
      const posted = await db()
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `ticket_order:${bought.order.id}:%`));
      // The payment's own key is the charge's; the order's only posting of its own is the refund.
      expect(posted).toHaveLength(1);
    }
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});

describe('DELETE /v1/events/{id} and PATCH with ticket orders', () => {
  it('deletes an event without orders, refuses one with paid tickets, and archives a cancelled one', async () => {
    const token = await login(t, organiser);
    organiser.token = token;
    const empty = await listEvent(organiser, { title: 'Nobody Came' });
    expect((await t.request('DELETE', `/v1/events/${empty.id}`, { token })).body).toEqual({ data: { outcome: 'deleted' } });

    const event = await listEvent(organiser, { title: 'Book Fair' });
    const bought = await buy(event, [{ tier: 'Regular', quantity: 1 }]);
    const refused = await t.request('DELETE', `/v1/events/${event.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: CANCEL_BEFORE_DELETE });
    expect((await t.request('GET', `/v1/events/${event.slug}`)).status).toBe(200);

    const pendingOnly = await listEvent(organiser, { title: 'Pending Party' });
    await buy(pendingOnly, [{ tier: 'Regular', quantity: 1 }], false);
    expect((await t.request('DELETE', `/v1/events/${pendingOnly.id}`, { token })).status).toBe(409);

    expect((await cancel(event.id, token)).status).toBe(200);
    const archived = await t.request('DELETE', `/v1/events/${event.id}`, { token });
    expect(archived.body).toEqual({ data: { outcome: 'archived' } });
    expect((await t.request('GET', `/v1/events/${event.slug}`)).status).toBe(404);
    // The buyer's order still shows its event.
    const order = await readOrder(bought);
    expect(order.event).toMatchObject({ id: event.id, title: 'Book Fair', cancelled: true });
    expect((await cancel(event.id, token)).status).toBe(409);
  });

  it('refuses a tier cut below what it sold or the removal of an ordered tier (422 naming it)', async () => {
    const token = await login(t, organiser);
    organiser.token = token;
    const event = await listEvent(organiser, { title: 'Dinner' });
    await buy(event, [{ tier: 'Table For 4', quantity: 2 }]);
    await buy(event, [{ tier: 'Regular', quantity: 1 }], false);
    const tiers = (quantities: Record<string, number>) =>
      Object.entries(quantities).map(([name, quantity]) => ({ name, priceKobo: name === 'Early Bird' ? 0 : REGULAR, quantity }));

    const below = await t.request('PATCH', `/v1/events/${event.id}`, {
      token,
      json: { tiers: tiers({ Regular: 50, 'Table For 4': 1, 'Early Bird': 10 }) },
    });
    expect(below.status).toBe(422);
    expect(below.body).toEqual({
      message: 'Table For 4 has sold 2 tickets: its quantity cannot be less than that',
      errors: { tiers: 'Table For 4 has sold 2 tickets: its quantity cannot be less than that' },
    });
    // Regular has only an unpaid order, which still holds its ticket; Early Bird sold nothing.
    const removed = await t.request('PATCH', `/v1/events/${event.id}`, {
      token,
      json: { tiers: tiers({ 'Table For 4': 5, 'Early Bird': 10 }) },
    });
    expect(removed.status).toBe(422);
    expect(removed.body).toMatchObject({
      errors: { tiers: expect.stringMatching(/^Regular has ticket orders and cannot be removed/) },
    });
    const kept = await t.request<{ data: EventDetail }>('PATCH', `/v1/events/${event.id}`, {
      token,
      json: { tiers: tiers({ Regular: 1, 'Table For 4': 2 }) },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.tiers.map((tier) => [tier.name, tier.quantity, tier.remaining])).toEqual([
      ['Regular', 1, 0],
      ['Table For 4', 2, 0],
    ]);
  });
});

describe('the cancellation window', () => {
  it('cancels up to 24 hours after the end, and refuses later (409)', async () => {
    organiser.token = await login(t, organiser);
    const ending = await listEvent(organiser, { title: 'Ends Soon' }, HOUR);
    const ended = await listEvent(organiser, { title: 'Long Over' }, HOUR);
    const bought = await buy(ending, [{ tier: 'Regular', quantity: 1 }]);
    await buy(ended, [{ tier: 'Regular', quantity: 1 }]);
    // eventBody ends 4 hours after the start.
    t.clock.advance(HOUR + 4 * HOUR + 23 * HOUR);
    const token = await login(t, organiser);
    const inTime = await cancel(ending.id, token);
    expect(inTime.status).toBe(200);
    expect(await available(bought)).toBe(REGULAR);
    t.clock.advance(2 * HOUR - MINUTE);
    const tooLate = await cancel(ended.id, await login(t, organiser));
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toEqual({ message: EVENT_ENDED_TOO_LONG_AGO });
  });
});
