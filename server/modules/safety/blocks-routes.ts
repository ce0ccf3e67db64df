import { Hono } from 'hono';
import { blockBodySchema } from '../../../contract';
import type { BlockedPeopleResponse, BlockedPersonResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { blockedPeople, blockPerson, unblockPerson } from './blocks';

/** /v1/blocks: the signed-in student's blocked people (docs/trust-and-safety.md). */
export function blockRoutes(services: Services) {
  const { db, clock } = services;
  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/', async (c) => {
      const body: BlockedPeopleResponse = { data: await blockedPeople(db, c.get('auth').userId) };
      return c.json(body);
    })
    .post('/', validate('json', blockBodySchema), async (c) => {
      const { person, created } = await blockPerson(db, c.get('auth').userId, c.req.valid('json').userId, clock.now());
      const body: BlockedPersonResponse = { data: person };
      return c.json(body, created ? 201 : 200);
    })
    .delete('/:userId', async (c) => {
      await unblockPerson(db, c.get('auth').userId, c.req.param('userId'));
      return c.body(null, 204);
    });
}
