import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import { attributeSocketErrorsToDatabase } from './unavailable';

/**
 * The advisory lock every Kampus process takes before migrating (an arbitrary 64-bit key, the
 * same in every version): one migrates, the others wait, then find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = '4520300030';

const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

interface Applied {
  count: number;
  /** drizzle applies every migration whose folder time is later than this. */
  latest: number;
}

async function applied(client: pg.Client): Promise<Applied> {
  const table = await client.query<{ found: string | null }>(`select to_regclass('${MIGRATIONS_TABLE}')::text as found`);
  if (table.rows[0]?.found == null) return { count: 0, latest: 0 };
  const { rows } = await client.query<{ count: string; latest: string | null }>(
    `select count(*) as count, max(created_at) as latest from ${MIGRATIONS_TABLE}`,
  );
  return { count: Number(rows[0]?.count ?? 0), latest: Number(rows[0]?.latest ?? 0) };
}

const isPending = (done: Applied) => readMigrationFiles({ migrationsFolder }).some((file) => file.folderMillis > done.latest);

/**
 * Applies the pending migrations on its own session, holding the migration lock: replicas that
 * start together on an empty database would otherwise each create the same tables (duplicate
 * pg_type). The session has no statement_timeout, as a migration may take long. It needs a
 * real session (PgBouncer's session pooling or a direct connection; see server/README.md) only
 * when something is pending.
 * Answers how many migrations this call applied.
 */
export async function migratePostgresUnderLock(connectionString: string, connectTimeoutMs: number): Promise<number> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    application_name: 'kampus-migrate',
  });
  // A lost connection fails the awaited query; unheard, its 'error' event would end the process.
  client.on('error', () => undefined);
  // A refused connect is the database still starting: the caller tries again.
  attributeSocketErrorsToDatabase(client);
  await client.connect();
  try {
    // Nothing pending (the release step ran): no lock, so replicas behind a transaction-pooling
    // PgBouncer, where a session lock is not theirs to keep, start without one.
    if (!isPending(await applied(client))) return 0;
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    const before = await applied(client);
    await migrate(drizzle({ client }), { migrationsFolder });
    const after = await applied(client);
    await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    return after.count - before.count;
  } finally {
    // Ending the session also releases the lock if the unlock was never reached.
    await client.end().catch(() => undefined);
  }
}
