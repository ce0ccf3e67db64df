/**
 * Blocks (docs/trust-and-safety.md): silent, the blocked person is never told. A block stops chat
 * both ways (chat/append.ts answers 409 CHAT_BLOCKED to either of the two) and hides the blocked
 * person's listings and profile from the blocker only (the catalogue reads take `blockedIdsOf`).
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { BLOCK_SELF } from '../../../contract';
import type { BlockedPerson } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError, notFound } from '../../http/api-error';
import { isUuid } from '../listing/params';
import { deletedEmail } from '../user/delete-account';
import { profilePhotoOf } from '../user/photo-view';
import { users } from '../user/schema';
import { blocks } from './schema';

export const PERSON_NOT_FOUND = 'Person not found';

const blockedColumns = {
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  photoPath: users.photoPath,
  blockedAt: blocks.createdAt,
};

type BlockedRow = { userId: string; firstname: string; lastname: string; photoPath: string | null; blockedAt: Date };

const toBlockedPerson = (row: BlockedRow): BlockedPerson => ({
  userId: row.userId,
  name: `${row.firstname} ${row.lastname}`.trim(),
  avatar: profilePhotoOf(row.photoPath)?.url ?? null,
  blockedAt: row.blockedAt.toISOString(),
});

/** GET /v1/blocks: whom the caller blocked, the latest first. */
export async function blockedPeople(db: Database, blockerId: string): Promise<BlockedPerson[]> {
  const rows = await db
    .select(blockedColumns)
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
  return rows.map(toBlockedPerson);
}

/**
 * POST /v1/blocks: blocks the person (422 BLOCK_SELF for oneself, 404 for no such account or a
 * deleted one). Blocking again keeps the first block (`created` false).
 */
export async function blockPerson(
  db: Database,
  blockerId: string,
  blockedId: string,
  now: Date,
): Promise<{ person: BlockedPerson; created: boolean }> {
  if (blockedId === blockerId) throw new ApiError(422, BLOCK_SELF, { userId: BLOCK_SELF });
  const [person] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, blockedId));
  if (!person || person.email === deletedEmail(person.id)) throw notFound(PERSON_NOT_FOUND);
  const inserted = await db
    .insert(blocks)
    .values({ blockerId, blockedId, createdAt: now })
    .onConflictDoNothing()
    .returning({ blockedId: blocks.blockedId });
  const [row] = await db
    .select(blockedColumns)
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  if (!row) throw notFound(PERSON_NOT_FOUND);
  return { person: toBlockedPerson(row), created: inserted.length > 0 };
}

/** DELETE /v1/blocks/{userId}: lifts the block; someone not blocked (or no one at all) is fine too. */
export async function unblockPerson(db: Database, blockerId: string, blockedId: string): Promise<void> {
  if (!isUuid(blockedId)) return;
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The people `viewerId` blocked, sorted (a catalogue cache key includes them); none for a visitor. */
export async function blockedIdsOf(db: Database, viewerId: string | undefined): Promise<string[]> {
  if (!viewerId) return [];
  const rows = await db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, viewerId));
  return rows.map((row) => row.id).sort();
}

/** Which of `otherIds` `userId` blocked or was blocked by. */
export async function blockedEitherWay(db: Database, userId: string, otherIds: readonly string[]): Promise<Set<string>> {
  const others = [...new Set(otherIds)];
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, others)),
        and(eq(blocks.blockedId, userId), inArray(blocks.blockerId, others)),
      ),
    );
  return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
}

/** Whether either of the two blocked the other. */
export async function isBlockedBetween(db: Database, a: string, b: string): Promise<boolean> {
  return (await blockedEitherWay(db, a, [b])).size > 0;
}
