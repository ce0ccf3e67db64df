import type { AuditEntry, AuditListResponse } from '../../contract';

export const sampleKycId = 'c0ffee00-0000-4000-8000-000000000001';
export const samplePersonId = 'b0b0b0b0-0000-4000-8000-000000000002';

/** A KYC submission's trail, newest first: rejected, then approved on the second try. */
export const sampleKycTrail: AuditEntry[] = [
  {
    id: '42',
    at: '2026-11-28T10:42:00.000Z',
    actor: { id: 'staff-admin-1', email: 'ada@kampus.ng', role: 'admin' },
    action: 'kyc.approve',
    target: { type: 'kyc', id: sampleKycId },
    before: { status: 'PENDING' },
    after: { status: 'APPROVED' },
    reason: null,
  },
  {
    id: '17',
    at: '2026-11-27T15:05:00.000Z',
    actor: { id: 'staff-admin-2', email: 'tunde@kampus.ng', role: 'admin' },
    action: 'kyc.reject',
    target: { type: 'kyc', id: sampleKycId },
    before: { status: 'PENDING' },
    after: { status: 'REJECTED' },
    reason: 'The student ID is unreadable.',
  },
];

/** The whole audit's first page: several areas, one by the command line. */
export const sampleAuditPage: AuditEntry[] = [
  sampleKycTrail[0]!,
  {
    id: '41',
    at: '2026-11-28T09:30:00.000Z',
    actor: { id: 'staff-finance-1', email: 'finance@kampus.ng', role: 'finance' },
    action: 'dispute.split',
    target: { type: 'order', id: 'a1b2c3d4-0000-4000-8000-000000000001' },
    before: { status: 'disputed' },
    after: { status: 'resolved', buyerKobo: 1_000_000, sellerKobo: 500_000 },
    reason: 'The item arrived with a cracked screen; half the price back.',
  },
  {
    id: '40',
    at: '2026-11-28T08:00:00.000Z',
    actor: { id: 'staff-support-1', email: 'support@kampus.ng', role: 'support' },
    action: 'person.suspend',
    target: { type: 'user', id: samplePersonId },
    before: { suspendedAt: null },
    after: { suspendedAt: '2026-11-28T08:00:00.000Z' },
    reason: 'Several buyers report items never sent.',
  },
  {
    id: '39',
    at: '2026-11-27T23:00:00.000Z',
    actor: null,
    action: 'staff.grant',
    target: { type: 'user', id: 'staff-finance-1' },
    before: { role: 'user' },
    after: { role: 'finance' },
    reason: null,
  },
];

export function auditPage(data: AuditEntry[], nextBefore: string | null = null): AuditListResponse {
  return { data, nextBefore };
}

/** An older entry, the second page of a trail that has more than one. */
export const olderKycEntry: AuditEntry = {
  id: '5',
  at: '2026-11-20T12:00:00.000Z',
  actor: { id: 'staff-support-1', email: 'support@kampus.ng', role: 'support' },
  action: 'kyc.reject',
  target: { type: 'kyc', id: sampleKycId },
  before: { status: 'PENDING' },
  after: { status: 'REJECTED' },
  reason: 'Name does not match.',
};
