/**
 * Hand-written statements (raw-rows.ts) must write and read a table exactly as drizzle's query
 * builders do: the same encoding of each value and the same decoded row, on either database.
 */
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { kobo, moment } from './columns';
import type { DatabaseHandle } from './database';
import { decodeRow, setClause, valuesClause } from './raw-rows';

const probes = pgTable('raw_rows_probe', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  priceKobo: kobo('price_kobo').notNull(),
  count: integer('count').notNull().default(0),
  active: boolean('active').notNull(),
  facts: jsonb('facts').$type<{ tags: string[] }>(),
  dueAt: moment('due_at'),
  createdAt: moment('created_at').notNull(),
});

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table raw_rows_probe (
    id uuid primary key default gen_random_uuid(), title text not null, price_kobo bigint not null,
    count integer not null default 0, active boolean not null, facts jsonb, due_at timestamptz,
    created_at timestamptz not null)`);
}, 60_000);
afterAll(() => handle.close());

type Raw = { rows: Array<Record<string, unknown>> };

it('inserts, updates and decodes a row as the query builders do', async () => {
  const { db } = handle;
  const createdAt = new Date('2026-03-01T09:30:15.123Z');
  const inserted = (await db.execute(sql`
    insert into ${probes} ${valuesClause(probes, {
      title: "Tolu's 'textbook'",
      priceKobo: 9_007_199_254_740_000,
      active: true,
      facts: { tags: ['a', 'b'] },
      createdAt,
    })} returning *`)) as unknown as Raw;
  const raw = inserted.rows[0];
  if (!raw) throw new Error('nothing inserted');
  const decoded = decodeRow(probes, raw);
  const [selected] = await db.select().from(probes).where(eq(probes.id, decoded.id));
  expect(decoded).toEqual(selected);
  expect(decoded).toMatchObject({
    title: "Tolu's 'textbook'",
    priceKobo: 9_007_199_254_740_000,
    count: 0,
    active: true,
    facts: { tags: ['a', 'b'] },
    dueAt: null,
    createdAt,
  });

  const dueAt = new Date('2026-03-04T00:00:00.000Z');
  const updated = (await db.execute(sql`
    update ${probes} set ${setClause(probes, { dueAt, active: false, facts: null })}
    where ${probes.id} = ${decoded.id} returning ${probes}.*`)) as unknown as Raw;
  const after = decodeRow(probes, updated.rows[0] ?? {});
  const [reread] = await db.select().from(probes).where(eq(probes.id, decoded.id));
  expect(after).toEqual(reread);
  expect(after).toMatchObject({ dueAt, active: false, facts: null, createdAt });
});

it('refuses a key that is not a column, rather than writing nothing for it', () => {
  expect(() => setClause(probes, { nope: 1 } as never)).toThrow('nope is not a column of this table');
});
