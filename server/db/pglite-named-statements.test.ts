/**
 * The PGlite client that runs drizzle's statements as named prepared statements: drizzle must
 * see exactly what PGlite's own `query()` gives (values, types, row counts, errors), inside and
 * outside transactions. Runs on PGlite whichever server project runs it.
 */
import { PGlite, types } from '@electric-sql/pglite';
import type { QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './database';
import { NamedStatementClient } from './pglite-named-statements';

const things = pgTable('things', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  count: integer('count'),
  active: boolean('active').notNull().default(true),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'`),
  details: jsonb('details').$type<{ colour: string; sizes: number[] } | null>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  day: date('day'),
});

const CREATE_THINGS = `
  create table things (
    id uuid primary key default gen_random_uuid(),
    name text not null unique,
    amount_kobo bigint not null,
    count integer,
    active boolean not null default true,
    tags text[] not null default '{}',
    details jsonb,
    at timestamptz,
    at_text timestamptz,
    day date
  )`;

/** The parsers drizzle's PGlite driver passes (dates and intervals left as text). */
const drizzleOptions: QueryOptions = {
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMP]: (value) => value,
    [types.TIMESTAMPTZ]: (value) => value,
    [types.DATE]: (value) => value,
    [1185]: (value) => value,
  },
};

async function preparedNames(pglite: PGlite): Promise<string[]> {
  const result = await pglite.query<{ name: string }>(`select name from pg_prepared_statements order by name`);
  return result.rows.map((row) => row.name);
}

describe('named prepared statements on PGlite', () => {
  let pglite: PGlite;
  let client: NamedStatementClient;
  let db: ReturnType<typeof drizzle<{ things: typeof things }>>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(CREATE_THINGS);
    client = new NamedStatementClient(pglite);
    db = drizzle({ client: client as unknown as PGlite, schema: { things } });
  });

  afterAll(async () => {
    await pglite.close();
  });

  it('answers exactly what PGlite answers, the first, second and later times, in both row modes', async () => {
    await pglite.query(
      `insert into things (name, amount_kobo, count, tags, details, at, at_text, day) values
        ('full', 9007199254740991, 7, '{a,"b c"}', '{"colour":"red","sizes":[1,2]}', '2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z', '2026-11-24'),
        ('empty', 0, null, '{}', null, null, null, null)`,
    );
    const query = `select name, amount_kobo, count, active, tags, details, at, at_text, day, $1::int + 1 as next, $2::text[] as echo
      from things where name = any($3) order by name`;
    const params = [41, ['x', null], ['full', 'empty']];
    for (const options of [drizzleOptions, { rowMode: 'object' } as QueryOptions, undefined]) {
      const expected = await pglite.query(query, params, options);
      for (let round = 0; round < 3; round += 1) {
        expect(await client.query(query, params, options)).toEqual(expected);
      }
    }
    expect(await preparedNames(pglite)).toHaveLength(1);
  });

  it('reports commands, affected rows and row counts as PGlite does, rows or none', async () => {
    const statements: Array<[string, unknown[]]> = [
      [`update things set count = coalesce(count, 0) + 0 where amount_kobo >= $1`, [0]],
      [`update things set count = count where name = $1 returning name, count`, ['full']],
      [`insert into things (name, amount_kobo) values ($1, 1) on conflict (name) do nothing`, ['full']],
      [`delete from things where name = $1`, ['nobody']],
      [`select name from things where false and name = $1`, ['full']],
      [`select set_config('application_name', $1, false) as previous`, ['kampus']],
    ];
    for (const [query, params] of statements) {
      for (const options of [drizzleOptions, undefined]) {
        const expected = await pglite.query(query, params, options);
        for (let round = 0; round < 3; round += 1) {
          expect(await client.query(query, params, options), query).toEqual(expected);
        }
      }
    }
  });

  it('prepares a statement the second time its text is seen and runs it by name from then on', async () => {
    const query = `select count(*)::int as n from things where amount_kobo >= $1`;
    const before = (await preparedNames(pglite)).length;
    await client.query(query, [0]);
    expect(await preparedNames(pglite)).toHaveLength(before);
    await client.query(query, [0]);
    await client.query(query, [1]);
    const names = await preparedNames(pglite);
    expect(names).toHaveLength(before + 1);
    expect(names.every((name) => name.startsWith('kampus_s'))).toBe(true);
  });

  it('gives drizzle its values, row counts and returned rows', async () => {
    await db.delete(things);
    for (let round = 0; round < 3; round += 1) {
      const at = new Date(Date.UTC(2026, 10, 24, 12, round));
      const [inserted] = await db
        .insert(things)
        .values({
          name: `drizzle-${round}`,
          amountKobo: 2_500_000 + round,
          tags: ['one', 'two'],
          details: { colour: 'blue', sizes: [round] },
          at,
          atText: '2026-11-24 12:00:00+00',
          day: '2026-11-24',
        })
        .returning();
      expect(inserted).toMatchObject({
        name: `drizzle-${round}`,
        amountKobo: 2_500_000 + round,
        count: null,
        active: true,
        tags: ['one', 'two'],
        details: { colour: 'blue', sizes: [round] },
        at,
        day: '2026-11-24',
      });
      expect(inserted?.atText).toMatch(/^2026-11-24 12:00:00/);
      const [read] = await db
        .select()
        .from(things)
        .where(eq(things.name, `drizzle-${round}`));
      expect(read).toEqual(inserted);
    }
    for (let round = 0; round < 3; round += 1) {
      const updated = await db
        .update(things)
        .set({ count: round })
        .where(sql`${things.name} like 'drizzle-%'`);
      expect(updated.affectedRows).toBe(3);
      const relational = await db.query.things.findMany({ columns: { name: true, count: true }, orderBy: things.name });
      expect(relational).toEqual([0, 1, 2].map((index) => ({ name: `drizzle-${index}`, count: round })));
    }
  });

  it('throws PostgreSQL errors with their SQLSTATE every time, and the next statement still works', async () => {
    for (let round = 0; round < 3; round += 1) {
      const error = await db
        .insert(things)
        .values({ name: 'drizzle-0', amountKobo: 1 })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(isUniqueViolation(error)).toBe(true);
      expect((error as { cause?: { query?: string } }).cause?.query).toMatch(/^insert into "things"/);
    }
    for (let round = 0; round < 3; round += 1) {
      await expect(client.query(`select $1::int`, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
      await expect(client.query(`select from nowhere`)).rejects.toMatchObject({ code: '42P01' });
    }
    expect(await client.query(`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('keeps transactions and savepoints: rolled back on error, inner rollback keeps the outer work', async () => {
    await db.delete(things);
    for (let round = 0; round < 3; round += 1) {
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(things).values({ name: `rolled-back-${round}`, amountKobo: 1 });
          await tx.insert(things).values({ name: `rolled-back-${round}`, amountKobo: 2 });
        }),
      ).rejects.toSatisfy(isUniqueViolation);
      await db.transaction(async (tx) => {
        await tx.insert(things).values({ name: `kept-${round}`, amountKobo: 1 });
        await expect(
          tx.transaction(async (inner) => {
            await inner.insert(things).values({ name: `inner-${round}`, amountKobo: 1 });
            await inner.insert(things).values({ name: `kept-${round}`, amountKobo: 1 });
          }),
        ).rejects.toSatisfy(isUniqueViolation);
        await tx
          .update(things)
          .set({ count: round })
          .where(eq(things.name, `kept-${round}`));
      });
    }
    const rows = await db.select({ name: things.name, count: things.count }).from(things).orderBy(things.name);
    expect(rows).toEqual([0, 1, 2].map((round) => ({ name: `kept-${round}`, count: round })));
    expect(await pglite.query(`select 1`)).toMatchObject({ rows: [{ '?column?': 1 }] });
  });

  it('runs a statement outside a transaction only after a running transaction ends', async () => {
    await db.delete(things);
    const countQuery = db.select({ n: sql<number>`count(*)::int` }).from(things);
    await countQuery; // seen once
    await countQuery; // prepared
    let releaseTransaction: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    let inserted: () => void = () => {};
    const insertedInTransaction = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.insert(things).values({ name: 'uncommitted', amountKobo: 1 });
        inserted();
        await held;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await insertedInTransaction;
    const outside = countQuery.then((rows) => rows[0]?.n);
    setTimeout(releaseTransaction, 50);
    expect(await transaction).toBe('rolled back');
    expect(await outside).toBe(0);
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const small = new NamedStatementClient(pglite, { maxPrepared: 3 });
    const before = (await preparedNames(pglite)).length;
    for (let index = 0; index < 6; index += 1) {
      for (let round = 0; round < 3; round += 1) {
        expect(await small.query(`select ${index} as n, $1::int as m`, [round])).toMatchObject({
          rows: [{ n: index, m: round }],
        });
      }
    }
    expect(small.preparedCount).toBe(3);
    expect(await preparedNames(pglite)).toHaveLength(before + 3);
  });

  it('parses a statement again after DEALLOCATE ALL or a change of a column it returns', async () => {
    await pglite.exec(`create table widths (w integer); insert into widths values (3)`);
    const query = `select w from widths where w > $1`;
    await client.query(query, [0]);
    expect(await client.query(query, [0])).toMatchObject({ rows: [{ w: 3 }] });
    await pglite.exec(`deallocate all`);
    expect(await client.query(query, [0])).toMatchObject({ rows: [{ w: 3 }] });
    await pglite.exec(`alter table widths alter column w type numeric`);
    expect(await client.query(query, [0])).toMatchObject({ rows: [{ w: '3' }] });
    expect(await client.query(query, [0])).toMatchObject({ rows: [{ w: '3' }] });
  });
});
