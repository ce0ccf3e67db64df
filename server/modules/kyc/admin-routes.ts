import { Hono } from 'hono';
import { adminKycListQuerySchema, rejectKycBodySchema } from '../../../contract';
import type { AdminKycCaseResponse, AdminKycListResponse, AdminKycSubmissionResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission, staffActor } from '../staff/guard';
import { getKycCase, listKycSubmissions } from './queries';
import { reviewKycSubmission } from './review';

/** /v1/admin/kyc: the review queue, one submission with the person's earlier ones, and decisions. Mounted by the admin module, behind its guard. */
export function kycAdminRoutes(services: Services) {
  const { db } = services;

  return new Hono<AppEnv>()
    .get('/', requirePermission('kyc.read'), validate('query', adminKycListQuerySchema), async (c) => {
      const body: AdminKycListResponse = { data: await listKycSubmissions(db, c.req.valid('query').status) };
      return c.json(body);
    })
    .get('/:id', requirePermission('kyc.read'), async (c) => {
      const body: AdminKycCaseResponse = { data: await getKycCase(db, c.req.param('id')) };
      return c.json(body);
    })
    .post('/:id/approve', requirePermission('kyc.decide'), async (c) => {
      const body: AdminKycSubmissionResponse = {
        data: await reviewKycSubmission(services, c.req.param('id'), { transition: 'approve' }, staffActor(c)),
      };
      return c.json(body);
    })
    .post('/:id/reject', requirePermission('kyc.decide'), validate('json', rejectKycBodySchema), async (c) => {
      const { reason, message } = c.req.valid('json');
      const decision = { transition: 'reject', reason: message, code: reason } as const;
      const body: AdminKycSubmissionResponse = {
        data: await reviewKycSubmission(services, c.req.param('id'), decision, staffActor(c)),
      };
      return c.json(body);
    });
}
