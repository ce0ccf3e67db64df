import { Hono } from 'hono';
import {
  SUSPENDED_LISTING,
  createEventBodySchema,
  eventListQuerySchema,
  slugAvailabilityQuerySchema,
  updateEventBodySchema,
} from '../../../contract';
import type { DeleteListingResponse, EventDetailResponse, EventListResponse, SlugAvailabilityResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { optionalUser } from '../../http/optional-user';
import { validate } from '../../http/validate';
import { heldMessage } from '../listing/prohibited-hold';
import { blockedByViewer } from '../listing/visibility';
import type { Services } from '../../services';
import { refuseSuspended } from '../people/suspension';
import { createEvent } from './create';
import { eventBySlug, eventDetailById, listEvents, slugAvailability } from './queries';
import { removeEvent } from './remove';
import { updateEvent } from './update';

/** /v1/events: events and their ticket tiers. */
export function eventRoutes(services: Services) {
  const { db, clock } = services;
  const signedIn = requireUser(services);
  const notSuspended = refuseSuspended(db, SUSPENDED_LISTING);

  return new Hono<AppEnv>()
    .get('/', validate('query', eventListQuerySchema), async (c) => {
      const body: EventListResponse = await listEvents(db, c.req.valid('query'), clock.now(), await blockedByViewer(c, services));
      return c.json(body);
    })
    .get('/slug-availability', validate('query', slugAvailabilityQuerySchema), async (c) => {
      const body: SlugAvailabilityResponse = { data: await slugAvailability(db, c.req.valid('query').slug) };
      return c.json(body);
    })
    .post('/', signedIn, notSuspended, validate('json', createEventBodySchema), async (c) => {
      const user = c.get('user');
      const { id, held } = await createEvent(services, user, c.req.valid('json'));
      const body: EventDetailResponse = { data: await eventDetailById(db, id, user.id), ...heldMessage(held) };
      return c.json(body, 201);
    })
    .get('/:slug', async (c) => {
      const viewer = await optionalUser(c, services);
      const result = await eventBySlug(db, c.req.param('slug'), viewer?.id);
      if ('movedTo' in result) return c.redirect(`/v1/events/${result.movedTo}`, 301);
      const body: EventDetailResponse = { data: result.found };
      return c.json(body);
    })
    .patch('/:id', signedIn, notSuspended, validate('json', updateEventBodySchema), async (c) => {
      const user = c.get('user');
      const id = c.req.param('id');
      const { held } = await updateEvent(services, user, id, c.req.valid('json'));
      const body: EventDetailResponse = { data: await eventDetailById(db, id, user.id), ...heldMessage(held) };
      return c.json(body);
    })
    .delete('/:id', signedIn, async (c) => {
      const body: DeleteListingResponse = { data: await removeEvent(services, c.get('user'), c.req.param('id')) };
      return c.json(body);
    });
}
