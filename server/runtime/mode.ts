import { DEMO_PAYSTACK_SECRET_KEY } from '../modules/payment/settings';
import { estimatedEntropyBits, MIN_SECRET_ENTROPY_BITS } from './secrets';

/**
 * How this server runs. `demo` is what a fresh machine gets: demo accounts, the development
 * mailbox and other development routes. `production` is for real users and real money: it
 * refuses to start without real mail, a fixed token secret, its public origin and a Paystack key.
 */
export type KampusMode = 'demo' | 'production';

/** Thrown when the environment cannot run the server; its message is meant for the operator as is. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** KAMPUS_MODE; unset means production when NODE_ENV=production, demo otherwise. */
export function readMode(env: NodeJS.ProcessEnv): KampusMode {
  const mode = blankToUndefined(env.KAMPUS_MODE);
  if (mode === undefined) return env.NODE_ENV === 'production' ? 'production' : 'demo';
  if (mode === 'demo' || mode === 'production') return mode;
  throw new ConfigurationError(`KAMPUS_MODE must be 'demo' or 'production', got '${mode}'`);
}

/** The settings production cannot run without. */
const requiredInProduction = ['SMTP_URL', 'JWT_SECRET', 'PUBLIC_ORIGIN', 'PAYSTACK_SECRET_KEY'] as const;

/** The production settings `env` leaves unset (blank counts as unset), in a fixed order. */
export function missingProductionSettings(env: NodeJS.ProcessEnv): string[] {
  return requiredInProduction.filter((name) => blankToUndefined(env[name]) === undefined);
}

/** Paystack secret keys that are public: whoever holds one can sign webhooks as Paystack. */
const PUBLISHED_PAYSTACK_KEYS: readonly string[] = [DEMO_PAYSTACK_SECRET_KEY];

/**
 * What makes production unsafe though every setting is there, one sentence each: a token secret
 * that can be guessed (anyone could sign access tokens), a payment key that is published (anyone
 * could forge payment webhooks), limits lifted for load tests (password guessing unchecked).
 */
export function unsafeProductionSettings(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const jwtSecret = blankToUndefined(env.JWT_SECRET);
  if (jwtSecret !== undefined) {
    const bits = estimatedEntropyBits(jwtSecret);
    if (bits < MIN_SECRET_ENTROPY_BITS) {
      problems.push(
        `JWT_SECRET is too easy to guess (about ${bits} bits of entropy, at least ${MIN_SECRET_ENTROPY_BITS} needed): use a long random value, e.g. the output of 'openssl rand -base64 48'`,
      );
    }
  }
  const paystackKey = blankToUndefined(env.PAYSTACK_SECRET_KEY);
  if (paystackKey !== undefined && PUBLISHED_PAYSTACK_KEYS.includes(paystackKey)) {
    problems.push(
      "PAYSTACK_SECRET_KEY is the demo sandbox's published key, which anyone can use to forge payments: set the secret key of your own Paystack account",
    );
  }
  if (env.RATE_LIMITS?.trim() === 'relaxed') {
    problems.push('RATE_LIMITS=relaxed lifts the login and code-mail limits, for load tests only: unset it in production');
  }
  return problems;
}

export function unsafeProductionRefusal(problems: readonly string[]): ConfigurationError {
  return new ConfigurationError(`Kampus refuses to start in production mode: ${problems.join('; ')} (see server/README.md)`);
}

export function productionRefusal(missing: readonly string[]): ConfigurationError {
  return new ConfigurationError(`Kampus refuses to start in production mode: set ${missing.join(', ')} (see server/README.md)`);
}

/**
 * PUBLIC_ORIGIN, e.g. https://kampus.ng: a scheme, a host and an optional port, nothing else.
 * Answers the origin in its canonical form (no trailing slash).
 */
export function parsePublicOrigin(value: string): string {
  const refuse = () =>
    new ConfigurationError(`PUBLIC_ORIGIN must be an origin such as https://kampus.ng (no path), got '${value}'`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  const http = url.protocol === 'https:' || url.protocol === 'http:';
  const bare = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  if (!http || !bare || !/^https?:\/\/[^/?#]+\/?$/i.test(value)) throw refuse();
  return url.origin;
}
