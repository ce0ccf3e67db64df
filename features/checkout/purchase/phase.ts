/**
 * Where a purchase is, from the buyer's press on Pay until the page leaves: one reducer for
 * product checkout and ticket purchase, so both show progress and problems the same way.
 *
 * idle ──place──▶ placing ──leave──▶ leaving (the payment page, or the next screen)
 *                    │  └──pay──▶ paying (a placed order paid from the wallet) ──leave──▶ leaving
 *                    └──fail──▶ failed ◀──fail── paying
 * failed ──place / pay / leave──▶ as above (try again, or pay the placed order by card)
 * placing, paying ──settle──▶ idle (refused fields, shown by the form); failed ──dismiss──▶ idle
 */

export type Phase = 'idle' | 'placing' | 'paying' | 'leaving' | 'failed';

export interface Problem<Unpaid = never> {
  message: string;
  /** The same request may go through when sent again (stock, the payment service). */
  canRetry: boolean;
  /** Placed but not paid: it can still be paid, again from the wallet or by card. */
  unpaid?: Unpaid;
}

export interface PurchaseState<Unpaid = never> {
  phase: Phase;
  /** Shown above the buttons while the phase is `failed`, and kept while leaving from there. */
  problem: Problem<Unpaid> | null;
}

export type PurchaseEvent<Unpaid = never> =
  /** The order is being sent. */
  | { type: 'place' }
  /** A placed order is being paid (from the wallet). */
  | { type: 'pay' }
  /** The page is leaving: to the payment page, the return page or the order. */
  | { type: 'leave' }
  /** Refused, failed, or nothing to send yet: say why. */
  | { type: 'fail'; problem: Problem<Unpaid> }
  /** The send ended with nothing more to say (the fields show what is wrong). */
  | { type: 'settle' }
  /** The buyer changed something: the problem no longer applies. */
  | { type: 'dismiss' };

export const initialPurchase: PurchaseState<never> = { phase: 'idle', problem: null };

/** The next state; an event that makes no sense in the current phase (a second press while busy) changes nothing. */
export function purchaseReducer<Unpaid>(state: PurchaseState<Unpaid>, event: PurchaseEvent<Unpaid>): PurchaseState<Unpaid> {
  const { phase } = state;
  switch (event.type) {
    case 'place':
      return phase === 'idle' || phase === 'failed' ? { phase: 'placing', problem: null } : state;
    case 'pay':
      return phase === 'placing' || phase === 'failed' ? { phase: 'paying', problem: null } : state;
    case 'leave':
      return phase === 'leaving' || phase === 'idle' ? state : { ...state, phase: 'leaving' };
    case 'fail':
      return phase === 'leaving' ? state : { phase: 'failed', problem: event.problem };
    case 'settle':
      return phase === 'placing' || phase === 'paying' ? { phase: 'idle', problem: null } : state;
    case 'dismiss':
      return phase === 'failed' ? { phase: 'idle', problem: null } : state;
  }
}

/** Waiting for an answer or for the page to leave: the buttons that send stay busy. */
export function isBusy(state: PurchaseState<unknown>): boolean {
  return state.phase === 'placing' || state.phase === 'paying' || state.phase === 'leaving';
}
