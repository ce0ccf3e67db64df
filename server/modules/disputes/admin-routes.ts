import { Hono } from 'hono';
import { askDisputeQuestionBodySchema, decideDisputeBodySchema, proposeDisputeBodySchema } from '../../../contract';
import type { AdminDisputeCaseResponse, AdminDisputeListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission, staffActor } from '../staff/guard';
import { askQuestion } from './ask';
import { decideCase } from './decide';
import { proposeDecision } from './propose';
import { deskKindOf, disputeCase, disputeQueue } from './queries';

/** /v1/admin/disputes: the dispute desk (`contract/adminDisputes.ts`). Mounted behind the admin guard. */
export function disputeDeskRoutes(services: Services) {
  const { db, config } = services;
  const caseBody = async (kind: string, id: string): Promise<AdminDisputeCaseResponse> => ({
    data: await disputeCase(db, deskKindOf(kind), id, config.platformFeeBps),
  });

  return new Hono<AppEnv>()
    .get('/', requirePermission('disputes.read'), async (c) => {
      const body: AdminDisputeListResponse = { data: await disputeQueue(db) };
      return c.json(body);
    })
    .get('/:kind/:id', requirePermission('disputes.read'), async (c) =>
      c.json(await caseBody(c.req.param('kind'), c.req.param('id'))),
    )
    .post(
      '/:kind/:id/questions',
      requirePermission('disputes.message'),
      validate('json', askDisputeQuestionBodySchema),
      async (c) => {
        const { kind, id } = c.req.param();
        await askQuestion(services, deskKindOf(kind), id, staffActor(c), c.req.valid('json'));
        return c.json(await caseBody(kind, id), 201);
      },
    )
    .post('/:kind/:id/proposal', requirePermission('disputes.propose'), validate('json', proposeDisputeBodySchema), async (c) => {
      const { kind, id } = c.req.param();
      await proposeDecision(services, deskKindOf(kind), id, staffActor(c), c.req.valid('json'));
      return c.json(await caseBody(kind, id));
    })
    .post('/:kind/:id/decision', requirePermission('disputes.decide'), validate('json', decideDisputeBodySchema), async (c) => {
      const { kind, id } = c.req.param();
      await decideCase(services, deskKindOf(kind), id, c.get('auth').userId, c.req.valid('json'));
      return c.json(await caseBody(kind, id));
    });
}
