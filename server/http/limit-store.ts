import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';

/** Migration 0020 creates it: the library's own CREATE TABLE would race between replicas starting together. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Where the counters behind every limit live (rate-limiter-flexible): in PostgreSQL when the
 * app runs on a real server, so that replicas behind a load balancer count together; in this
 * process's memory on the embedded database, which only one process can open anyway.
 */
export interface LimitStore {
  readonly shared: boolean;
  /** A counter of at most `points` per `windowMs`, with a name no other counter uses. */
  counter(name: string, points: number, windowMs: number): RateLimiterAbstract;
}

/**
 * The store for `db`. `scope` keeps apart the counters of apps that share one database but must
 * not share limits (tests); replicas of one deployment leave it empty so they share them.
 */
export function limitStoreFor(db: Database, scope = ''): LimitStore {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? postgresLimitStore(client, scope) : memoryLimitStore(scope);
}

export function memoryLimitStore(scope = ''): LimitStore {
  return {
    shared: false,
    counter: (name, points, windowMs) => new RateLimiterMemory({ keyPrefix: scope + name, points, duration: windowMs / 1000 }),
  };
}

function postgresLimitStore(pool: pg.Pool, scope: string): LimitStore {
  const options = (name: string, points: number, windowMs: number) => ({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: scope + name,
    points,
    duration: windowMs / 1000,
  });
  // One instance per app clears rows that expired over an hour ago, every five minutes: the
  // table's rows never pile up, whichever replicas are running.
  new RateLimiterPostgres({ ...options('janitor', 1, 1000), clearExpiredByTimeout: true });
  return { shared: true, counter: (name, points, windowMs) => new RateLimiterPostgres(options(name, points, windowMs)) };
}
