import { eq } from 'drizzle-orm';
import type { DisputeResolver } from '../escrow/resolve-command';
import { recordDecision } from '../disputes/record-decision';
import { events } from '../event/schema';
import { notify } from '../notification/notify';
import { ticketDisputeResolvedNotifications } from './notifications';
import { ticketDisputes } from './schema';
import { applyTicketTransition, readTicketOrder } from './transition';
import type { AppliedTicketTransition } from './transition';

/**
 * A staff member's decision on a disputed ticket order: refund (the tickets become refunded),
 * release, or a split by amount, shared as for a product order, with the reason both parties
 * read, which the buyer and the organiser are notified of. Recorded as every decision is
 * (`recordDecision`).
 */
export const resolveTicketDispute: DisputeResolver<AppliedTicketTransition> = (
  services,
  orderId,
  adminId,
  decision,
  via = 'api',
) =>
  recordDecision(
    services,
    {
      kind: 'ticket-order',
      disputes: ticketDisputes,
      orderId,
      adminId,
      decision,
      via,
      log: { subject: 'ticket_dispute', idKey: 'ticketOrderId' },
    },
    async (tx, decided, now) => {
      const row = await readTicketOrder(tx, orderId, true);
      const done = await applyTicketTransition(
        tx,
        services,
        row,
        'resolve',
        { actor: 'admin', actorId: adminId, decision: decided },
        now,
      );
      const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, row.eventId));
      const shares = { buyerKobo: done.split?.buyerKobo ?? 0, sellerKobo: done.split?.sellerKobo ?? 0 };
      const title = event?.title ?? 'the event';
      await notify(tx, ticketDisputeResolvedNotifications(row, title, shares, services.config.publicOrigin, decided.note), now);
      return { before: row, applied: done };
    },
  );
