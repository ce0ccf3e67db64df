import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { LISTING_HELD_FOR_REVIEW } from '../../../contract';
import type { Database } from '../../db/database';
import { hideByKampus } from './hide-by-kampus';
import { reports } from './schema';
import { findTarget } from './targets';

export interface ListingHold {
  kind: 'product' | 'event';
  id: string;
  ownerId: string;
  /** Why it was held (e.g. the prohibited words found); staff read it as the report's details. */
  note: string;
  now: Date;
}

/**
 * Holds a listing that looks like a prohibited item for review, in the caller's transaction: it
 * is hidden with LISTING_HELD_FOR_REVIEW as the seller's reason, and a report by Kampus itself
 * (no reporter, `prohibited`, not counting towards hiding) puts it in the moderation queue.
 * Holding a listing already hidden leaves it hidden as it is and keeps a single open report by
 * Kampus, so editing a held listing again does not pile up the queue.
 */
export async function holdListingForReview(tx: Database, hold: ListingHold): Promise<void> {
  const listing = await findTarget(tx, hold.kind, hold.id, { lock: true });
  if (!listing) return;
  if (!listing.hiddenAt) await hideByKampus(tx, listing, LISTING_HELD_FOR_REVIEW, hold.now);
  const [open] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.targetKind, hold.kind),
        eq(reports.targetId, listing.id),
        eq(reports.status, 'open'),
        isNull(reports.reporterId),
      ),
    )
    .limit(1);
  if (open) {
    await tx.update(reports).set({ details: hold.note }).where(eq(reports.id, open.id));
    return;
  }
  await tx.insert(reports).values({
    id: randomUUID(),
    reporterId: null,
    targetKind: hold.kind,
    targetId: listing.id,
    targetOwnerId: hold.ownerId,
    reason: 'prohibited',
    details: hold.note,
    counts: false,
    createdAt: hold.now,
  });
}
