import { Hono } from 'hono';
import { kycSubmissionBodySchema } from '../../../contract';
import type { KycStatusResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { ownKyc } from './queries';
import { submitKyc } from './submit';

/** /v1/kyc: the signed-in user's identity submission and its status. */
export function kycRoutes(services: Services) {
  const { db } = services;

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/', async (c) => {
      const body: KycStatusResponse = { data: await ownKyc(db, c.get('auth').userId) };
      return c.json(body);
    })
    .post('/', validate('json', kycSubmissionBodySchema), async (c) => {
      const { userId } = c.get('auth');
      await submitKyc(services, userId, c.req.valid('json'));
      const body: KycStatusResponse = { data: await ownKyc(db, userId) };
      return c.json(body, 201);
    });
}
