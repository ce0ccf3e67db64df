import { describe, expect, it } from 'vitest';
import { statusBadges } from './statusBadges';

describe('statusBadges', () => {
  it.each([
    ['APPROVED', 'positive', 'Approved'],
    ['PENDING', 'neutral', 'Pending'],
    ['NOT_SUBMITTED', 'critical', 'Not Submitted'],
    ['REJECTED', 'critical', 'Rejected'],
    ['VERIFIED', 'positive', 'VERIFIED'],
    ['CLOSED', 'neutral', 'CLOSED'],
  ] as const)('%s reads %s "%s"', (status, tone, label) => {
    expect(statusBadges[status]).toEqual({ tone, label });
  });
});
