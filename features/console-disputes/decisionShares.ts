/**
 * The sharing out of a disputed escrow, as the decision form shows it before anything is sent:
 * the buyer's share typed, the seller's computed after the platform fee, by the contract's
 * `escrowShares`, which the server decides with.
 */
import * as v from 'valibot';
import {
  DISPUTE_REASON_MAX,
  escrowShares,
  parseNaira,
  type NairaAmount,
  multilineText,
  type DecideDisputeBody,
  type EscrowShares,
} from '../../contract';
import type { Outcome } from './disputeView';

export interface EscrowFacts {
  /** All the escrow holds: what the buyer paid. */
  totalKobo: number;
  /** The platform fee a release would take. */
  releaseFeeKobo: number;
}

export type Shares = EscrowShares;

/** Who gets what under an outcome; for a split, `buyerKobo` is the buyer's share. */
export function sharesOf(escrow: EscrowFacts, outcome: Outcome, buyerKobo = 0): Shares {
  return escrowShares(escrow, outcome === 'split' ? { outcome, buyerKobo } : { outcome });
}

export type NairaRead = NairaAmount;

/** Reads '10000', '10,000', '₦10,000.50' (at most two decimals) as whole kobo, without floating point. */
export const readNaira = (text: string): NairaRead => parseNaira(text, { empty: 'Enter the buyer’s share', example: '10000' });

/** The buyer's share of a split: more than nothing, less than the whole (all of it is a refund). */
export function checkBuyerShare(text: string, totalKobo: number): NairaRead {
  const read = readNaira(text);
  if (read.error !== undefined) return read;
  if (read.kobo <= 0) return { error: 'The buyer’s share must be more than ₦0' };
  if (read.kobo >= totalKobo)
    return { error: 'The buyer’s share must be less than the whole escrow; to give it all back, refund' };
  return read;
}

export const decisionFields = ['outcome', 'buyerShare', 'reason'] as const;

/**
 * The decision form (also the proposal's): the outcome, the buyer's share when splitting, and the
 * reason both parties read. Its output is the request's body.
 */
export function decisionFormSchema(totalKobo: number) {
  const shareError = (text: string) => checkBuyerShare(text, totalKobo).error;
  return v.pipe(
    v.object({
      outcome: v.picklist(['refund', 'release', 'split'], 'Choose how to decide'),
      buyerShare: v.string(),
      reason: multilineText('Reason', DISPUTE_REASON_MAX),
    }),
    v.forward(
      v.partialCheck(
        [['outcome'], ['buyerShare']],
        (input) => input.outcome !== 'split' || shareError(input.buyerShare) === undefined,
        (issue) => shareError((issue.input as { buyerShare: string }).buyerShare) ?? '',
      ),
      ['buyerShare'],
    ),
    v.transform(({ outcome, buyerShare, reason }): DecideDisputeBody => {
      if (outcome !== 'split') return { outcome, reason };
      return { outcome, buyerKobo: readNaira(buyerShare).kobo ?? 0, reason };
    }),
  );
}
