import { and, desc, eq } from 'drizzle-orm';
import type { AdminListing, AdminListingKind, ListingStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { auditEntries } from '../audit/schema';
import type { AuditActor } from '../audit/record';
import { events } from '../event/schema';
import { catalogueChanged } from '../listing/read-cache';
import { isUuid } from '../listing/params';
import { products } from '../product/schema';
import { listingColumns, moderate } from './moderation';
import type { Moderation } from './moderation';

export const LISTING_NOT_FOUND = 'Listing not found';

const tableOf = (kind: AdminListingKind) => (kind === 'product' ? products : events);

type ListingRow = {
  id: string;
  slug: string;
  title: string;
  status: ListingStatus;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
};

export function toAdminListing(kind: AdminListingKind, row: ListingRow): AdminListing {
  return {
    kind,
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function lockedListing(tx: Database, kind: AdminListingKind, id: string): Promise<ListingRow> {
  const table = tableOf(kind);
  const [row] = isUuid(id) ? await tx.select(listingColumns(table)).from(table).where(eq(table.id, id)).for('update') : [];
  // A deleted listing is shown to no one already.
  if (!row || row.status === 'archived') throw notFound(LISTING_NOT_FOUND);
  return row;
}

/**
 * Hides a listing: it is set `inactive`, which every public read (search, explore, the seller
 * directory, its page) already leaves out, and its seller cannot make it active again while it
 * is hidden; they see the reason. Open orders on it go on.
 */
export function hideListing(services: Services, kind: AdminListingKind, id: string, reason: string, actor: AuditActor) {
  return moderateListing(services, kind, id, { actor, action: 'listing.hide', reason }, async (tx, listing, now) => {
    if (listing.hiddenAt) throw conflict(`This listing is already hidden (since ${listing.hiddenAt.toISOString()}).`);
    const table = tableOf(kind);
    await tx
      .update(table)
      .set({ status: 'inactive', hiddenAt: now, hiddenReason: reason, updatedAt: now })
      .where(eq(table.id, listing.id));
    const after = { ...listing, status: 'inactive' as const, hiddenAt: now, hiddenReason: reason };
    return { before: { status: listing.status, hidden: null }, after };
  });
}

/**
 * A staff action on a listing, locked while it runs: `change` answers the listing's state before
 * (for the audit) and the listing after; the catalogue's caches are dropped whatever happens.
 */
async function moderateListing(
  services: Services,
  kind: AdminListingKind,
  id: string,
  moderation: Moderation,
  change: (tx: Database, listing: ListingRow, now: Date) => Promise<{ before: unknown; after: ListingRow }>,
): Promise<AdminListing> {
  try {
    return await moderate(services, moderation, async (tx, now) => {
      const listing = await lockedListing(tx, kind, id);
      const { before, after } = await change(tx, listing, now);
      const hidden = after.hiddenAt ? { at: after.hiddenAt.toISOString(), reason: after.hiddenReason } : null;
      return {
        target: { type: kind, id: listing.id },
        before,
        after: { status: after.status, hidden },
        result: toAdminListing(kind, after),
      };
    });
  } finally {
    catalogueChanged(services.db);
  }
}

/** The status the listing had when it was hidden (its latest `listing.hide` entry), so a restore puts it back as it was. */
export async function statusBeforeHiding(tx: Database, kind: AdminListingKind, id: string): Promise<ListingStatus> {
  const [entry] = await tx
    .select({ before: auditEntries.before })
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, kind), eq(auditEntries.targetId, id), eq(auditEntries.action, 'listing.hide')))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  const before = entry?.before as { status?: unknown } | null | undefined;
  return before?.status === 'active' ? 'active' : 'inactive';
}

/** Shows a hidden listing again, as active or inactive as its seller had it before. */
export function restoreListing(services: Services, kind: AdminListingKind, id: string, reason: string, actor: AuditActor) {
  return moderateListing(services, kind, id, { actor, action: 'listing.restore', reason }, async (tx, listing, now) => {
    if (!listing.hiddenAt) throw conflict('This listing is not hidden.');
    const status = await statusBeforeHiding(tx, kind, listing.id);
    const table = tableOf(kind);
    await tx.update(table).set({ status, hiddenAt: null, hiddenReason: null, updatedAt: now }).where(eq(table.id, listing.id));
    const before = { status: listing.status, hidden: { at: listing.hiddenAt.toISOString(), reason: listing.hiddenReason } };
    return { before, after: { ...listing, status, hiddenAt: null, hiddenReason: null } };
  });
}
