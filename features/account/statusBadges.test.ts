import { describe, expect, it } from 'vitest';
import { kycStatusBadges, verifiedEmailBadge } from './statusBadges';

describe('kycStatusBadges', () => {
  it.each([
    ['APPROVED', 'positive', 'Approved'],
    ['PENDING', 'neutral', 'Pending'],
    ['NOT_SUBMITTED', 'critical', 'Not Submitted'],
    ['REJECTED', 'critical', 'Rejected'],
  ] as const)('%s reads %s "%s"', (status, tone, label) => {
    expect(kycStatusBadges[status]).toEqual({ tone, label });
  });
});

describe('verifiedEmailBadge', () => {
  it('reads positive "VERIFIED"', () => {
    expect(verifiedEmailBadge).toEqual({ tone: 'positive', label: 'VERIFIED' });
  });
});
