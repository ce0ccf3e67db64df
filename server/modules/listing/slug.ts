import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ListingType } from '../../../contract';
import type { Database } from '../../db/database';
import { events } from '../event/schema';
import { products } from '../product/schema';
import { listingSlugRedirects } from './schema';

const MAX_SLUG_LENGTH = 60;
/** Room left for the '-xxxxx' suffix of a taken slug. */
const BASE_LENGTH = MAX_SLUG_LENGTH - 6;

/**
 * A URL slug from a title: lower-case ASCII letters and digits separated by single dashes
 * ('Café Table — 2 seats!' -> 'cafe-table-2-seats'), at most 54 characters cut at a dash,
 * or `fallback` when nothing of the title is left.
 */
export function slugify(title: string, fallback: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii === '') return fallback;
  if (ascii.length <= BASE_LENGTH) return ascii;
  const cut = ascii.slice(0, BASE_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash >= 3 ? cut.slice(0, lastDash) : cut).replace(/-+$/g, '');
}

/** `slug` with a short random suffix, for when the slug itself is taken. */
export function withRandomSuffix(slug: string): string {
  const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(5, '0').slice(-5);
  return `${slug.slice(0, BASE_LENGTH).replace(/-+$/g, '')}-${suffix}`;
}

/** Whether a listing of this type uses the slug now or used it before. */
export async function isSlugTaken(db: Database, type: ListingType, slug: string): Promise<boolean> {
  const table = type === 'products' ? products : events;
  const [current] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
  if (current) return true;
  const [old] = await db
    .select({ slug: listingSlugRedirects.slug })
    .from(listingSlugRedirects)
    .where(and(eq(listingSlugRedirects.listingType, type), eq(listingSlugRedirects.slug, slug)))
    .limit(1);
  return old !== undefined;
}

/** The first of the slug itself and a few suffixed ones that is free (callers still guard the insert). */
export async function freeSlug(db: Database, type: ListingType, wanted: string): Promise<string> {
  if (!(await isSlugTaken(db, type, wanted))) return wanted;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = withRandomSuffix(wanted);
    if (!(await isSlugTaken(db, type, candidate))) return candidate;
  }
  return withRandomSuffix(wanted);
}

/** The current slug of the listing that used to be at `slug`, or undefined. */
export async function currentSlugFor(db: Database, type: ListingType, slug: string): Promise<string | undefined> {
  if (type === 'products') {
    const [row] = await db
      .select({ slug: products.slug })
      .from(listingSlugRedirects)
      .innerJoin(products, eq(products.id, listingSlugRedirects.productId))
      .where(and(eq(listingSlugRedirects.listingType, 'products'), eq(listingSlugRedirects.slug, slug)))
      .limit(1);
    return row?.slug;
  }
  const [row] = await db
    .select({ slug: events.slug })
    .from(listingSlugRedirects)
    .innerJoin(events, eq(events.id, listingSlugRedirects.eventId))
    .where(and(eq(listingSlugRedirects.listingType, 'tickets'), eq(listingSlugRedirects.slug, slug)))
    .limit(1);
  return row?.slug;
}
