import { describe, expect, it } from 'vitest';
import { defineMachine } from '../../../contract/machine';
import { productOrders } from '../order/kind';
import { ticketOrderKind } from '../ticket/kind';
import { defineEscrowKind, missingEffects } from './kind';
import type { AnyEscrowKind } from './kind';
import { moneyEffects } from './money';

describe('the kinds of escrowed purchase', () => {
  it.each([productOrders, ticketOrderKind])('$noun: every effect its rules name has an implementation', (kind) => {
    expect(missingEffects(kind)).toEqual([]);
  });

  it('implements each money effect once, for every kind', () => {
    expect(Object.keys(moneyEffects).sort()).toEqual(
      ['admin_decision', 'capture_to_escrow', 'freeze', 'refund_buyer', 'release_to_seller'].sort(),
    );
  });

  it('refuses a kind whose rules name an effect nobody implements', () => {
    expect(() => defineEscrowKind({ ...productOrders, effects: {} })).toThrow(
      'order: no implementation of expire_payment: return_stock; decline: return_stock; cancel: return_stock; expire_seller_answer: return_stock',
    );
    const machine = defineMachine({
      name: 'pooled table',
      transitions: [
        { from: [null], transition: 'open', actor: 'buyer', to: 'open', effects: ['book_table'] },
        { from: ['open'], transition: 'close', actor: 'system', to: 'closed', effects: ['release_to_seller', 'free_table'] },
      ],
      wrongActor: () => 'Not yours.',
      wrongState: () => 'Not now.',
    });
    // Creating a record is the kind's own statement; every later effect needs an implementation.
    const pooledTables = { ...ticketOrderKind, noun: 'pooled table', machine, effects: {} } as unknown as AnyEscrowKind;
    expect(missingEffects(pooledTables)).toEqual(['close: free_table']);
  });
});
