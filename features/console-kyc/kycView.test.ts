import { describe, expect, it } from 'vitest';
import { decisionText, groupedNin, waitingText } from './kycView';
import { sampleApproved, sampleSubmission } from './fixtures';

describe('waitingText', () => {
  const submitted = '2026-11-28T08:00:00.000Z';
  it.each([
    [30_000, 'under a minute'],
    [60_000, '1 minute'],
    [45 * 60_000, '45 minutes'],
    [3 * 3_600_000, '3 hours'],
    [49 * 3_600_000, '2 days'],
  ])('after %i ms says %s', (ms, text) => {
    expect(waitingText(submitted, Date.parse(submitted) + ms)).toBe(text);
  });
});

describe('decisionText', () => {
  it('names who decided and when (Lagos time), and nothing while waiting', () => {
    expect(decisionText(sampleApproved)).toBe('Approved by ada@kampus.ng, Sat, 28 Nov 2026, 10:42');
    expect(decisionText({ ...sampleApproved, reviewedBy: null })).toBe('Approved by the command line, Sat, 28 Nov 2026, 10:42');
    expect(decisionText(sampleSubmission)).toBeNull();
  });
});

describe('groupedNin', () => {
  it('groups 11 digits 4-4-3 and leaves anything else as it is', () => {
    expect(groupedNin('12345678901')).toBe('1234 5678 901');
    expect(groupedNin('*******8901')).toBe('*******8901');
  });
});
