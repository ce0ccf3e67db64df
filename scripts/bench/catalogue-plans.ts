/**
 * `node --import tsx scripts/bench/catalogue-plans.ts [--pg] [--rounds N]`: where the catalogue
 * reads spend their time. Seeds the bench catalogue (catalogue-seed.ts) into an in-memory
 * PGlite (or, with --pg, a throwaway database on BENCH_DATABASE_URL / TEST_DATABASE_URL),
 * records every statement the search and the detail send, prints EXPLAIN ANALYZE of each and
 * the mean time of the whole read over a number of rounds, without HTTP in between.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { openPostgres, pgliteExtensions, usePglite } from '../../server/db/database';
import { schema } from '../../server/db/schema';
import { createScratchDatabase } from '../../server/db/scratch-database';
import { eventBySlug, listEvents } from '../../server/modules/event/queries';
import { catalogueChanged } from '../../server/modules/listing/read-cache';
import { listProducts, productBySlug } from '../../server/modules/product/queries';
import { seedCatalogue } from './catalogue-seed';

const args = process.argv.slice(2);
const roundsIndex = args.indexOf('--rounds');
const ROUNDS = roundsIndex >= 0 ? Number(args[roundsIndex + 1]) || 200 : 200;
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const usePostgres = args.includes('--pg');

interface Recorded {
  query: string;
  params: unknown[];
}

class RecordingLogger implements Logger {
  recording = false;
  statements: Recorded[] = [];
  logQuery(query: string, params: unknown[]): void {
    if (this.recording) this.statements.push({ query, params });
  }
}

type Raw = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

interface Read {
  name: string;
  run: (db: Database) => Promise<unknown>;
}

const now = new Date();
const reads: Read[] = [
  { name: 'search iphnoe (typo, corrected)', run: (db) => listProducts(db, { search: 'iphnoe' }) },
  { name: 'search rechargable fan (typo, corrected)', run: (db) => listProducts(db, { search: 'rechargable fan' }) },
  { name: 'search zzyzx (nothing to correct to)', run: (db) => listProducts(db, { search: 'zzyzx' }) },
  { name: 'search ipho (prefix)', run: (db) => listProducts(db, { search: 'ipho' }) },
  { name: 'search samsung galaxy', run: (db) => listProducts(db, { search: 'samsung galaxy' }) },
  { name: 'search laptop, page 3', run: (db) => listProducts(db, { search: 'laptop', page: 3 }) },
  { name: 'list newest', run: (db) => listProducts(db, {}) },
  { name: 'list Home by price', run: (db) => listProducts(db, { category: 'Home', sort: 'price_asc' }) },
  { name: 'detail bench-product-42', run: (db) => productBySlug(db, 'bench-product-42') },
  { name: 'events search tech', run: (db) => listEvents(db, { search: 'tech' }, now) },
  { name: 'event detail bench-event-7', run: (db) => eventBySlug(db, 'bench-event-7') },
];

async function measure(db: Database, raw: Raw, logger: RecordingLogger, explain: boolean): Promise<void> {
  for (const read of reads) {
    logger.statements = [];
    logger.recording = true;
    await read.run(db);
    logger.recording = false;
    const statements = logger.statements.filter((statement) => !/^(begin|commit|rollback)/i.test(statement.query));
    if (explain) {
      console.log(`\n=== ${read.name}: ${statements.length} statements`);
      for (const statement of statements) {
        console.log(`\n-- ${statement.query.slice(0, 400)}${statement.query.length > 400 ? '…' : ''}`);
        console.log(`-- params ${JSON.stringify(statement.params).slice(0, 200)}`);
        if (!/^\s*select/i.test(statement.query) || /set_config/.test(statement.query)) continue;
        const plan = await raw(`explain (analyze, buffers, costs off) ${statement.query}`, statement.params);
        for (const row of plan) console.log(String(Object.values(row)[0]));
      }
    }
    for (let round = 0; round < 10; round += 1) await read.run(db); // warm-up
    // Cold: the in-memory catalogue cache emptied before each read, so the database does the work.
    for (const cold of [true, false]) {
      const start = performance.now();
      const cpuBefore = process.cpuUsage();
      for (let round = 0; round < ROUNDS; round += 1) {
        if (cold) catalogueChanged(db);
        await read.run(db);
      }
      const ms = (performance.now() - start) / ROUNDS;
      const cpu = process.cpuUsage(cpuBefore);
      // On PGlite the database runs in this process: its CPU time is the read's whole cost, busy machine or not.
      const cpuMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
      console.log(
        `TIME ${read.name} (${cold ? 'cold' : 'cached'}): ${ms.toFixed(2)} ms per read, ${cpuMs.toFixed(2)} ms CPU of this process`,
      );
    }
  }
}

async function main(): Promise<void> {
  const logger = new RecordingLogger();
  const explain = !args.includes('--no-explain');
  if (usePostgres) {
    if (!postgresUrl) throw new Error('--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(postgresUrl, 'kampus_plans');
    try {
      const handle = await openPostgres(scratch.url, 4);
      await seedCatalogue(handle.db);
      await handle.close();
      const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
      const db = drizzlePostgres({ client: pool, schema, logger }) as unknown as Database;
      const raw: Raw = async (text, params) => (await pool.query(text, params)).rows as Array<Record<string, unknown>>;
      console.log('PostgreSQL', (await pool.query('show server_version')).rows[0]);
      await measure(db, raw, logger, explain);
      await pool.end();
    } finally {
      await scratch.drop();
    }
    return;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await usePglite(client);
  await seedCatalogue(handle.db);
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  await db.execute(sql`select 1`);
  const raw: Raw = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  await measure(db, raw, logger, explain);
  await client.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
