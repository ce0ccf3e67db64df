import type { BlockedPerson, Report } from '../../contract';
import type { ReportTarget } from './reportForm';

/** A product as its page offers it to report. */
export const sampleReportTarget: ReportTarget = { kind: 'product', id: '41', label: 'iPhone 12 Pro 128GB (UK used)' };

/** A report as the server answers it once sent. */
export function sampleReport(target: ReportTarget, reason: Report['reason'], details: string | null): Report {
  return {
    id: '9001',
    targetKind: target.kind,
    targetId: target.id,
    targetLabel: target.label,
    reason,
    details,
    status: 'open',
    outcome: null,
    createdAt: '2026-11-28T10:00:00.000Z',
  };
}

/** Two people a student blocked, newest first. */
export const sampleBlockedPeople: BlockedPerson[] = [
  { userId: '208', name: 'Chinedu Okafor', avatar: null, blockedAt: '2026-11-26T09:30:00.000Z' },
  { userId: '173', name: 'Aisha Bello', avatar: null, blockedAt: '2026-11-12T17:05:00.000Z' },
];
