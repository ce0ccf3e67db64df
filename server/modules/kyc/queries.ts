import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminKycCase, AdminKycSubmission, KycStatus, KycStatusResponse, reviewableStatuses } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { files } from '../file/schema';
import { universities } from '../university/schema';
import { users } from '../user/schema';
import { kycSubmissions } from './schema';
import { toAdminKycSubmission, toKycSubmission } from './view';

/** Submission statuses a reviewer can filter by. */
export type ReviewableStatus = (typeof reviewableStatuses)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');
const documentFile = alias(files, 'document_file');
const logoFile = alias(files, 'logo_file');

/** Where a reviewer's browser reads a private upload (GET /v1/file/{bucket}/{key}; staff-access.ts says who may). */
const fileUrl = (bucket: string, key: string) => `/v1/file/${bucket}/${key}`;

/** The status recorded on the account: the state the review transitions start from. */
export async function kycStatusOfUser(db: Database, userId: string): Promise<KycStatus> {
  const [user] = await db.select({ status: users.kycStatus }).from(users).where(eq(users.id, userId));
  return user?.status ?? 'NOT_SUBMITTED';
}

/** What the applicant sees: their status and latest submission (NIN masked). */
export async function ownKyc(db: Database, userId: string): Promise<KycStatusResponse['data']> {
  const status = await kycStatusOfUser(db, userId);
  const [latest] = await db
    .select({ submission: kycSubmissions, university: universities.name })
    .from(kycSubmissions)
    .innerJoin(universities, eq(universities.id, kycSubmissions.universityId))
    .where(eq(kycSubmissions.userId, userId))
    // A resubmission can share its millisecond with the decision on the one before (a fast
    // client, a fixed test clock): the one not yet reviewed is then the latest.
    .orderBy(desc(kycSubmissions.createdAt), sql`${kycSubmissions.reviewedAt} is null desc`)
    .limit(1);
  return { status, submission: latest ? toKycSubmission(latest.submission, latest.university) : null };
}

function selectForReview(db: Database) {
  return db
    .select({
      submission: kycSubmissions,
      university: universities.name,
      user: { id: applicant.id, email: applicant.email, firstname: applicant.firstname, lastname: applicant.lastname },
      reviewerEmail: reviewer.email,
      documentBucket: documentFile.bucket,
      logoBucket: logoFile.bucket,
    })
    .from(kycSubmissions)
    .innerJoin(universities, eq(universities.id, kycSubmissions.universityId))
    .innerJoin(applicant, eq(applicant.id, kycSubmissions.userId))
    .leftJoin(reviewer, eq(reviewer.id, kycSubmissions.reviewedBy))
    .leftJoin(documentFile, eq(documentFile.key, kycSubmissions.documentImage))
    .leftJoin(logoFile, eq(logoFile.key, kycSubmissions.brandLogo));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectForReview>['execute']>>[number];

function toReviewed(row: ReviewRow): AdminKycSubmission {
  const { submission, documentBucket, logoBucket } = row;
  return toAdminKycSubmission(submission, row.university, row.user, row.reviewerEmail, {
    document: documentBucket ? fileUrl(documentBucket, submission.documentImage) : null,
    logo: logoBucket && submission.brandLogo ? fileUrl(logoBucket, submission.brandLogo) : null,
  });
}

/** The review queue: oldest first, at most `limit`, full NIN. */
export async function listKycSubmissions(db: Database, status?: ReviewableStatus, limit = 200): Promise<AdminKycSubmission[]> {
  const rows = await selectForReview(db)
    .where(status ? eq(kycSubmissions.status, status) : undefined)
    .orderBy(asc(kycSubmissions.createdAt))
    .limit(limit);
  return rows.map(toReviewed);
}

/** One submission as a reviewer sees it; 404 for an unknown or malformed id. */
export async function getKycSubmission(db: Database, id: string): Promise<AdminKycSubmission> {
  const [row] = UUID.test(id) ? await selectForReview(db).where(eq(kycSubmissions.id, id)).limit(1) : [];
  if (!row) throw notFound('KYC submission not found');
  return toReviewed(row);
}

/** A submission with the same person's other submissions (newest first), for the reviewer to compare. */
export async function getKycCase(db: Database, id: string): Promise<AdminKycCase> {
  const submission = await getKycSubmission(db, id);
  const others = await selectForReview(db)
    .where(and(eq(kycSubmissions.userId, submission.user.id), ne(kycSubmissions.id, submission.id)))
    .orderBy(desc(kycSubmissions.createdAt));
  return { submission, earlier: others.map(toReviewed) };
}

/** The id of the latest submission of the account with this email (how the CLI names one). */
export async function latestSubmissionIdByEmail(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .orderBy(desc(kycSubmissions.createdAt), sql`${kycSubmissions.reviewedAt} is null desc`)
    .limit(1);
  if (!row) throw notFound(`No KYC submission for ${email}`);
  return row.id;
}
