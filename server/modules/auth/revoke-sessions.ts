import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, sessions } from './schema';

/** Revokes every open session of `userId` and its refresh tokens inside `tx`; answers how many sessions. */
export async function revokeSessionsOf(tx: Database, userId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return ended.length;
}
