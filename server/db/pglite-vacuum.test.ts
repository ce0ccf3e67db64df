/**
 * PGlite has no autovacuum (no background workers), so the server vacuums the embedded database
 * itself (`DatabaseHandle.vacuum`, run every minute by `start.ts`). This checks that the handle
 * offers it on PGlite and that it really vacuums: the dead row versions an UPDATE leaves are gone.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { pgliteExtensions, usePglite } from './database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await usePglite(await PGlite.create({ extensions: pgliteExtensions }));
}, 60_000);
afterAll(() => handle.close());

const statsOf = async () => {
  const { rows } = (await handle.db.execute(
    sql`select n_dead_tup::int as dead, last_vacuum from pg_stat_user_tables where relname = 'vacuum_probe'`,
  )) as unknown as { rows: Array<{ dead: number; last_vacuum: string | null }> };
  return rows[0];
};

it('is offered on PGlite and leaves no dead row versions behind', async () => {
  const { db, vacuum } = handle;
  expect(vacuum).toBeTypeOf('function');
  await db.execute(sql`create table vacuum_probe (id int primary key, status text not null)`);
  await db.execute(sql`insert into vacuum_probe select g, 'pending' from generate_series(1, 2000) g`);
  await db.execute(sql`update vacuum_probe set status = 'sent'`);
  // A session sends its table counts to the statistics at most once a second. Counts of this
  // UPDATE still held back would arrive after the vacuum's own report and add 2,000 dead rows
  // back (about one run in six when the statements follow each other within that second).
  await db.execute(sql`select pg_stat_force_next_flush()`);
  expect((await statsOf())?.last_vacuum ?? null).toBeNull();

  await vacuum?.();

  const after = await statsOf();
  expect(after?.last_vacuum).not.toBeNull();
  expect(after?.dead).toBe(0);
  // The database goes on serving as before.
  const { rows } = (await db.execute(sql`select count(*)::int as n from vacuum_probe where status = 'sent'`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  expect(rows[0]?.n).toBe(2000);
});
