/**
 * The wallet's references at the payment provider, each with its own prefix so that a webhook
 * finds its way (an order's charge is `kmp_…`): letters, digits and '_' only, 16–50 characters.
 */
export const DEPOSIT_REFERENCE_PREFIX = 'kdp_';
export const WITHDRAWAL_REFERENCE_PREFIX = 'kwd_';

export const depositReferenceOf = (depositId: string) => `${DEPOSIT_REFERENCE_PREFIX}${depositId.replaceAll('-', '')}`;
export const withdrawalReferenceOf = (withdrawalId: string) =>
  `${WITHDRAWAL_REFERENCE_PREFIX}${withdrawalId.replaceAll('-', '')}`;

export const isDepositReference = (reference: string) => reference.startsWith(DEPOSIT_REFERENCE_PREFIX);
export const isWithdrawalReference = (reference: string) => reference.startsWith(WITHDRAWAL_REFERENCE_PREFIX);

/** The ledger keys of the wallet's postings: one per real-world event, so a replay changes nothing. */
export const walletKeys = {
  deposit: (reference: string) => `paystack:deposit:${reference}`,
  withdrawalHold: (withdrawalId: string) => `withdrawal:${withdrawalId}:hold`,
  withdrawalSent: (withdrawalId: string) => `withdrawal:${withdrawalId}:sent`,
  withdrawalReturn: (withdrawalId: string) => `withdrawal:${withdrawalId}:return`,
  withdrawalReversal: (withdrawalId: string) => `withdrawal:${withdrawalId}:reversal`,
};

/** The ledger transaction kinds the wallet posts. */
export const walletLedgerKinds = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawalSent: 'withdrawal_sent',
  withdrawalReturn: 'withdrawal_return',
} as const;
