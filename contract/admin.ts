import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, multilineText } from './fields';
import { kycSubmissionSchema } from './kyc';
import { kycStatusSchema } from './user';

/** Submissions can be listed by any status except NOT_SUBMITTED (which has no submission). */
export const reviewableStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** GET /v1/admin/kyc?status=PENDING (status optional: all). Oldest first, at most 200. */
export const adminKycListQuerySchema = v.object({
  status: v.optional(v.picklist(reviewableStatuses, 'Status must be one of PENDING, APPROVED or REJECTED')),
});
export type AdminKycListQuery = v.InferInput<typeof adminKycListQuerySchema>;

/**
 * Why a submission is rejected, chosen from a list so the queue's decisions can be counted; the
 * reviewer's message to the student goes with it. Labels are what the student reads first.
 */
export const kycRejectionReasons = ['unreadable-id', 'name-mismatch', 'not-student-id', 'expired-id', 'other'] as const;
export type KycRejectionReason = (typeof kycRejectionReasons)[number];
export const kycRejectionReasonLabels: Record<KycRejectionReason, string> = {
  'unreadable-id': 'The student ID cannot be read',
  'name-mismatch': 'The name does not match the student ID',
  'not-student-id': 'The document is not a student ID',
  'expired-id': 'The student ID has expired',
  other: 'Another reason',
};

/**
 * What the student is told: the reason's label and the reviewer's message; for `other`, the
 * message alone (it is the reason).
 */
export function kycRejectionText(reason: KycRejectionReason, message: string): string {
  return reason === 'other' ? message : `${kycRejectionReasonLabels[reason]}. ${message}`;
}

/** The staff member who decided, as the console names them (null: the command line, or an account since deleted). */
export const kycReviewerSchema = v.nullable(v.object({ id: v.string(), email: v.string() }));

/** A submission as a reviewer sees it: with the full NIN, the applicant and who decided. */
export const adminKycSubmissionSchema = v.object({
  ...kycSubmissionSchema.entries,
  status: kycStatusSchema,
  user: v.object({ id: v.string(), email: v.string(), firstname: v.string(), lastname: v.string() }),
  /** Where the student ID image is served to staff who read KYC (null if the file is gone: a deleted account). */
  documentImageUrl: v.nullable(v.string()),
  brandLogoUrl: v.nullable(v.string()),
  /** The reason chosen from the list when rejected (null otherwise, and for rejections made before the list). */
  rejectionCode: v.nullable(v.picklist(kycRejectionReasons)),
  reviewedBy: kycReviewerSchema,
});
export type AdminKycSubmission = v.InferOutput<typeof adminKycSubmissionSchema>;
export const adminKycListResponseSchema = dataEnvelope(v.array(adminKycSubmissionSchema));
export type AdminKycListResponse = v.InferOutput<typeof adminKycListResponseSchema>;

/** GET /v1/admin/kyc/{id}: the submission and the same person's other submissions, newest first. */
export const adminKycCaseSchema = v.object({
  submission: adminKycSubmissionSchema,
  earlier: v.array(adminKycSubmissionSchema),
});
export type AdminKycCase = v.InferOutput<typeof adminKycCaseSchema>;
export const adminKycCaseResponseSchema = dataEnvelope(adminKycCaseSchema);
export type AdminKycCaseResponse = v.InferOutput<typeof adminKycCaseResponseSchema>;

/**
 * POST /v1/admin/kyc/{id}/approve and /reject -> 200 adminKycSubmissionResponse. A submission
 * someone already decided -> 409 naming them: `Already approved by ada@kampus.ng at 10:42.`
 */
export const adminKycSubmissionResponseSchema = dataEnvelope(adminKycSubmissionSchema);
export type AdminKycSubmissionResponse = v.InferOutput<typeof adminKycSubmissionResponseSchema>;

/** POST /v1/admin/kyc/{id}/reject body: a reason from the list, and the message mailed to the applicant. */
export const rejectKycBodySchema = body({
  reason: v.picklist(kycRejectionReasons, 'Reason must be chosen from the list'),
  message: multilineText('Message', 500),
});
export type RejectKycBody = v.InferInput<typeof rejectKycBodySchema>;
