import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import * as v from 'valibot';
import { api, useApi } from '../../client';
import {
  bankAccountSchema,
  bankSchema,
  createDepositResponseSchema,
  depositSchema,
  pinCodeSentResponseSchema,
  resolvedBankAccountSchema,
  walletBalancesSchema,
  walletMonthSchema,
  withdrawalPinStatusSchema,
  withdrawalSchema,
  type BankAccount,
  type CreateDepositBody,
  type CreateDepositResponse,
  type CreateWithdrawalBody,
  type Deposit,
  type ResolveBankAccountBody,
  type ResolvedBankAccount,
  type SaveBankAccountBody,
  type SetWithdrawalPinBody,
  type Withdrawal,
  type WalletBalances,
  type WithdrawalPinStatus,
} from '../../contract';

/** GET /v1/wallet: the balances (the header and checkout may read the same key). */
export const WALLET_KEY = 'wallet';
const MONTH_KEY = 'wallet/transactions';
export const BANKS_KEY = 'wallet/banks';
export const BANK_ACCOUNT_KEY = 'wallet/bank-account';
export const PIN_KEY = 'wallet/pin';

/** The SWR key of one month's history, which is also its path: wallet/transactions?month=2026-11. */
export const monthKey = (month: string) => `${MONTH_KEY}?${new URLSearchParams({ month })}`;

export function useWalletBalances() {
  return useApi(WALLET_KEY, walletBalancesSchema);
}

/** GET /v1/wallet/transactions?month=: the month's rows, newest first, with its in and out totals. */
export function useWalletMonth(month: string) {
  return useApi(monthKey(month), walletMonthSchema);
}

/** Reads the balances and every month's history again after money moved; resolves to the new balances. */
export function useRefreshWallet() {
  const { mutate } = useSWRConfig();
  return useCallback(async (): Promise<WalletBalances | undefined> => {
    const [balances] = await Promise.all([
      mutate(WALLET_KEY),
      mutate((key) => typeof key === 'string' && key.startsWith(`${MONTH_KEY}?`)),
    ]);
    return v.is(walletBalancesSchema, balances) ? balances : undefined;
  }, [mutate]);
}

/** POST /v1/wallet/deposits: the pending deposit and the payment page to send the user to. */
export function createDeposit(body: CreateDepositBody): Promise<CreateDepositResponse['data']> {
  return api.post(['wallet', 'deposits'], createDepositResponseSchema.entries.data, body);
}

/**
 * GET /v1/wallet/deposits/{reference}, asked again after `refreshInterval(deposit)` ms while
 * that is above 0 (the return from the payment page waits for the verified payment).
 */
export function useDeposit(reference: string | null, refreshInterval: (deposit: Deposit | undefined) => number) {
  return useApi(reference ? ['wallet', 'deposits', reference] : null, depositSchema, {
    refreshInterval,
    // A poll that fails once (a network blip) is retried by the next poll.
    shouldRetryOnError: false,
  });
}

export function useBanks(enabled = true) {
  return useApi(enabled ? BANKS_KEY : null, v.array(bankSchema));
}

/** The saved payout account, or null. */
export function useBankAccount(enabled = true) {
  return useApi(enabled ? BANK_ACCOUNT_KEY : null, v.nullable(bankAccountSchema));
}

/** POST /v1/wallet/bank-account/resolve: the account's name at the bank and whether it matches the verified name. */
export function resolveBankAccount(body: ResolveBankAccountBody): Promise<ResolvedBankAccount> {
  return api.post(['wallet', 'bank-account', 'resolve'], resolvedBankAccountSchema, body);
}

/** PUT /v1/wallet/bank-account: saves the account the user confirmed. */
export function useSaveBankAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: SaveBankAccountBody): Promise<BankAccount | null> => {
      const saved = await api.put(BANK_ACCOUNT_KEY, v.nullable(bankAccountSchema), body);
      await mutate(BANK_ACCOUNT_KEY, saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}

/** Whether a withdrawal PIN exists, and until when wrong PINs have locked withdrawals. */
export function usePinStatus(enabled = true) {
  return useApi(enabled ? PIN_KEY : null, withdrawalPinStatusSchema);
}

/** POST /v1/wallet/pin/otp -> 202: e-mails a 4-digit code to the registered address. */
export async function sendPinCode(): Promise<void> {
  await api.post(['wallet', 'pin', 'otp'], pinCodeSentResponseSchema.entries.data, {});
}

/** PUT /v1/wallet/pin: sets the PIN with the mailed code; the PIN status is then read again. */
export function useSetPin() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: SetWithdrawalPinBody) => {
      await api.put(PIN_KEY, v.unknown(), body);
      const created: WithdrawalPinStatus = { hasPin: true, lockedUntil: null };
      await mutate(PIN_KEY, created);
    },
    [mutate],
  );
}

/** POST /v1/wallet/withdrawals: to the saved account; the same idempotency key never sends twice. */
export function createWithdrawal(body: CreateWithdrawalBody): Promise<Withdrawal> {
  return api.post(['wallet', 'withdrawals'], withdrawalSchema, body);
}

/**
 * GET /v1/wallet/withdrawals/{id}: the withdrawal's latest status, asked every `pollMs` while it
 * is pending. A server that does not answer it leaves the status as first answered.
 */
export function useWithdrawal(withdrawal: Withdrawal | null, pollMs: number) {
  const [unanswered, setUnanswered] = useState(false);
  const watch = withdrawal && withdrawal.status === 'pending' && !unanswered;
  const { data } = useApi(watch ? ['wallet', 'withdrawals', withdrawal.id] : null, withdrawalSchema, {
    fallbackData: withdrawal ?? undefined,
    revalidateOnMount: false,
    // Until the first answer the cache is empty: the withdrawal as first answered stands for it.
    refreshInterval: (latest) => ((latest ?? withdrawal)?.status === 'pending' ? pollMs : 0),
    shouldRetryOnError: false,
    onError: () => setUnanswered(true),
  });
  return data && data.id === withdrawal?.id ? data : withdrawal;
}
