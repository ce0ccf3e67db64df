import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openPostgres, pgliteExtensions, usePglite } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { migratePostgresUnderLock } from '../db/migrate-postgres';
import { createScratchDatabase } from '../db/scratch-database';

/** Changes whenever a migration does, so a stale template is never reused. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data folder as a tarball, shared by every test file through the
 * temp folder: migrating once, cloning per file (much faster than initdb per file).
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `kampus-pglite-template-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const template = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await usePglite(template);
  const dump = await template.dumpDataDir('none');
  await handle.close();
  const bytes = new Uint8Array(await dump.arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return new Blob([bytes]);
}

/**
 * Fills `dataDir` (a server's DATA_DIR/db) with a clone of the migrated template: the database a
 * first start creates, without initdb and the migrations (seconds of CPU).
 */
export async function cloneTemplateInto(dataDir: string): Promise<void> {
  const seed = await PGlite.create({ dataDir, loadDataDir: await pgliteTemplate(), extensions: pgliteExtensions });
  await seed.close();
}

const DUPLICATE_DATABASE = '42P04';

/**
 * The name of a migrated database on the server of `adminUrl` that test databases are copied
 * from (CREATE DATABASE … TEMPLATE: a file copy, where migrating each one took seconds of the
 * server's CPU). Made once per set of migrations; processes that race to make it keep one.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `kampus_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const build = await createScratchDatabase(adminUrl, `${name}_build`);
    try {
      await migratePostgresUnderLock(build.url, 10_000);
      await admin.query(`ALTER DATABASE "${new URL(build.url).pathname.slice(1)}" RENAME TO "${name}"`);
    } catch (error) {
      await build.drop();
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** A fresh database of its own on the PostgreSQL server in TEST_DATABASE_URL, copied from the migrated template. */
async function openPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(adminUrl, 'kampus_test', await postgresTemplate(adminUrl));
  const handle = await openPostgres(scratch.url, 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

interface PgliteBinaries {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let binaries: Promise<PgliteBinaries> | undefined;

/**
 * PGlite's WebAssembly compiled and its file bundle read once per worker: the server's test
 * files share a worker (vite.config.ts), and each PGlite would otherwise compile them again
 * (about 40 % of opening a database).
 */
function pgliteBinaries(): Promise<PgliteBinaries> {
  binaries ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => WebAssembly.compile(await readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule, bundle] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  return binaries;
}

/** In-memory PGlite cloned from the template, or a real PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return openPostgresTestDatabase(adminUrl);
  const client = await PGlite.create({
    loadDataDir: await pgliteTemplate(),
    extensions: pgliteExtensions,
    ...(await pgliteBinaries()),
  });
  return usePglite(client);
}
