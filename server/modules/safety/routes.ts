import { Hono } from 'hono';
import { ownerAnswerBodySchema, reportBodySchema, SUSPENDED_REPORTING } from '../../../contract';
import type { MyReportsResponse, OwnerAnswerResponse, ReportResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { refuseSuspended } from '../people/suspension';
import { answerReports } from './answer';
import { myReports } from './my-reports';
import { createReport } from './report';

/** /v1/reports: a student reports, reads their reports' outcomes, and answers reports about what they own. */
export function reportRoutes(services: Services) {
  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/', async (c) => {
      const body: MyReportsResponse = { data: await myReports(services.db, c.get('auth').userId) };
      return c.json(body);
    })
    .post('/', refuseSuspended(services.db, SUSPENDED_REPORTING), validate('json', reportBodySchema), async (c) => {
      const body: ReportResponse = { data: await createReport(services, c.get('auth').userId, c.req.valid('json')) };
      return c.json(body, 201);
    })
    .post('/answer', validate('json', ownerAnswerBodySchema), async (c) => {
      const body: OwnerAnswerResponse = { data: await answerReports(services, c.get('auth').userId, c.req.valid('json')) };
      return c.json(body, 201);
    });
}
