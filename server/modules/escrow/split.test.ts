import { describe, expect, it } from 'vitest';
import { platformFeeOf, refusalOfDecision, shareEscrow } from './split';

describe('the platform fee and the escrow shares', () => {
  it('takes floor(subtotal × bps / 10000) from the item subtotal only', () => {
    expect(platformFeeOf(1_000_000, 300)).toBe(30_000);
    expect(platformFeeOf(999, 300)).toBe(29);
    expect(platformFeeOf(1_000_000, 0)).toBe(0);
    // Exact far beyond any real order (BigInt arithmetic).
    expect(platformFeeOf(2 ** 52, 300)).toBe(Number((2n ** 52n * 300n) / 10_000n));
  });

  it('refunds everything, releases the total less the fee, and scales the fee to the seller’s share of a split', () => {
    const order = { totalKobo: 1_250_000, subtotalKobo: 1_000_000 };
    expect(shareEscrow(order, 300, { outcome: 'refund' })).toEqual({ buyerKobo: 1_250_000, sellerKobo: 0, feeKobo: 0 });
    expect(shareEscrow(order, 300, { outcome: 'release' })).toEqual({ buyerKobo: 0, sellerKobo: 1_220_000, feeKobo: 30_000 });
    // Seller's share 750,000 of 1,250,000: 60 % of the 30,000 fee.
    expect(shareEscrow(order, 300, { outcome: 'split', buyerKobo: 500_000 })).toEqual({
      buyerKobo: 500_000,
      sellerKobo: 732_000,
      feeKobo: 18_000,
    });
    for (const buyerKobo of [1, 7, 333_333, 1_249_999]) {
      const split = shareEscrow(order, 300, { outcome: 'split', buyerKobo });
      expect(split.buyerKobo + split.sellerKobo + split.feeKobo).toBe(order.totalKobo);
      expect(split.feeKobo).toBeLessThanOrEqual(30_000);
    }
  });
});

describe('which decisions an escrow admits', () => {
  it('needs a decision', () => {
    expect(refusalOfDecision(1_000, undefined, 'order')).toMatchObject({
      status: 400,
      message: "Outcome must be 'refund', 'release' or 'split'",
    });
  });

  it('refunds or releases any escrow, a free one included', () => {
    for (const total of [0, 1_000]) {
      expect(refusalOfDecision(total, { outcome: 'refund' }, 'ticket order')).toBeNull();
      expect(refusalOfDecision(total, { outcome: 'release' }, 'ticket order')).toBeNull();
    }
  });

  it('splits only what leaves the seller something', () => {
    expect(refusalOfDecision(1_000, { outcome: 'split', buyerKobo: 0 }, 'order')).toBeNull();
    expect(refusalOfDecision(1_000, { outcome: 'split', buyerKobo: 999 }, 'order')).toBeNull();
    for (const buyerKobo of [1_000, 1_001]) {
      expect(refusalOfDecision(1_000, { outcome: 'split', buyerKobo }, 'order')).toMatchObject({
        status: 422,
        message: 'Buyer amount must be less than the escrow total of 1000 kobo; to give the buyer everything, refund.',
        errors: { buyerKobo: 'Buyer amount must be less than 1000 kobo' },
      });
    }
  });

  it('has nothing to split in a free purchase', () => {
    expect(refusalOfDecision(0, { outcome: 'split', buyerKobo: 0 }, 'ticket order')).toMatchObject({
      status: 422,
      message: 'This ticket order was free: there is no money to split; refund or release it.',
      errors: { outcome: 'A free order cannot be split' },
    });
  });
});
