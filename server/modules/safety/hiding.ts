import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  OTHER_REPORTS_TO_HIDE,
  REPORTER_DISMISSALS_IGNORED,
  SERIOUS_REPORTS_TO_HIDE,
  seriousReportReasons,
} from '../../../contract';
import type { Database } from '../../db/database';
import { hideByKampus } from './hide-by-kampus';
import { hiddenAfterReportsNotice } from './notices';
import { reports } from './schema';
import type { ReportTarget } from './targets';

/** What a hidden listing's seller and the directory read: the reason a target hidden by reports shows. */
export const HIDDEN_AFTER_REPORTS = 'Hidden pending review after reports from students';

/**
 * The distinct students whose open reports on the target count: those that counted when made
 * (counts), from reporters staff have not since dismissed REPORTER_DISMISSALS_IGNORED times.
 */
async function countingReporters(tx: Database, target: ReportTarget) {
  const [row] = await tx
    .select({
      serious:
        sql<number>`count(distinct ${reports.reporterId}) filter (where ${inArray(reports.reason, [...seriousReportReasons])})`.mapWith(
          Number,
        ),
      all: sql<number>`count(distinct ${reports.reporterId})`.mapWith(Number),
    })
    .from(reports)
    .where(
      and(
        eq(reports.targetKind, target.kind),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
        eq(reports.counts, true),
        isNotNull(reports.reporterId),
        sql`(select count(*) from ${reports} as earlier where earlier.reporter_id = ${reports.reporterId} and earlier.status = 'dismissed') < ${REPORTER_DISMISSALS_IGNORED}`,
      ),
    );
  return { serious: row?.serious ?? 0, all: row?.all ?? 0 };
}

/**
 * After a report, in its transaction (the target's row locked): hides the target once
 * SERIOUS_REPORTS_TO_HIDE students report it for a serious reason, or OTHER_REPORTS_TO_HIDE
 * for any reason (a serious report weighs at least as much as another), and tells its owner
 * why and that they can answer. A target already hidden stays as it is; a message is never
 * hidden (it is not public) and waits in the moderation queue. Answers whether it hid it.
 */
export async function hideIfReportedEnough(
  tx: Database,
  target: ReportTarget,
  now: Date,
  origin: string | undefined,
): Promise<boolean> {
  if (target.kind === 'message' || target.hiddenAt || target.removed) return false;
  const reporters = await countingReporters(tx, target);
  if (reporters.serious < SERIOUS_REPORTS_TO_HIDE && reporters.all < OTHER_REPORTS_TO_HIDE) return false;
  await hideByKampus(tx, target, HIDDEN_AFTER_REPORTS, now);
  await hiddenAfterReportsNotice(tx, target, now, origin);
  return true;
}
