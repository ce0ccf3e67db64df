import type { Clock } from './clock';
import { systemClock } from './clock';
import type { ServerConfig } from './config';
import { AccessTokens } from './crypto/access-token';
import { PasswordHasher } from './crypto/passwords';
import type { Database } from './db/database';
import { expiringSet } from './http/expiring-set';
import type { ExpiringSet } from './http/expiring-set';
import { limitStoreFor } from './http/limit-store';
import type { LimitStore } from './http/limit-store';
import { RateLimiter } from './http/rate-limiter';
import { Slowdown } from './http/slowdown';
import type { Logger } from './logger';
import { consoleLogger } from './logger';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/storage';
import { BackgroundTasks } from './tasks';
import { sessionUserLoader } from './modules/auth/session-user';
import type { SessionUserLoader } from './modules/auth/session-user';
import { UniversityDirectory } from './modules/university/university-directory';
import { ReadinessState } from './modules/health/readiness';

/** What createApp needs from outside; tests pass an in-memory database and a manual clock. */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  config: ServerConfig;
  clock?: Clock;
  logger?: Logger;
  tasks?: BackgroundTasks;
  /** Migrated and not shutting down: what /v1/health/ready reports beside the database (start.ts sets it). */
  readiness?: ReadinessState;
  /** Keeps the limits of apps on one database apart (tests); replicas leave it unset to share them. */
  limitScope?: string;
}

export interface RateLimiters {
  loginFailuresPerAccountAndAddress: RateLimiter;
  loginSlowdownPerAccount: Slowdown;
  loginSlowdownPerAddress: Slowdown;
  /** `email + address` pairs that logged in successfully lately: they skip the slowdowns. */
  recognisedLogins: ExpiringSet;
  codeMailsPerAccount: RateLimiter;
  codeMailCooldown: RateLimiter;
  codeMailsPerAddress: RateLimiter;
  /** Guesses at a mailed code where no live code exists, counted so they end like guesses at a live one. */
  codeGuessesWithoutLiveCode: RateLimiter;
}

/** The shared collaborators every module's routes are built from. */
export interface Services extends Required<Omit<AppDeps, 'limitScope'>> {
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  /** The auth guard's query: a live session and its user. */
  sessionUsers: SessionUserLoader;
  /** Where every limit counts: PostgreSQL (shared by replicas) or memory (embedded database). */
  limitStore: LimitStore;
  limiters: RateLimiters;
  universities: UniversityDirectory;
}

function createLimiters(config: ServerConfig, store: LimitStore): RateLimiters {
  const rules = config.rateLimits;
  return {
    loginFailuresPerAccountAndAddress: new RateLimiter(store, 'login-pair', rules.loginFailuresPerAccountAndAddress),
    loginSlowdownPerAccount: new Slowdown(store, 'login-account', rules.loginSlowdownPerAccount),
    loginSlowdownPerAddress: new Slowdown(store, 'login-address', rules.loginSlowdownPerAddress),
    recognisedLogins: expiringSet(store, 'recognised-login', rules.recognisedLoginMs),
    codeMailsPerAccount: new RateLimiter(store, 'code-mails-account', rules.codeMailsPerAccount),
    codeMailCooldown: new RateLimiter(store, 'code-mail-cooldown', rules.codeMailCooldown),
    codeMailsPerAddress: new RateLimiter(store, 'code-mails-address', rules.codeMailsPerAddress),
    codeGuessesWithoutLiveCode: new RateLimiter(store, 'code-guesses', {
      limit: config.maxCodeAttempts,
      windowMs: config.codeTtlMs,
    }),
  };
}

export function createServices({ limitScope, ...deps }: AppDeps): Services {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  const limitStore = limitStoreFor(deps.db, limitScope);
  return {
    ...deps,
    clock,
    logger,
    tasks: deps.tasks ?? new BackgroundTasks(logger),
    readiness: deps.readiness ?? new ReadinessState(),
    passwords: new PasswordHasher(deps.config.argon2),
    universities: new UniversityDirectory(deps.db, clock),
    accessTokens: new AccessTokens(deps.config.jwtSecret, deps.config.accessTokenTtlMs, clock),
    sessionUsers: sessionUserLoader(deps.db),
    limitStore,
    limiters: createLimiters(deps.config, limitStore),
  };
}
