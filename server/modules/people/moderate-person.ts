import { eq } from 'drizzle-orm';
import { isStaffRole } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { revokeSessionsOf } from '../auth/revoke-sessions';
import type { AuditActor } from '../audit/record';
import { isUuid } from '../listing/params';
import { users } from '../user/schema';
import { moderate } from './moderation';

export const PERSON_NOT_FOUND = 'Person not found';

const atTime = (date: Date) => date.toISOString();
const personTarget = (id: string) => ({ type: 'user', id });

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

/**
 * Suspends a student: they cannot sign in, list or pay until restored (people/suspension.ts);
 * their open orders still conclude. Their sessions stay until staff end them, so a student
 * mid-handover can still finish it. The row is locked, so of two staff suspending at once one
 * wins and the other is told the person is suspended already.
 */
export function suspendPerson(services: Services, id: string, reason: string, actor: AuditActor): Promise<void> {
  return moderate(services, { actor, action: 'person.suspend', reason }, async (tx, now) => ({
    ...(await suspendLocked(tx, id, reason, now)),
    result: undefined,
  }));
}

/** The suspension itself, in the caller's transaction (the moderation queue suspends a reported owner with it). */
export async function suspendLocked(tx: Database, id: string, reason: string, now: Date) {
  const person = await lockedPerson(tx, id);
  if (isStaffRole(person.role)) throw conflict('Staff accounts are not suspended. Revoke the staff role first.');
  if (person.suspendedAt) throw conflict(`This person is already suspended (since ${atTime(person.suspendedAt)}).`);
  await tx.update(users).set({ suspendedAt: now, suspendedReason: reason, updatedAt: now }).where(eq(users.id, person.id));
  const after = { suspended: { at: atTime(now), reason } };
  return { target: personTarget(person.id), before: { suspended: null }, after };
}

/** Lifts a suspension; the student may sign in, list and pay again. */
export function restorePerson(services: Services, id: string, reason: string, actor: AuditActor): Promise<void> {
  return moderate(services, { actor, action: 'person.restore', reason }, async (tx, now) => {
    const person = await lockedPerson(tx, id);
    if (!person.suspendedAt) throw conflict('This person is not suspended.');
    await tx.update(users).set({ suspendedAt: null, suspendedReason: null, updatedAt: now }).where(eq(users.id, person.id));
    const before = { suspended: { at: atTime(person.suspendedAt), reason: person.suspendedReason } };
    return { target: personTarget(person.id), before, after: { suspended: null }, result: undefined };
  });
}

/** Signs a person out everywhere: every access token and refresh token of theirs stops working at once. */
export async function endSessionsOf(services: Services, id: string, reason: string, actor: AuditActor): Promise<number> {
  const ended = await moderate(services, { actor, action: 'person.end-sessions', reason }, async (tx, now) => {
    const person = await lockedPerson(tx, id);
    const count = await revokeSessionsOf(tx, person.id, now);
    return { target: personTarget(person.id), before: { openSessions: count }, after: { openSessions: 0 }, result: count };
  });
  if (ended > 0)
    logSecurityEvent(services.logger, 'session_revoked', { userId: id, sessions: ended, reason: 'staff', staffId: actor.id });
  return ended;
}
