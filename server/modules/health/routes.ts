import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import type { Services } from '../../services';

const startedAt = Date.now();

/** GET /v1/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const database = await services.db.execute(sql`select 1`).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );
    const health: Health = {
      status: database === 'ok' ? 'ok' : 'degraded',
      database,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return c.json({ data: health }, database === 'ok' ? 200 : 503);
  });
}
