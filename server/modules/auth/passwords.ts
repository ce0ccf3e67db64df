import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../crypto/tokens';
import type { Database } from '../../db/database';
import { users } from '../user/schema';
import { resetTokens } from './schema';

/** A reset token for the account, valid for `ttlMs`; only its hash is stored. */
export async function issueResetToken(db: Database, userId: string, now: Date, ttlMs: number): Promise<string> {
  const resetToken = randomToken();
  await db.insert(resetTokens).values({
    userId,
    tokenHash: sha256(resetToken),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return resetToken;
}

/** Spends a live reset token (once, however many requests race): its account, or undefined. */
export async function spendResetToken(db: Database, resetToken: string, now: Date): Promise<string | undefined> {
  const [spent] = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.tokenHash, sha256(resetToken)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
    .returning({ userId: resetTokens.userId });
  return spent?.userId;
}

/**
 * Stores a new password hash. `verifiesEmail`: the change was proved through the mailbox (a
 * reset code), so an unverified account becomes verified too. Answers who to tell.
 */
export async function setPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
  { verifiesEmail = false } = {},
): Promise<{ email: string; firstname: string } | undefined> {
  const [account] = await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: now,
      ...(verifiesEmail ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` } : {}),
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email, firstname: users.firstname });
  return account;
}
