import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDetail, TicketOrderDetailResponse, WalletMonthResponse } from '../../../contract';
import { DAY, HOUR, MINUTE } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { useServedTestApp } from '../payment/testing';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { consoleToken } from '../admin/testing';
import { ledgerAccount } from '../ledger/accounts';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import type { VerifiedSeller } from '../listing/testing';
import { notifications } from '../notification/schema';
import { platformFeeOf, shareEscrow } from '../escrow/split';
import { login } from '../order/testing';
import { users } from '../user/schema';
import { ticketDisputes, tickets } from './schema';
import { boughtTickets, organiserWithEvent, readTicketOrderOk } from './testing';
import { sweepTicketTimers } from './timers';
import { ticketEscrowOf } from './transition';

const db = useTestDatabase();

let t: TestApp;
let organiser: VerifiedSeller;
let event: EventDetail;
let admin: { email: string; password: string };

useServedTestApp(db, async (app) => {
  ({ t } = app);
  // The event starts in 3 days and lasts 4 hours.
  ({ organiser, event } = await organiserWithEvent(t));
  admin = await t.signUp();
  await runAdminCommand(t.services, 'create-admin', [admin.email, admin.password]);
});

const idOf = async (email: string) => {
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
};
const available = async (email: string) => balanceOf(t.services.db, ledgerAccount.userAvailable(await idOf(email)));
const feeBps = () => t.config.platformFeeBps;
const dispute = (token: string, id: string, reason = 'Nobody was at the venue; the hall was locked.') =>
  t.request<TicketOrderDetailResponse & { message: string }>('POST', `/v1/ticket-orders/${id}/dispute`, {
    token,
    json: { reason },
  });
const resolve = (token: string, id: string, json: unknown) =>
  t.request<TicketOrderDetailResponse & { message: string }>('POST', `/v1/admin/ticket-orders/${id}/resolve`, {
    token,
    json,
  });

describe('ticket disputes, decisions and the release', () => {
  it('takes disputes from the start until the release, never after a check-in; the admin splits one; the release pays the rest less the fee', async () => {
    const paid = await boughtTickets(t, event, { Regular: 2, 'Table For 8': 1 });
    const disputed = await boughtTickets(t, event, { VIP: 2 });
    const checkedIn = await boughtTickets(t, event, { Regular: 1 });
    const free = await boughtTickets(t, event, { Free: 3 });
    const refunded = await boughtTickets(t, event, { VIP: 1 });
    const organiserBefore = await available(organiser.email);

    // Before the event starts: too early (409), and only the buyer may ask (404 for strangers and the organiser).
    const early = await dispute(disputed.buyer.accessToken, disputed.order.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can report that the event did not happen once it has started.');
    expect(disputed.order.canDispute).toBe(false);

    t.clock.advance(3 * DAY + HOUR);
    const tokens = {
      paid: await login(t, paid.buyer),
      disputed: await login(t, disputed.buyer),
      checkedIn: await login(t, checkedIn.buyer),
      refunded: await login(t, refunded.buyer),
      organiser: await login(t, organiser),
      admin: await login(t, admin),
    };
    expect((await readTicketOrderOk(t, tokens.disputed, disputed.order.id)).canDispute).toBe(true);
    expect((await dispute(tokens.organiser, disputed.order.id)).status).toBe(404);
    expect((await dispute(tokens.admin, disputed.order.id)).status).toBe(403);
    expect((await t.request('POST', `/v1/ticket-orders/${disputed.order.id}/dispute`, { json: { reason: 'x' } })).status).toBe(
      401,
    );
    expect((await dispute(tokens.disputed, disputed.order.id, '')).status).toBe(400);

    // A ticket checked in at the gate: the event took place.
    const [firstTicket] = checkedIn.order.tickets;
    await t.services.db
      .update(tickets)
      .set({ checkedInAt: t.clock.now() })
      .where(eq(tickets.id, firstTicket?.id ?? ''));
    const afterCheckIn = await dispute(tokens.checkedIn, checkedIn.order.id);
    expect(afterCheckIn.status).toBe(409);
    expect(afterCheckIn.body.message).toContain('checked in at the gate');
    expect((await readTicketOrderOk(t, tokens.checkedIn, checkedIn.order.id)).canDispute).toBe(false);

    const opened = await dispute(tokens.disputed, disputed.order.id);
    expect(opened.status).toBe(200);
    expect(opened.body.data.status).toBe('disputed');
    expect(opened.body.data.dispute).toMatchObject({ reason: 'Nobody was at the venue; the hall was locked.', decision: null });
    expect(opened.body.data.releaseAt).toBeNull();
    expect((await dispute(tokens.disputed, disputed.order.id)).status).toBe(409);
    const told = await t.services.db.select().from(notifications).where(eq(notifications.userId, organiser.id));
    expect(told.map((n) => n.title)).toContain('Ticket dispute opened');
    const adminTold = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await idOf(admin.email)));
    expect(adminTold.map((n) => n.title)).toContain('Ticket dispute to decide');
    expect(await runAdminCommand(t.services, 'ticket-disputes', [])).toContain(disputed.order.id);
    expect(await dispute(tokens.refunded, refunded.order.id)).toMatchObject({ status: 200 });

    // The release does not wait for a dispute, and does not touch a disputed order.
    t.clock.advance(3 * HOUR + DAY - MINUTE);
    expect((await sweepTicketTimers(t.services)).released).toBe(0);
    t.clock.advance(MINUTE);
    const report = await sweepTicketTimers(t.services);
    expect(report.released).toBe(3);
    tokens.paid = await login(t, paid.buyer);
    tokens.disputed = await login(t, disputed.buyer);
    tokens.refunded = await login(t, refunded.buyer);
    const paidTotal = paid.order.totalKobo + checkedIn.order.totalKobo;
    const fees = platformFeeOf(paid.order.totalKobo, feeBps()) + platformFeeOf(checkedIn.order.totalKobo, feeBps());
    expect(await available(organiser.email)).toBe(organiserBefore + paidTotal - fees);
    expect(report.releasedToOrganisersKobo).toBe(paidTotal - fees);
    expect(report.feesKobo).toBe(fees);
    expect(await sweepTicketTimers(t.services)).toMatchObject({ released: 0 });
    const freeNow = await readTicketOrderOk(t, await login(t, free.buyer), free.order.id);
    expect(freeNow.status).toBe('completed');
    const paidNow = await readTicketOrderOk(t, tokens.paid, paid.order.id);
    expect(paidNow.status).toBe('completed');
    expect(paidNow.releaseAt).toBeNull();
    expect(
      await balanceOf(
        t.services.db,
        ticketEscrowOf({ ...paid.order, buyerId: await idOf(paid.buyer.email), sellerId: organiser.id }),
      ),
    ).toBe(0);

    // The organiser's wallet history names the tickets; the buyer's shows the card payment.
    const history = await t.request<WalletMonthResponse>('GET', '/v1/wallet/transactions', { token: await login(t, organiser) });
    expect(history.body.data.items).toContainEqual(
      expect.objectContaining({
        kind: 'earning',
        description: `Tickets: ${event.title}`,
        amountKobo: paid.order.totalKobo - platformFeeOf(paid.order.totalKobo, feeBps()),
        orderId: null,
      }),
    );
    const bought = await t.request<WalletMonthResponse>('GET', '/v1/wallet/transactions', { token: tokens.paid });
    expect(bought.body.data.items.map((row) => row.description)).toContain(`Tickets: ${event.title} (card payment)`);

    // After the release, no more disputes.
    const late = await dispute(tokens.paid, paid.order.id);
    expect(late.status).toBe(409);

    // The administrator decides: a split of the disputed order, a refund of the other.
    const tokenAdmin = await consoleToken(t, { userId: await idOf(admin.email), role: 'admin' });
    expect((await resolve(await login(t, organiser), disputed.order.id, { outcome: 'refund' })).status).toBe(404);
    expect((await resolve(tokenAdmin, disputed.order.id, { outcome: 'split', buyerKobo: disputed.order.totalKobo })).status).toBe(
      422,
    );
    expect((await resolve(tokenAdmin, disputed.order.id, { outcome: 'nope' })).status).toBe(400);
    expect((await resolve(tokenAdmin, paid.order.id, { outcome: 'refund' })).status).toBe(409);
    expect((await resolve(tokenAdmin, '00000000-0000-4000-8000-000000000000', { outcome: 'refund' })).status).toBe(404);
    const buyerBefore = await available(disputed.buyer.email);
    const organiserMid = await available(organiser.email);
    const split = await resolve(tokenAdmin, disputed.order.id, {
      outcome: 'split',
      buyerKobo: 1_200_000,
      note: 'Half the night happened.',
    });
    expect(split.status).toBe(200);
    const shares = shareEscrow({ totalKobo: disputed.order.totalKobo, subtotalKobo: disputed.order.totalKobo }, feeBps(), {
      outcome: 'split',
      buyerKobo: 1_200_000,
    });
    expect(split.body.data.status).toBe('resolved');
    expect(split.body.data.dispute?.decision).toMatchObject({
      outcome: 'split',
      buyerKobo: 1_200_000,
      sellerKobo: shares.sellerKobo,
      note: 'Half the night happened.',
    });
    expect(await available(disputed.buyer.email)).toBe(buyerBefore + 1_200_000);
    expect(await available(organiser.email)).toBe(organiserMid + shares.sellerKobo);
    const [decided] = await t.services.db.select().from(ticketDisputes).where(eq(ticketDisputes.orderId, disputed.order.id));
    expect(decided?.decidedBy).toBe(await idOf(admin.email));
    expect((await resolve(tokenAdmin, disputed.order.id, { outcome: 'refund' })).status).toBe(409);

    const cli = await runAdminCommand(t.services, 'ticket-dispute-resolve', [refunded.order.id, 'refund', '--by', admin.email]);
    expect(cli).toContain('resolved (refund)');
    const refundedNow = await readTicketOrderOk(t, tokens.refunded, refunded.order.id);
    expect(refundedNow.tickets.every((ticket) => ticket.status === 'refunded')).toBe(true);
    expect(await runAdminCommand(t.services, 'ticket-disputes', [])).toBe('No open ticket disputes.');
    expect((await ledgerCheck(t.services.db)).ok).toBe(true);
  });

  it('tickets-release --as-of passes the clock forward, and is refused in production', async () => {
    const { organiser: host, event: later } = await organiserWithEvent(t, {}, new Date(t.clock.now().getTime() + 2 * DAY));
    const { order } = await boughtTickets(t, later, { Regular: 1 });
    const before = await available(host.email);
    const asOf = new Date(Date.parse(later.endsAt) + DAY).toISOString();
    expect(
      await runAdminCommand(t.services, 'tickets-release', ['--as-of', new Date(Date.parse(asOf) - 1000).toISOString()]),
    ).toContain('0 ticket order(s) released');
    const out = await runAdminCommand(t.services, 'tickets-release', ['--as-of', asOf]);
    expect(out).toContain('1 ticket order(s) released');
    expect(await available(host.email)).toBe(before + order.totalKobo - platformFeeOf(order.totalKobo, feeBps()));
    // The release happened now, not at the time passed: it is in this month's wallet history.
    const history = await t.request<WalletMonthResponse>('GET', '/v1/wallet/transactions', { token: await login(t, host) });
    const earning = history.body.data.items.find((row) => row.description === `Tickets: ${later.title}`);
    expect(earning?.createdAt).toBe(t.clock.now().toISOString());
    await expect(runAdminCommand(t.services, 'tickets-release', ['--as-of', 'yesterday'])).rejects.toThrow(
      '--as-of needs a time',
    );

    const production = createTestApp(db(), { config: { mode: 'production' } });
    await expect(runAdminCommand(production.services, 'tickets-release', ['--as-of', asOf])).rejects.toThrow(
      'refused in production',
    );
  });
});
