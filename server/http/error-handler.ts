import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../contract';
import { KoboOutOfRangeError } from '../db/columns';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/**
 * A request whose database went away (restarting, unreachable, or too slow to answer). Nothing
 * was confirmed to the caller, who may send it again.
 */
export const DATABASE_UNAVAILABLE = 'Kampus cannot reach its database right now. Please try again in a few seconds.';
/** A PostgreSQL restart takes a few seconds; the pool reconnects on the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const friendlyHttpMessages: Record<number, string> = {
  400: 'The request could not be read',
  413: 'The request body is too large',
};

/** Turns anything thrown into `{message, errors?}`; unexpected errors are logged, never shown. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    const requestId = c.get('requestId');
    if (error instanceof ApiError) {
      const body: ErrorBody = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return c.json(body, error.status, error.headers);
    }
    if (error instanceof KoboOutOfRangeError) {
      logger.error('an amount beyond what a number holds exactly: refused rather than rounded', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        ...describeError(error),
      });
      return c.json(
        {
          message: `An amount here is too large for Kampus to show exactly. Contact support@kampus.ng (reference ${requestId}).`,
        } satisfies ErrorBody,
        409,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      const message = /malformed json/i.test(error.message)
        ? 'The request body is not valid JSON'
        : error.message || friendlyHttpMessages[error.status] || 'The request could not be processed';
      return c.json({ message } satisfies ErrorBody, error.status as ContentfulStatusCode);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn('the database did not answer: 503', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        ...describeError(error),
      });
      return c.json({ message: DATABASE_UNAVAILABLE } satisfies ErrorBody, 503, {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    logger.error('unhandled error', { requestId, method: c.req.method, path: c.req.path, ...describeError(error) });
    return c.json(
      { message: `Something went wrong on our side. Please try again (reference ${requestId}).` } satisfies ErrorBody,
      500,
    );
  };
}

export function notFoundHandler(c: Context<AppEnv>) {
  return c.json({ message: `There is nothing at ${c.req.method} ${c.req.path}` } satisfies ErrorBody, 404);
}
