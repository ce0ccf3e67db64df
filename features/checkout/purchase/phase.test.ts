import { describe, expect, it } from 'vitest';
import { initialPurchase, isBusy, purchaseReducer, type PurchaseEvent, type PurchaseState } from './phase';

type Unpaid = { orderId: string };
type State = PurchaseState<Unpaid>;

function run(...events: PurchaseEvent<Unpaid>[]): State {
  return events.reduce<State>(purchaseReducer, initialPurchase);
}

const refused = { message: 'Only 2 units are left.', canRetry: true };
const unpaid = { message: 'Your wallet balance no longer covers this order.', canRetry: false, unpaid: { orderId: 'o1' } };

describe('the purchase phases', () => {
  it('goes from idle through placing to leaving, busy all the way from the press', () => {
    expect(initialPurchase).toEqual({ phase: 'idle', problem: null });
    expect(isBusy(initialPurchase)).toBe(false);
    expect(run({ type: 'place' })).toEqual({ phase: 'placing', problem: null });
    expect(isBusy(run({ type: 'place' }))).toBe(true);
    expect(run({ type: 'place' }, { type: 'leave' })).toEqual({ phase: 'leaving', problem: null });
    expect(isBusy(run({ type: 'place' }, { type: 'leave' }))).toBe(true);
  });

  it('pays a placed order from the wallet before leaving', () => {
    const paying = run({ type: 'place' }, { type: 'pay' });
    expect(paying).toEqual({ phase: 'paying', problem: null });
    expect(isBusy(paying)).toBe(true);
    expect(purchaseReducer(paying, { type: 'leave' }).phase).toBe('leaving');
  });

  it('keeps a refusal to show, and is no longer busy', () => {
    const failed = run({ type: 'place' }, { type: 'fail', problem: refused });
    expect(failed).toEqual({ phase: 'failed', problem: refused });
    expect(isBusy(failed)).toBe(false);
    expect(run({ type: 'place' }, { type: 'pay' }, { type: 'fail', problem: unpaid })).toEqual({
      phase: 'failed',
      problem: unpaid,
    });
  });

  it('says why nothing was sent without a send (nothing chosen yet)', () => {
    expect(run({ type: 'fail', problem: refused })).toEqual({ phase: 'failed', problem: refused });
  });

  it('tries again from a failure, clearing the problem', () => {
    expect(run({ type: 'place' }, { type: 'fail', problem: refused }, { type: 'place' })).toEqual({
      phase: 'placing',
      problem: null,
    });
    expect(run({ type: 'place' }, { type: 'fail', problem: unpaid }, { type: 'pay' })).toEqual({
      phase: 'paying',
      problem: null,
    });
  });

  it('leaves to pay a placed order by card with the problem still shown until the page goes', () => {
    expect(run({ type: 'place' }, { type: 'pay' }, { type: 'fail', problem: unpaid }, { type: 'leave' })).toEqual({
      phase: 'leaving',
      problem: unpaid,
    });
  });

  it('ignores a second press while busy, and anything once leaving', () => {
    const placing = run({ type: 'place' });
    expect(purchaseReducer(placing, { type: 'place' })).toBe(placing);
    const leaving = run({ type: 'place' }, { type: 'leave' });
    for (const event of [
      { type: 'place' },
      { type: 'pay' },
      { type: 'leave' },
      { type: 'fail', problem: refused },
      { type: 'settle' },
      { type: 'dismiss' },
    ] as const) {
      expect(purchaseReducer(leaving, event)).toBe(leaving);
    }
    expect(purchaseReducer(initialPurchase, { type: 'pay' })).toBe(initialPurchase);
    expect(purchaseReducer(initialPurchase, { type: 'leave' })).toBe(initialPurchase);
  });

  it('settles back to idle when the fields show what is wrong', () => {
    expect(run({ type: 'place' }, { type: 'settle' })).toEqual({ phase: 'idle', problem: null });
    expect(run({ type: 'place' }, { type: 'pay' }, { type: 'settle' })).toEqual({ phase: 'idle', problem: null });
    expect(purchaseReducer(initialPurchase, { type: 'settle' })).toBe(initialPurchase);
  });

  it('drops the problem once the buyer changes something', () => {
    expect(run({ type: 'fail', problem: refused }, { type: 'dismiss' })).toEqual({ phase: 'idle', problem: null });
    const placing = run({ type: 'place' });
    expect(purchaseReducer(placing, { type: 'dismiss' })).toBe(placing);
  });
});
