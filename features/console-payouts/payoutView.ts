import type { AdminPayout, WithdrawalStatus } from '../../contract';
import type { BadgeLook } from '../../ui';

/** The tabs, in the order finance works them: what needs a decision first. */
export const payoutTabs: { status: WithdrawalStatus; label: string }[] = [
  { status: 'failed', label: 'Failed' },
  { status: 'reversed', label: 'Reversed' },
  { status: 'pending', label: 'Pending' },
  { status: 'successful', label: 'Sent' },
];

export const statusLooks: Record<WithdrawalStatus, BadgeLook> = {
  pending: { tone: 'info', label: 'Pending' },
  successful: { tone: 'positive', label: 'Sent' },
  failed: { tone: 'critical', label: 'Failed' },
  reversed: { tone: 'warning', label: 'Reversed' },
};

/** Whether staff may still retry or return it: failed or reversed, and no one decided yet. */
export function awaitsDecision(payout: AdminPayout): boolean {
  return (payout.status === 'failed' || payout.status === 'reversed') && payout.resolution === null;
}

/** "GTBank ••••6789, ADA OBI". */
export function bankText(payout: Pick<AdminPayout, 'bankName' | 'accountNumberLast4' | 'accountName'>): string {
  return `${payout.bankName} ••••${payout.accountNumberLast4}, ${payout.accountName}`;
}

export const ownerName = (payout: AdminPayout) => `${payout.owner.firstname} ${payout.owner.lastname}`;
