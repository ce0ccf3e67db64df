import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length !== '0');
}

/**
 * For every /v1 route except the ones that take uploads: a body must be JSON and at most
 * `maxBytes` (checked from Content-Length, or counted while streaming).
 */
export function jsonBodyGuard(maxBytes: number, exemptPaths: readonly string[]): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, `The request body is too large (at most ${Math.round(maxBytes / 1024)} KB)`);
    },
  });
  return async (c, next) => {
    if (exemptPaths.includes(c.req.path) || !hasBody(c.req.raw.headers)) return next();
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_TYPE.test(mediaType)) throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
    return limit(c, next);
  };
}
