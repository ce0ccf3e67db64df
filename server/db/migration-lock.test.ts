import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './database';
import type { DatabaseHandle } from './database';
import { MIGRATION_LOCK_KEY, migratePostgresUnderLock } from './migrate-postgres';
import { runScript } from '../runtime/spawn-server';
import { createScratchDatabase } from './scratch-database';
import type { ScratchDatabase } from './scratch-database';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrations on a shared PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl ?? '', 'kampus_migrate');
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it('several processes opening one empty database at once all come up, and it is migrated once', async () => {
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openPostgres(scratch.url, 1)));
    const handles = opened.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    try {
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const applied = (await handles[0]?.db.execute(
        'select count(distinct hash)::int as distinct, count(*)::int as rows from drizzle.__drizzle_migrations',
      )) as unknown as {
        rows: Array<{ distinct: number; rows: number }>;
      };
      expect(applied.rows[0]?.rows).toBe(applied.rows[0]?.distinct);
    } finally {
      await Promise.all(handles.map((handle: DatabaseHandle) => handle.close()));
    }
  });

  it('a migration waits while another process holds the lock; with nothing pending, none is taken', async () => {
    const fresh = await createScratchDatabase(adminUrl ?? '', 'kampus_migrate_wait');
    const holder = new pg.Client({ connectionString: fresh.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      let finished = false;
      const migrating = migratePostgresUnderLock(fresh.url, 5000).then((count) => {
        finished = true;
        return count;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(finished).toBe(false);
      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
      expect(await migrating).toBeGreaterThan(0);

      // Migrated now: a start neither waits for the lock nor needs it (PgBouncer in transaction mode).
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      expect(await migratePostgresUnderLock(fresh.url, 5000)).toBe(0);
    } finally {
      await holder.end();
      await fresh.drop();
    }
  });

  it('`npm run migrate` applies what is pending on a new database, then finds nothing to do', { timeout: 60_000 }, async () => {
    const fresh = await createScratchDatabase(adminUrl ?? '', 'kampus_migrate_cli');
    try {
      const env = { PATH: process.env.PATH, DATABASE_URL: fresh.url };
      const first = await runScript('server/cli/migrate.ts', [], env);
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toMatch(/^PostgreSQL migrated: \d+ applied\.$/m);
      const second = await runScript('server/cli/migrate.ts', [], env);
      expect(second).toMatchObject({ code: 0, stdout: 'PostgreSQL is up to date: no migration to apply.\n' });
    } finally {
      await fresh.drop();
    }
  });
});
