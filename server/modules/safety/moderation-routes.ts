import { Hono } from 'hono';
import * as v from 'valibot';
import { moderationActions, moderationQueueQuerySchema, moderationReasonBodySchema, reportTargetKinds } from '../../../contract';
import type { ModerationCaseResponse, ModerationQueueResponse, StaffPermission } from '../../../contract';
import { notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission, staffActor } from '../staff/guard';
import { CASE_NOT_FOUND, moderationCase } from './moderation-case';
import { decide } from './moderation-decide';
import { moderationQueue } from './moderation-queue';

/** The kind of the address; an unknown kind is an unknown address. */
function targetKind(value: string | undefined) {
  const parsed = v.safeParse(v.picklist(reportTargetKinds), value);
  if (!parsed.success) throw notFound(CASE_NOT_FOUND);
  return parsed.output;
}

/** Suspending is the people desk's power (administrators only); every other decision is moderation's. */
const permissionOf = (action: (typeof moderationActions)[number]): StaffPermission =>
  action === 'suspend' ? 'people.suspend' : 'moderation.act';

/** /v1/admin/moderation: the queue, a case, and the decisions on it. Mounted by the admin module, behind its guard. */
export function moderationAdminRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>()
    .get('/', requirePermission('moderation.read'), validate('query', moderationQueueQuerySchema), async (c) => {
      const body: ModerationQueueResponse = { data: await moderationQueue(db, c.req.valid('query').status) };
      return c.json(body);
    })
    .get('/:kind/:id', requirePermission('moderation.read'), async (c) => {
      const kind = targetKind(c.req.param('kind'));
      const body: ModerationCaseResponse = { data: await moderationCase(db, kind, c.req.param('id'), c.get('auth').role) };
      return c.json(body);
    });
  // Each answers the case as it is after the decision.
  for (const action of moderationActions) {
    app.post(
      `/:kind/:id/${action}`,
      requirePermission(permissionOf(action)),
      validate('json', moderationReasonBodySchema),
      async (c) => {
        const key = { kind: targetKind(c.req.param('kind')), id: c.req.param('id') };
        await decide(services, key, action, c.req.valid('json').reason, staffActor(c));
        const body: ModerationCaseResponse = { data: await moderationCase(db, key.kind, key.id, c.get('auth').role) };
        return c.json(body);
      },
    );
  }
  return app;
}
