import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { koboField, koboFromNaira, koboSchema, signedKoboSchema } from './money';

describe('koboSchema', () => {
  it.each([0, 1, 2_450_000, Number.MAX_SAFE_INTEGER])('accepts %s kobo', (kobo) => {
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
  ])('refuses %s', (input, message) => {
    const result = v.safeParse(koboSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(message);
  });

  it('names the field it is built for', () => {
    expect(v.safeParse(koboField('Price'), 9.99).issues?.[0].message).toBe('Price must be a whole number of kobo');
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
