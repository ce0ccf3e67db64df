import { Hono } from 'hono';
import { adminAuditQuerySchema } from '../../../contract';
import type { AuditListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission } from '../staff/guard';
import { listAuditEntries } from './queries';

/**
 * /v1/admin/audit: read only. There is deliberately no route that changes or deletes an entry
 * (and the table's trigger refuses it anyway); any other method answers 404.
 */
export function auditAdminRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', requirePermission('audit.read'), validate('query', adminAuditQuerySchema), async (c) => {
    const body: AuditListResponse = await listAuditEntries(services.db, c.req.valid('query'));
    return c.json(body);
  });
}
