import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { consoleLogger, describeError } from '../logger';
import type { Logger } from '../logger';
import { migratePostgresUnderLock } from './migrate-postgres';
import { migrationsFolder } from './migrations-folder';
import { NamedStatementClient } from './pglite-named-statements';
import { createPostgresPool, defaultPoolTimeouts } from './postgres-pool';
import type { PoolTimeouts } from './postgres-pool';
import { isDatabaseUnavailable } from './unavailable';

export { migrationsFolder } from './migrations-folder';

/**
 * The one database type the modules see, whichever backend is behind it. No schema is given to
 * drizzle: the modules build their queries from the tables, never through the relational
 * `db.query` API, and without one every transaction and savepoint is cheaper to open (drizzle
 * builds a relational query builder per table for each).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when this start created the (embedded) database. */
  created: boolean;
  /**
   * The embedded database's stand-in for autovacuum, which PGlite lacks (PostgreSQL in one
   * process has no background workers): a plain VACUUM of every table, so the rows and index
   * entries that updates leave behind are reused rather than scanned past ever after. Absent on
   * PostgreSQL, whose autovacuum does this.
   */
  vacuum?: () => Promise<void>;
  close(): Promise<void>;
}

/** PGlite's extensions the migrations use (pg_trgm, which migration 0005 installs); every PGlite.create passes them. */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

/**
 * Wraps an open PGlite (on disk, in memory or cloned from a dump) and migrates it. Drizzle
 * queries it through named prepared statements (pglite-named-statements.ts); `db.$client` stays
 * the PGlite itself.
 */
export async function usePglite(client: PGlite, created = false): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client: new NamedStatementClient(client) as unknown as PGlite });
  db.$client = client;
  await migratePglite(db, { migrationsFolder });
  const vacuum = async () => {
    await client.exec('VACUUM');
  };
  return { db, kind: 'pglite', created, vacuum, close: () => client.close() };
}

/** Embedded PostgreSQL in a folder: one process at a time (see cli/ and server/README.md). */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const created = !existsSync(`${dataDir}/PG_VERSION`);
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  return usePglite(client, created);
}

export interface PostgresOptions {
  /** DATABASE_POOL_MAX: connections this process may hold. */
  maxConnections?: number;
  timeouts?: Partial<PoolTimeouts>;
  /**
   * How long to keep retrying while the database cannot be reached at start (a replica started
   * beside a database that is still coming up); 0 fails at once.
   */
  waitForDatabaseMs?: number;
  logger?: Logger;
}

/** Migrates under the migration lock, retrying while the database is unreachable, up to `waitMs`. */
async function migrateWhenReachable(connectionString: string, connectMs: number, waitMs: number, logger: Logger) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await migratePostgresUnderLock(connectionString, connectMs);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) throw error;
      logger.warn('the database cannot be reached yet: trying again in 1 s', describeError(error));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * A real PostgreSQL server: migrations run on connect, under an advisory lock so that any
 * number of processes may start together. Pool limits and timeouts: postgres-pool.ts.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions | number = {}): Promise<DatabaseHandle> {
  const {
    maxConnections = 10,
    waitForDatabaseMs = 0,
    logger = consoleLogger,
    ...rest
  } = typeof options === 'number' ? { maxConnections: options } : options;
  const timeouts = { ...defaultPoolTimeouts, ...rest.timeouts };
  await migrateWhenReachable(connectionString, timeouts.connectMs, waitForDatabaseMs, logger);
  const pool = createPostgresPool(connectionString, { maxConnections, timeouts, logger });
  const db = drizzlePostgres({ client: pool });
  return { db, kind: 'postgres', created: false, close: () => pool.end() };
}

/** The database's own error under drizzle's wrapping, if it has an SQLSTATE `code`. */
function databaseErrorOf(error: unknown): { code: unknown; column?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** A unique-constraint violation (SQLSTATE 23505), through drizzle's error wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}

/** A NOT NULL violation (SQLSTATE 23502) of this column, through drizzle's error wrapping. */
export function isNotNullViolation(error: unknown, column: string): boolean {
  const found = databaseErrorOf(error);
  return found?.code === '23502' && found.column === column;
}
