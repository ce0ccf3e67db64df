import { formatDateTime, type AccountType, type AdminKycSubmission, type KycStatus } from '../../contract';
import type { BadgeLook } from '../../ui';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long a submission has waited, in its largest whole unit: '45 minutes', '3 hours', '2 days'. */
export function waitingText(submittedAt: string, now: number): string {
  const ms = Math.max(0, now - Date.parse(submittedAt));
  if (ms < MINUTE) return 'under a minute';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.floor(ms / DAY), 'day');
}

export const accountTypeLabels: Record<AccountType, string> = { individual: 'Individual seller', brand: 'Brand' };

export const statusLooks: Record<Exclude<KycStatus, 'NOT_SUBMITTED'>, BadgeLook> = {
  PENDING: { tone: 'warning', label: 'Waiting for a decision' },
  APPROVED: { tone: 'positive', label: 'Approved' },
  REJECTED: { tone: 'critical', label: 'Rejected' },
};

export function statusLook(status: KycStatus): BadgeLook {
  return status === 'NOT_SUBMITTED' ? { tone: 'neutral', label: 'Not submitted' } : statusLooks[status];
}

/** The name on the submission, as the applicant typed it. */
export function applicantName(submission: Pick<AdminKycSubmission, 'firstname' | 'lastname'>): string {
  return `${submission.firstname} ${submission.lastname}`;
}

/** 'Approved by ada@kampus.ng, Sat, 28 Nov 2026, 10:42', or null while it waits. */
export function decisionText(submission: AdminKycSubmission): string | null {
  if (submission.status === 'PENDING' || submission.reviewedAt === null) return null;
  const verb = submission.status === 'APPROVED' ? 'Approved' : 'Rejected';
  const by = submission.reviewedBy?.email ?? 'the command line';
  return `${verb} by ${by}, ${formatDateTime(submission.reviewedAt)}`;
}

/** The NIN in groups of 4-4-3, easier to compare with the card by eye. */
export function groupedNin(nin: string): string {
  return /^\d{11}$/.test(nin) ? `${nin.slice(0, 4)} ${nin.slice(4, 8)} ${nin.slice(8)}` : nin;
}
