import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runOf } from './check';
import type { LedgerCheckRun } from './check';
import { ledgerChecks } from './schema';

export type { LedgerCheckRun } from './check';

/** The newest ledger check run, or null when none ever ran (the console's overview shows it). */
export async function lastLedgerCheck(db: Database): Promise<LedgerCheckRun | null> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.ranAt), desc(ledgerChecks.id)).limit(1);
  return row ? runOf(row) : null;
}

/** The newest runs first (the ledger screen's history). */
export async function recentLedgerChecks(db: Database, limit = 10): Promise<LedgerCheckRun[]> {
  const rows = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.ranAt), desc(ledgerChecks.id)).limit(limit);
  return rows.map(runOf);
}
