import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { REPORT_ALREADY_OPEN, REPORT_SELF, REPORT_TARGET_NOT_FOUND } from '../../../contract';
import type { Report, reportBodySchema } from '../../../contract';
import type * as v from 'valibot';
import { isUniqueViolation } from '../../db/database';
import { ApiError, conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { hideIfReportedEnough } from './hiding';
import { reports } from './schema';
import { reportCounts } from './standing';
import { findTarget } from './targets';

type ReportRow = typeof reports.$inferSelect;

/** A report as its reporter sees it. */
export function toReport(row: ReportRow, targetLabel: string): Report {
  return {
    id: row.id,
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetLabel,
    reason: row.reason,
    details: row.details,
    status: row.status,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /v1/reports: a student reports a listing, an event, a person or a message of one of
 * their conversations. One open report per reporter and target: a second answers 409, also
 * when both arrive at once (the unique index decides). The target's row is locked while the
 * report is written and counted, so of many reports at once exactly one reaches the threshold
 * and hides it (hiding.ts).
 */
export async function createReport(
  services: Services,
  reporterId: string,
  input: v.InferOutput<typeof reportBodySchema>,
): Promise<Report> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      const target = await findTarget(tx, input.targetKind, input.targetId, { lock: true, partyId: reporterId });
      if (!target || (target.kind !== 'person' && target.removed)) throw notFound(REPORT_TARGET_NOT_FOUND);
      if (target.ownerId === reporterId) throw new ApiError(422, REPORT_SELF);
      const [open] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.targetKind, target.kind),
            eq(reports.targetId, target.id),
            eq(reports.status, 'open'),
          ),
        );
      if (open) throw conflict(REPORT_ALREADY_OPEN);
      const [row] = await tx
        .insert(reports)
        .values({
          id: randomUUID(),
          reporterId,
          targetKind: target.kind,
          targetId: target.id,
          targetOwnerId: target.ownerId,
          reason: input.reason,
          details: input.details ?? null,
          counts: await reportCounts(tx, reporterId, now),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('report insert returned no row');
      await hideIfReportedEnough(tx, target, now, services.config.publicOrigin);
      return toReport(row, target.label);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REPORT_ALREADY_OPEN);
    throw error;
  }
}
