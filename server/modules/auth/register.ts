import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../user/schema';

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string;
}

/** A new, unverified account; undefined when the address is taken (nothing is written then). */
export async function createAccount(db: Database, account: NewAccount, now: Date): Promise<{ id: string } | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...account, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created;
}

/** Marks the address proven by a mailed code; the first proof's time stays. */
export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
    .where(eq(users.id, userId));
}
