import { Hono } from 'hono';
import {
  adminListingKindSchema,
  moderationReasonBodySchema,
  peopleSearchQuerySchema,
  personMonthQuerySchema,
} from '../../../contract';
import type { AdminListingResponse, AdminPeopleSearchResponse, AdminPersonResponse } from '../../../contract';
import * as v from 'valibot';
import { notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission, staffActor } from '../staff/guard';
import { hideListing, LISTING_NOT_FOUND, restoreListing } from './moderate-listing';
import { endSessionsOf, restorePerson, suspendPerson } from './moderate-person';
import { personPage, searchPeople } from './queries';

/** The listing kind of the address; an unknown kind is an unknown address. */
function listingKind(value: string | undefined) {
  const parsed = v.safeParse(adminListingKindSchema, value);
  if (!parsed.success) throw notFound(LISTING_NOT_FOUND);
  return parsed.output;
}

/**
 * /v1/admin/people and /v1/admin/listings: find a person, their page, suspend, restore and end
 * their sessions; hide and restore a listing. Mounted by the admin module, behind its guard.
 */
export function peopleAdminRoutes(services: Services) {
  const person = async (id: string): Promise<AdminPersonResponse> => ({ data: await personPage(services, id, undefined) });

  const app = new Hono<AppEnv>()
    .get('/people', requirePermission('people.read'), validate('query', peopleSearchQuerySchema), async (c) => {
      const body: AdminPeopleSearchResponse = { data: await searchPeople(services, c.req.valid('query').q) };
      return c.json(body);
    })
    .get('/people/:id', requirePermission('people.read'), validate('query', personMonthQuerySchema), async (c) => {
      const body: AdminPersonResponse = { data: await personPage(services, c.req.param('id'), c.req.valid('query').month) };
      return c.json(body);
    });
  const personActions = [
    ['suspend', 'people.suspend', suspendPerson],
    ['restore', 'people.suspend', restorePerson],
    ['end-sessions', 'people.end-sessions', endSessionsOf],
  ] as const;
  const listingActions = [
    ['hide', hideListing],
    ['restore', restoreListing],
  ] as const;
  // Each answers the person's page, or the listing, as it is after the action.
  for (const [action, permission, act] of personActions) {
    app.post(`/people/:id/${action}`, requirePermission(permission), validate('json', moderationReasonBodySchema), async (c) => {
      await act(services, c.req.param('id'), c.req.valid('json').reason, staffActor(c));
      return c.json(await person(c.req.param('id')));
    });
  }
  for (const [action, act] of listingActions) {
    app.post(
      `/listings/:kind/:id/${action}`,
      requirePermission('listings.hide'),
      validate('json', moderationReasonBodySchema),
      async (c) => {
        const kind = listingKind(c.req.param('kind'));
        const body: AdminListingResponse = {
          data: await act(services, kind, c.req.param('id'), c.req.valid('json').reason, staffActor(c)),
        };
        return c.json(body);
      },
    );
  }
  return app;
}
