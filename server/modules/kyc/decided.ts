import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminKycSubmission } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict } from '../../http/api-error';
import type { ApiError } from '../../http/api-error';
import { decisionMoment } from '../audit/decision-moment';
import { auditEntries } from '../audit/schema';

/**
 * Who decided a submission as a second reviewer should hear it: the audit keeps the staff
 * member's address even after their account is gone, and null for the command line; a decision
 * from before the audit falls back to the reviewer on the submission.
 */
async function decidedBy(db: Database, submission: AdminKycSubmission): Promise<string> {
  const [entry] = await db
    .select({ email: auditEntries.actorEmail })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.targetType, 'kyc'),
        eq(auditEntries.targetId, submission.id),
        inArray(auditEntries.action, ['kyc.approve', 'kyc.reject']),
      ),
    )
    .orderBy(desc(auditEntries.id))
    .limit(1);
  if (entry) return entry.email ?? 'the command line';
  return submission.reviewedBy?.email ?? 'an administrator';
}

/** 409 for a submission someone already decided: `Already approved by ada@kampus.ng at 10:42.` */
export async function alreadyDecided(db: Database, submission: AdminKycSubmission, now: Date): Promise<ApiError> {
  const verb = submission.status === 'APPROVED' ? 'approved' : 'rejected';
  const when = submission.reviewedAt ? ` ${decisionMoment(new Date(submission.reviewedAt), now)}` : '';
  return conflict(`Already ${verb} by ${await decidedBy(db, submission)}${when}.`);
}
