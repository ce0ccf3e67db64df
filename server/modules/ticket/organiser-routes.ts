import { Hono } from 'hono';
import { cancelEventBodySchema, checkInBodySchema } from '../../../contract';
import type { CancelEventResponse, CheckInResponse, CheckInSummaryResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { cancelEvent } from './cancel-event';
import { checkIn, checkInSummary, wrongCodeLimiter } from './checkin';

/**
 * The organiser's ticket endpoints under /v1/events, beside the event routes: check-in and
 * cancellation of their own event (404 for anyone else). Each route has its own guard, as the
 * event routes share the path and most of them are public.
 */
export function ticketOrganiserRoutes(services: Services) {
  const signedIn = requireUser(services);
  const wrongCodes = wrongCodeLimiter(services);

  return new Hono<AppEnv>()
    .get('/:id/check-in', signedIn, async (c) => {
      const body: CheckInSummaryResponse = { data: await checkInSummary(services, c.get('user'), c.req.param('id')) };
      return c.json(body);
    })
    .post('/:id/check-in', signedIn, validate('json', checkInBodySchema), async (c) => {
      const { code } = c.req.valid('json');
      const body: CheckInResponse = { data: await checkIn(services, wrongCodes, c.get('user'), c.req.param('id'), code) };
      return c.json(body);
    })
    .post('/:id/cancel', signedIn, validate('json', cancelEventBodySchema), async (c) => {
      const { reason } = c.req.valid('json');
      const body: CancelEventResponse = { data: await cancelEvent(services, c.get('user'), c.req.param('id'), reason) };
      return c.json(body);
    });
}
