import { Hono } from 'hono';
import * as v from 'valibot';
import { accountSupportRequestBodySchema, contactRequestBodySchema } from '../../../contract';
import type { SupportRequestReceiptResponse } from '../../../contract';
import { ApiError, badRequest, unauthorized } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { authenticate } from '../../http/auth-guard';
import { clientAddress } from '../../http/client-address';
import { validationErrorBody } from '../../http/validate';
import type { Services } from '../../services';
import { supportLimiters } from './limits';
import { sendSupportRequest } from './send';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Checks a body with a contract schema: every bad field answers 422, named in `errors`. */
function parseBody<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const body = validationErrorBody(result.issues);
  throw new ApiError(422, body.message, body.errors);
}

/**
 * /v1/support: POST /requests, from anyone. Without an Authorization header the sender is a
 * visitor and gives name, e-mail, phone, service and detail; with one, it must be a live
 * session (401 otherwise, so the browser renews it) and the account's name and e-mail are used
 * where the form leaves them out. 201 with the request's reference.
 */
export function supportRoutes(services: Services) {
  const admit = supportLimiters(services);

  return new Hono<AppEnv>().post('/requests', async (c) => {
    const header = c.req.header('authorization');
    const caller = header === undefined ? undefined : await authenticate(services, BEARER.exec(header)?.[1]);
    if (header !== undefined && !caller) throw unauthorized();
    const input: unknown = await c.req.json().catch(() => {
      throw badRequest('The request body is not valid JSON');
    });

    let request;
    if (caller) {
      const form = parseBody(accountSupportRequestBodySchema, input);
      const { user } = caller;
      request = {
        userId: user.id,
        // The contact page sends a name and an e-mail; the help centre takes them from the account.
        source: form.email || form.firstname ? ('contact' as const) : ('help_center' as const),
        firstname: form.firstname ?? user.firstname,
        lastname: form.lastname ?? user.lastname,
        email: form.email ?? user.email,
        phone: form.phone,
        service: form.service,
        detail: form.detail,
      };
    } else {
      const form = parseBody(contactRequestBodySchema, input);
      request = { userId: null, source: 'contact' as const, ...form };
    }
    await admit({ userId: request.userId, address: clientAddress(c, services.config.trustProxy), email: request.email });
    const body: SupportRequestReceiptResponse = { data: await sendSupportRequest(services, request) };
    return c.json(body, 201);
  });
}
