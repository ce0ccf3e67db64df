import { HOUR } from '../../clock';
import type { RateRule } from '../../config';
import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { RateLimiter, takeAll } from '../../http/rate-limiter';
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
export function supportLimiters(services: Pick<Services, 'limitStore' | 'config'>) {
  const limiter = (name: keyof typeof supportRateRules) => {
    const base = supportRateRules[name];
    return new RateLimiter(services.limitStore, `support-${name}`, services.config.rateLimitsRelaxed ? relax(base) : base);
  };
  const perAddress = limiter('perAddress');
  const perUser = limiter('perUser');
  const perRecipient = limiter('perRecipient');

  /** Counts one request, or refuses it (429 with Retry-After) without counting anything. */
  return async function admit(sender: { userId: string | null; address: string; email: string }): Promise<void> {
    const checks: [RateLimiter, string][] = [[perRecipient, sender.email]];
    if (sender.userId) checks.push([perUser, sender.userId]);
    else checks.push([perAddress, sender.address]);
    const wait = await takeAll(checks);
    if (wait > 0) throw tooManyRequests(`Too many messages sent. Try again ${waitPhrase(wait)}.`, wait);
  };
}
