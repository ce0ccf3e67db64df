import * as v from 'valibot';
import { dataEnvelope } from './envelope';

/** One run of the ledger check: what it counted and every difference it found. */
export const ledgerCheckRunSchema = v.object({
  id: v.string(),
  ranAt: v.string(),
  /** Null when it ran from the command line. */
  ranBy: v.nullable(v.string()),
  ok: v.boolean(),
  accounts: v.number(),
  transactions: v.number(),
  entries: v.number(),
  balanceDifferences: v.array(v.object({ accountId: v.string(), cached: v.number(), fromEntries: v.number() })),
  unbalancedTransactions: v.array(
    v.object({ id: v.string(), kind: v.string(), idempotencyKey: v.string(), sum: v.number(), entries: v.number() }),
  ),
  negativeBalances: v.array(v.object({ accountId: v.string(), fromEntries: v.number() })),
});
export type LedgerCheckRunView = v.InferOutput<typeof ledgerCheckRunSchema>;

/** GET /v1/admin/ledger/checks (`ledger.read`): the newest runs first, at most 10. */
export const ledgerCheckListResponseSchema = dataEnvelope(v.array(ledgerCheckRunSchema));
export type LedgerCheckListResponse = v.InferOutput<typeof ledgerCheckListResponseSchema>;
/** POST /v1/admin/ledger/checks (`ledger.check`, audited `ledger.check`) -> 201 the run. */
export const ledgerCheckRunResponseSchema = dataEnvelope(ledgerCheckRunSchema);
export type LedgerCheckRunResponse = v.InferOutput<typeof ledgerCheckRunResponseSchema>;

/**
 * GET /v1/admin/ledger/clearing (`ledger.read`): the money the ledger says the payment provider
 * holds for Kampus, against the balance the provider reports. Transfers the provider accepted
 * and has not settled are already off its balance but still in the ledger's payouts in flight,
 * so they are taken off the expectation; transfers it never accepted are not.
 */
export const providerClearingSchema = v.object({
  /** Minus the `provider:clearing` balance: everything paid in, less everything paid out. */
  ledgerHeldKobo: v.number(),
  /** Withdrawals the provider accepted and has not settled yet. */
  sentInFlightKobo: v.number(),
  /** Withdrawals held in the ledger that the provider has not accepted yet. */
  unsentInFlightKobo: v.number(),
  /** `ledgerHeldKobo - sentInFlightKobo`: what the provider's balance should be. */
  expectedAtProviderKobo: v.number(),
  /** Null when the provider could not be asked (see `providerError`). */
  providerBalanceKobo: v.nullable(v.number()),
  providerError: v.nullable(v.string()),
  /** Provider's balance minus the expectation; 0 when they agree; null without the provider's figure. */
  differenceKobo: v.nullable(v.number()),
  checkedAt: v.string(),
});
export type ProviderClearing = v.InferOutput<typeof providerClearingSchema>;
export const providerClearingResponseSchema = dataEnvelope(providerClearingSchema);
export type ProviderClearingResponse = v.InferOutput<typeof providerClearingResponseSchema>;

/**
 * GET /v1/admin/ledger/fees (`ledger.read`): the platform's fees by calendar month in Lagos,
 * newest first (months with none left out): the net of every posting to `platform:fees`.
 */
export const platformFeesMonthSchema = v.object({
  /** `YYYY-MM`. */
  month: v.string(),
  feesKobo: v.number(),
  /** How many ledger transactions took a fee that month. */
  transactions: v.number(),
});
export type PlatformFeesMonth = v.InferOutput<typeof platformFeesMonthSchema>;
export const platformFeesResponseSchema = dataEnvelope(v.array(platformFeesMonthSchema));
export type PlatformFeesResponse = v.InferOutput<typeof platformFeesResponseSchema>;
