import type { BankAccount, Deposit, Withdrawal } from '../../../contract';
import type { walletBankAccounts, walletDeposits, withdrawals } from './schema';

export const last4 = (accountNumber: string) => accountNumber.slice(-4);
/** "GTBank ••••6789". */
export const bankLine = (bankName: string, accountNumberLast4: string) => `${bankName} ••••${accountNumberLast4}`;

export function depositView(row: typeof walletDeposits.$inferSelect): Deposit {
  return { reference: row.reference, amountKobo: row.amountKobo, status: row.status, createdAt: row.createdAt.toISOString() };
}

export function bankAccountView(row: typeof walletBankAccounts.$inferSelect): BankAccount {
  return {
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumberLast4: last4(row.accountNumber),
    accountName: row.accountName,
  };
}

export function withdrawalView(row: typeof withdrawals.$inferSelect): Withdrawal {
  return {
    id: row.id,
    amountKobo: row.amountKobo,
    status: row.status,
    bankName: row.bankName,
    accountNumberLast4: row.accountNumberLast4,
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
