import type { MiddlewareHandler } from 'hono';
import { isStaffRole, staffMay } from '../../../contract';
import type { StaffPermission } from '../../../contract';
import { forbidden, notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import type { AuditActor } from '../audit/record';

export const NOT_STAFF = 'Not found';

/**
 * Behind requireUser, in front of all of /v1/admin: anyone who is not staff gets the 404 any
 * unknown address gets, so the console's existence is not revealed to students. The role is
 * the database's as of this request, so a revoked role ends access at once.
 */
export function requireStaff(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isStaffRole(c.get('auth').role)) throw notFound(NOT_STAFF);
    await next();
  };
}

/** Behind requireStaff: 403 for a staff role the permission table (contract/staff.ts) does not name. */
export function requirePermission(permission: StaffPermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!staffMay(c.get('auth').role, permission)) throw forbidden('Your staff role may not do this.');
    await next();
  };
}

/** The signed-in staff member as the audit records them. */
export function staffActor(c: { get: (key: 'user') => AppEnv['Variables']['user'] }): AuditActor {
  const user = c.get('user');
  return { id: user.id, email: user.email, role: user.role };
}
