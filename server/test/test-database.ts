import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openPostgres, pgliteExtensions, usePglite } from '../db/database';
import type { DatabaseHandle } from '../db/database';
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

/** A fresh database of its own on the PostgreSQL server in TEST_DATABASE_URL. */
async function openPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(adminUrl, 'kampus_test');
  const handle = await openPostgres(scratch.url, 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** In-memory PGlite cloned from the template, or a real PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return openPostgresTestDatabase(adminUrl);
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), extensions: pgliteExtensions });
  return usePglite(client);
}
