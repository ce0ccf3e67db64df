import { describe, expect, it } from 'vitest';
import { platformFeeOf, shareEscrow } from './fees';

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
