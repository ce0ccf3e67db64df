import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { adminKycListQuerySchema, rejectKycBodySchema } from '../../../contract';
import type { AdminKycListResponse, AdminKycSubmissionResponse } from '../../../contract';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { forbidden } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { listKycSubmissions, reviewKycSubmission } from './kyc-review';

/** The role is read from the database, so a demoted admin loses access at once. */
function requireAdmin(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [user] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, c.get('auth').userId));
    if (user?.role !== 'admin') throw forbidden('This needs an administrator account');
    await next();
  };
}

/** /v1/admin: KYC review for administrators. */
export function adminRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .use(requireUser(services.accessTokens), requireAdmin(db))
    .get('/kyc', validate('query', adminKycListQuerySchema), async (c) => {
      const body: AdminKycListResponse = { data: await listKycSubmissions(db, c.req.valid('query').status) };
      return c.json(body);
    })
    .post('/kyc/:id/approve', async (c) => {
      const submission = await reviewKycSubmission(services, c.req.param('id'), { approve: true }, c.get('auth').userId);
      const body: AdminKycSubmissionResponse = { data: submission };
      return c.json(body);
    })
    .post('/kyc/:id/reject', validate('json', rejectKycBodySchema), async (c) => {
      const { reason } = c.req.valid('json');
      const submission = await reviewKycSubmission(services, c.req.param('id'), { approve: false, reason }, c.get('auth').userId);
      const body: AdminKycSubmissionResponse = { data: submission };
      return c.json(body);
    });
}
