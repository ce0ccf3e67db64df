import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { safeEqual } from '../crypto/tokens';
import type { AppEnv } from '../http/app-env';
import { socketAddress } from '../http/client-address';
import { localCallersOnly } from '../http/local-callers-only';
import type { Logger } from '../logger';
import { logSecurityEvent } from '../security-log';
import type { AppMetrics } from './metrics';

/** Where Prometheus scrapes, beside /v1 rather than in the API. */
export const METRICS_PATH = '/metrics';

/** With METRICS_TOKEN, `Authorization: Bearer <token>` from any caller, loopback included. */
function bearerOnly(logger: Logger, token: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
    if (safeEqual(given, token)) return next();
    logSecurityEvent(logger, 'metrics_refused', {
      requestId: c.get('requestId'),
      address: socketAddress(c) ?? 'unknown',
      forwardedFor: c.req.header('x-forwarded-for'),
    });
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return c.json({ message: 'A valid metrics token is required (Authorization: Bearer).' }, 401);
  };
}

/**
 * GET /metrics. Without METRICS_TOKEN only a caller on this machine gets it (its connection is
 * loopback and carries no proxy header: anything through a proxy or balancer is refused with a
 * 404, TRUST_PROXY or not); with it, a matching bearer from anywhere.
 */
export function metricsRoutes(
  services: { logger: Logger; config: { metricsToken: string | undefined } },
  metrics: AppMetrics,
): Hono<AppEnv> {
  const { logger, config } = services;
  const routes = new Hono<AppEnv>();
  const guard = config.metricsToken ? bearerOnly(logger, config.metricsToken) : localCallersOnly(logger, 'metrics_refused');
  routes.get('/', guard, async (c) => {
    const text = await metrics.render();
    return c.body(text, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
  });
  return routes;
}
