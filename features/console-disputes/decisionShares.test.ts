import { describe, expect, it } from 'vitest';
import { checkForm } from '../../client';
import { checkBuyerShare, type decisionFields, decisionFormSchema, readNaira, sharesOf } from './decisionShares';

describe('sharesOf', () => {
  // The server's own example (server/modules/escrow/split.test.ts): ₦12,500 paid, a ₦300 fee on release.
  const order = { totalKobo: 1_250_000, releaseFeeKobo: 30_000 };

  it('refunds everything, and releases the total less the fee', () => {
    expect(sharesOf(order, 'refund')).toEqual({ buyerKobo: 1_250_000, sellerKobo: 0, feeKobo: 0 });
    expect(sharesOf(order, 'release')).toEqual({ buyerKobo: 0, sellerKobo: 1_220_000, feeKobo: 30_000 });
  });

  it("takes the fee of a split in proportion to the seller's share, rounded down, as the server does", () => {
    expect(sharesOf(order, 'split', 500_000)).toEqual({ buyerKobo: 500_000, sellerKobo: 732_000, feeKobo: 18_000 });
    // The journey: ₦15,000 picked up, ₦10,000 back to the buyer, the rest to the seller less 3 % of it.
    expect(sharesOf({ totalKobo: 1_500_000, releaseFeeKobo: 45_000 }, 'split', 1_000_000)).toEqual({
      buyerKobo: 1_000_000,
      sellerKobo: 485_000,
      feeKobo: 15_000,
    });
    for (const buyerKobo of [1, 7, 333_333, 1_249_999]) {
      const shares = sharesOf(order, 'split', buyerKobo);
      expect(shares.buyerKobo + shares.sellerKobo + shares.feeKobo).toBe(order.totalKobo);
    }
  });
});

describe('readNaira and checkBuyerShare', () => {
  it('reads naira as people type it, as whole kobo', () => {
    expect(readNaira('10000')).toEqual({ kobo: 1_000_000 });
    expect(readNaira('₦10,000.5')).toEqual({ kobo: 1_000_050 });
    expect(readNaira(' 0.07 ')).toEqual({ kobo: 7 });
    expect(readNaira('')).toEqual({ error: 'Enter the buyer’s share' });
    expect(readNaira('10k')).toEqual({ error: 'Enter the amount in naira, using digits only, e.g. 10000' });
    expect(readNaira('1.234')).toEqual({ error: 'Enter the amount in naira, using digits only, e.g. 10000' });
  });

  it('keeps a split between nothing and the whole escrow', () => {
    expect(checkBuyerShare('0', 1_500_000)).toEqual({ error: 'The buyer’s share must be more than ₦0' });
    expect(checkBuyerShare('15000', 1_500_000)).toEqual({
      error: 'The buyer’s share must be less than the whole escrow; to give it all back, refund',
    });
    expect(checkBuyerShare('14999.99', 1_500_000)).toEqual({ kobo: 1_499_999 });
  });
});

describe('decisionFormSchema', () => {
  const schema = decisionFormSchema(1_500_000);
  const check = (values: Record<(typeof decisionFields)[number], string>) => checkForm(schema, values);

  it('sends a refund or a release without an amount', () => {
    expect(check({ outcome: 'refund', buyerShare: 'ignored', reason: ' Never arrived ' })).toEqual({
      success: true,
      output: { outcome: 'refund', reason: 'Never arrived' },
    });
  });

  it("sends a split with the buyer's share in kobo", () => {
    expect(check({ outcome: 'split', buyerShare: '10,000', reason: 'Scratched screen' })).toEqual({
      success: true,
      output: { outcome: 'split', buyerKobo: 1_000_000, reason: 'Scratched screen' },
    });
  });

  it('names every field that is wrong at once', () => {
    expect(check({ outcome: 'split', buyerShare: '20000', reason: '  ' })).toEqual({
      success: false,
      errors: {
        buyerShare: 'The buyer’s share must be less than the whole escrow; to give it all back, refund',
        reason: 'Reason is a required field',
      },
    });
    expect(check({ outcome: '', buyerShare: '', reason: 'x' })).toEqual({
      success: false,
      errors: { outcome: 'Choose how to decide' },
    });
  });
});
