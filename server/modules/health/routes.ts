import { Hono } from 'hono';
import type { Health, Liveness, Readiness } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import type { Services } from '../../services';
import { databaseProbe } from './database-probe';

const startedAt = Date.now();

/**
 * GET /v1/health/live: the process answers (never asks the database, so a balancer does not
 * restart a healthy process for its database's sake). GET /v1/health/ready: 200 when this
 * process should be sent traffic, 503 with the reason when not. GET /v1/health: the older
 * check (the database answers within 1 s), kept for whoever polls it.
 */
export function healthRoutes(services: Services) {
  const databaseAnswers = databaseProbe(services.db);
  const { readiness } = services;
  return new Hono<AppEnv>()
    .get('/live', (c) => c.json({ data: { status: 'ok' } satisfies Liveness }, 200))
    .get('/ready', async (c) => {
      const unavailable = (reason: 'draining' | 'migrations', database: Readiness['database'] = 'unchecked') =>
        c.json({ data: { status: 'unavailable', reason, database } satisfies Readiness }, 503);
      if (readiness.draining) return unavailable('draining');
      if (!readiness.migrated) return unavailable('migrations');
      const database = (await databaseAnswers()) ? 'ok' : 'unreachable';
      const ready: Readiness =
        database === 'ok' ? { status: 'ready', reason: null, database } : { status: 'unavailable', reason: 'database', database };
      return c.json({ data: ready }, database === 'ok' ? 200 : 503);
    })
    .get('/', async (c) => {
      const database = (await databaseAnswers()) ? 'ok' : 'unreachable';
      const health: Health = {
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return c.json({ data: health }, database === 'ok' ? 200 : 503);
    });
}
