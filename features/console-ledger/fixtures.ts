import type { LedgerCheckRunView, PlatformFeesMonth, ProviderClearing } from '../../contract';

export const sampleOkRun: LedgerCheckRunView = {
  id: '5f0e1d2c-3b4a-4958-8776-6a5b4c3d2e1f',
  ranAt: '2026-11-28T08:05:00.000Z',
  ranBy: 'finance@kampus.ng',
  ok: true,
  accounts: 412,
  transactions: 1_873,
  entries: 4_120,
  balanceDifferences: [],
  unbalancedTransactions: [],
  negativeBalances: [],
};

export const sampleEarlierRun: LedgerCheckRunView = {
  ...sampleOkRun,
  id: '6a1f2e3d-4c5b-4a69-9887-7b6c5d4e3f20',
  ranAt: '2026-11-27T07:58:00.000Z',
  ranBy: null,
  transactions: 1_790,
  entries: 3_950,
};

/** A run that found a cached balance out of step with its entries. */
export const sampleFailedRun: LedgerCheckRunView = {
  ...sampleOkRun,
  id: '7b2a3f4e-5d6c-4b7a-a998-8c7d6e5f4a31',
  ranAt: '2026-11-28T10:42:00.000Z',
  ok: false,
  balanceDifferences: [
    { accountId: 'user:2f6c8a1e-9b3d-4e5f-8a7b-6c5d4e3f2a1b:available', cached: 1_500_000, fromEntries: 1_450_000 },
  ],
};

export const sampleClearing: ProviderClearing = {
  ledgerHeldKobo: 184_250_000,
  sentInFlightKobo: 4_000_000,
  unsentInFlightKobo: 0,
  expectedAtProviderKobo: 180_250_000,
  providerBalanceKobo: 180_250_000,
  providerError: null,
  differenceKobo: 0,
  checkedAt: '2026-11-28T10:45:00.000Z',
};

export const sampleClearingDifferent: ProviderClearing = {
  ...sampleClearing,
  providerBalanceKobo: 180_200_000,
  differenceKobo: -50_000,
};

export const sampleClearingUnreachable: ProviderClearing = {
  ...sampleClearing,
  providerBalanceKobo: null,
  differenceKobo: null,
  providerError: 'The payment provider could not be reached. Try again in a moment.',
};

export const sampleFees: PlatformFeesMonth[] = [
  { month: '2026-11', feesKobo: 1_245_000, transactions: 83 },
  { month: '2026-10', feesKobo: 2_010_000, transactions: 134 },
  { month: '2026-09', feesKobo: 870_000, transactions: 58 },
];
