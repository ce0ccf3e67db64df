import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resolveDisputeBodySchema } from './orders';
import { createWithdrawalBodySchema } from './wallet';
import { koboField, koboFromNaira, koboSchema, MAX_ORDER_TOTAL_KOBO, MAX_PRICE_KOBO, nairaText, signedKoboSchema } from './money';

describe('koboSchema', () => {
  it.each([0, 1, 2_450_000, MAX_ORDER_TOTAL_KOBO])('accepts %s kobo', (kobo) => {
    expect(v.parse(koboSchema, kobo)).toBe(kobo);
  });

  it.each([
    [1.5, 'Amount must be a whole number of kobo'],
    [Number.NaN, 'Amount must be a whole number of kobo'],
    [Number.POSITIVE_INFINITY, 'Amount must be a whole number of kobo'],
    ['100', 'Amount must be a whole number of kobo'],
    [2 ** 53, 'Amount must be a whole number of kobo'],
    [null, 'Amount must be a whole number of kobo'],
    [-1, 'Amount must not be negative'],
    [MAX_ORDER_TOTAL_KOBO + 1, 'Amount must be at most ₦1,000,000,000'],
    [2 ** 52, 'Amount must be at most ₦1,000,000,000'],
    [Number.MAX_SAFE_INTEGER, 'Amount must be at most ₦1,000,000,000'],
  ])('refuses %s', (input, message) => {
    const result = v.safeParse(koboSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(message);
  });

  it('names the field it is built for', () => {
    expect(v.safeParse(koboField('Price'), 9.99).issues?.[0].message).toBe('Price must be a whole number of kobo');
  });
});

describe('koboField', () => {
  it('takes a price of at most ₦100,000,000 unless told another ceiling', () => {
    expect(MAX_PRICE_KOBO).toBe(10_000_000_000);
    expect(v.parse(koboField('Price'), MAX_PRICE_KOBO)).toBe(MAX_PRICE_KOBO);
    expect(v.safeParse(koboField('Price'), MAX_PRICE_KOBO + 1).issues?.[0].message).toBe('Price must be at most ₦100,000,000');
    expect(v.safeParse(koboField('Price'), 2 ** 52).issues?.[0].message).toBe('Price must be at most ₦100,000,000');
    expect(v.safeParse(koboField('Fee', 50_000), 50_001).issues?.[0].message).toBe('Fee must be at most ₦500');
  });

  it('writes whole naira with thousands separators', () => {
    expect(nairaText(0)).toBe('₦0');
    expect(nairaText(99_900)).toBe('₦999');
    expect(nairaText(MAX_PRICE_KOBO)).toBe('₦100,000,000');
    expect(nairaText(MAX_ORDER_TOTAL_KOBO)).toBe('₦1,000,000,000');
  });
});

describe('signedKoboSchema', () => {
  it('accepts negative amounts for ledger entries and still refuses fractions and unsafe integers', () => {
    expect(v.parse(signedKoboSchema, -250_000)).toBe(-250_000);
    expect(v.parse(signedKoboSchema, -Number.MAX_SAFE_INTEGER)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(v.is(signedKoboSchema, -0.5)).toBe(false);
    expect(v.is(signedKoboSchema, -(2 ** 53))).toBe(false);
  });
});

describe('koboFromNaira', () => {
  it.each([
    [24_500, 2_450_000],
    [1250.5, 125_050],
    [1250.05, 125_005],
    [0.29, 29],
    [0.01, 1],
    [0, 0],
    [-0, 0],
    [-2500, -250_000],
    [90_071_992_547_409.91, Number.MAX_SAFE_INTEGER],
  ])('₦%s -> %s kobo', (naira, kobo) => {
    expect(Object.is(koboFromNaira(naira), kobo)).toBe(true);
  });

  it.each([1.005, 0.1 + 0.2, 0.001, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s, which is not an exact amount of naira and kobo',
    (naira) => {
      expect(() => koboFromNaira(naira)).toThrow(RangeError);
    },
  );
});

describe('the other amounts a request carries', () => {
  it("a dispute's split and a withdrawal are at most an order's total", () => {
    const split = (buyerKobo: number) => v.safeParse(resolveDisputeBodySchema, { outcome: 'split', buyerKobo });
    expect(split(MAX_ORDER_TOTAL_KOBO).success).toBe(true);
    expect(split(2 ** 52).issues?.[0].message).toBe('Buyer amount must be at most ₦1,000,000,000');
    const withdraw = (amountKobo: number) =>
      v.safeParse(createWithdrawalBodySchema, { amountKobo, pin: '2580', idempotencyKey: 'k' });
    expect(withdraw(MAX_ORDER_TOTAL_KOBO).issues?.find((issue) => issue.path?.[0]?.key === 'amountKobo')).toBeUndefined();
    expect(withdraw(MAX_ORDER_TOTAL_KOBO + 1).issues?.find((issue) => issue.path?.[0]?.key === 'amountKobo')?.message).toBe(
      'Amount must be at most ₦1,000,000,000 at a time',
    );
  });
});
