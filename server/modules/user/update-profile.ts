import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from './schema';

export interface ProfileChange {
  firstname?: string;
  lastname?: string;
  universityId?: number | null;
  phone?: string | null;
  about?: string | null;
}

/** PATCH /v1/user: the fields given change, the others stay (the route checked the university). */
export async function updateProfile(db: Database, userId: string, change: ProfileChange, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, userId));
}
