import type { ResolveDisputeBody } from '../../../contract';
import type { Services } from '../../services';
import { logSecurityEvent } from '../../security-log';
import { events } from '../event/schema';
import { notify } from '../notification/notify';
import { eq } from 'drizzle-orm';
import { ticketDisputeResolvedNotifications } from './notifications';
import { applyTicketTransition, readTicketOrder } from './transition';
import type { AppliedTicketTransition } from './transition';

/**
 * An administrator's decision on a disputed ticket order: refund (the tickets become refunded),
 * release, or a split by amount, shared as for a product order. Recorded with its author: the
 * dispute's `decided_by`, the order event's actor id, and the security log's `admin_decision`.
 */
export async function resolveTicketDispute(
  services: Pick<Services, 'db' | 'config' | 'clock' | 'logger'>,
  orderId: string,
  adminId: string,
  decision: ResolveDisputeBody,
  via: 'api' | 'cli' = 'api',
): Promise<AppliedTicketTransition> {
  const now = services.clock.now();
  const applied = await services.db.transaction(async (tx) => {
    const row = await readTicketOrder(tx, orderId, true);
    const done = await applyTicketTransition(
      tx,
      services,
      row,
      'resolve',
      { actor: 'admin', actorId: adminId, decision: { ...decision, note: decision.note ?? null } },
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
      ),
      now,
    );
    return done;
  });
  logSecurityEvent(services.logger, 'admin_decision', {
    subject: 'ticket_dispute',
    ticketOrderId: orderId,
    decision: decision.outcome,
    buyerKobo: applied.split?.buyerKobo,
    sellerKobo: applied.split?.sellerKobo,
    adminId,
    via,
  });
  return applied;
}
