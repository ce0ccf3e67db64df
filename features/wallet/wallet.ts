/** The wallet's pure rules: months of history, amounts typed in naira, and how rows read. */
import {
  MAX_DEPOSIT_KOBO,
  MIN_DEPOSIT_KOBO,
  MIN_WITHDRAWAL_KOBO,
  WALLET_FIRST_MONTH,
  type WalletTransaction,
  type WalletTransactionKind,
  type WalletTransactionStatus,
  defaultTimeZone,
  formatKobo,
  parseNaira,
  type NairaAmount,
} from '../../contract';
import type { BadgeLook } from '../../ui';

/** Which dashboard the wallet is shown in: the payment page returns there. */
export type WalletDashboard = 'buyer' | 'seller';

/** What a hidden balance shows instead of the amount. */
export const HIDDEN_AMOUNT = '₦ ****';

/** 'YYYY-MM' of `now` in Lagos, where the history's months are counted. */
export function monthOf(now: Date, timeZone = defaultTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value ?? '1970';
  const month = parts.find((part) => part.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return MONTH_NAME.format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)));
}

/** Every month the history can show, from `current` back to January 2025, newest first. */
export function historyMonths(current: string, first = WALLET_FIRST_MONTH): { id: string; name: string }[] {
  const [firstYear = 2025, firstMonth = 1] = first.split('-').map(Number);
  let [year = firstYear, month = firstMonth] = current.split('-').map(Number);
  if (year * 12 + month < firstYear * 12 + firstMonth) [year, month] = [firstYear, firstMonth];
  const months: { id: string; name: string }[] = [];
  while (year * 12 + month >= firstYear * 12 + firstMonth) {
    const id = `${year}-${String(month).padStart(2, '0')}`;
    months.push({ id, name: monthLabel(id) });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** The month asked for in the address, when it is one the history has; else `current`. */
export function chosenMonth(asked: string | null, current: string): string {
  return asked && historyMonths(current).some((month) => month.id === asked) ? asked : current;
}

/** The words of each kind of row. */
export const kindLabels: Record<WalletTransactionKind, string> = {
  earning: 'Earning Received',
  payment: 'Payment',
  refund: 'Refund',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_return: 'Withdrawal Returned',
};

const statusBadges: Record<WalletTransactionStatus, BadgeLook> = {
  pending: { tone: 'warning', label: 'Pending' },
  successful: { tone: 'positive', label: 'Successful' },
  failed: { tone: 'critical', label: 'Failed' },
  reversed: { tone: 'neutral', label: 'Reversed' },
};

export function statusBadge(status: WalletTransactionStatus): BadgeLook {
  return statusBadges[status];
}

type AmountFields = Pick<WalletTransaction, 'amountKobo' | 'direction'> & Partial<Pick<WalletTransaction, 'throughWallet'>>;

/** '+₦20,000' for money into the wallet, '−₦4,500' for money out; no sign for money that never passed through it. */
export function signedAmount({ amountKobo, direction, throughWallet = true }: AmountFields): string {
  const amount = formatKobo(Math.abs(amountKobo));
  if (!throughWallet) return amount;
  return `${direction === 'in' ? '+' : '−'}${amount}`;
}

/** How a row's amount reads: green in, red out, plain for a card payment or refund, which left the balance alone. */
export function amountTone({ direction, throughWallet = true }: Omit<AmountFields, 'amountKobo'>): 'in' | 'out' | 'card' {
  return throughWallet ? direction : 'card';
}

/**
 * Where the money of a row that did not pass through the wallet went: an order paid by card is
 * held in escrow straight from the card, and a refund of it goes back to the card.
 */
export function cardNote({ direction, throughWallet = true }: Omit<AmountFields, 'amountKobo'>): string | null {
  if (throughWallet) return null;
  return direction === 'out' ? 'Paid by card, held in escrow' : 'Refunded to your card';
}

/** The amount in words for screen readers: 'Received ₦20,000', 'Paid out ₦4,500', 'Paid by card, held in escrow ₦45,000'. */
export function amountWords(transaction: AmountFields): string {
  const amount = formatKobo(Math.abs(transaction.amountKobo));
  return `${cardNote(transaction) ?? (transaction.direction === 'in' ? 'Received' : 'Paid out')} ${amount}`;
}

/** An amount typed in naira: the kobo, or why it cannot be read. */
export type AmountCheck = NairaAmount;
export { parseNaira };

/** The deposit amount typed, checked against the smallest and largest deposit. */
export function checkDepositAmount(text: string): AmountCheck {
  const read = parseNaira(text);
  if (read.error !== undefined) return read;
  if (read.kobo < MIN_DEPOSIT_KOBO) return { error: `Amount must be at least ${formatKobo(MIN_DEPOSIT_KOBO)}` };
  if (read.kobo > MAX_DEPOSIT_KOBO) return { error: `Amount must be at most ${formatKobo(MAX_DEPOSIT_KOBO)}` };
  return read;
}

/** The withdrawal amount typed, checked against the minimum and what is available now. */
export function checkWithdrawalAmount(text: string, availableKobo: number): AmountCheck {
  const read = parseNaira(text);
  if (read.error !== undefined) return read;
  if (read.kobo < MIN_WITHDRAWAL_KOBO) return { error: `Amount must be at least ${formatKobo(MIN_WITHDRAWAL_KOBO)}` };
  if (read.kobo > availableKobo) {
    return { error: `Amount is more than your available balance of ${formatKobo(availableKobo)}` };
  }
  return read;
}

/** Whether the typed text is 4 digits (a PIN or a mailed code). */
export function isFourDigits(text: string): boolean {
  return /^\d{4}$/.test(text);
}

/** A fresh v4 uuid, also where `crypto.randomUUID` is missing (an insecure origin). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
