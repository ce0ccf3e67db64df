import type { Clock } from './clock';
import { systemClock } from './clock';
import type { ServerConfig } from './config';
import { AccessTokens } from './crypto/access-token';
import { PasswordHasher } from './crypto/passwords';
import type { Database } from './db/database';
import { ExpiringSet } from './http/expiring-set';
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

/** What createApp needs from outside; tests pass an in-memory database and a manual clock. */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  config: ServerConfig;
  clock?: Clock;
  logger?: Logger;
  tasks?: BackgroundTasks;
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
export interface Services extends Required<AppDeps> {
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  /** The auth guard's query: a live session and its user. */
  sessionUsers: SessionUserLoader;
  limiters: RateLimiters;
  universities: UniversityDirectory;
}

function createLimiters(config: ServerConfig, clock: Clock): RateLimiters {
  const rules = config.rateLimits;
  return {
    loginFailuresPerAccountAndAddress: new RateLimiter(rules.loginFailuresPerAccountAndAddress, clock),
    loginSlowdownPerAccount: new Slowdown(rules.loginSlowdownPerAccount, clock),
    loginSlowdownPerAddress: new Slowdown(rules.loginSlowdownPerAddress, clock),
    recognisedLogins: new ExpiringSet(rules.recognisedLoginMs, clock),
    codeMailsPerAccount: new RateLimiter(rules.codeMailsPerAccount, clock),
    codeMailCooldown: new RateLimiter(rules.codeMailCooldown, clock),
    codeMailsPerAddress: new RateLimiter(rules.codeMailsPerAddress, clock),
    codeGuessesWithoutLiveCode: new RateLimiter({ limit: config.maxCodeAttempts, windowMs: config.codeTtlMs }, clock),
  };
}

export function createServices(deps: AppDeps): Services {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  return {
    ...deps,
    clock,
    logger,
    tasks: deps.tasks ?? new BackgroundTasks(logger),
    passwords: new PasswordHasher(deps.config.argon2),
    universities: new UniversityDirectory(deps.db, clock),
    accessTokens: new AccessTokens(deps.config.jwtSecret, deps.config.accessTokenTtlMs, clock),
    sessionUsers: sessionUserLoader(deps.db),
    limiters: createLimiters(deps.config, clock),
  };
}
