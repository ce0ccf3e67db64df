import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/database';
import { forbidden } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { users } from '../user/schema';

/** Whether staff suspended the account (a primary-key lookup, run only where a suspension refuses). */
export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.suspendedAt);
}

/**
 * Behind requireUser, on the routes a suspended student may not use (listing, buying, paying):
 * 403 with `message`. Everything else stays open to them, so their open orders still conclude.
 */
export function refuseSuspended(db: Database, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await isSuspended(db, c.get('auth').userId)) throw forbidden(message);
    await next();
  };
}
