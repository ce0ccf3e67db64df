import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../contract';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ticketTiers } from '../event/schema';
import { ledgerCheck } from '../ledger/check';
import { balanceOf } from '../ledger/queries';
import { paystackSandbox } from '../../dev/paystack/routes';
import { submitPaymentPage, useServedTestApp } from '../payment/testing';
import { confirmTicketCharge } from './confirm';
import { ticketOrders, tickets } from './schema';
import { organiserWithEvent, placeTicketOrderOk, ticketOrderBody, tierId } from './testing';
import { ticketEscrowOf } from './transition';

const db = useTestDatabase();

let t: TestApp;
let event: EventDetail;

useServedTestApp(db, async (app) => {
  ({ t } = app);
  ({ event } = await organiserWithEvent(t));
});

describe('ticket races', () => {
  it('30 buyers racing for the last 5 VIP tickets: exactly 5 are sold, the others hear it is sold out', async () => {
    const vip = tierId(event, 'VIP');
    // 15 of the 20 are gone already.
    await t.services.db.update(ticketTiers).set({ sold: 15 }).where(eq(ticketTiers.id, vip));
    const buyers = await Promise.all(Array.from({ length: 30 }, () => t.signUp()));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        t.request<{ message?: string }>('POST', '/v1/ticket-orders', {
          token: buyer.accessToken,
          json: ticketOrderBody(event, { VIP: 1 }, 1),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toMatch(/^(VIP is sold out\.|Only \d tickets? left for VIP\.)$/);
    }
    const [tier] = await t.services.db.select().from(ticketTiers).where(eq(ticketTiers.id, vip));
    expect(tier?.sold).toBe(20);
    const placed = await t.services.db.select().from(ticketOrders).where(eq(ticketOrders.eventId, event.id));
    expect(placed).toHaveLength(5);
  });

  it('two deliveries of one charge at the same moment: paid once, tickets issued once', async () => {
    const sandbox = paystackSandbox(t.services);
    sandbox.webhooks.hold = true;
    const buyer = await t.signUp();
    const placed = await placeTicketOrderOk(t, buyer.accessToken, ticketOrderBody(event, { 'Table For 8': 1 }, 1));
    await submitPaymentPage(placed.payment!.authorizationUrl, 'pay');
    const reference = placed.payment!.reference;
    const outcomes = await Promise.all([
      confirmTicketCharge(t.services, reference),
      confirmTicketCharge(t.services, reference),
      confirmTicketCharge(t.services, reference),
    ]);
    expect(outcomes.sort()).toEqual(['already_confirmed', 'already_confirmed', 'confirmed']);
    const [row] = await t.services.db.select().from(ticketOrders).where(eq(ticketOrders.id, placed.order.id));
    expect(row?.status).toBe('paid');
    expect(await t.services.db.select().from(tickets).where(eq(tickets.orderId, placed.order.id))).toHaveLength(8);
    if (!row) throw new Error('no order');
    expect(await balanceOf(t.services.db, ticketEscrowOf(row))).toBe(row.totalKobo);
    sandbox.webhooks.hold = false;
    expect((await ledgerCheck(t.services.db)).ok).toBe(true);
  });
});
