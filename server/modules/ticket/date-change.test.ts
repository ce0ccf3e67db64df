import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDetail, TicketOrderDetailResponse } from '../../../contract';
import { DAY, HOUR, MINUTE } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ticketTiers } from '../event/schema';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import { ledgerTransactions } from '../ledger/schema';
import type { VerifiedSeller } from '../listing/testing';
import { notificationEmails, notifications } from '../notification/schema';
import { platformFeeOf } from '../escrow/split';
import { login } from '../order/testing';
import { paystackSandbox } from '../../dev/paystack/routes';
import { submitPaymentPage, useServedTestApp } from '../payment/testing';
import { users } from '../user/schema';
import { ticketOrders, tickets } from './schema';
import { boughtTickets, organiserWithEvent, placeTicketOrderOk, readTicketOrderOk, ticketOrderBody, tierId } from './testing';
import { confirmTicketCharge } from './confirm';
import { sweepTicketTimers } from './timers';

const db = useTestDatabase();

let t: TestApp;

useServedTestApp(db, (app) => ({ t } = app));

const DATE_CHANGED = 'Event date changed';

const idOf = async (email: string) => {
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
};
const available = async (email: string) => balanceOf(t.services.db, ledgerAccount.userAvailable(await idOf(email)));
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

/** PATCH /v1/events/{id} as the organiser (logged in again: the test clock moves past tokens' lives). */
async function reschedule(organiser: VerifiedSeller, event: EventDetail, json: Record<string, unknown>) {
  const token = await login(t, organiser);
  return t.request<{ data: EventDetail; message?: string; errors?: Record<string, string> }>('PATCH', `/v1/events/${event.id}`, {
    token,
    json,
  });
}

const statusOf = async (orderId: string) =>
  (await t.services.db.select({ status: ticketOrders.status }).from(ticketOrders).where(eq(ticketOrders.id, orderId)))[0]?.status;

const refund = (token: string, id: string) =>
  t.request<TicketOrderDetailResponse & { message?: string }>('POST', `/v1/ticket-orders/${id}/refund`, { token, json: {} });

/** The date-change notices a user has, in the app and in the e-mail outbox. */
async function dateNotices(email: string) {
  const userId = await idOf(email);
  const inApp = await t.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, DATE_CHANGED)));
  const emails = await t.services.db
    .select()
    .from(notificationEmails)
    .where(and(eq(notificationEmails.toUserId, userId), like(notificationEmails.subject, `%${DATE_CHANGED}%`)));
  return { inApp, emails };
}

describe('an event with tickets: its dates and the release', () => {
  it('refuses to move the dates of an event with sold tickets into the past, so the release cannot pay early', async () => {
    const { organiser, event } = await organiserWithEvent(t);
    const { buyer, order } = await boughtTickets(t, event, { Regular: 2 });
    const organiserBefore = await available(organiser.email);

    // The exploit as reported: start and end moved a few days back, then the release sweep.
    const back = await reschedule(organiser, event, { startsAt: at(-3 * DAY), endsAt: at(-3 * DAY + HOUR) });
    expect(back.status).toBe(422);
    expect(back.body.message).toBe('Tickets are sold for this event: its dates cannot move into the past.');
    expect(back.body.errors).toMatchObject({ startsAt: 'Start date must be in the future' });
    // Only the end, or only the start, is refused too.
    const endOnly = await reschedule(organiser, event, { startsAt: at(-2 * HOUR), endsAt: at(-MINUTE) });
    expect(endOnly.status).toBe(422);
    expect(endOnly.body.errors).toMatchObject({ endsAt: 'End date must be in the future' });
    const startOnly = await reschedule(organiser, event, { startsAt: at(-MINUTE) });
    expect(startOnly.status).toBe(422);

    expect((await sweepTicketTimers(t.services)).released).toBe(0);
    expect(await available(organiser.email)).toBe(organiserBefore);
    const now = await readTicketOrderOk(t, buyer.accessToken, order.id);
    expect(now.status).toBe('paid');
    expect(now.event.startsAt).toBe(event.startsAt);

    // Other changes go through, the dates sent as they are included (a form sends every field).
    const renamed = await reschedule(organiser, event, {
      title: 'Freshers Tech Meetup 2',
      startsAt: event.startsAt,
      endsAt: event.endsAt,
    });
    expect(renamed.status).toBe(200);
    // Once it started, the dates it has are kept as they are; they still cannot move back.
    t.clock.advance(3 * DAY + HOUR);
    expect((await reschedule(organiser, event, { title: 'Freshers Tech Meetup', startsAt: event.startsAt })).status).toBe(200);
    expect((await reschedule(organiser, event, { startsAt: at(-2 * HOUR) })).status).toBe(422);
    // A later end is fine.
    expect((await reschedule(organiser, event, { endsAt: at(4 * HOUR) })).status).toBe(200);
  });

  it('never releases before 24 hours after the latest end any buyer was shown', async () => {
    const { organiser, event } = await organiserWithEvent(t, {}, new Date(t.clock.now().getTime() + 3 * DAY));
    const shownEnd = Date.parse(event.endsAt);
    const { buyer, order } = await boughtTickets(t, event, { VIP: 1 });
    expect(order.releaseAt).toBe(new Date(shownEnd + DAY).toISOString());

    // Brought forward to start in half an hour and end an hour later: allowed (not in the past).
    const early = await reschedule(organiser, event, { startsAt: at(30 * MINUTE), endsAt: at(90 * MINUTE) });
    expect(early.status).toBe(200);
    const newEnd = Date.parse(early.body.data.endsAt);
    const buyerToken = await login(t, buyer);
    const read = await readTicketOrderOk(t, buyerToken, order.id);
    expect(read.releaseAt).toBe(new Date(shownEnd + DAY).toISOString());

    // A day after the new end, nothing is released: the buyer was shown a later end.
    const organiserBefore = await available(organiser.email);
    t.clock.advance(newEnd + DAY + MINUTE - t.clock.now().getTime());
    await sweepTicketTimers(t.services);
    expect(await statusOf(order.id)).toBe('paid');
    // The buyer can still report that the event did not happen until then, and the organiser cancel it.
    const stillOpen = await readTicketOrderOk(t, await login(t, buyer), order.id);
    expect(stillOpen.canDispute).toBe(true);

    t.clock.advance(shownEnd + DAY - MINUTE - t.clock.now().getTime());
    await sweepTicketTimers(t.services);
    expect(await statusOf(order.id)).toBe('paid');
    t.clock.advance(MINUTE);
    await sweepTicketTimers(t.services);
    expect(await statusOf(order.id)).toBe('completed');
    expect(await available(organiser.email)).toBe(
      organiserBefore + order.totalKobo - platformFeeOf(order.totalKobo, t.config.platformFeeBps),
    );
  });

  it('keeps an event with sold tickets cancellable until its release, counted from the latest end shown', async () => {
    const { organiser, event } = await organiserWithEvent(t, {}, new Date(t.clock.now().getTime() + 2 * DAY));
    const shownEnd = Date.parse(event.endsAt);
    const { buyer, order } = await boughtTickets(t, event, { Regular: 1 });
    expect((await reschedule(organiser, event, { startsAt: at(HOUR), endsAt: at(2 * HOUR) })).status).toBe(200);
    t.clock.advance(shownEnd + DAY - HOUR - t.clock.now().getTime());
    const cancelled = await t.request('POST', `/v1/events/${event.id}/cancel`, {
      token: await login(t, organiser),
      json: { reason: 'The hall was flooded.' },
    });
    expect(cancelled.status).toBe(200);
    expect((await readTicketOrderOk(t, await login(t, buyer), order.id)).status).toBe('cancelled');
  });

  it('tells every holder in the app and by e-mail when the start moves by more than an hour, and no one for an hour or less', async () => {
    const { organiser, event } = await organiserWithEvent(t, {}, new Date(t.clock.now().getTime() + 5 * DAY));
    const paid = await boughtTickets(t, event, { Regular: 1 });
    const table = await boughtTickets(t, event, { 'Table For 8': 1 });
    const free = await boughtTickets(t, event, { Free: 2 });
    const unpaidBuyer = await t.signUp();
    await placeTicketOrderOk(t, unpaidBuyer.accessToken, ticketOrderBody(event, { VIP: 1 }, 1, { email: unpaidBuyer.email }));
    const holders = [paid.buyer.email, table.buyer.email, free.buyer.email, unpaidBuyer.email];
    const start = Date.parse(event.startsAt);
    const end = Date.parse(event.endsAt);
    const iso = (ms: number) => new Date(ms).toISOString();

    // Exactly an hour later: nobody is told.
    expect((await reschedule(organiser, event, { startsAt: iso(start + HOUR), endsAt: iso(end + HOUR) })).status).toBe(200);
    for (const email of holders) expect(await dateNotices(email)).toEqual({ inApp: [], emails: [] });
    // A title change: nobody either.
    expect((await reschedule(organiser, event, { title: 'Freshers Tech Meetup (new hall)' })).status).toBe(200);
    for (const email of holders) expect((await dateNotices(email)).inApp).toHaveLength(0);

    // Another 30 minutes: 90 minutes from what the buyers were shown, so everyone is told.
    const moved = await reschedule(organiser, event, { startsAt: iso(start + 90 * MINUTE), endsAt: iso(end + 90 * MINUTE) });
    expect(moved.status).toBe(200);
    for (const email of holders) {
      const { inApp, emails } = await dateNotices(email);
      expect(inApp).toHaveLength(1);
      expect(inApp[0]?.kind).toBe('ticket');
      expect(inApp[0]?.body).toContain('ask for a full refund');
      expect(inApp[0]?.link).toMatch(/^\/dashboard\/tickets\//);
      expect(emails).toHaveLength(1);
      expect(emails[0]?.text).toContain('ask for a full refund');
    }
    // The organiser is not told of their own change.
    expect((await dateNotices(organiser.email)).inApp).toHaveLength(0);

    // Told once: another 20 minutes is measured from the new start they were told.
    expect(
      (await reschedule(organiser, event, { startsAt: iso(start + 110 * MINUTE), endsAt: iso(end + 110 * MINUTE) })).status,
    ).toBe(200);
    for (const email of holders) expect((await dateNotices(email)).inApp).toHaveLength(1);

    // The paid holders may now ask for a refund; a buyer who bought after the move may not.
    const paidNow = await readTicketOrderOk(t, await login(t, paid.buyer), paid.order.id);
    expect(paidNow.canRequestRefund).toBe(true);
    expect(paidNow.dateChange).toEqual({ previousStartsAt: event.startsAt });
    const later = await boughtTickets(t, event, { Regular: 1 });
    expect(later.order.canRequestRefund).toBe(false);
    expect(later.order.dateChange).toBeNull();
    const refused = await refund(later.buyer.accessToken, later.order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You can ask for a refund only when the organiser moved the event by more than an hour.');
  });

  it('refunds a holder in full once, whatever the number of requests at once, until the new start', async () => {
    const { organiser, event } = await organiserWithEvent(t, {}, new Date(t.clock.now().getTime() + 2 * DAY));
    const paid = await boughtTickets(t, event, { Regular: 2, VIP: 1 });
    const other = await boughtTickets(t, event, { Regular: 1 });
    const free = await boughtTickets(t, event, { Free: 1 });
    const stranger = await t.signUp();
    const regularSoldBefore = (
      await t.services.db
        .select({ sold: ticketTiers.sold })
        .from(ticketTiers)
        .where(eq(ticketTiers.id, tierId(event, 'Regular')))
    )[0]?.sold;

    // Not moved yet: no refund.
    const early = await refund(paid.buyer.accessToken, paid.order.id);
    expect(early.status).toBe(409);

    const start = Date.parse(event.startsAt);
    const end = Date.parse(event.endsAt);
    const newStart = start + DAY;
    const moved = await reschedule(organiser, event, {
      startsAt: new Date(newStart).toISOString(),
      endsAt: new Date(end + DAY).toISOString(),
    });
    expect(moved.status).toBe(200);

    const buyerToken = await login(t, paid.buyer);
    const before = await available(paid.buyer.email);
    // Only the buyer: the organiser and strangers do not find it, nor an unknown id.
    expect((await refund(await login(t, organiser), paid.order.id)).status).toBe(404);
    expect((await refund(stranger.accessToken, paid.order.id)).status).toBe(404);
    expect((await refund(buyerToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await refund(buyerToken, 'nope')).status).toBe(404);

    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(buyerToken, paid.order.id)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe('refunded');
      expect(answer.body.data.canRequestRefund).toBe(false);
      expect(answer.body.data.tickets.every((ticket) => ticket.status === 'refunded')).toBe(true);
    }
    expect(await available(paid.buyer.email)).toBe(before + paid.order.totalKobo);
    const postings = await t.services.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `ticket_order:${paid.order.id}:date_change_refund`));
    expect(postings).toHaveLength(1);
    expect(
      await balanceOf(
        t.services.db,
        ledgerAccount.orderEscrow(paid.order.id, { buyerId: await idOf(paid.buyer.email), sellerId: organiser.id }),
      ),
    ).toBe(0);
    expect((await ledgerCheck(t.services.db)).ok).toBe(true);
    // The seats go back on sale.
    const [regular] = await t.services.db
      .select()
      .from(ticketTiers)
      .where(eq(ticketTiers.id, tierId(event, 'Regular')));
    expect(regular?.sold).toBe((regularSoldBefore ?? 0) - 2);
    const refundedTickets = await t.services.db.select().from(tickets).where(eq(tickets.orderId, paid.order.id));
    expect(refundedTickets.every((ticket) => ticket.status === 'refunded')).toBe(true);

    // A free holder may give the tickets back too (nothing to pay back).
    const freeAnswer = await refund(await login(t, free.buyer), free.order.id);
    expect(freeAnswer.status).toBe(200);
    expect(freeAnswer.body.data.status).toBe('refunded');

    // After the new start: too late.
    t.clock.advance(newStart - t.clock.now().getTime());
    const late = await refund(await login(t, other.buyer), other.order.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The event has started: a refund for the date change could be asked for only until then.');
    expect((await readTicketOrderOk(t, await login(t, other.buyer), other.order.id)).canRequestRefund).toBe(false);

    // The refunded order is never released to the organiser.
    t.clock.advance(end + 2 * DAY - t.clock.now().getTime() + DAY);
    await sweepTicketTimers(t.services);
    const [row] = await t.services.db.select().from(ticketOrders).where(eq(ticketOrders.id, paid.order.id));
    expect(row?.status).toBe('refunded');
    expect((await ledgerCheck(t.services.db)).ok).toBe(true);
  });

  it('a start moved while payments are confirmed, tickets bought and refunds asked: no deadlock, each waiting holder told once', async () => {
    const { organiser, event } = await organiserWithEvent(t, {}, new Date(t.clock.now().getTime() + 4 * DAY));
    const paid = await boughtTickets(t, event, { VIP: 1 });
    const sandbox = paystackSandbox(t.services);
    sandbox.webhooks.hold = true;
    const unpaid = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const buyer = await t.signUp();
        const placed = await placeTicketOrderOk(
          t,
          buyer.accessToken,
          ticketOrderBody(event, { Regular: 1 }, 1, { email: buyer.email }),
        );
        await submitPaymentPage(placed.payment!.authorizationUrl, 'pay');
        return { buyer, placed };
      }),
    );
    const newcomers = await Promise.all(Array.from({ length: 3 }, () => t.signUp()));
    const organiserToken = await login(t, organiser);
    const newStart = new Date(Date.parse(event.startsAt) + 3 * HOUR).toISOString();
    const newEnd = new Date(Date.parse(event.endsAt) + 3 * HOUR).toISOString();

    const [moved, ...rest] = await Promise.all([
      t.request('PATCH', `/v1/events/${event.id}`, { token: organiserToken, json: { startsAt: newStart, endsAt: newEnd } }),
      ...unpaid.map(({ placed }) => confirmTicketCharge(t.services, placed.payment!.reference)),
      ...newcomers.map((buyer) =>
        t.request('POST', '/v1/ticket-orders', {
          token: buyer.accessToken,
          json: ticketOrderBody(event, { Free: 1 }, 1, { email: buyer.email }),
        }),
      ),
    ]);
    sandbox.webhooks.hold = false;
    expect(moved?.status).toBe(200);
    expect(rest.slice(0, unpaid.length)).toEqual(unpaid.map(() => 'confirmed'));
    for (const answer of rest.slice(unpaid.length)) expect(answer).toMatchObject({ status: 201 });

    // Everyone holds the new start as told; those who bought before the move were told once.
    const orders = await t.services.db.select().from(ticketOrders).where(eq(ticketOrders.eventId, event.id));
    expect(orders).toHaveLength(unpaid.length + 1 + newcomers.length);
    for (const order of orders) {
      expect(order.shownStartsAt.toISOString()).toBe(newStart);
      const [buyer] = await t.services.db.select({ email: users.email }).from(users).where(eq(users.id, order.buyerId));
      expect((await dateNotices(buyer!.email)).inApp).toHaveLength(order.startMovedFrom ? 1 : 0);
    }
    for (const { placed } of unpaid) {
      expect(orders.find((order) => order.id === placed.order.id)?.startMovedFrom?.toISOString()).toBe(event.startsAt);
    }

    // The paid holder's refund racing another move of the start: both applied, the ledger balanced.
    const [refunded, movedAgain] = await Promise.all([
      refund(await login(t, paid.buyer), paid.order.id),
      t.request('PATCH', `/v1/events/${event.id}`, {
        token: organiserToken,
        json: { startsAt: new Date(Date.parse(newStart) + 2 * HOUR).toISOString() },
      }),
    ]);
    expect(refunded.status).toBe(200);
    expect(movedAgain.status).toBe(200);
    expect((await ledgerCheck(t.services.db)).ok).toBe(true);
  });
});
