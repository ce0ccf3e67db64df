import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../contract';
import { DAY, HOUR, MINUTE } from './clock';
import { DEMO_PAYSTACK_SECRET_KEY, PAYSTACK_API_BASE_URL } from './modules/payment/settings';
import type { PaystackConfig } from './modules/payment/settings';
import {
  ConfigurationError,
  missingProductionSettings,
  parsePublicOrigin,
  productionRefusal,
  readMode,
  unsafeProductionRefusal,
  unsafeProductionSettings,
} from './runtime/mode';
import type { KampusMode } from './runtime/mode';

export type { KampusMode } from './runtime/mode';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Failures that space out further attempts instead of refusing them for long: after
 * `freeFailures` within `windowMs` of each other, each attempt waits `firstDelayMs`, doubling
 * with every further failure up to `maxDelayMs`. A slowdown, never a lockout.
 */
export interface SlowdownRule {
  freeFailures: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface RateLimits {
  /** Failed logins (and wrong current passwords) for one email from one client address: the hard limit. */
  loginFailuresPerAccountAndAddress: RateRule;
  /** Failed logins for one email from every address together: only spaces attempts out. */
  loginSlowdownPerAccount: SlowdownRule;
  /** Failed logins from one client address (a campus NAT shares one): generous, and only spaces attempts out. */
  loginSlowdownPerAddress: SlowdownRule;
  /** How long a successful login lets that email and address skip the two slowdowns. */
  recognisedLoginMs: number;
  /** Mails with a code (register excluded) for one email. */
  codeMailsPerAccount: RateRule;
  /** Minimum spacing between two code mails to one email. */
  codeMailCooldown: RateRule;
  /** Code mails and registrations from one client address. */
  codeMailsPerAddress: RateRule;
  /** File uploads and profile photos of one person: each is decoded and re-encoded (server/modules/file/limits.ts). */
  uploadsPerUser: RateRule;
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface ServerConfig {
  /** demo: development routes (mailbox) may be mounted; production: never. */
  mode: KampusMode;
  /** Where browsers reach Kampus, e.g. https://kampus.ng (links in mails, cookies, HSTS); unset in most demos. */
  publicOrigin: string | undefined;
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
  /**
   * How many proxies of ours stand in front of the server (TRUST_PROXY; 0: none). Each appends
   * to X-Forwarded-For, so the client address is that many hops from its right end.
   */
  trustProxy: number;
  maxJsonBytes: number;
  maxUploadBytes: number;
  fileBucket: string;
  /** The built web app to serve beside /v1, if any. */
  staticDir: string | undefined;
  /** Token that authorises the admin CLI's calls to this server (internal route). */
  internalToken: string | undefined;
  /** The payment provider: Paystack in production, the sandbox this server mounts in demo mode. */
  paystack: PaystackConfig;
  /** The platform fee in basis points of an order's item subtotal, taken from the seller's side at release. */
  platformFeeBps: number;
  /** ACCESS_LOG: one JSON line per request through the logger (server/http/access-log.ts). */
  accessLog: boolean;
  /** METRICS_TOKEN: the bearer /metrics asks of every caller; unset, only callers on this machine get it. */
  metricsToken: string | undefined;
}

/** PLATFORM_FEE_BPS when unset: 3 %. */
export const DEFAULT_PLATFORM_FEE_BPS = 300;

export const productionArgon2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const standardRateLimits: RateLimits = {
  loginFailuresPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  loginSlowdownPerAccount: { freeFailures: 10, windowMs: 15 * MINUTE, firstDelayMs: 1000, maxDelayMs: MINUTE },
  loginSlowdownPerAddress: { freeFailures: 100, windowMs: 15 * MINUTE, firstDelayMs: 1000, maxDelayMs: 10_000 },
  recognisedLoginMs: 30 * DAY,
  codeMailsPerAccount: { limit: 5, windowMs: HOUR },
  codeMailCooldown: { limit: 1, windowMs: MINUTE },
  codeMailsPerAddress: { limit: 30, windowMs: HOUR },
  uploadsPerUser: { limit: 30, windowMs: 10 * MINUTE },
};

/** Limits multiplied out of the way, for load tests on one machine. */
export function relaxedRateLimits(): RateLimits {
  const relax = (rule: RateRule): RateRule => ({ limit: rule.limit * 1_000_000, windowMs: rule.windowMs });
  const relaxSlowdown = (rule: SlowdownRule): SlowdownRule => ({ ...rule, freeFailures: rule.freeFailures * 1_000_000 });
  const limits = standardRateLimits;
  return {
    loginFailuresPerAccountAndAddress: relax(limits.loginFailuresPerAccountAndAddress),
    loginSlowdownPerAccount: relaxSlowdown(limits.loginSlowdownPerAccount),
    loginSlowdownPerAddress: relaxSlowdown(limits.loginSlowdownPerAddress),
    recognisedLoginMs: limits.recognisedLoginMs,
    codeMailsPerAccount: relax(limits.codeMailsPerAccount),
    codeMailCooldown: { limit: 1_000_000, windowMs: 1 },
    codeMailsPerAddress: relax(limits.codeMailsPerAddress),
    uploadsPerUser: relax(limits.uploadsPerUser),
  };
}

export function defaultConfig(overrides: Partial<ServerConfig> & { jwtSecret: string }): ServerConfig {
  return {
    // Nothing development-only unless a caller asks for demo.
    mode: 'production',
    publicOrigin: undefined,
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
    trustProxy: 0,
    maxJsonBytes: 64 * 1024,
    maxUploadBytes: MAX_UPLOAD_BYTES,
    fileBucket: 'kampus',
    staticDir: undefined,
    internalToken: undefined,
    paystack: { secretKey: DEMO_PAYSTACK_SECRET_KEY, baseUrl: undefined },
    platformFeeBps: DEFAULT_PLATFORM_FEE_BPS,
    // Apps built in code (tests, scripts) stay quiet; the server's environment turns it on.
    accessLog: false,
    metricsToken: undefined,
    ...overrides,
  };
}

/** Process-level settings read from the environment (see server/README.md). */
export interface Environment {
  mode: KampusMode;
  publicOrigin: string | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections to DATABASE_URL this process may hold (default 10). */
  databasePoolMax: number;
  /** SHUTDOWN_GRACE_MS: how long requests in flight may take to finish after SIGTERM (default 30 s). */
  shutdownGraceMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed demo accounts into a new embedded database: never in production. */
  demoData: boolean;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  /** TRUST_PROXY: the number of trusted proxies in front of the server (on = 1, off = 0). */
  trustProxy: number;
  rateLimitsRelaxed: boolean;
  /** UPLOADS_PER_10_MINUTES: uploads one person may make in 10 minutes (default 30). */
  uploadsPer10Minutes: number | undefined;
  staticDir: string | undefined;
  fileBucket: string;
  /** PAYSTACK_SECRET_KEY: required in production, ignored in demo mode (the sandbox has its own). */
  paystackSecretKey: string | undefined;
  /** PLATFORM_FEE_BPS: basis points of the item subtotal (300 = 3 %), 0 to 5000. */
  platformFeeBps: number;
  /** ACCESS_LOG: on (the default) or off. */
  accessLog: boolean;
  metricsToken: string | undefined;
}

/** Paystack itself with PAYSTACK_SECRET_KEY in production; the sandbox and its published key in demo mode. */
export function paystackConfigFor(env: Environment): PaystackConfig {
  if (env.mode === 'demo') return { secretKey: DEMO_PAYSTACK_SECRET_KEY, baseUrl: undefined };
  if (env.paystackSecretKey === undefined) throw productionRefusal(['PAYSTACK_SECRET_KEY']);
  return { secretKey: env.paystackSecretKey, baseUrl: PAYSTACK_API_BASE_URL };
}

function parseFeeBps(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PLATFORM_FEE_BPS;
  const bps = Number(value);
  if (!Number.isInteger(bps) || bps < 0 || bps > 5000)
    throw new ConfigurationError(`PLATFORM_FEE_BPS must be a whole number of basis points from 0 to 5000, got '${value}'`);
  return bps;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3001;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigurationError(`PORT must be a port number, got '${value}'`);
  return port;
}

const isOn = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value);
const isOff = (value: string | undefined) => value !== undefined && /^(0|false|no|off)$/i.test(value);
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Proxies in a row in front of one server: more than this is a mistake, not a deployment. */
const MAX_TRUSTED_PROXIES = 10;

/** TRUST_PROXY: off (unset, 0, false, no, off), on (1, true, yes, on: one proxy) or a number of proxies in a row. */
function parseTrustProxy(value: string | undefined): number {
  const setting = value?.trim() ?? '';
  if (setting === '' || isOff(setting)) return 0;
  if (isOn(setting)) return 1;
  const hops = Number(setting);
  if (!/^\d+$/.test(setting) || hops < 1 || hops > MAX_TRUSTED_PROXIES) {
    throw new ConfigurationError(
      `TRUST_PROXY must be off, on (one proxy) or the number of proxies in front of Kampus, 1 to ${MAX_TRUSTED_PROXIES}, got '${setting}'`,
    );
  }
  return hops;
}

/**
 * Reads and checks the environment. Throws a ConfigurationError naming every production
 * setting that is missing, or the first value that is malformed.
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const mode = readMode(env);
  const missing = mode === 'production' ? missingProductionSettings(env) : [];
  if (missing.length > 0) throw productionRefusal(missing);
  const unsafe = mode === 'production' ? unsafeProductionSettings(env) : [];
  if (unsafe.length > 0) throw unsafeProductionRefusal(unsafe);
  const rateLimits = env.RATE_LIMITS ?? 'standard';
  if (rateLimits !== 'standard' && rateLimits !== 'relaxed') {
    throw new ConfigurationError(`RATE_LIMITS must be 'standard' or 'relaxed', got '${rateLimits}'`);
  }
  const jwtSecret = blankToUndefined(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new ConfigurationError('JWT_SECRET must be at least 32 characters');
  const databaseUrl = blankToUndefined(env.DATABASE_URL);
  if (databaseUrl !== undefined && jwtSecret === undefined) throw sharedDatabaseWithoutSecret();
  const publicOriginSetting = blankToUndefined(env.PUBLIC_ORIGIN);
  const publicOrigin = publicOriginSetting === undefined ? undefined : parsePublicOrigin(publicOriginSetting);
  const fileBucket = blankToUndefined(env.FILE_BUCKET) ?? 'kampus';
  if (!/^[a-z0-9-]{1,40}$/.test(fileBucket))
    throw new ConfigurationError('FILE_BUCKET must be lower-case letters, digits and dashes');
  const staticDir = blankToUndefined(env.STATIC_DIR);
  return {
    mode,
    publicOrigin,
    port: parsePort(env.PORT),
    host: blankToUndefined(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(blankToUndefined(env.DATA_DIR) ?? 'data'),
    databaseUrl,
    databasePoolMax: parseWholeNumber('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, DEFAULT_DATABASE_POOL_MAX, 1, 1000),
    shutdownGraceMs: parseWholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS, 0, 600_000),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? 'Kampus <no-reply@kampus.ng>',
    demoData: mode === 'demo' && !isOff(env.DEMO_DATA),
    jwtSecret,
    corsOrigins: (env.CORS_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitsRelaxed: rateLimits === 'relaxed',
    uploadsPer10Minutes: parseUploadsPer10Minutes(env.UPLOADS_PER_10_MINUTES),
    staticDir: staticDir === undefined ? undefined : path.resolve(staticDir),
    fileBucket,
    paystackSecretKey: blankToUndefined(env.PAYSTACK_SECRET_KEY),
    platformFeeBps: parseFeeBps(env.PLATFORM_FEE_BPS),
    accessLog: parseAccessLog(env.ACCESS_LOG),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
  };
}

/** ACCESS_LOG: on unless turned off (0, false, no, off). */
function parseAccessLog(value: string | undefined): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '' || isOn(setting)) return true;
  if (isOff(setting)) return false;
  throw new ConfigurationError(`ACCESS_LOG must be on or off, got '${setting}'`);
}

/** A bearer anyone may try from anywhere: long enough not to be guessed. */
const MIN_METRICS_TOKEN_LENGTH = 16;

function parseMetricsToken(value: string | undefined): string | undefined {
  const token = blankToUndefined(value);
  if (token !== undefined && token.length < MIN_METRICS_TOKEN_LENGTH)
    throw new ConfigurationError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  return token;
}

/** UPLOADS_PER_10_MINUTES: a whole number from 1 to 100,000, or unset for the standard limit. */
export function parseUploadsPer10Minutes(value: string | undefined): number | undefined {
  const text = blankToUndefined(value);
  if (text === undefined) return undefined;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000)
    throw new Error(`UPLOADS_PER_10_MINUTES must be a whole number from 1 to 100000, not '${text}'`);
  return limit;
}

/** The rate limits a server starts with: relaxed for load tests, with the uploads limit when set. */
export function rateLimitsFor(env: Pick<Environment, 'rateLimitsRelaxed' | 'uploadsPer10Minutes'>): RateLimits {
  const limits = env.rateLimitsRelaxed ? relaxedRateLimits() : standardRateLimits;
  if (env.uploadsPer10Minutes === undefined) return limits;
  return { ...limits, uploadsPerUser: { ...limits.uploadsPerUser, limit: env.uploadsPer10Minutes } };
}

export const DEFAULT_DATABASE_POOL_MAX = 10;
export const DEFAULT_SHUTDOWN_GRACE_MS = 30_000;

/** A whole-number setting from `min` to `max`, or `fallback` when unset. */
function parseWholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const text = blankToUndefined(value);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min || number > max)
    throw new ConfigurationError(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
  return number;
}

/**
 * Servers that share a database must sign access tokens with one secret: a secret generated
 * into each one's DATA_DIR would make each refuse the others' tokens. So a DATABASE_URL
 * without JWT_SECRET is refused in every mode, demo included.
 */
export function sharedDatabaseWithoutSecret(): ConfigurationError {
  return new ConfigurationError(
    "Kampus refuses to start: DATABASE_URL is set but JWT_SECRET is not. Every server on one database must sign sessions with the same secret: set JWT_SECRET to the same long random value on each (e.g. the output of 'openssl rand -base64 48'; see server/README.md)",
  );
}
