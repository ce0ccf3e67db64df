import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from './database';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('a PostgreSQL pool', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl ?? '', 'kampus_idle');
    handle = await openPostgres(scratch.url, 2);
  });

  afterAll(async () => {
    await handle.close();
    await scratch.drop();
  });

  it('survives the server ending its idle connections, and the next query opens a new one', async () => {
    await handle.db.execute('select 1');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(scratch.url).pathname.slice(1)],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = (await handle.db.execute('select 2 as two')) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ two: 2 }]);
  });
});
