import { HOUR } from '../../clock';
import type { RateRule } from '../../config';
import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { RateLimiter } from '../../http/rate-limiter';
import type { Services } from '../../services';

/**
 * How many support requests may be sent in an hour. A campus network shares one address, so
 * the visitors' limit per address is wider than a person's; the limit per recipient keeps the
 * acknowledgement from being used to fill someone's mailbox.
 */
export const supportRateRules = {
  perAddress: { limit: 10, windowMs: HOUR },
  perUser: { limit: 5, windowMs: HOUR },
  perRecipient: { limit: 5, windowMs: HOUR },
} satisfies Record<string, RateRule>;

const relax = (rule: RateRule): RateRule => ({ limit: rule.limit * 1_000_000, windowMs: rule.windowMs });

/** The limiters of one app (created once, with its routes). */
export function supportLimiters(services: Pick<Services, 'clock' | 'config'>) {
  const rule = (base: RateRule) => (services.config.rateLimitsRelaxed ? relax(base) : base);
  const perAddress = new RateLimiter(rule(supportRateRules.perAddress), services.clock);
  const perUser = new RateLimiter(rule(supportRateRules.perUser), services.clock);
  const perRecipient = new RateLimiter(rule(supportRateRules.perRecipient), services.clock);

  /** Counts one request, or refuses it (429 with Retry-After) without counting anything. */
  return function admit(sender: { userId: string | null; address: string; email: string }): void {
    const checks: [RateLimiter, string][] = [[perRecipient, sender.email]];
    if (sender.userId) checks.push([perUser, sender.userId]);
    else checks.push([perAddress, sender.address]);
    const wait = Math.max(...checks.map(([limiter, key]) => limiter.retryAfterMs(key)));
    if (wait > 0) throw tooManyRequests(`Too many messages sent. Try again ${waitPhrase(wait)}.`, wait);
    for (const [limiter, key] of checks) limiter.hit(key);
  };
}
