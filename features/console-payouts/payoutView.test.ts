import { describe, expect, it } from 'vitest';
import { sampleFailedPayout, sampleRetriedPayout } from './fixtures';
import { awaitsDecision, bankText } from './payoutView';

describe('a payout as the console shows it', () => {
  it('awaits a decision only while failed or reversed and undecided', () => {
    expect(awaitsDecision(sampleFailedPayout)).toBe(true);
    expect(awaitsDecision({ ...sampleFailedPayout, status: 'reversed' })).toBe(true);
    expect(awaitsDecision(sampleRetriedPayout)).toBe(false);
    expect(awaitsDecision({ ...sampleFailedPayout, status: 'pending' })).toBe(false);
    expect(awaitsDecision({ ...sampleFailedPayout, status: 'successful' })).toBe(false);
  });

  it('names the bank account by its last four digits and holder', () => {
    expect(bankText(sampleFailedPayout)).toBe('GTBank ••••6781, ADA OBI');
  });
});
