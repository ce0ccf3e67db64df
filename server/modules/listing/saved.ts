import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { events } from '../event/schema';
import { products } from '../product/schema';
import { isUuid } from './params';
import { savedListings } from './schema';

type Target = { productId: string; eventId?: undefined } | { eventId: string; productId?: undefined };

/** The listing behind an id, if `userId` may see it (active, or their own). */
async function visibleListing(db: Database, userId: string, listingId: string): Promise<Target | undefined> {
  if (!isUuid(listingId)) return undefined;
  const visible = (table: typeof products | typeof events) =>
    and(eq(table.id, listingId), or(eq(table.status, 'active'), eq(table.sellerId, userId)));
  const [product] = await db.select({ id: products.id }).from(products).where(visible(products));
  if (product) return { productId: product.id };
  const [event] = await db.select({ id: events.id }).from(events).where(visible(events));
  if (event) return { eventId: event.id };
  return undefined;
}

/** PUT /v1/me/saved/{listingId}: saved once however often (and however concurrently) it is sent. */
export async function saveListing(db: Database, userId: string, listingId: string, now: Date): Promise<void> {
  const target = await visibleListing(db, userId, listingId);
  if (!target) throw notFound('Listing not found');
  await db
    .insert(savedListings)
    .values({ userId, productId: target.productId ?? null, eventId: target.eventId ?? null, createdAt: now })
    .onConflictDoNothing();
}

/** DELETE /v1/me/saved/{listingId}: not saved afterwards, whether it was or not (so sending it twice is fine). */
export async function unsaveListing(db: Database, userId: string, listingId: string): Promise<void> {
  // Something that cannot be an id names no listing; a well-formed id is unsaved whatever it names.
  if (!isUuid(listingId)) throw notFound('Listing not found');
  await db
    .delete(savedListings)
    .where(
      and(eq(savedListings.userId, userId), or(eq(savedListings.productId, listingId), eq(savedListings.eventId, listingId))),
    );
}
