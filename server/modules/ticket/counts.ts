/**
 * An event's live check-in counts, in people: every issued ticket admits one person (a 'Table
 * For 8' ticket is 8 tickets), so the counts are counts of ticket rows. Only tickets that can be
 * used count: still valid, of an order that is paid, completed or disputed.
 */
import { sql } from 'drizzle-orm';
import type { CheckInCounts } from '../../../contract';
import type { Database } from '../../db/database';

/** The ticket order statuses whose tickets admit at the gate. */
export const ADMITTING_ORDER_STATUSES = ['paid', 'completed', 'disputed'] as const;

const admitting = sql.raw(ADMITTING_ORDER_STATUSES.map((status) => `'${status}'`).join(', '));

type CountRow = { tier_id: string; name: string; sold: unknown; checked_in: unknown };

/** People sold and checked in for the event, overall and per tier (every tier, in the organiser's order). */
export async function checkInCounts(db: Database, eventId: string): Promise<CheckInCounts> {
  const result = await db.execute(sql`
    select tt.id as tier_id, tt.name,
           count(t.id) as sold,
           count(t.checked_in_at) as checked_in
    from ticket_tiers tt
    left join (
      tickets t join ticket_orders o on o.id = t.order_id and o.status in (${admitting})
    ) on t.tier_id = tt.id and t.event_id = ${eventId} and t.status = 'valid'
    where tt.event_id = ${eventId}
    group by tt.id, tt.name, tt.position
    order by tt.position, tt.id`);
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const rows = (result as unknown as { rows: CountRow[] }).rows;
  const tiers = rows.map((row) => ({
    tierId: row.tier_id,
    name: row.name,
    sold: Number(row.sold),
    checkedIn: Number(row.checked_in),
  }));
  return {
    sold: tiers.reduce((sum, tier) => sum + tier.sold, 0),
    checkedIn: tiers.reduce((sum, tier) => sum + tier.checkedIn, 0),
    tiers,
  };
}
