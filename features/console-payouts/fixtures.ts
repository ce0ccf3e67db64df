import type { AdminPayout, AdminPayoutList } from '../../contract';

const owner = { id: '7b1f0c8e-2d34-4c55-9a11-3f2e4d5c6b70', email: 'ada.obi@unilag.edu.ng', firstname: 'Ada', lastname: 'Obi' };

/** A withdrawal the bank refused; its ₦40,000 is back in the owner's wallet. */
export const sampleFailedPayout: AdminPayout = {
  id: 'c0a8012e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  status: 'failed',
  amountKobo: 4_000_000,
  reference: 'kwd_c0a8012e5b6d4e7f8a9b0c1d2e3f4a5b',
  bankName: 'GTBank',
  accountNumberLast4: '6781',
  accountName: 'ADA OBI',
  failureReason: 'Account number is invalid',
  transferAttempts: 1,
  createdAt: '2026-11-27T09:14:00.000Z',
  updatedAt: '2026-11-27T09:15:00.000Z',
  owner,
  ownerAvailableKobo: 5_250_000,
  resolution: null,
  resolvedAt: null,
  resolvedBy: null,
  retriedAs: null,
  retryOf: null,
};

/** One whose owner spent the money since: it can only be left in the wallet. */
export const sampleUncoveredPayout: AdminPayout = {
  ...sampleFailedPayout,
  id: 'd1b9123f-6c7e-4f80-9bac-1d2e3f4a5b6c',
  reference: 'kwd_d1b9123f6c7e4f809bac1d2e3f4a5b6c',
  amountKobo: 1_500_000,
  failureReason: 'transfer failed',
  createdAt: '2026-11-27T16:40:00.000Z',
  owner: {
    id: '8c2a1d9f-3e45-4d66-8b22-4a3f5e6d7c81',
    email: 'tunde.bakare@oauife.edu.ng',
    firstname: 'Tunde',
    lastname: 'Bakare',
  },
  accountName: 'TUNDE BAKARE',
  bankName: 'Access Bank',
  accountNumberLast4: '0091',
  ownerAvailableKobo: 200_000,
};

/** A failed one someone already sent again. */
export const sampleRetriedPayout: AdminPayout = {
  ...sampleFailedPayout,
  id: 'e2cab240-7d8f-4091-acbd-2e3f4a5b6c7d',
  reference: 'kwd_e2cab2407d8f4091acbd2e3f4a5b6c7d',
  amountKobo: 2_000_000,
  createdAt: '2026-11-25T11:02:00.000Z',
  failureReason: 'transfer failed',
  resolution: 'retried',
  resolvedAt: '2026-11-26T08:30:00.000Z',
  resolvedBy: 'finance@kampus.ng',
  retriedAs: 'f3dbc351-8e90-41a2-bdce-3f4a5b6c7d8e',
};

export const sampleCounts: AdminPayoutList['counts'] = { pending: 2, successful: 148, failed: 3, reversed: 0 };

export const sampleFailedList: AdminPayoutList = {
  payouts: [sampleFailedPayout, sampleUncoveredPayout, sampleRetriedPayout],
  counts: sampleCounts,
  awaitingDecision: 2,
};

export const emptyList: AdminPayoutList = { payouts: [], counts: { ...sampleCounts, failed: 0 }, awaitingDecision: 0 };
