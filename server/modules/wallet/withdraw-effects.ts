/**
 * What each effect of `withdrawalMachine` (contract/wallet.ts) does, in the transaction that
 * moves the withdrawal: a ledger posting under its own key (so a replay posts nothing twice),
 * or the reversal's notice to the owner.
 */
import { formatKobo } from '../../../contract';
import type { Kobo, WithdrawalEffect } from '../../../contract';
import type { Database } from '../../db/database';
import { ledgerAccount } from '../ledger/accounts';
import type { LedgerAccountRef } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import type { LedgerMetadata } from '../ledger/schema';
import { notify } from '../notification/notify';
import { withdrawalReversedNotice } from './mail';
import { walletKeys, walletLedgerKinds } from './references';
import type { withdrawals } from './schema';
import { bankLine } from './view';

type WithdrawalRow = typeof withdrawals.$inferSelect;
type WithdrawalEffectApplied = (tx: Database, row: WithdrawalRow, now: Date) => Promise<void>;

const available = (row: WithdrawalRow) => ledgerAccount.userAvailable(row.userId);
const inFlight = () => ledgerAccount.payoutsInFlight;
const clearing = () => ledgerAccount.providerClearing;
const withReference = (row: WithdrawalRow): LedgerMetadata => ({ withdrawalId: row.id, reference: row.reference });

/** The withdrawal's amount from one account to another. */
function posting(
  key: (withdrawalId: string) => string,
  kind: string,
  from: (row: WithdrawalRow) => LedgerAccountRef,
  to: (row: WithdrawalRow) => LedgerAccountRef,
  metadata: (row: WithdrawalRow) => LedgerMetadata = withReference,
): WithdrawalEffectApplied {
  return async (tx, row, now) => {
    const amount = row.amountKobo as Kobo;
    await postTransaction(tx, {
      idempotencyKey: key(row.id),
      kind,
      postedAt: now,
      metadata: metadata(row),
      entries: [
        { account: from(row), amount: -amount as Kobo },
        { account: to(row), amount },
      ],
    });
  };
}

export const withdrawalEffectsApplied: Record<WithdrawalEffect, WithdrawalEffectApplied> = {
  // The ledger refuses to take available below zero (InsufficientFundsError), whatever runs at the same time.
  hold: posting(walletKeys.withdrawalHold, walletLedgerKinds.withdrawal, available, inFlight, (row) => ({
    withdrawalId: row.id,
  })),
  pay_out: posting(walletKeys.withdrawalSent, walletLedgerKinds.withdrawalSent, inFlight, clearing),
  return_held: posting(walletKeys.withdrawalReturn, walletLedgerKinds.withdrawalReturn, inFlight, available),
  take_back: posting(walletKeys.withdrawalReversal, walletLedgerKinds.withdrawalReturn, clearing, available),
  tell_owner: async (tx, row, now) => {
    const notice = withdrawalReversedNotice(formatKobo(row.amountKobo as Kobo), bankLine(row.bankName, row.accountNumberLast4));
    await tellOwner(tx, row.userId, notice, now);
  },
};

/** Applies a rule's effects in table order, inside the caller's transaction. */
export async function applyWithdrawalEffects(
  tx: Database,
  effects: readonly WithdrawalEffect[],
  row: WithdrawalRow,
  now: Date,
): Promise<void> {
  for (const effect of effects) await withdrawalEffectsApplied[effect](tx, row, now);
}

/** A wallet notice to the withdrawal's owner, in the app and by e-mail. */
export async function tellOwner(
  tx: Database,
  userId: string,
  notice: { title: string; body: string; subject: string; text: string },
  now: Date,
): Promise<void> {
  await notify(
    tx,
    [
      {
        userId,
        kind: 'wallet',
        title: notice.title,
        body: notice.body,
        link: null,
        email: { subject: notice.subject, text: notice.text },
      },
    ],
    now,
  );
}
