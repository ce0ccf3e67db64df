import { and, eq, isNull } from 'drizzle-orm';
import { isStaffRole } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { refreshTokens, sessions } from '../auth/schema';
import { recordAudit } from '../audit/record';
import type { AuditActor } from '../audit/record';
import { isUuid } from '../listing/params';
import { users } from '../user/schema';

export const PERSON_NOT_FOUND = 'Person not found';

const atTime = (date: Date) => date.toISOString();

async function lockedPerson(tx: Database, id: string) {
  const [row] = isUuid(id)
    ? await tx
        .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt, suspendedReason: users.suspendedReason })
        .from(users)
        .where(eq(users.id, id))
        .for('update')
    : [];
  if (!row) throw notFound(PERSON_NOT_FOUND);
  return row;
}

/** Revokes every open session of `userId` (and its refresh tokens) inside `tx`; answers how many. */
async function revokeSessions(tx: Database, userId: string, now: Date): Promise<number> {
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

/**
 * Suspends a student: they cannot sign in, list or pay until restored (people/suspension.ts);
 * their open orders still conclude. Their sessions stay until staff end them, so a student
 * mid-handover can still finish it. The row is locked, so of two staff suspending at once one
 * wins and the other is told the person is suspended already.
 */
export async function suspendPerson(services: Services, id: string, reason: string, actor: AuditActor): Promise<void> {
  const { db, clock } = services;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const person = await lockedPerson(tx, id);
    if (isStaffRole(person.role)) throw conflict('Staff accounts are not suspended. Revoke the staff role first.');
    if (person.suspendedAt) throw conflict(`This person is already suspended (since ${atTime(person.suspendedAt)}).`);
    await tx.update(users).set({ suspendedAt: now, suspendedReason: reason, updatedAt: now }).where(eq(users.id, person.id));
    await recordAudit(
      tx,
      {
        actor,
        action: 'person.suspend',
        target: { type: 'user', id: person.id },
        before: { suspended: null },
        after: { suspended: { at: atTime(now), reason } },
        reason,
      },
      now,
    );
  });
}

/** Lifts a suspension; the student may sign in, list and pay again. */
export async function restorePerson(services: Services, id: string, reason: string, actor: AuditActor): Promise<void> {
  const { db, clock } = services;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const person = await lockedPerson(tx, id);
    if (!person.suspendedAt) throw conflict('This person is not suspended.');
    await tx.update(users).set({ suspendedAt: null, suspendedReason: null, updatedAt: now }).where(eq(users.id, person.id));
    await recordAudit(
      tx,
      {
        actor,
        action: 'person.restore',
        target: { type: 'user', id: person.id },
        before: { suspended: { at: atTime(person.suspendedAt), reason: person.suspendedReason } },
        after: { suspended: null },
        reason,
      },
      now,
    );
  });
}

/** Signs a person out everywhere: every access token and refresh token of theirs stops working at once. */
export async function endSessionsOf(services: Services, id: string, reason: string, actor: AuditActor): Promise<number> {
  const { db, clock, logger } = services;
  const now = clock.now();
  const ended = await db.transaction(async (tx) => {
    const person = await lockedPerson(tx, id);
    const count = await revokeSessions(tx, person.id, now);
    await recordAudit(
      tx,
      {
        actor,
        action: 'person.end-sessions',
        target: { type: 'user', id: person.id },
        before: { openSessions: count },
        after: { openSessions: 0 },
        reason,
      },
      now,
    );
    return count;
  });
  if (ended > 0) logSecurityEvent(logger, 'session_revoked', { userId: id, sessions: ended, reason: 'staff', staffId: actor.id });
  return ended;
}
