import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../config';
import { openPostgres } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import type { ScratchDatabase } from '../db/scratch-database';
import type { Mailer } from '../mail/mailer';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { openTestDatabase } from './test-database';

/** True when this run's server tests are on PostgreSQL (the `server-postgres` project). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TwoReplicaOptions {
  config?: Partial<ServerConfig>;
  /** The mailer of each replica (by index), else the test app's mailbox. */
  mailer?: (replica: 0 | 1) => Mailer;
}

/**
 * Two apps on one database, opened before the file's tests, as two server replicas: on
 * PostgreSQL each has a pool of its own on one scratch database; on PGlite they share the one
 * connection the embedded database has (what a second process there would amount to).
 */
export function useTwoReplicas(options: TwoReplicaOptions = {}): () => [TestApp, TestApp] {
  const handles: DatabaseHandle[] = [];
  let scratch: ScratchDatabase | undefined;
  let replicas: [TestApp, TestApp] | undefined;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      scratch = await createScratchDatabase(adminUrl, 'kampus_replicas');
      // One after the other: the second finds the migrations done.
      handles.push(await openPostgres(scratch.url, 5));
      handles.push(await openPostgres(scratch.url, 5));
    } else {
      handles.push(await openTestDatabase());
    }
    const dbOf = (replica: 0 | 1) => (handles[replica] ?? handles[0]!).db;
    const appOf = (replica: 0 | 1) =>
      createTestApp(dbOf(replica), { config: options.config, ...(options.mailer ? { mailer: options.mailer(replica) } : {}) });
    replicas = [appOf(0), appOf(1)];
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  });
  return () => {
    if (!replicas) throw new Error('the replicas are not open yet');
    return replicas;
  };
}
