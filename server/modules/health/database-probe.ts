import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** How long readiness waits for the database's answer. */
export const READY_DEADLINE_MS = 1000;

/**
 * `select 1` with a deadline. Callers that arrive while a probe is still out share it, so a hung
 * database holds at most one pool connection for health checks, however often they come.
 */
export function databaseProbe(db: Database, deadlineMs = READY_DEADLINE_MS): () => Promise<boolean> {
  let outstanding: Promise<boolean> | undefined;
  return () => {
    outstanding ??= db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    const probe = outstanding;
    void probe.finally(() => {
      if (outstanding === probe) outstanding = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), deadlineMs);
    });
    return Promise.race([probe, deadline]).finally(() => clearTimeout(timer));
  };
}
