import { Hono } from 'hono';
import { isStaffRole, staffGrantBodySchema, staffManagementMessages } from '../../../contract';
import type { MessageResponse, StaffListResponse, StaffMeResponse, StaffMemberResponse } from '../../../contract';
import { notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission, staffActor } from './guard';
import { grantStaffRole, listStaff, revokeStaffRole } from './management';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /v1/admin/me (any staff member) and /v1/admin/staff (staff management, administrators). */
export function staffAdminRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/me', (c) => {
      const { id, email, firstname, lastname, role } = c.get('user');
      // requireStaff lets only staff this far.
      if (!isStaffRole(role)) throw notFound('Not found');
      const body: StaffMeResponse = { data: { id, email, firstname, lastname, role } };
      return c.json(body);
    })
    .get('/staff', requirePermission('staff.manage'), async (c) => {
      const body: StaffListResponse = { data: await listStaff(db) };
      return c.json(body);
    })
    .post('/staff', requirePermission('staff.manage'), validate('json', staffGrantBodySchema), async (c) => {
      const { email, role } = c.req.valid('json');
      const body: StaffMemberResponse = { data: await grantStaffRole(services, staffActor(c), email, role) };
      return c.json(body);
    })
    .delete('/staff/:userId', requirePermission('staff.manage'), async (c) => {
      const userId = c.req.param('userId');
      if (!UUID.test(userId)) throw notFound(staffManagementMessages.notStaff);
      const revoked = await revokeStaffRole(services, staffActor(c), userId);
      const body: MessageResponse = { data: { message: `${revoked.email} is no longer a member of staff.` } };
      return c.json(body);
    });
}
