import type { Clock } from './clock';
import { systemClock } from './clock';
import type { ServerConfig } from './config';
import { AccessTokens } from './crypto/access-token';
import { PasswordHasher } from './crypto/passwords';
import type { Database } from './db/database';
import { RateLimiter } from './http/rate-limiter';
import type { Logger } from './logger';
import { consoleLogger } from './logger';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/storage';
import { BackgroundTasks } from './tasks';
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
  loginFailuresPerAccount: RateLimiter;
  loginFailuresPerAddress: RateLimiter;
  codeMailsPerAccount: RateLimiter;
  codeMailCooldown: RateLimiter;
  codeMailsPerAddress: RateLimiter;
}

/** The shared collaborators every module's routes are built from. */
export interface Services extends Required<AppDeps> {
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  limiters: RateLimiters;
  universities: UniversityDirectory;
}

export function createServices(deps: AppDeps): Services {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  const rules = deps.config.rateLimits;
  const limiter = (rule: keyof RateLimiters) => new RateLimiter(rules[rule], clock);
  return {
    ...deps,
    clock,
    logger,
    tasks: deps.tasks ?? new BackgroundTasks(logger),
    passwords: new PasswordHasher(deps.config.argon2),
    universities: new UniversityDirectory(deps.db, clock),
    accessTokens: new AccessTokens(deps.config.jwtSecret, deps.config.accessTokenTtlMs, clock),
    limiters: {
      loginFailuresPerAccount: limiter('loginFailuresPerAccount'),
      loginFailuresPerAddress: limiter('loginFailuresPerAddress'),
      codeMailsPerAccount: limiter('codeMailsPerAccount'),
      codeMailCooldown: limiter('codeMailCooldown'),
      codeMailsPerAddress: limiter('codeMailsPerAddress'),
    },
  };
}
