import { CHAT_MESSAGES_PER_MINUTE } from '../../../contract';
import { MINUTE } from '../../clock';
import type { RateRule } from '../../config';
import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { RateLimiter } from '../../http/rate-limiter';
import type { Services } from '../../services';

export const chatRateRule: RateRule = { limit: CHAT_MESSAGES_PER_MINUTE, windowMs: MINUTE };

/** Counts one message of `userId`, or refuses it (429 with Retry-After) without counting. One limiter per app. */
export function chatSendLimiter(services: Pick<Services, 'limitStore' | 'config'>) {
  const rule = services.config.rateLimitsRelaxed ? { ...chatRateRule, limit: chatRateRule.limit * 1_000_000 } : chatRateRule;
  const limiter = new RateLimiter(services.limitStore, 'chat-messages', rule);
  return async function admit(userId: string): Promise<void> {
    const wait = await limiter.take(userId);
    if (wait > 0) throw tooManyRequests(`You are sending messages too fast. Try again ${waitPhrase(wait)}.`, wait);
  };
}
