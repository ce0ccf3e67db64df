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

/** A submission as a reviewer sees it: with the full NIN and the applicant. */
export const adminKycSubmissionSchema = v.object({
  ...kycSubmissionSchema.entries,
  status: kycStatusSchema,
  user: v.object({ id: v.string(), email: v.string(), firstname: v.string(), lastname: v.string() }),
});
export type AdminKycSubmission = v.InferOutput<typeof adminKycSubmissionSchema>;
export const adminKycListResponseSchema = dataEnvelope(v.array(adminKycSubmissionSchema));
export type AdminKycListResponse = v.InferOutput<typeof adminKycListResponseSchema>;

/** POST /v1/admin/kyc/{id}/approve and /reject -> 200 adminKycSubmissionResponse. */
export const adminKycSubmissionResponseSchema = dataEnvelope(adminKycSubmissionSchema);
export type AdminKycSubmissionResponse = v.InferOutput<typeof adminKycSubmissionResponseSchema>;

/** POST /v1/admin/kyc/{id}/reject body: the reason is mailed to the applicant. */
export const rejectKycBodySchema = body({ reason: multilineText('Reason', 500) });
export type RejectKycBody = v.InferInput<typeof rejectKycBodySchema>;
