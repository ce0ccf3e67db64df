import { eq } from 'drizzle-orm';
import { ACCOUNT_NAME_MISMATCH } from '../../../contract';
import type { Bank, BankAccount, ResolvedBankAccount, ResolveBankAccountBody, SaveBankAccountBody } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { PaystackRefusedError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import { requireVerifiedName } from './identity';
import { accountNameMatches, sameAccountName } from './name-match';
import { walletBankAccounts } from './schema';
import { bankAccountView } from './view';

/** How long the bank list is kept before the provider is asked again. */
export const BANKS_CACHE_MS = 6 * 60 * 60 * 1000;
const bankLists = new WeakMap<Services, { at: number; banks: Bank[] }>();

/** The banks withdrawals can go to (the provider's active Nigerian banks, by name), cached for a few hours. */
export async function banks(services: Services): Promise<Bank[]> {
  const now = services.clock.now().getTime();
  const cached = bankLists.get(services);
  if (cached && now - cached.at < BANKS_CACHE_MS) return cached.banks;
  const list = (await paystackFor(services).listBanks())
    .filter((bank) => bank.active)
    .map((bank) => ({ code: bank.code, name: bank.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  bankLists.set(services, { at: now, banks: list });
  return list;
}

export const BANK_NOT_LISTED = 'Bank must be chosen from the list';
export const ACCOUNT_NOT_RESOLVED = 'We could not find this account at that bank. Check the account number and the bank.';
export const NAME_CHANGED = 'The name on this account is not the one you confirmed. Check the account again.';

const unprocessable = (field: string, message: string) => new ApiError(422, message, { [field]: message });

/** The account's name at the bank and whether it matches the caller's verified name; 403 unless KYC-approved. */
export async function resolveBankAccount(
  services: Services,
  userId: string,
  input: ResolveBankAccountBody,
): Promise<ResolvedBankAccount> {
  const verified = await requireVerifiedName(services.db, userId);
  const bank = (await banks(services)).find((candidate) => candidate.code === input.bankCode);
  if (!bank) throw unprocessable('bankCode', BANK_NOT_LISTED);
  let accountName: string;
  try {
    ({ accountName } = await paystackFor(services).resolveAccount(input.accountNumber, input.bankCode));
  } catch (error) {
    if (error instanceof PaystackRefusedError) throw unprocessable('accountNumber', ACCOUNT_NOT_RESOLVED);
    throw error;
  }
  return {
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: input.accountNumber,
    accountName,
    matchesVerifiedName: accountNameMatches(accountName, verified),
  };
}

/**
 * Saves the account the user confirmed: resolved again (422 when its name does not match the
 * verified name, or is not the name the user confirmed), then made a transfer recipient at the
 * provider, then stored (replacing any earlier account).
 */
export async function saveBankAccount(services: Services, userId: string, input: SaveBankAccountBody): Promise<BankAccount> {
  const { db, clock } = services;
  const resolved = await resolveBankAccount(services, userId, input);
  if (!resolved.matchesVerifiedName) throw unprocessable('accountName', ACCOUNT_NAME_MISMATCH);
  if (!sameAccountName(resolved.accountName, input.accountName)) throw unprocessable('accountName', NAME_CHANGED);
  let recipientCode: string;
  try {
    recipientCode = (
      await paystackFor(services).createTransferRecipient({
        name: resolved.accountName,
        accountNumber: resolved.accountNumber,
        bankCode: resolved.bankCode,
      })
    ).recipient_code;
  } catch (error) {
    if (error instanceof PaystackRefusedError) throw unprocessable('accountNumber', ACCOUNT_NOT_RESOLVED);
    throw error;
  }
  const now = clock.now();
  const values = {
    bankCode: resolved.bankCode,
    bankName: resolved.bankName,
    accountNumber: resolved.accountNumber,
    accountName: resolved.accountName,
    recipientCode,
    updatedAt: now,
  };
  const [row] = await db
    .insert(walletBankAccounts)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: walletBankAccounts.userId, set: values })
    .returning();
  return bankAccountView(row!);
}

/** The caller's saved account, or null. */
export async function bankAccountOf(services: Services, userId: string): Promise<BankAccount | null> {
  const [row] = await services.db.select().from(walletBankAccounts).where(eq(walletBankAccounts.userId, userId));
  return row ? bankAccountView(row) : null;
}
