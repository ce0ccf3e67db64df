/**
 * The sandbox's banks and accounts. Everything about a test account follows from its number, so a
 * test (or a tester) can pick one that behaves as wanted:
 *
 * - 10 digits; the 7th digit picks the first name, the 8th the surname (ACCOUNT_FIRST_NAMES,
 *   ACCOUNT_SURNAMES): 0000000000 is ADA OBI;
 * - the last digit decides what a transfer to it does: 1 fails (`transfer.failed`), 2 succeeds and
 *   is then reversed (`transfer.success` then `transfer.reversed`), 9 does not resolve at all (no
 *   name, no recipient), anything else succeeds (`transfer.success`).
 *
 * A test can also give an account any name it likes (`SandboxState.nameAccount`).
 */
export interface SandboxBank {
  id: number;
  name: string;
  slug: string;
  code: string;
}

/** Real Nigerian bank codes, so a bank chosen in the demo looks like the real list. */
export const SANDBOX_BANKS: readonly SandboxBank[] = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044' },
  { id: 2, name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050' },
  { id: 3, name: 'Fidelity Bank', slug: 'fidelity-bank', code: '070' },
  { id: 4, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011' },
  { id: 5, name: 'First City Monument Bank', slug: 'first-city-monument-bank', code: '214' },
  { id: 6, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058' },
  { id: 7, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211' },
  { id: 8, name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515' },
  { id: 9, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992' },
  { id: 10, name: 'PalmPay', slug: 'palmpay', code: '999991' },
  { id: 11, name: 'Sterling Bank', slug: 'sterling-bank', code: '232' },
  { id: 12, name: 'Union Bank of Nigeria', slug: 'union-bank-of-nigeria', code: '032' },
  { id: 13, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033' },
  { id: 14, name: 'Wema Bank', slug: 'wema-bank', code: '035' },
  { id: 15, name: 'Zenith Bank', slug: 'zenith-bank', code: '057' },
];

export const ACCOUNT_FIRST_NAMES = [
  'ADA',
  'TUNDE',
  'CHIOMA',
  'EMEKA',
  'FATIMA',
  'IBRAHIM',
  'NGOZI',
  'SEUN',
  'YETUNDE',
  'CHINEDU',
] as const;
export const ACCOUNT_SURNAMES = [
  'OBI',
  'ADEYEMI',
  'OKAFOR',
  'BELLO',
  'EZE',
  'MUSA',
  'NWOSU',
  'ADEBAYO',
  'OKONKWO',
  'ABUBAKAR',
] as const;

export type TransferOutcome = 'success' | 'failed' | 'reversed';

export const bankByCode = (code: string) => SANDBOX_BANKS.find((bank) => bank.code === code);

export const isAccountNumber = (value: string) => /^\d{10}$/.test(value);

/** The name the bank holds for this number, or undefined for an account that does not resolve. */
export function accountNameFor(accountNumber: string): string | undefined {
  if (!isAccountNumber(accountNumber) || accountNumber.endsWith('9')) return undefined;
  return `${ACCOUNT_FIRST_NAMES[Number(accountNumber[6])]} ${ACCOUNT_SURNAMES[Number(accountNumber[7])]}`;
}

/** What a transfer to this account does. */
export function transferOutcomeFor(accountNumber: string): TransferOutcome {
  if (accountNumber.endsWith('1')) return 'failed';
  if (accountNumber.endsWith('2')) return 'reversed';
  return 'success';
}
