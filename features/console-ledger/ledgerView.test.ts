import { describe, expect, it } from 'vitest';
import { sampleFailedRun, sampleOkRun } from './fixtures';
import { findingsText, monthText, signedKobo } from './ledgerView';

describe('the ledger screen’s words', () => {
  it('signs amounts with a true minus and leaves zero unsigned', () => {
    expect(signedKobo(50_000)).toBe('+₦500');
    expect(signedKobo(-50_000)).toBe('−₦500');
    expect(signedKobo(0)).toBe('₦0');
  });

  it('names a month in full, whatever the machine’s time zone', () => {
    expect(monthText('2026-11')).toBe('November 2026');
    expect(monthText('2026-01')).toBe('January 2026');
    expect(monthText('not-a-month')).toBe('not-a-month');
  });

  it('counts every kind of difference a run found', () => {
    expect(findingsText(sampleOkRun)).toBe('No differences');
    expect(findingsText(sampleFailedRun)).toBe('1 difference');
    const many = { ...sampleFailedRun, negativeBalances: [{ accountId: 'platform:fees', fromEntries: -1 }] };
    expect(findingsText(many)).toBe('2 differences');
  });
});
