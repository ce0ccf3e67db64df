import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../db/database';
import { migratePostgresUnderLock } from '../db/migrate-postgres';
import { defaultPoolTimeouts } from '../db/postgres-pool';
import { acquireLock, releaseLock } from '../runtime/process-lock';

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

async function migrateEmbedded(dataDir: string): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  acquireLock(dataDir, { kind: 'cli' });
  try {
    const handle = await openPglite(path.join(dataDir, 'db'));
    await handle.close();
    return `The embedded database in ${dataDir} is migrated.`;
  } finally {
    releaseLock(dataDir);
  }
}

/**
 * `npm run migrate`: applies the pending migrations and exits, for a release step that runs
 * before the new servers start (they migrate at start too, under the same lock, and then find
 * nothing to do). Reads only DATABASE_URL, or DATA_DIR for the embedded database: no other
 * setting is needed to migrate. Exit 0 done, 1 failed.
 */
async function main(): Promise<number> {
  const databaseUrl = blankToUndefined(process.env.DATABASE_URL);
  try {
    if (databaseUrl === undefined) {
      console.log(await migrateEmbedded(path.resolve(blankToUndefined(process.env.DATA_DIR) ?? 'data')));
      return 0;
    }
    const applied = await migratePostgresUnderLock(databaseUrl, defaultPoolTimeouts.connectMs);
    console.log(applied === 0 ? 'PostgreSQL is up to date: no migration to apply.' : `PostgreSQL migrated: ${applied} applied.`);
    return 0;
  } catch (error) {
    console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
