import { Hono } from 'hono';
import { adminKycListQuerySchema, rejectKycBodySchema } from '../../../contract';
import type { AdminKycListResponse, AdminKycSubmissionResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission } from '../staff/guard';
import { listKycSubmissions } from './queries';
import { reviewKycSubmission } from './review';

/** /v1/admin/kyc: the review queue and decisions. Mounted by the admin module, behind its guard. */
export function kycAdminRoutes(services: Services) {
  const { db } = services;

  return new Hono<AppEnv>()
    .get('/', requirePermission('kyc.read'), validate('query', adminKycListQuerySchema), async (c) => {
      const body: AdminKycListResponse = { data: await listKycSubmissions(db, c.req.valid('query').status) };
      return c.json(body);
    })
    .post('/:id/approve', requirePermission('kyc.decide'), async (c) => {
      const reviewer = { adminId: c.get('auth').userId };
      const body: AdminKycSubmissionResponse = {
        data: await reviewKycSubmission(services, c.req.param('id'), { transition: 'approve' }, reviewer),
      };
      return c.json(body);
    })
    .post('/:id/reject', requirePermission('kyc.decide'), validate('json', rejectKycBodySchema), async (c) => {
      const { reason } = c.req.valid('json');
      const reviewer = { adminId: c.get('auth').userId };
      const body: AdminKycSubmissionResponse = {
        data: await reviewKycSubmission(services, c.req.param('id'), { transition: 'reject', reason }, reviewer),
      };
      return c.json(body);
    });
}
