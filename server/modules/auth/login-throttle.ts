import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { logSecurityEvent } from '../../security-log';
import type { Slowdown } from '../../http/slowdown';
import type { RateLimiters, Services } from '../../services';
import { emailLogFields } from './log-fields';

/** Which limit refused an attempt. */
export type ThrottleGate = 'account-and-address' | 'account' | 'address';

/** A reserved password check: counted as a failure until it is settled as a success. */
export interface PasswordAttempt {
  /** The password was wrong: the attempt stays counted. */
  failed(): void;
  /** The password was right: the attempt is given back, and this email and address are recognised. */
  succeeded(): Promise<void>;
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
 * atomically before the slow hash (in the limits' store, shared by replicas on PostgreSQL), so
 * parallel guesses cannot outrun the count.
 */
export class LoginThrottle {
  constructor(private readonly limiters: RateLimiters) {}

  async begin(email: string, address: string): Promise<AttemptOrRefusal> {
    const {
      loginFailuresPerAccountAndAddress: pairs,
      loginSlowdownPerAccount: accounts,
      loginSlowdownPerAddress: addresses,
      recognisedLogins,
    } = this.limiters;
    const pair = pairKey(email, address);
    const recognised = await recognisedLogins.has(pair);
    const gates = (pairWait: number, accountWait: number, addressWait: number): AttemptOrRefusal | undefined => {
      const waits: [ThrottleGate, number][] = [
        ['account-and-address', pairWait],
        ['account', recognised ? 0 : accountWait],
        ['address', recognised ? 0 : addressWait],
      ];
      const [refusedBy, waitMs] = waits.reduce((longest, wait) => (wait[1] > longest[1] ? wait : longest));
      return waitMs > 0 ? { refusedBy, waitMs } : undefined;
    };
    // Looked at first, so that a refused attempt counts nowhere.
    const refusal = gates(...(await Promise.all([pairs.retryAfterMs(pair), accounts.waitMs(email), addresses.waitMs(address)])));
    if (refusal) return refusal;

    // Then reserved atomically: parallel attempts (on any replica) may have filled a gate since.
    // A recognised pair's failures still count, but it passes the slowdowns' gates.
    const reserve = (slowdown: Slowdown, key: string) => (recognised ? slowdown.countFailure(key) : slowdown.reserve(key));
    const [pairWait, accountWait, addressWait] = await Promise.all([
      pairs.take(pair),
      reserve(accounts, email),
      reserve(addresses, address),
    ]);
    const raced = gates(pairWait, accountWait, addressWait);
    if (raced) {
      await Promise.all([
        pairWait === 0 && pairs.giveBack(pair),
        accountWait === 0 && accounts.release(email),
        addressWait === 0 && addresses.release(address),
      ]);
      return raced;
    }

    let settled = false;
    return {
      attempt: {
        failed: () => {
          settled = true;
        },
        succeeded: async () => {
          if (settled) return;
          settled = true;
          await Promise.all([pairs.reset(pair), accounts.release(email), addresses.release(address), recognisedLogins.add(pair)]);
        },
      },
    };
  }
}

const refusals = {
  login: 'Too many failed login attempts.',
  password_change: 'Too many wrong passwords.',
} as const;

/** Reserves a password check for `email` from `address`, or throws 429 with Retry-After and records the refusal. */
export async function reservePasswordCheck(
  services: Pick<Services, 'limiters' | 'logger' | 'config'>,
  check: keyof typeof refusals,
  email: string,
  address: string,
): Promise<PasswordAttempt> {
  const result = await new LoginThrottle(services.limiters).begin(email, address);
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
export async function forgiveLoginFailures(limiters: RateLimiters, email: string, address: string): Promise<void> {
  const pair = pairKey(email, address);
  await Promise.all([limiters.loginFailuresPerAccountAndAddress.reset(pair), limiters.recognisedLogins.add(pair)]);
}
