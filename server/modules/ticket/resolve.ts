import { auditDisputeDecision, namingWhoDecided } from '../escrow/decision-audit';
import { logDisputeDecision } from '../escrow/dispute';
import type { DisputeResolver } from '../escrow/resolve-command';
import { events } from '../event/schema';
import { notify } from '../notification/notify';
import { eq } from 'drizzle-orm';
import { ticketDisputeResolvedNotifications } from './notifications';
import { ticketDisputes } from './schema';
import { applyTicketTransition, readTicketOrder } from './transition';
import type { AppliedTicketTransition } from './transition';

/**
 * A staff member's decision on a disputed ticket order: refund (the tickets become refunded),
 * release, or a split by amount, shared as for a product order, with the reason both parties
 * read. Recorded with its author: the dispute's `decided_by`, the order event's actor id, the
 * audit entry (same transaction) and the security log's `admin_decision`; a second decision of
 * the same case answers 409 naming who decided it.
 */
export const resolveTicketDispute: DisputeResolver<AppliedTicketTransition> = async (
  services,
  orderId,
  adminId,
  decision,
  via = 'api',
) => {
  const now = services.clock.now();
  const note = decision.note ?? null;
  const applied = await namingWhoDecided(services.db, ticketDisputes, orderId, () =>
    services.db.transaction(async (tx) => {
      const row = await readTicketOrder(tx, orderId, true);
      const done = await applyTicketTransition(
        tx,
        services,
        row,
        'resolve',
        { actor: 'admin', actorId: adminId, decision: { ...decision, note } },
        now,
      );
      await auditDisputeDecision(
        tx,
        {
          kind: 'ticket-order',
          orderId,
          adminId,
          outcome: decision.outcome,
          split: done.split,
          reason: note,
          before: { status: row.status, escrowKobo: row.totalKobo },
          after: { status: done.order.status },
        },
        now,
      );
      const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, row.eventId));
      await notify(
        tx,
        ticketDisputeResolvedNotifications(
          row,
          event?.title ?? 'the event',
          { buyerKobo: done.split?.buyerKobo ?? 0, sellerKobo: done.split?.sellerKobo ?? 0 },
          services.config.publicOrigin,
          note,
        ),
        now,
      );
      return done;
    }),
  );
  logDisputeDecision(
    services.logger,
    'ticket_dispute',
    { ticketOrderId: orderId },
    {
      outcome: decision.outcome,
      split: applied.split,
      adminId,
      via,
    },
  );
  return applied;
};
