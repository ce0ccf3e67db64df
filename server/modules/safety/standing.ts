import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { REPORTER_DISMISSALS_IGNORED, REPORTER_MIN_AGE_DAYS } from '../../../contract';
import { DAY } from '../../clock';
import type { Database } from '../../db/database';
import { users } from '../user/schema';
import { reports } from './schema';

/** A reporter's record: how many reports they made and how many staff dismissed. */
export interface ReporterRecord {
  reports: number;
  dismissed: number;
  /** Dismissed REPORTER_DISMISSALS_IGNORED times or more: their reports weigh nothing. */
  ignored: boolean;
}

export const isIgnored = (dismissed: number) => dismissed >= REPORTER_DISMISSALS_IGNORED;

/** The records of many reporters at once, keyed by id. */
export async function reporterRecords(db: Database, reporterIds: string[]): Promise<Map<string, ReporterRecord>> {
  const ids = [...new Set(reporterIds)];
  const records = new Map<string, ReporterRecord>();
  if (ids.length === 0) return records;
  const rows = await db
    .select({
      reporterId: reports.reporterId,
      reports: count(),
      dismissed: sql<number>`count(*) filter (where ${reports.status} = 'dismissed')`.mapWith(Number),
    })
    .from(reports)
    .where(inArray(reports.reporterId, ids))
    .groupBy(reports.reporterId);
  for (const row of rows) {
    if (row.reporterId)
      records.set(row.reporterId, { reports: row.reports, dismissed: row.dismissed, ignored: isIgnored(row.dismissed) });
  }
  return records;
}

/**
 * Whether a new report of this person counts towards hiding: they are email-verified or
 * KYC-approved, their account is REPORTER_MIN_AGE_DAYS old, and staff have not dismissed
 * REPORTER_DISMISSALS_IGNORED of their reports. A fresh or throwaway account cannot hide
 * anything, nor can someone who keeps reporting what is fine.
 */
export async function reportCounts(tx: Database, reporterId: string, now: Date): Promise<boolean> {
  const [person] = await tx
    .select({ emailVerifiedAt: users.emailVerifiedAt, kycStatus: users.kycStatus, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, reporterId));
  if (!person) return false;
  const verified = person.emailVerifiedAt !== null || person.kycStatus === 'APPROVED';
  const oldEnough = now.getTime() - person.createdAt.getTime() >= REPORTER_MIN_AGE_DAYS * DAY;
  if (!verified || !oldEnough) return false;
  const [dismissed] = await tx
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.status, 'dismissed')));
  return !isIgnored(dismissed?.n ?? 0);
}
