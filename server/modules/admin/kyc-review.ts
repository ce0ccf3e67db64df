import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminKycSubmission, reviewableStatuses } from '../../../contract';
import type { Database } from '../../db/database';
import { kycSubmissions, universities, users } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { kycApprovedMail, kycRejectedMail } from '../../mail/templates';
import type { Services } from '../../services';
import { toAdminKycSubmission } from '../kyc/kyc-view';

/** Submission statuses a reviewer can filter by. */
export type ReviewableStatus = (typeof reviewableStatuses)[number];

export type KycDecision = { approve: true } | { approve: false; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const applicant = alias(users, 'applicant');

function selectSubmissions(db: Database) {
  return db
    .select({
      submission: kycSubmissions,
      university: universities.name,
      user: { id: applicant.id, email: applicant.email, firstname: applicant.firstname, lastname: applicant.lastname },
    })
    .from(kycSubmissions)
    .innerJoin(universities, eq(universities.id, kycSubmissions.universityId))
    .innerJoin(applicant, eq(applicant.id, kycSubmissions.userId));
}

/** Oldest first (a review queue), at most `limit`. */
export async function listKycSubmissions(db: Database, status?: ReviewableStatus, limit = 200): Promise<AdminKycSubmission[]> {
  const rows = await selectSubmissions(db)
    .where(status ? eq(kycSubmissions.status, status) : undefined)
    .orderBy(asc(kycSubmissions.createdAt))
    .limit(limit);
  return rows.map((row) => toAdminKycSubmission(row.submission, row.university, row.user));
}

export async function getKycSubmission(db: Database, id: string): Promise<AdminKycSubmission> {
  const [row] = UUID.test(id) ? await selectSubmissions(db).where(eq(kycSubmissions.id, id)).limit(1) : [];
  if (!row) throw notFound('KYC submission not found');
  return toAdminKycSubmission(row.submission, row.university, row.user);
}

/** The id of the latest submission of the account with this email. */
export async function latestSubmissionIdByEmail(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1);
  if (!row) throw notFound(`No KYC submission for ${email}`);
  return row.id;
}

/** Approves or rejects a PENDING submission, updates the user's status and mails them. */
export async function reviewKycSubmission(
  services: Services,
  id: string,
  decision: KycDecision,
  reviewerId: string | null,
): Promise<AdminKycSubmission> {
  const { db, clock, mailer, tasks } = services;
  const before = await getKycSubmission(db, id);
  const verb = decision.approve ? 'approved' : 'rejected';
  const notPending = () => conflict(`Only a pending submission can be ${verb}; this one is ${before.status}.`);
  if (before.status !== 'PENDING') throw notPending();

  const status = decision.approve ? 'APPROVED' : 'REJECTED';
  const now = clock.now();
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status, reviewedBy: reviewerId, reviewedAt: now, rejectionReason: decision.approve ? null : decision.reason })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'PENDING')))
      .returning({ userId: kycSubmissions.userId });
    if (row) await tx.update(users).set({ kycStatus: status, updatedAt: now }).where(eq(users.id, row.userId));
    return Boolean(row);
  });
  if (!changed) throw notPending();

  const { email, firstname } = before.user;
  const mail = decision.approve ? kycApprovedMail(email, firstname) : kycRejectedMail(email, firstname, decision.reason);
  tasks.run(`kyc ${verb} mail`, () => mailer.send(mail));
  return getKycSubmission(db, id);
}
