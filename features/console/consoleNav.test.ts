import { describe, expect, it } from 'vitest';
import { consoleNavFor } from './consoleNav';

const labels = (role: Parameters<typeof consoleNavFor>[0]) => consoleNavFor(role).map((item) => item.label);

describe('consoleNavFor', () => {
  it('gives an administrator every area, staff last', () => {
    expect(labels('admin')).toEqual([
      'Overview',
      'KYC',
      'Disputes',
      'Moderation',
      'People',
      'Payouts',
      'Support',
      'Ledger',
      'Audit',
      'Staff',
    ]);
  });

  it('gives support the inbox, KYC, disputes and moderation, but not money or staff', () => {
    expect(labels('support')).toEqual(['Overview', 'KYC', 'Disputes', 'Moderation', 'People', 'Support', 'Audit']);
  });

  it('gives finance payouts and the ledger, but not KYC, moderation, support or staff', () => {
    expect(labels('finance')).toEqual(['Overview', 'Disputes', 'People', 'Payouts', 'Ledger', 'Audit']);
  });
});
