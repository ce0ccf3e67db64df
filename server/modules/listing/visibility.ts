/**
 * Who sees whose listings (docs/trust-and-safety.md): a person hidden pending review
 * (`users.hidden_at`) is left out of search, explore and the seller directory for everyone, and
 * their profile and listing pages answer 404 to all but themselves; a person the viewer blocked
 * is left out the same way for that viewer only.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { optionalUser } from '../../http/optional-user';
import type { Services } from '../../services';
import type { events } from '../event/schema';
import type { products } from '../product/schema';
import { blockedIdsOf } from '../safety/blocks';

/**
 * The listing's seller is not hidden pending review. The seller column is named with its table
 * by hand: drizzle leaves columns unqualified in a one-table query, and inside the subquery an
 * unqualified name could mean a column of `users`. NOT EXISTS lets the planner pick an anti-join.
 */
export const sellerNotHidden = (listings: typeof products | typeof events): SQL =>
  sql`not exists (select 1 from users hidden_person where hidden_person.id = ${sql.identifier(getTableName(listings))}.seller_id and hidden_person.hidden_at is not null)`;

/** The seller is none of `blockedIds` (no condition when there are none). */
export function sellerNotBlocked(sellerId: AnyColumn, blockedIds: readonly string[]): SQL | undefined {
  if (blockedIds.length === 0) return undefined;
  return sql`${sellerId} <> all(string_to_array(${blockedIds.join(',')}, ',')::uuid[])`;
}

/** Whom the caller of a public read blocked (sorted, for cache keys): none for a visitor. */
export async function blockedByViewer(c: Context<AppEnv>, services: Services): Promise<string[]> {
  const viewer = await optionalUser(c, services);
  return blockedIdsOf(services.db, viewer?.id);
}
