import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../user/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** The stored hash of the account's password, to check the current one before a change. */
export async function passwordHashOf(db: Database, userId: string): Promise<string | undefined> {
  const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return stored?.passwordHash;
}
