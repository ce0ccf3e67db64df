import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { RateLimiter } from '../../http/rate-limiter';
import type { Services } from '../../services';

/**
 * Counts one upload of the signed-in caller, or refuses it (429 with Retry-After) without
 * counting, before the body is read. Every upload is decoded and re-encoded (a listing photo
 * into three WebP sizes), so `rateLimits.uploadsPerUser` (30 in 10 minutes: six full listings of
 * five photos, more than a seller writes descriptions for) bounds the image work one account can
 * ask for. One limiter per route (`name`), created with the app's routes; it goes after the guard.
 */
export function uploadLimiter(
  services: Pick<Services, 'limitStore' | 'config'>,
  name: 'file-upload' | 'user-photo',
): MiddlewareHandler<AppEnv> {
  const limiter = new RateLimiter(services.limitStore, name, services.config.rateLimits.uploadsPerUser);
  return async (c, next) => {
    const wait = await limiter.take(c.get('auth').userId);
    if (wait > 0) throw tooManyRequests(`You have uploaded too many files. Try again ${waitPhrase(wait)}.`, wait);
    await next();
  };
}
