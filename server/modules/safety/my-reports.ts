import { desc, eq } from 'drizzle-orm';
import type { Report } from '../../../contract';
import type { Database } from '../../db/database';
import { toReport } from './report';
import { reports } from './schema';
import { loadTargets, targetKey } from './targets';

/** How many of their reports a student sees, newest first. */
export const MY_REPORTS_LIMIT = 100;

/** How a report names a listing deleted since. */
export const GONE_LABEL = 'No longer on Kampus';

/** GET /v1/reports: the caller's reports, newest first, each with its outcome once staff decided. */
export async function myReports(db: Database, reporterId: string): Promise<Report[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.reporterId, reporterId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(MY_REPORTS_LIMIT);
  const keyOf = (row: (typeof rows)[number]) => ({ kind: row.targetKind, id: row.targetId });
  const targets = await loadTargets(db, rows.map(keyOf));
  // A listing deleted since keeps its report.
  return rows.map((row) => toReport(row, targets.get(targetKey(keyOf(row)))?.label ?? GONE_LABEL));
}
