import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from './database';
import { emailCodes, refreshTokens, resetTokens } from './schema';

/** Deletes codes and tokens that can no longer be used (kept a day for reuse detection). */
export async function purgeExpired(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, dayAgo));
  await db
    .delete(resetTokens)
    .where(or(lt(resetTokens.expiresAt, dayAgo), and(isNotNull(resetTokens.usedAt), lt(resetTokens.usedAt, dayAgo))));
  await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, dayAgo), and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, dayAgo))));
}
