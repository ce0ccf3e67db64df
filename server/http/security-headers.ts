import type { MiddlewareHandler } from 'hono';

/** Headers on every response; API answers are not cached unless a route says otherwise. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    if (c.req.path.startsWith('/v1/') && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
