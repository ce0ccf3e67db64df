import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { isStaffRole, STAFF_IDLE_MINUTES, staffAuthMessages, staffMay } from '../../../contract';
import type { StaffPermission } from '../../../contract';
import { MINUTE } from '../../clock';
import { forbidden, notFound, unauthorized } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import type { AuditActor } from '../audit/record';
import { sessions } from '../auth/schema';
import { Sessions } from '../auth/sessions';

export const NOT_STAFF = 'Not found';

/**
 * Behind requireUser, in front of all of /v1/admin: anyone who is not staff gets the 404 any
 * unknown address gets, so the console's existence is not revealed to students. The role is
 * the database's as of this request, so a revoked role ends access at once.
 *
 * Staff also need a console session: one that passed the second factor
 * (POST /v1/staff/second-factor) and made a /v1/admin request in the last STAFF_IDLE_MINUTES.
 * Each request moves that mark in one conditional UPDATE; an idle session is revoked.
 */
export function requireStaff(services: Services): MiddlewareHandler<AppEnv> {
  const { db, clock, logger } = services;
  return async (c, next) => {
    const { role, sessionId, userId } = c.get('auth');
    if (!isStaffRole(role)) throw notFound(NOT_STAFF);
    const now = clock.now();
    const [active] = await db
      .update(sessions)
      .set({ staffActiveAt: now })
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          isNotNull(sessions.secondFactorAt),
          gt(sessions.staffActiveAt, new Date(now.getTime() - STAFF_IDLE_MINUTES * MINUTE)),
        ),
      )
      .returning({ id: sessions.id });
    if (!active) {
      const [session] = await db
        .select({ secondFactorAt: sessions.secondFactorAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      if (!session?.secondFactorAt) throw unauthorized(staffAuthMessages.signInToConsole);
      await new Sessions(services).endSession(sessionId, userId, 'staff_idle');
      logSecurityEvent(logger, 'staff_session_idle', { userId, sessionId });
      throw unauthorized(staffAuthMessages.idleEnded);
    }
    await next();
  };
}

/** The permission a requirePermission middleware demands (the route walk of the tests reads it). */
export const PERMISSION = Symbol('staff permission');

/** Behind requireStaff: 403 for a staff role the permission table (contract/staff.ts) does not name. */
export function requirePermission(permission: StaffPermission): MiddlewareHandler<AppEnv> & { [PERMISSION]: StaffPermission } {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!staffMay(c.get('auth').role, permission)) throw forbidden('Your staff role may not do this.');
    await next();
  };
  return Object.assign(guard, { [PERMISSION]: permission });
}

/** The signed-in staff member as the audit records them. */
export function staffActor(c: { get: (key: 'user') => AppEnv['Variables']['user'] }): AuditActor {
  const user = c.get('user');
  return { id: user.id, email: user.email, role: user.role };
}
