import type { AdminOverview } from '../../contract';

/** A busy morning: every queue has something, the ledger check passed, a timer overdue. */
export const sampleOverview: AdminOverview = {
  at: '2026-11-28T11:30:00.000Z',
  queues: {
    kyc: { count: 7, oldestAt: '2026-11-26T09:00:00.000Z' },
    disputes: { count: 3, oldestAt: '2026-11-28T08:10:00.000Z' },
    payoutsFailed: { count: 1, oldestAt: '2026-11-28T11:05:00.000Z' },
    support: { count: 12, oldestAt: '2026-11-27T18:00:00.000Z' },
  },
  lastLedgerCheck: { at: '2026-11-28T06:00:00.000Z', ok: true, by: 'finance@kampus.ng' },
  emailBacklog: { pending: 4, oldestAt: '2026-11-28T11:29:00.000Z', failed: 2 },
  oldestDueTimerSeconds: 95,
};

/** A quiet day: nothing waits, no ledger check ever ran. */
export const quietOverview: AdminOverview = {
  at: '2026-11-28T11:30:00.000Z',
  queues: {
    kyc: { count: 0, oldestAt: null },
    disputes: { count: 0, oldestAt: null },
    payoutsFailed: { count: 0, oldestAt: null },
    support: { count: 0, oldestAt: null },
  },
  lastLedgerCheck: null,
  emailBacklog: { pending: 0, oldestAt: null, failed: 0 },
  oldestDueTimerSeconds: null,
};

/** The last ledger check found a problem. */
export const ledgerProblemOverview: AdminOverview = {
  ...sampleOverview,
  lastLedgerCheck: { at: '2026-11-28T06:00:00.000Z', ok: false, by: null },
};
