import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { staffManagementMessages, staffRoles } from '../../../contract';
import type { StaffMember, StaffRole } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { recordAudit } from '../audit/record';
import type { AuditActor } from '../audit/record';
import { Sessions } from '../auth/sessions';
import { users } from '../user/schema';
import { staffRecoveryCodes, staffSecondFactors } from './schema';

const memberColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  role: users.role,
  secondFactorEnrolled: sql<boolean>`${staffSecondFactors.userId} is not null`,
};

/** Every staff member, administrators first, then by e-mail. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
    .where(inArray(users.role, [...staffRoles]))
    .orderBy(sql`${users.role} <> 'admin'`, asc(users.email));
  return rows as StaffMember[];
}

async function memberById(db: Database, id: string): Promise<StaffMember> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw notFound(staffManagementMessages.notStaff);
  return row as StaffMember;
}

/**
 * Locks every administrator's row, in id order, before the transaction locks anything else: two
 * administrators removing each other at once then queue on the same first row instead of each
 * holding the other's (a deadlock), and the second sees the first's change.
 */
async function lockAdmins(tx: Database): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return admins.map((admin) => admin.id);
}

/**
 * Grants `role` to the account with this e-mail, or changes a staff member's role; audited as
 * `staff.grant` with the role before and after. The command line passes a null actor.
 */
export async function grantStaffRole(
  services: Pick<Services, 'db' | 'clock'>,
  actor: AuditActor | null,
  email: string,
  role: StaffRole,
): Promise<StaffMember> {
  const { db, clock } = services;
  const now = clock.now();
  const userId = await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).for('update');
    if (!user) throw notFound(staffManagementMessages.unknownEmail);
    if (user.role === role) return user.id;
    if (user.role === 'admin') {
      if (actor?.id === user.id) throw conflict(staffManagementMessages.revokeSelf);
      if (!admins.some((id) => id !== user.id)) throw conflict(staffManagementMessages.lastAdmin);
    }
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { actor, action: 'staff.grant', target: { type: 'user', id: user.id }, before: { role: user.role }, after: { role } },
      now,
    );
    return user.id;
  });
  return memberById(db, userId);
}

/**
 * Takes a staff member's role back (to `user`), removes their authenticator and ends their
 * console sessions; audited as `staff.revoke`. Nobody revokes themselves, and the last
 * administrator stays.
 */
export async function revokeStaffRole(services: Services, actor: AuditActor | null, userId: string): Promise<StaffMember> {
  const { db, clock } = services;
  const now = clock.now();
  const revoked = await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), ne(users.role, 'user')))
      .for('update');
    if (!user) throw notFound(staffManagementMessages.notStaff);
    if (actor?.id === user.id) throw conflict(staffManagementMessages.revokeSelf);
    if (user.role === 'admin' && !admins.some((id) => id !== user.id)) throw conflict(staffManagementMessages.lastAdmin);
    const member = await memberById(tx, user.id);
    await tx.update(users).set({ role: 'user', updatedAt: now }).where(eq(users.id, user.id));
    // Granted again one day, they set up a new authenticator: the old phone may be long gone.
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, user.id));
    await recordAudit(
      tx,
      {
        actor,
        action: 'staff.revoke',
        target: { type: 'user', id: user.id },
        before: { role: user.role },
        after: { role: 'user' },
      },
      now,
    );
    return member;
  });
  await new Sessions(services).endConsoleSessions(userId, 'staff_role_revoked');
  return revoked;
}

/** The id of the account with this e-mail (the command line names people by e-mail). */
export async function userIdByEmail(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw notFound(staffManagementMessages.unknownEmail);
  return user.id;
}
