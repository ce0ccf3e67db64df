import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/record';
import { events } from '../event/schema';
import { products } from '../product/schema';
import { users } from '../user/schema';
import type { ReportTarget } from './targets';

/** The audit's name for a target: a listing by its kind, a person as `user` (as people/ names them). */
export const auditTargetOf = (target: Pick<ReportTarget, 'kind' | 'id'>) => ({
  type: target.kind === 'person' ? 'user' : target.kind,
  id: target.id,
});

/**
 * Hides a listing or a person pending review, by Kampus's own rules (students' reports, the
 * prohibited-items check), the way staff hide them: a listing is kept `inactive` with
 * `hidden_at` and the reason its seller reads (people/moderate-listing.ts), a person is left out
 * of every public read (`users.hidden_at`). The audit entry has no actor, and a listing's
 * `before` keeps its status so staff's restore puts it back as it was. The caller holds the
 * target's row lock (targets.ts). Open orders go on. A message is never hidden (it is not public).
 */
export async function hideByKampus(tx: Database, target: ReportTarget, reason: string, now: Date): Promise<void> {
  if (target.kind === 'message') return;
  const hidden = { at: now.toISOString(), reason };
  if (target.kind === 'person') {
    await tx.update(users).set({ hiddenAt: now, hiddenReason: reason, updatedAt: now }).where(eq(users.id, target.id));
  } else {
    const table = target.kind === 'product' ? products : events;
    await tx
      .update(table)
      .set({ status: 'inactive', hiddenAt: now, hiddenReason: reason, updatedAt: now })
      .where(eq(table.id, target.id));
  }
  const listing = target.kind !== 'person';
  await recordAudit(
    tx,
    {
      actor: null,
      action: listing ? 'listing.hide' : 'person.hide',
      target: auditTargetOf(target),
      before: listing ? { status: target.status, hidden: null } : { hidden: null },
      after: listing ? { status: 'inactive', hidden } : { hidden },
      reason,
    },
    now,
  );
}
