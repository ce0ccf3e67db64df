import { Hono } from 'hono';
import * as v from 'valibot';
import { body } from '../../../contract';
import { safeEqual } from '../../crypto/tokens';
import { badRequest, forbidden } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { runAdminCommand, UsageError } from './commands';

export const INTERNAL_TOKEN_HEADER = 'X-Kampus-Internal-Token';
export const INTERNAL_BASE_PATH = '/v1/internal';
export const ADMIN_COMMAND_PATH = `${INTERNAL_BASE_PATH}/admin-command`;

const adminCommandBodySchema = body({
  command: v.pipe(v.string('Command must be text'), v.maxLength(40)),
  args: v.pipe(v.array(v.pipe(v.string('Arguments must be text'), v.maxLength(1000))), v.maxLength(10)),
});
export type AdminCommandBody = v.InferInput<typeof adminCommandBodySchema>;

/**
 * POST /v1/internal/admin-command: how `npm run admin` reaches a running server that holds
 * the embedded database. Authorised by a random token the server keeps in its data folder
 * (readable only by the account that runs it).
 */
export function internalRoutes(services: Services, internalToken: string) {
  return new Hono<AppEnv>().post(
    '/admin-command',
    async (c, next) => {
      if (!safeEqual(c.req.header(INTERNAL_TOKEN_HEADER) ?? '', internalToken)) throw forbidden('Not allowed');
      await next();
    },
    validate('json', adminCommandBodySchema),
    async (c) => {
      const { command, args } = c.req.valid('json');
      const output = await runAdminCommand(services, command, args).catch((error: unknown) => {
        throw error instanceof UsageError ? badRequest(error.message) : error;
      });
      return c.json({ data: { output } });
    },
  );
}
