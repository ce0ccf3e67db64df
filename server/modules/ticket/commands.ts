/** The admin CLI's ticket commands: `tickets-release [--as-of <ISO time>]`, `ticket-disputes`, `ticket-dispute-resolve …`. */
import { asc, eq, isNull } from 'drizzle-orm';
import { badRequest } from '../../http/api-error';
import type { Services } from '../../services';
import { events } from '../event/schema';
import { resolveDisputeCommand } from '../escrow/resolve-command';
import { formatKobo } from '../../../contract';
import { users } from '../user/schema';
import { resolveTicketDispute } from './resolve';
import { ticketDisputes, ticketOrders } from './schema';
import { sweepTicketTimers } from './timers';

/** `[--as-of <ISO time>]`: the sweep as if the clock read that time (never in production). */
async function releaseCommand(services: Services, args: string[]): Promise<string> {
  let asOf: Date | undefined;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] !== '--as-of') throw badRequest(`tickets-release does not know '${args[i]}'`);
    const value = args[(i += 1)];
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
    const parsed = value && iso.test(value) ? new Date(value) : new Date(Number.NaN);
    if (!value || Number.isNaN(parsed.getTime())) throw badRequest('--as-of needs a time such as 2026-05-01T12:00:00Z');
    asOf = parsed;
  }
  if (asOf && services.config.mode === 'production')
    throw badRequest('--as-of is refused in production: the release follows the real clock.');
  const report = await sweepTicketTimers(services, asOf);
  const at = (asOf ?? services.clock.now()).toISOString();
  return `Ticket sweep as of ${at}: ${report.released} ticket order(s) released (${formatKobo(report.releasedToOrganisersKobo)} to organisers, ${formatKobo(report.feesKobo)} platform fee), ${report.expired} unpaid order(s) expired.`;
}

async function listTicketDisputes(services: Services): Promise<string> {
  const rows = await services.db
    .select({
      id: ticketOrders.id,
      totalKobo: ticketOrders.totalKobo,
      title: events.title,
      buyer: users.email,
      reason: ticketDisputes.reason,
      openedAt: ticketDisputes.openedAt,
    })
    .from(ticketDisputes)
    .innerJoin(ticketOrders, eq(ticketOrders.id, ticketDisputes.orderId))
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .innerJoin(users, eq(users.id, ticketOrders.buyerId))
    .where(isNull(ticketDisputes.decidedAt))
    .orderBy(asc(ticketDisputes.openedAt));
  if (rows.length === 0) return 'No open ticket disputes.';
  return rows
    .map(
      (row) =>
        `${row.id}  ${formatKobo(row.totalKobo).padStart(12)}  ${row.title}  buyer ${row.buyer}  since ${row.openedAt.toISOString()}\n    ${row.reason}`,
    )
    .join('\n');
}

export const ticketCommands: Record<string, (services: Services, args: string[]) => Promise<string>> = {
  'tickets-release': releaseCommand,
  'ticket-disputes': (services) => listTicketDisputes(services),
  'ticket-dispute-resolve': resolveDisputeCommand({ noun: 'ticket order', seller: 'organiser' }, resolveTicketDispute),
};
