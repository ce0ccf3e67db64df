import type { Context, MiddlewareHandler, NotFoundHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';

/** What one answered request was, as the access log writes it and the metrics count it. */
export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route's pattern (`/v1/products/:id`), never the address itself: no ids, no query string. */
  route: string;
  status: number;
  durationMs: number;
}

/** The route of a request no route answered (the app's 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The method of middleware (`use`), as hono records it. */
const ANY_METHOD = 'ALL';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const unmatched = new WeakSet<Context>();

/**
 * The app's 404 for addresses no route answers, marked so that the access log names the route
 * `unmatched` instead of the pattern of the last middleware the request passed through.
 */
export function markingUnmatched(handler: NotFoundHandler<AppEnv>): NotFoundHandler<AppEnv> {
  return (c) => {
    unmatched.add(c);
    return handler(c);
  };
}

/**
 * The pattern of the route that answered. Hono leaves `routeIndex` at the last handler it
 * dispatched to: the route's own handler, or a middleware that answered first (a guard's 401, a
 * body limit's 413), which is named by the endpoint it stood before (`/v1/orders/:id`, not
 * `/v1/orders/*`) when one matched.
 */
function answeringRoute(c: Context<AppEnv>): string {
  if (unmatched.has(c)) return UNMATCHED_ROUTE;
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (!answered) return UNMATCHED_ROUTE;
  if (answered.method !== ANY_METHOD) return answered.path;
  return routes.slice(c.req.routeIndex + 1).find((route) => route.method !== ANY_METHOD)?.path ?? answered.path;
}

/** Unknown methods are one label, so no client can add label values at will. */
function describe(c: Context<AppEnv>, durationMs: number): RequestRecord {
  const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : 'OTHER';
  return { requestId: c.get('requestId'), method, route: answeringRoute(c), status: c.res.status, durationMs };
}

/**
 * Times every request to the moment its answer is ready (a streamed body may still be flowing),
 * hands the record to `record` (the metrics) and, when `logger` is given (ACCESS_LOG), writes one
 * line: `{"message":"request","requestId","method","route","status","durationMs"}`. Nothing a
 * client chose goes in the line beyond the method: no address, query string, header or body.
 */
export function accessLog(options: { logger?: Logger; record?: (request: RequestRecord) => void }): MiddlewareHandler<AppEnv> {
  const { logger, record } = options;
  return async (c, next) => {
    const started = performance.now();
    await next();
    const request = describe(c, Math.round((performance.now() - started) * 10) / 10);
    record?.(request);
    logger?.info('request', { ...request });
  };
}
