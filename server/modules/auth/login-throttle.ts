import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { logSecurityEvent } from '../../security-log';
import type { RateLimiters, Services } from '../../services';
import { emailLogFields } from './log-fields';

/** Which limit refused an attempt. */
export type ThrottleGate = 'account-and-address' | 'account' | 'address';

/** A reserved password check: counted as a failure until it is settled as a success. */
export interface PasswordAttempt {
  /** The password was wrong: the attempt stays counted. */
  failed(): void;
  /** The password was right: the attempt is given back, and this email and address are recognised. */
  succeeded(): void;
}

const pairKey = (email: string, address: string) => `${email} ${address}`;

export type AttemptOrRefusal = { attempt: PasswordAttempt } | { refusedBy: ThrottleGate; waitMs: number };

/**
 * Guards password checks (login, current password) the way OWASP's authentication cheat sheet
 * says, so that limits do not become a way to lock people out:
 * - one email from one address: a hard limit (5 failures, then 15 minutes);
 * - one email from every address: after many failures attempts are spaced out by a growing,
 *   capped delay, never locked;
 * - one address (a campus NAT): a generous count of failures, not of people, that only spaces
 *   attempts out.
 * An email and address that logged in lately skip both slowdowns. Every attempt is reserved
 * synchronously before the slow hash, so parallel guesses cannot outrun the count.
 */
export class LoginThrottle {
  constructor(private readonly limiters: RateLimiters) {}

  begin(email: string, address: string): AttemptOrRefusal {
    const {
      loginFailuresPerAccountAndAddress: pairs,
      loginSlowdownPerAccount: accounts,
      loginSlowdownPerAddress: addresses,
      recognisedLogins,
    } = this.limiters;
    const pair = pairKey(email, address);
    const recognised = recognisedLogins.has(pair);
    const waits: [ThrottleGate, number][] = [
      ['account-and-address', pairs.retryAfterMs(pair)],
      ['account', recognised ? 0 : accounts.waitMs(email)],
      ['address', recognised ? 0 : addresses.waitMs(address)],
    ];
    const [refusedBy, waitMs] = waits.reduce((longest, wait) => (wait[1] > longest[1] ? wait : longest));
    if (waitMs > 0) return { refusedBy, waitMs };

    pairs.hit(pair);
    accounts.reserve(email);
    addresses.reserve(address);
    let settled = false;
    return {
      attempt: {
        failed: () => {
          settled = true;
        },
        succeeded: () => {
          if (settled) return;
          settled = true;
          pairs.reset(pair);
          accounts.release(email);
          addresses.release(address);
          recognisedLogins.add(pair);
        },
      },
    };
  }
}

const refusals = {
  login: 'Too many failed login attempts.',
  password_change: 'Too many wrong passwords.',
} as const;

/**
 * Reserves a password check for `email` from `address` (synchronously: call it before any
 * await), or throws 429 with Retry-After and records the refusal.
 */
export function reservePasswordCheck(
  services: Pick<Services, 'limiters' | 'logger' | 'config'>,
  check: keyof typeof refusals,
  email: string,
  address: string,
): PasswordAttempt {
  const result = new LoginThrottle(services.limiters).begin(email, address);
  if ('attempt' in result) return result.attempt;
  logSecurityEvent(services.logger, 'login_throttled', {
    check,
    limit: result.refusedBy,
    retryAfterSeconds: Math.ceil(result.waitMs / 1000),
    address,
    ...emailLogFields(services.config.codePepper, email),
  });
  throw tooManyRequests(`${refusals[check]} Try again ${waitPhrase(result.waitMs)}.`, result.waitMs);
}

/** After a password reset from `address`: that email and address start afresh and are recognised. */
export function forgiveLoginFailures(limiters: RateLimiters, email: string, address: string): void {
  const pair = pairKey(email, address);
  limiters.loginFailuresPerAccountAndAddress.reset(pair);
  limiters.recognisedLogins.add(pair);
}
