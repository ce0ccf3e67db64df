import { describe, expect, it } from 'vitest';
import {
  amountTone,
  amountWords,
  cardNote,
  checkDepositAmount,
  checkWithdrawalAmount,
  chosenMonth,
  historyMonths,
  monthOf,
  newIdempotencyKey,
  parseNaira,
  signedAmount,
} from './wallet';

describe('monthOf', () => {
  it('counts the month in Lagos, an hour ahead of UTC', () => {
    expect(monthOf(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12');
  });
});

describe('historyMonths', () => {
  it('lists the months from the current one back to January 2025, newest first', () => {
    const months = historyMonths('2026-02');
    expect(months).toHaveLength(14);
    expect(months[0]).toEqual({ id: '2026-02', name: 'February 2026' });
    expect(months[1]).toEqual({ id: '2026-01', name: 'January 2026' });
    expect(months[2]).toEqual({ id: '2025-12', name: 'December 2025' });
    expect(months.at(-1)).toEqual({ id: '2025-01', name: 'January 2025' });
  });

  it('shows January 2025 alone when the clock is before it', () => {
    expect(historyMonths('2024-06')).toEqual([{ id: '2025-01', name: 'January 2025' }]);
  });

  it('takes the month from the address only when the history has it', () => {
    expect(chosenMonth('2025-03', '2026-11')).toBe('2025-03');
    expect(chosenMonth('2024-12', '2026-11')).toBe('2026-11');
    expect(chosenMonth('2026-12', '2026-11')).toBe('2026-11');
    expect(chosenMonth('march', '2026-11')).toBe('2026-11');
    expect(chosenMonth(null, '2026-11')).toBe('2026-11');
  });
});

describe('amounts typed in naira', () => {
  it('reads digits, grouping commas, the naira sign and up to two decimals as whole kobo', () => {
    expect(parseNaira('20000')).toEqual({ kobo: 2_000_000 });
    expect(parseNaira(' ₦20,000 ')).toEqual({ kobo: 2_000_000 });
    expect(parseNaira('20000.5')).toEqual({ kobo: 2_000_050 });
    expect(parseNaira('0.29')).toEqual({ kobo: 29 });
  });

  it('refuses what is not an amount', () => {
    expect(parseNaira('')).toEqual({ error: 'Enter an amount' });
    expect(parseNaira('-500').error).toMatch(/digits only/);
    expect(parseNaira('1.234').error).toMatch(/digits only/);
    expect(parseNaira('12abc').error).toMatch(/digits only/);
    expect(parseNaira('99999999999999999999').error).toBe('That amount is too large');
  });

  it('holds a deposit between ₦100 and ₦5,000,000', () => {
    expect(checkDepositAmount('99.99')).toEqual({ error: 'Amount must be at least ₦100' });
    expect(checkDepositAmount('100')).toEqual({ kobo: 10_000 });
    expect(checkDepositAmount('5,000,000')).toEqual({ kobo: 500_000_000 });
    expect(checkDepositAmount('5000000.01')).toEqual({ error: 'Amount must be at most ₦5,000,000' });
  });

  it('holds a withdrawal between ₦1,000 and the available balance', () => {
    expect(checkWithdrawalAmount('999', 5_000_000)).toEqual({ error: 'Amount must be at least ₦1,000' });
    expect(checkWithdrawalAmount('1000', 5_000_000)).toEqual({ kobo: 100_000 });
    expect(checkWithdrawalAmount('50000', 5_000_000)).toEqual({ kobo: 5_000_000 });
    expect(checkWithdrawalAmount('50000.01', 5_000_000)).toEqual({
      error: 'Amount is more than your available balance of ₦50,000',
    });
  });
});

describe('rows', () => {
  it('signs the amount by direction', () => {
    expect(signedAmount({ amountKobo: 2_000_000, direction: 'in' })).toBe('+₦20,000');
    expect(signedAmount({ amountKobo: 450_050, direction: 'out' })).toBe('−₦4,500.50');
  });

  it('leaves unsigned and plain what was paid or refunded by card, and says where it went', () => {
    const card = { amountKobo: 4_500_000, direction: 'out', throughWallet: false } as const;
    expect(signedAmount(card)).toBe('₦45,000');
    expect(amountTone(card)).toBe('card');
    expect(cardNote(card)).toBe('Paid by card, held in escrow');
    expect(amountWords(card)).toBe('Paid by card, held in escrow ₦45,000');
    expect(cardNote({ direction: 'in', throughWallet: false })).toBe('Refunded to your card');
    const wallet = { amountKobo: 650_000, direction: 'out', throughWallet: true } as const;
    expect([signedAmount(wallet), amountTone(wallet), cardNote(wallet), amountWords(wallet)]).toEqual([
      '−₦6,500',
      'out',
      null,
      'Paid out ₦6,500',
    ]);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh v4 uuid each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
