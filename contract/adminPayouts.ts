import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, multilineText } from './fields';
import { withdrawalStatuses } from './wallet';

/**
 * What staff decided for a failed or reversed withdrawal. Its money is already back in the
 * owner's available balance (the ledger returns it the moment the provider says so); staff
 * either send it again (`retried`: a new withdrawal to the owner's saved bank account, from that
 * balance) or leave it there and tell the owner (`returned`).
 */
export const withdrawalResolutions = ['retried', 'returned'] as const;
export type WithdrawalResolution = (typeof withdrawalResolutions)[number];

/** GET /v1/admin/payouts?status= (default `failed`): unresolved first, then oldest first, at most 100. */
export const adminPayoutListQuerySchema = v.object({
  status: v.optional(v.picklist(withdrawalStatuses, 'Status must be one of pending, successful, failed or reversed'), 'failed'),
});
export type AdminPayoutListQuery = v.InferInput<typeof adminPayoutListQuerySchema>;

/** A withdrawal as finance sees it: with its owner, the provider's reason and what staff decided. */
export const adminPayoutSchema = v.object({
  id: v.string(),
  status: v.picklist(withdrawalStatuses),
  amountKobo: v.number(),
  /** The provider's transfer reference (`kwd_…`). */
  reference: v.string(),
  bankName: v.string(),
  accountNumberLast4: v.string(),
  accountName: v.string(),
  /** The provider's reason for a failure, when it gave one. */
  failureReason: v.nullable(v.string()),
  transferAttempts: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  owner: v.object({ id: v.string(), email: v.string(), firstname: v.string(), lastname: v.string() }),
  /** What the owner can withdraw now (a retry needs the amount there). */
  ownerAvailableKobo: v.number(),
  resolution: v.nullable(v.picklist(withdrawalResolutions)),
  resolvedAt: v.nullable(v.string()),
  resolvedBy: v.nullable(v.string()),
  /** The withdrawal a staff retry made of this one. */
  retriedAs: v.nullable(v.string()),
  /** The failed or reversed withdrawal this one retries. */
  retryOf: v.nullable(v.string()),
});
export type AdminPayout = v.InferOutput<typeof adminPayoutSchema>;

export const adminPayoutListSchema = v.object({
  payouts: v.array(adminPayoutSchema),
  /** How many withdrawals are in each status (the tabs). */
  counts: v.object({ pending: v.number(), successful: v.number(), failed: v.number(), reversed: v.number() }),
  /** Failed and reversed withdrawals no one has decided yet. */
  awaitingDecision: v.number(),
});
export type AdminPayoutList = v.InferOutput<typeof adminPayoutListSchema>;
export const adminPayoutListResponseSchema = dataEnvelope(adminPayoutListSchema);
export type AdminPayoutListResponse = v.InferOutput<typeof adminPayoutListResponseSchema>;

/**
 * POST /v1/admin/payouts/{id}/retry and /return (`payouts.act`), the reason kept in the audit ->
 * 200 the withdrawal as decided. 409 when it was decided already (`Already retried by … at …`),
 * when it is not failed or reversed, or (retry) when the owner's available balance no longer
 * holds the amount.
 */
export const payoutDecisionBodySchema = body({ reason: multilineText('Reason', 500) });
export type PayoutDecisionBody = v.InferInput<typeof payoutDecisionBodySchema>;
export const adminPayoutResponseSchema = dataEnvelope(adminPayoutSchema);
export type AdminPayoutResponse = v.InferOutput<typeof adminPayoutResponseSchema>;
