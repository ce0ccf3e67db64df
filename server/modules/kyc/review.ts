import { and, eq } from 'drizzle-orm';
import { kycRejectionText } from '../../../contract';
import type { AdminKycSubmission, KycRejectionReason } from '../../../contract';
import { kycApprovedMail, kycRejectedMail } from '../../mail/templates';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { recordAudit } from '../audit/record';
import type { AuditActor } from '../audit/record';
import { users } from '../user/schema';
import { alreadyDecided } from './decided';
import { getKycSubmission } from './queries';
import { kycSubmissions } from './schema';
import { allowedKycTransition } from './transition';

/**
 * `approve`, or `reject` with what the applicant is told (`message`) and the reason from the
 * list (`code`; the command line, which takes free text, leaves it out: `other`).
 */
export type KycDecision = { transition: 'approve' } | { transition: 'reject'; reason: string; code?: KycRejectionReason };

/** Who decides: a signed-in staff member, or the admin CLI run by whoever operates the server. */
export type KycReviewer = AuditActor | 'cli';

/**
 * A staff member's `approve` or `reject` (PENDING -> APPROVED / REJECTED): one transaction that
 * changes the submission only while it is still pending (compare-and-set), the account's status
 * with it, and writes the audit entry; then the decision is logged and the applicant mailed. A
 * submission someone already decided answers 409 naming them. An administrator reviewing their
 * own submission acts as its applicant, which the rules refuse.
 */
export async function reviewKycSubmission(
  services: Services,
  submissionId: string,
  decision: KycDecision,
  reviewer: KycReviewer,
): Promise<AdminKycSubmission> {
  const { db, clock, mailer, tasks, logger } = services;
  const before = await getKycSubmission(db, submissionId);
  const staff = reviewer === 'cli' ? null : reviewer;
  const actor = staff?.id === before.user.id ? 'applicant' : 'admin';
  const wasPending = before.status === 'PENDING';
  if (actor === 'admin' && !wasPending) throw await alreadyDecided(db, before, clock.now());
  const rule = allowedKycTransition(before.status, decision.transition, actor);
  const rejectionCode = decision.transition === 'reject' ? (decision.code ?? 'other') : null;
  const rejectionReason = decision.transition === 'reject' ? kycRejectionText(rejectionCode ?? 'other', decision.reason) : null;

  const now = clock.now();
  const applied = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status: rule.to, reviewedBy: staff?.id ?? null, reviewedAt: now, rejectionReason, rejectionCode })
      .where(and(eq(kycSubmissions.id, before.id), eq(kycSubmissions.status, rule.from)))
      .returning({ userId: kycSubmissions.userId });
    if (!row) return false;
    await tx.update(users).set({ kycStatus: rule.to, updatedAt: now }).where(eq(users.id, row.userId));
    await recordAudit(
      tx,
      {
        actor: staff,
        action: `kyc.${decision.transition}`,
        target: { type: 'kyc', id: before.id },
        before: { status: rule.from },
        after: rejectionCode === null ? { status: rule.to } : { status: rule.to, rejectionCode, rejectionReason },
        reason: rejectionReason,
      },
      now,
    );
    return true;
  });
  if (!applied) throw await alreadyDecided(db, await getKycSubmission(db, before.id), clock.now());

  logSecurityEvent(logger, 'admin_decision', {
    subject: 'kyc',
    submissionId: before.id,
    decision: decision.transition,
    adminId: staff?.id ?? 'cli',
  });
  const { email, firstname } = before.user;
  const mail = rejectionReason === null ? kycApprovedMail(email, firstname) : kycRejectedMail(email, firstname, rejectionReason);
  tasks.run(`kyc ${decision.transition} mail`, () => mailer.send(mail));
  return getKycSubmission(db, before.id);
}
