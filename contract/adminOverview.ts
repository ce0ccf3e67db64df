import * as v from 'valibot';
import { dataEnvelope } from './envelope';

/** One queue of the console: how many wait, and since when the oldest has waited (null when none). */
export const overviewQueueSchema = v.object({
  count: v.number(),
  oldestAt: v.nullable(v.string()),
});
export type OverviewQueue = v.InferOutput<typeof overviewQueueSchema>;

/**
 * GET /v1/admin/overview (`overview.read`): the console's front page. Ages are measured from
 * `at`, the server's clock when it answered.
 */
export const adminOverviewSchema = v.object({
  at: v.string(),
  queues: v.object({
    /** KYC submissions waiting for a decision. */
    kyc: overviewQueueSchema,
    /** Product and ticket disputes not decided yet, oldest by when they were opened. */
    disputes: overviewQueueSchema,
    /** Failed or reversed withdrawals no one has retried or returned to the wallet yet. */
    payoutsFailed: overviewQueueSchema,
    /** Support requests not closed. */
    support: overviewQueueSchema,
  }),
  /** The newest ledger check, or null when none ran yet. */
  lastLedgerCheck: v.nullable(v.object({ at: v.string(), ok: v.boolean(), by: v.nullable(v.string()) })),
  /** Notification and support e-mails not sent yet, and those given up after their last try. */
  emailBacklog: v.object({ pending: v.number(), oldestAt: v.nullable(v.string()), failed: v.number() }),
  /** How long the oldest durable timer (payment window, dispute answer, release ...) has been due without being applied; null when none is. */
  oldestDueTimerSeconds: v.nullable(v.number()),
});
export type AdminOverview = v.InferOutput<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = dataEnvelope(adminOverviewSchema);
export type AdminOverviewResponse = v.InferOutput<typeof adminOverviewResponseSchema>;
