import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../contract';
import { DAY, HOUR, MINUTE } from './clock';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  /** Failed logins for one email. */
  loginFailuresPerAccount: RateRule;
  /** Failed logins from one client address (campus networks share addresses: keep generous). */
  loginFailuresPerAddress: RateRule;
  /** Mails with a code (register excluded) for one email. */
  codeMailsPerAccount: RateRule;
  /** Minimum spacing between two code mails to one email. */
  codeMailCooldown: RateRule;
  /** Code mails and registrations from one client address. */
  codeMailsPerAddress: RateRule;
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface ServerConfig {
  jwtSecret: string;
  /** Secret that keys the HMAC of mailed codes (derived from jwtSecret unless given). */
  codePepper: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  codeTtlMs: number;
  resetTokenTtlMs: number;
  /** Wrong tries allowed for one code; the next try burns it. */
  maxCodeAttempts: number;
  argon2: Argon2Params;
  rateLimits: RateLimits;
  /** Whether limits were relaxed (RATE_LIMITS=relaxed), e.g. for benchmarks. */
  rateLimitsRelaxed: boolean;
  /** Allowed browser origins; empty means no CORS headers. '*' allows any. */
  corsOrigins: string[];
  /** Read the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  maxJsonBytes: number;
  maxUploadBytes: number;
  fileBucket: string;
  /** The built web app to serve beside /v1, if any. */
  staticDir: string | undefined;
  /** Token that authorises the admin CLI's calls to this server (internal route). */
  internalToken: string | undefined;
}

export const productionArgon2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const standardRateLimits: RateLimits = {
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  codeMailsPerAccount: { limit: 5, windowMs: HOUR },
  codeMailCooldown: { limit: 1, windowMs: MINUTE },
  codeMailsPerAddress: { limit: 30, windowMs: HOUR },
};

/** Limits multiplied out of the way, for load tests on one machine. */
export function relaxedRateLimits(): RateLimits {
  const relax = (rule: RateRule): RateRule => ({ limit: rule.limit * 1_000_000, windowMs: rule.windowMs });
  const limits = standardRateLimits;
  return {
    loginFailuresPerAccount: relax(limits.loginFailuresPerAccount),
    loginFailuresPerAddress: relax(limits.loginFailuresPerAddress),
    codeMailsPerAccount: relax(limits.codeMailsPerAccount),
    codeMailCooldown: { limit: 1_000_000, windowMs: 1 },
    codeMailsPerAddress: relax(limits.codeMailsPerAddress),
  };
}

export function defaultConfig(overrides: Partial<ServerConfig> & { jwtSecret: string }): ServerConfig {
  return {
    codePepper: `code:${overrides.jwtSecret}`,
    accessTokenTtlMs: 15 * MINUTE,
    refreshTokenTtlMs: 7 * DAY,
    codeTtlMs: 10 * MINUTE,
    resetTokenTtlMs: 15 * MINUTE,
    maxCodeAttempts: 5,
    argon2: productionArgon2,
    rateLimits: standardRateLimits,
    rateLimitsRelaxed: false,
    corsOrigins: [],
    trustProxy: false,
    maxJsonBytes: 64 * 1024,
    maxUploadBytes: MAX_UPLOAD_BYTES,
    fileBucket: 'kampus',
    staticDir: undefined,
    internalToken: undefined,
    ...overrides,
  };
}

/** Process-level settings read from the environment (see server/README.md). */
export interface Environment {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  rateLimitsRelaxed: boolean;
  staticDir: string | undefined;
  fileBucket: string;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3001;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${value}'`);
  return port;
}

const isOn = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value);
const isOff = (value: string | undefined) => value !== undefined && /^(0|false|no|off)$/i.test(value);
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const rateLimits = env.RATE_LIMITS ?? 'standard';
  if (rateLimits !== 'standard' && rateLimits !== 'relaxed') {
    throw new Error(`RATE_LIMITS must be 'standard' or 'relaxed', got '${rateLimits}'`);
  }
  const jwtSecret = blankToUndefined(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const fileBucket = blankToUndefined(env.FILE_BUCKET) ?? 'kampus';
  if (!/^[a-z0-9-]{1,40}$/.test(fileBucket)) throw new Error('FILE_BUCKET must be lower-case letters, digits and dashes');
  const staticDir = blankToUndefined(env.STATIC_DIR);
  return {
    port: parsePort(env.PORT),
    host: blankToUndefined(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(blankToUndefined(env.DATA_DIR) ?? 'data'),
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? 'Kampus <no-reply@kampus.ng>',
    demoData: !isOff(env.DEMO_DATA),
    jwtSecret,
    corsOrigins: (env.CORS_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: isOn(env.TRUST_PROXY),
    rateLimitsRelaxed: rateLimits === 'relaxed',
    staticDir: staticDir === undefined ? undefined : path.resolve(staticDir),
    fileBucket,
  };
}
