import type { Database } from '../../db/database';
import type { Services } from '../../services';
import { recordAudit } from '../audit/record';
import type { AuditActor } from '../audit/record';
import type { events } from '../event/schema';
import type { products } from '../product/schema';

/** Who moderates, what they do (`person.suspend`, `listing.hide` ...) and the reason they give. */
export interface Moderation {
  actor: AuditActor;
  action: string;
  reason: string;
}

/** What a moderation changed: its target, the state before and after (for the audit), and the answer. */
export interface Moderated<T> {
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
  result: T;
}

/** A staff action on a person or a listing: the change and its audit entry, in one transaction. */
export function moderate<T>(
  services: Pick<Services, 'db' | 'clock'>,
  { actor, action, reason }: Moderation,
  change: (tx: Database, now: Date) => Promise<Moderated<T>>,
): Promise<T> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const { target, before, after, result } = await change(tx, now);
    await recordAudit(tx, { actor, action, target, before, after, reason }, now);
    return result;
  });
}

/** The columns of a product or an event that the console shows of a listing. */
export const listingColumns = <T extends typeof products | typeof events>(table: T) => ({
  id: table.id,
  slug: table.slug,
  title: table.title,
  status: table.status,
  hiddenAt: table.hiddenAt,
  hiddenReason: table.hiddenReason,
  createdAt: table.createdAt,
});
