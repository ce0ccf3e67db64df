import { and, eq } from 'drizzle-orm';
import type { AdminKycSubmission } from '../../../contract';
import { kycApprovedMail, kycRejectedMail } from '../../mail/templates';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { users } from '../user/schema';
import { getKycSubmission } from './queries';
import { kycSubmissions } from './schema';
import { allowedKycTransition, changedMeanwhile } from './transition';

export type KycDecision = { transition: 'approve' } | { transition: 'reject'; reason: string };

/** Who decides: a signed-in administrator, or the admin CLI run by whoever operates the server. */
export type KycReviewer = { adminId: string } | 'cli';

/**
 * An administrator's `approve` or `reject` (PENDING -> APPROVED / REJECTED): one transaction
 * that changes the submission only while it is still pending (compare-and-set) and the
 * account's status with it; then the decision is logged with its author and the applicant mailed.
 * An administrator reviewing their own submission acts as its applicant, which the rules refuse.
 */
export async function reviewKycSubmission(
  services: Services,
  submissionId: string,
  decision: KycDecision,
  reviewer: KycReviewer,
): Promise<AdminKycSubmission> {
  const { db, clock, mailer, tasks, logger } = services;
  const before = await getKycSubmission(db, submissionId);
  const adminId = reviewer === 'cli' ? null : reviewer.adminId;
  const actor = adminId === before.user.id ? 'applicant' : 'admin';
  const rule = allowedKycTransition(before.status, decision.transition, actor);
  const rejectionReason = decision.transition === 'reject' ? decision.reason : null;

  const now = clock.now();
  const applied = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status: rule.to, reviewedBy: adminId, reviewedAt: now, rejectionReason })
      .where(and(eq(kycSubmissions.id, before.id), eq(kycSubmissions.status, rule.from)))
      .returning({ userId: kycSubmissions.userId });
    if (!row) return false;
    await tx.update(users).set({ kycStatus: rule.to, updatedAt: now }).where(eq(users.id, row.userId));
    return true;
  });
  if (!applied) throw changedMeanwhile((await getKycSubmission(db, before.id)).status, decision.transition, actor);

  logSecurityEvent(logger, 'admin_decision', {
    subject: 'kyc',
    submissionId: before.id,
    decision: decision.transition,
    adminId: adminId ?? 'cli',
  });
  const { email, firstname } = before.user;
  const mail = rejectionReason === null ? kycApprovedMail(email, firstname) : kycRejectedMail(email, firstname, rejectionReason);
  tasks.run(`kyc ${decision.transition} mail`, () => mailer.send(mail));
  return getKycSubmission(db, before.id);
}
