import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ticketOrderListResponseSchema } from '../../../contract';
import type { EventDetail } from '../../../contract';
import { DAY, HOUR, MINUTE } from '../../clock';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { consoleToken } from '../admin/testing';
import { freshSandboxEachTest } from '../escrow/testing';
import { events, ticketTiers } from '../event/schema';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import type { VerifiedSeller } from '../listing/testing';
import { notifications } from '../notification/schema';
import { login } from '../order/testing';
import { PAYSTACK_WEBHOOK_PATH } from '../payment/settings';
import { paystackSandbox } from '../../dev/paystack/routes';
import { submitPaymentPage, useServedTestApp } from '../payment/testing';
import { users } from '../user/schema';
import { ticketOrders, tickets } from './schema';
import { boughtTickets, organiserWithEvent, placeTicketOrderOk, readTicketOrderOk, ticketOrderBody, tierId } from './testing';
import { sweepTicketTimers } from './timers';
import { ticketEscrowOf } from './transition';

const db = useTestDatabase();

let t: TestApp;
let organiser: VerifiedSeller;
let event: EventDetail;

useServedTestApp(db, async (app) => {
  ({ t } = app);
  ({ organiser, event } = await organiserWithEvent(t));
});
freshSandboxEachTest(() => t);

const soldOf = async (id: string) =>
  (await t.services.db.select({ sold: ticketTiers.sold }).from(ticketTiers).where(eq(ticketTiers.id, id)))[0]?.sold;
const escrowOf = (order: { id: string; buyerId?: string }, buyerId: string) =>
  balanceOf(t.services.db, ticketEscrowOf({ id: order.id, buyerId, sellerId: organiser.id }));
const userIdOf = async (account: { email: string }) => {
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!user) throw new Error(`no user ${account.email}`);
  return user.id;
};
/** The organiser's token now (moving the clock past 15 minutes ends the old one). */
const organiserToken = () => login(t, organiser);

describe('POST /v1/ticket-orders', () => {
  it('refuses the unsigned-in (401), a bad body (400), an unknown event (404), a tier of another event and the organiser (422)', async () => {
    const buyer = await t.signUp();
    const body = ticketOrderBody(event, { Regular: 1 }, 1);
    expect((await t.request('POST', '/v1/ticket-orders', { json: body })).status).toBe(401);

    const empty = await t.request<{ errors: Record<string, string> }>('POST', '/v1/ticket-orders', {
      token: buyer.accessToken,
      json: { ...body, items: [] },
    });
    expect(empty.status).toBe(400);
    expect(Object.values(empty.body.errors)).toContain('Kindly select a ticket type to continue.');
    const tooMany = await t.request('POST', '/v1/ticket-orders', {
      token: buyer.accessToken,
      json: { ...body, items: [{ tierId: tierId(event, 'VIP'), quantity: 21 }] },
    });
    expect(tooMany.status).toBe(400);
    const badEmail = await t.request('POST', '/v1/ticket-orders', {
      token: buyer.accessToken,
      json: { ...body, contact: { ...body.contact, email: 'nope' } },
    });
    expect(badEmail.status).toBe(400);
    const badCampus = await t.request('POST', '/v1/ticket-orders', {
      token: buyer.accessToken,
      json: { ...body, contact: { ...body.contact, universityId: 999_999 } },
    });
    expect(badCampus.status).toBe(400);

    const unknown = await t.request('POST', '/v1/ticket-orders', {
      token: buyer.accessToken,
      json: { ...body, eventId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);

    const other = await organiserWithEvent(t);
    const foreign = await t.request<{ message: string }>('POST', '/v1/ticket-orders', {
      token: buyer.accessToken,
      json: { ...body, items: [{ tierId: tierId(other.event, 'VIP'), quantity: 1 }] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('“VIP” is not a ticket type of this event.');

    const own = await t.request<{ message: string }>('POST', '/v1/ticket-orders', {
      token: await organiserToken(),
      json: body,
    });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('You cannot buy tickets for your own event.');
    expect(await soldOf(tierId(event, 'Regular'))).toBe(0);
  });

  it('refuses a cancelled, hidden or ended event with 422 and a clear message', async () => {
    const buyer = await t.signUp();
    const { event: other } = await organiserWithEvent(t);
    const body = ticketOrderBody(other, { Regular: 1 }, 1);
    const post = () => t.request<{ message: string }>('POST', '/v1/ticket-orders', { token: buyer.accessToken, json: body });

    await t.services.db
      .update(events)
      .set({ endsAt: t.clock.now(), startsAt: new Date(t.clock.now().getTime() - HOUR) })
      .where(eq(events.id, other.id));
    const ended = await post();
    expect(ended.status).toBe(422);
    expect(ended.body.message).toBe('This event has ended: its tickets are no longer on sale.');

    await t.services.db.update(events).set({ status: 'inactive' }).where(eq(events.id, other.id));
    const hidden = await post();
    expect(hidden.status).toBe(422);
    expect(hidden.body.message).toBe('This event is not on sale.');

    await t.services.db.update(events).set({ cancelledAt: t.clock.now() }).where(eq(events.id, other.id));
    const cancelled = await post();
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.message).toBe('This event was cancelled: its tickets are no longer on sale.');
  });

  it('reserves the tickets, asks for payment within 30 minutes, and answers 409 when too few are left', async () => {
    const buyer = await t.signUp();
    const { event: small } = await organiserWithEvent(t, {
      tiers: [
        { name: 'Regular', priceKobo: 150_000, quantity: 3 },
        { name: 'VIP', priceKobo: 500_000, quantity: 1 },
      ],
    });
    const placed = await placeTicketOrderOk(t, buyer.accessToken, ticketOrderBody(small, { VIP: 1, Regular: 2 }, 1));
    expect(placed.order.status).toBe('pending_payment');
    expect(placed.order.totalKobo).toBe(800_000);
    expect(placed.order.admits).toBe(3);
    expect(placed.order.lines.map((line) => [line.tierName, line.quantity, line.subtotalKobo])).toEqual([
      ['Regular', 2, 300_000],
      ['VIP', 1, 500_000],
    ]);
    expect(placed.order.tickets).toEqual([]);
    expect(placed.payment?.reference).toMatch(/^ktk_[0-9a-f]{32}$/);
    expect(placed.order.paymentReference).toBe(placed.payment?.reference);
    expect(placed.order.authorizationUrl).toBe(placed.payment?.authorizationUrl);
    expect(placed.order.paymentDueAt).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString());

    const shown = await t.request<{ data: EventDetail }>('GET', `/v1/events/${small.slug}`);
    expect(shown.body.data.tiers.map((tier) => tier.remaining)).toEqual([1, 0]);

    const other = await t.signUp();
    const soldOut = await t.request<{ message: string }>('POST', '/v1/ticket-orders', {
      token: other.accessToken,
      json: ticketOrderBody(small, { VIP: 1 }, 1),
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('VIP is sold out.');
    const few = await t.request<{ message: string }>('POST', '/v1/ticket-orders', {
      token: other.accessToken,
      json: ticketOrderBody(small, { Regular: 2 }, 1),
    });
    expect(few.status).toBe(409);
    expect(few.body.message).toBe('Only 1 ticket left for Regular.');
    expect(await soldOf(tierId(small, 'Regular'))).toBe(2);
  });

  it('issues free tickets at once, one per admitted person, with unique 160-bit codes, and e-mails them', async () => {
    const buyer = await t.signUp();
    const placed = await placeTicketOrderOk(
      t,
      buyer.accessToken,
      ticketOrderBody(event, { Free: 2 }, 1, { email: 'guest.list@unilag.edu.ng' }),
    );
    expect(placed.payment).toBeNull();
    expect(placed.order.status).toBe('paid');
    expect(placed.order.totalKobo).toBe(0);
    expect(placed.order.tickets).toHaveLength(2);
    for (const ticket of placed.order.tickets) {
      expect(ticket.code).toMatch(/^[A-Z2-7]{32}$/);
      expect(ticket).toMatchObject({ tierName: 'Free', seat: 1, seats: 1, status: 'valid', checkedInAt: null });
    }
    expect(new Set(placed.order.tickets.map((ticket) => ticket.code)).size).toBe(2);

    await t.tasks.settle();
    const [mail] = t.mailbox.list('guest.list@unilag.edu.ng');
    expect(mail?.subject).toBe(`Kampus: Your 2 tickets for ${event.title}`);
    for (const ticket of placed.order.tickets) expect(mail?.text).toContain(`Code: ${ticket.code}`);
    expect(mail?.text).toContain(`Venue: ${event.venue}`);

    const buyerId = await userIdOf(buyer);
    const told = await t.services.db.select().from(notifications).where(eq(notifications.userId, buyerId));
    expect(told.map((n) => [n.kind, n.title, n.link])).toContainEqual([
      'ticket',
      'Your tickets are ready',
      `/dashboard/tickets/${placed.order.id}`,
    ]);
    const organiserTold = await t.services.db.select().from(notifications).where(eq(notifications.userId, organiser.id));
    expect(organiserTold.map((n) => n.body)).toContain(`2 tickets sold for ${event.title}.`);
  });
});

describe('paying for tickets', () => {
  it('moves the payment into escrow, issues a ticket per seat, and a replayed webhook changes nothing', async () => {
    const sandbox = paystackSandbox(t.services);
    const { buyer, order } = await boughtTickets(t, event, { Regular: 2, 'Table For 8': 1 });
    const buyerId = await userIdOf(buyer);
    expect(order.totalKobo).toBe(2 * 250_000 + 6_000_000);
    expect(order.admits).toBe(10);
    expect(order.tickets).toHaveLength(10);
    expect(order.tickets.filter((ticket) => ticket.tierName === 'Table For 8').map((ticket) => ticket.seat)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(order.paymentDueAt).toBeNull();
    expect(order.releaseAt).toBe(new Date(Date.parse(event.endsAt) + DAY).toISOString());
    expect(await escrowOf(order, buyerId)).toBe(order.totalKobo);

    const delivery = sandbox.deliveries.find((d) => d.reference === order.paymentReference);
    if (!delivery) throw new Error('no delivery');
    const replay = await t.request('POST', PAYSTACK_WEBHOOK_PATH, {
      json: delivery.body,
      headers: { 'x-paystack-signature': delivery.signature },
    });
    expect(replay.body).toEqual({ received: true, outcome: 'already_confirmed' });
    expect(await escrowOf(order, buyerId)).toBe(order.totalKobo);
    expect(await t.services.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(10);
    expect((await ledgerCheck(t.services.db)).ok).toBe(true);
  });

  it('refuses a charge whose amount is not the order total', async () => {
    const buyer = await t.signUp();
    const placed = await placeTicketOrderOk(t, buyer.accessToken, ticketOrderBody(event, { VIP: 1 }, 1));
    // The order's total changed after the page was opened: the charge no longer matches it.
    await t.services.db.update(ticketOrders).set({ totalKobo: 1 }).where(eq(ticketOrders.id, placed.order.id));
    await submitPaymentPage(placed.payment!.authorizationUrl, 'pay');
    await t.tasks.settle();
    const sandbox = paystackSandbox(t.services);
    const delivery = sandbox.deliveries.find((d) => d.reference === placed.payment?.reference);
    expect(delivery?.attempts).toEqual([200]);
    expect((await readTicketOrderOk(t, buyer.accessToken, placed.order.id)).status).toBe('pending_payment');
  });

  it('expires an unpaid order after 30 minutes (tickets back on sale) and refunds a late payment to the wallet', async () => {
    // Earlier tests' unpaid orders expire first, so that only this order's tickets move below.
    t.clock.advance(31 * MINUTE);
    await sweepTicketTimers(t.services);
    const buyer = await t.signUp();
    const vip = tierId(event, 'VIP');
    const before = await soldOf(vip);
    const placed = await placeTicketOrderOk(t, buyer.accessToken, ticketOrderBody(event, { VIP: 2 }, 1));
    expect(await soldOf(vip)).toBe((before ?? 0) + 2);

    t.clock.advance(29 * MINUTE);
    await sweepTicketTimers(t.services);
    expect((await t.services.db.select().from(ticketOrders).where(eq(ticketOrders.id, placed.order.id)))[0]?.status).toBe(
      'pending_payment',
    );
    t.clock.advance(2 * MINUTE);
    expect((await sweepTicketTimers(t.services)).expired).toBe(1);
    expect(await soldOf(vip)).toBe(before);
    const token = await login(t, buyer);
    const expired = await readTicketOrderOk(t, token, placed.order.id);
    expect(expired.status).toBe('expired');
    expect(expired.authorizationUrl).toBeNull();

    await submitPaymentPage(placed.payment!.authorizationUrl, 'pay');
    await t.tasks.settle();
    const buyerId = await userIdOf(buyer);
    expect(await balanceOf(t.services.db, ledgerAccount.userAvailable(buyerId))).toBe(placed.order.totalKobo);
    expect(await escrowOf(placed.order, buyerId)).toBe(0);
    expect((await readTicketOrderOk(t, token, placed.order.id)).tickets).toEqual([]);
    expect((await ledgerCheck(t.services.db)).ok).toBe(true);
  });
});

describe('reading ticket orders', () => {
  it("lists the caller's orders newest first with filters, and shows one only to its buyer and administrators", async () => {
    const buyer = await t.signUp();
    const first = await placeTicketOrderOk(t, buyer.accessToken, ticketOrderBody(event, { Free: 1 }, 1));
    t.clock.advance(1000);
    const second = await placeTicketOrderOk(t, buyer.accessToken, ticketOrderBody(event, { Regular: 1 }, 1));

    const list = await t.request('GET', '/v1/ticket-orders', { token: buyer.accessToken });
    const parsed = v.parse(ticketOrderListResponseSchema, list.body);
    expect(parsed.data.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
    const paid = v.parse(
      ticketOrderListResponseSchema,
      (await t.request('GET', '/v1/ticket-orders?status=paid', { token: buyer.accessToken })).body,
    );
    expect(paid.data.map((order) => order.id)).toEqual([first.order.id]);
    const byReference = v.parse(
      ticketOrderListResponseSchema,
      (
        await t.request('GET', `/v1/ticket-orders?reference=${second.payment?.reference}`, {
          token: buyer.accessToken,
        })
      ).body,
    );
    expect(byReference.data.map((order) => order.id)).toEqual([second.order.id]);
    expect((await t.request('GET', '/v1/ticket-orders?status=nope', { token: buyer.accessToken })).status).toBe(400);
    expect((await t.request('GET', '/v1/ticket-orders')).status).toBe(401);

    const stranger = await t.signUp();
    expect((await t.request('GET', `/v1/ticket-orders/${first.order.id}`, { token: stranger.accessToken })).status).toBe(404);
    expect((await t.request('GET', `/v1/ticket-orders/${first.order.id}`, { token: await organiserToken() })).status).toBe(404);
    expect((await t.request('GET', '/v1/ticket-orders/not-an-id', { token: buyer.accessToken })).status).toBe(404);
    const strangerList = v.parse(
      ticketOrderListResponseSchema,
      (await t.request('GET', '/v1/ticket-orders', { token: stranger.accessToken })).body,
    );
    expect(strangerList.data).toEqual([]);

    const admin = await t.signUp();
    await runAdminCommand(t.services, 'create-admin', [admin.email, admin.password]);
    const adminToken = await login(t, admin);
    const [adminRow] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    const consoleAdminToken = await consoleToken(t, { userId: adminRow?.id ?? '', role: 'admin' });
    const seen = await readTicketOrderOk(t, adminToken, first.order.id);
    expect(seen.tickets[0]?.code).toMatch(/^[A-Z2-7]{32}$/);
    expect(seen.canDispute).toBe(false);
    const byAdmin = await t.request<{ message: string }>('POST', `/v1/ticket-orders/${first.order.id}/resend`, {
      token: adminToken,
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only the buyer can have the tickets sent again.');
    expect((await t.request('GET', `/v1/ticket-orders/${first.order.id}`)).status).toBe(401);
    expect(
      (await t.request('POST', `/v1/admin/ticket-orders/${first.order.id}/resolve`, { json: { outcome: 'refund' } })).status,
    ).toBe(401);
    expect(
      (
        await t.request('POST', `/v1/admin/ticket-orders/${first.order.id}/resolve`, {
          token: consoleAdminToken,
          json: { outcome: 'refund' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('POST /v1/ticket-orders/{id}/resend', () => {
  it('e-mails the tickets again to the buyer only, for issued orders, at most 3 times an hour', async () => {
    const buyer = await t.signUp();
    const placed = await placeTicketOrderOk(
      t,
      buyer.accessToken,
      ticketOrderBody(event, { Free: 1 }, 1, { email: 'resend.me@unilag.edu.ng' }),
    );
    await t.tasks.settle();
    const resend = (token: string, id = placed.order.id) =>
      t.request<{ data: { sentTo: string }; message: string }>('POST', `/v1/ticket-orders/${id}/resend`, { token });

    expect((await t.request('POST', `/v1/ticket-orders/${placed.order.id}/resend`)).status).toBe(401);
    expect((await resend(await organiserToken())).status).toBe(404);
    for (let i = 0; i < 3; i += 1) {
      const ok = await resend(buyer.accessToken);
      expect(ok.status).toBe(200);
      expect(ok.body.data.sentTo).toBe('resend.me@unilag.edu.ng');
    }
    const limited = await resend(buyer.accessToken);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    await t.tasks.settle();
    expect(t.mailbox.list('resend.me@unilag.edu.ng')).toHaveLength(4);

    t.clock.advance(HOUR);
    const token = await login(t, buyer);
    expect((await resend(token)).status).toBe(200);

    const unpaid = await placeTicketOrderOk(t, token, ticketOrderBody(event, { Regular: 1 }, 1));
    const early = await resend(token, unpaid.order.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Your tickets are issued once the payment is confirmed.');
  });
});
