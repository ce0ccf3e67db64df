import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineMachine } from './machine';

/**
 * A made-up parcel, small enough to read at a glance, that uses every feature of a table: a
 * record that does not exist yet, guards, one transition written as several rules (from
 * different statuses, and twice from one status), a timer, and an actor who acts for all
 * besides taking a step of their own.
 */
interface ParcelFacts {
  paid: boolean;
  daysSinceDelivery: number;
}

const PAID = 'Only a paid parcel can be sent.';
const UNPAID = 'A paid parcel is cancelled with a refund.';
const RETURN_WINDOW = 'A parcel can be returned up to 14 days after delivery.';

const parcelRules = [
  { from: [null], transition: 'pack', actor: 'shop', to: 'packed', effects: ['reserve'] },
  { from: ['packed'], transition: 'cancel', actor: 'customer', to: 'cancelled', effects: [], guard: 'unpaid' },
  { from: ['packed'], transition: 'cancel', actor: 'customer', to: 'cancelled', effects: ['refund'] },
  { from: ['packed'], transition: 'send', actor: 'shop', to: 'sent', effects: [], guard: 'paid' },
  { from: ['sent'], transition: 'give_up', actor: 'system', to: 'lost', effects: ['refund'], timer: 'deliveryWindow' },
  { from: ['sent'], transition: 'deliver', actor: 'courier', to: 'delivered', effects: [] },
  { from: ['sent'], transition: 'return', actor: 'customer', to: 'returned', effects: ['refund'] },
  {
    from: ['delivered'],
    transition: 'return',
    actor: 'customer',
    to: 'returned',
    effects: ['refund', 'restock'],
    guard: 'in_return_window',
  },
  { from: ['lost'], transition: 'find', actor: 'support', to: 'sent', effects: [] },
] as const;

/** Facts are named with the rules' type, as `orderMachine` does: guards alone do not infer them. */
const parcel = defineMachine<(typeof parcelRules)[number], ParcelFacts>({
  name: 'parcel',
  transitions: parcelRules,
  wrongActor: (transition) => `Only its party can ${transition} a parcel.`,
  wrongState: (status, transition) => (status === null ? 'There is no such parcel.' : `A ${status} parcel cannot ${transition}.`),
  guards: {
    paid: { holds: (facts) => facts.paid === true, message: PAID },
    unpaid: { holds: (facts) => facts.paid === false, message: UNPAID },
    in_return_window: {
      holds: (facts) => facts.daysSinceDelivery !== undefined && facts.daysSinceDelivery <= 14,
      message: RETURN_WINDOW,
    },
  },
  actsForAll: 'support',
});

describe('defineMachine: check', () => {
  it('judges the actor before the state, so a stranger to a step learns nothing about the record', () => {
    expect(parcel.check('delivered', 'send', 'customer')).toEqual({
      allowed: false,
      reason: 'wrong_actor',
      message: 'Only its party can send a parcel.',
    });
    expect(parcel.check(null, 'deliver', 'shop')).toMatchObject({ reason: 'wrong_actor' });
    expect(parcel.check('delivered', 'send', 'shop')).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: 'A delivered parcel cannot send.',
    });
  });

  it('treats a missing record (`null`) as a status of its own', () => {
    expect(parcel.check(null, 'pack', 'shop')).toEqual({
      allowed: true,
      rule: { from: [null], transition: 'pack', actor: 'shop', to: 'packed', effects: ['reserve'] },
    });
    expect(parcel.check(null, 'send', 'shop', { paid: true })).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: 'There is no such parcel.',
    });
    expect(parcel.check('packed', 'pack', 'shop')).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: 'A packed parcel cannot pack.',
    });
  });

  it('allows a guarded rule only when its fact is given and holds, and refuses with the guard’s message', () => {
    expect(parcel.check('packed', 'send', 'shop', { paid: true })).toMatchObject({ allowed: true, rule: { to: 'sent' } });
    const refused = { allowed: false, reason: 'wrong_state', message: PAID };
    expect(parcel.check('packed', 'send', 'shop', { paid: false })).toEqual(refused);
    expect(parcel.check('packed', 'send', 'shop', {})).toEqual(refused);
    expect(parcel.check('packed', 'send', 'shop')).toEqual(refused);
    // A status the rule does not start from is refused as such, whatever the guard would say.
    expect(parcel.check('sent', 'send', 'shop', { paid: false })).toMatchObject({ message: 'A sent parcel cannot send.' });
  });

  it('picks, among rules of one name, the one that starts from the record’s status', () => {
    expect(parcel.check('sent', 'return', 'customer')).toMatchObject({
      allowed: true,
      rule: { from: ['sent'], effects: ['refund'] },
    });
    expect(parcel.check('delivered', 'return', 'customer', { daysSinceDelivery: 3 })).toMatchObject({
      allowed: true,
      rule: { from: ['delivered'], effects: ['refund', 'restock'] },
    });
    expect(parcel.check('delivered', 'return', 'customer', { daysSinceDelivery: 30 })).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: RETURN_WINDOW,
    });
    expect(parcel.check('packed', 'return', 'customer')).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: 'A packed parcel cannot return.',
    });
  });

  it('takes the first rule from one status whose guard holds, in table order', () => {
    expect(parcel.check('packed', 'cancel', 'customer', { paid: false })).toMatchObject({
      rule: { guard: 'unpaid', effects: [] },
    });
    expect(parcel.check('packed', 'cancel', 'customer', { paid: true })).toMatchObject({ rule: { effects: ['refund'] } });
    expect(parcel.check('packed', 'cancel', 'customer')).toMatchObject({ rule: { effects: ['refund'] } });
  });

  it('lets the actor who acts for all take any party’s step, still judged on the status and guards', () => {
    expect(parcel.check('packed', 'send', 'support', { paid: true })).toMatchObject({ allowed: true, rule: { actor: 'shop' } });
    expect(parcel.check('sent', 'deliver', 'support')).toMatchObject({ allowed: true, rule: { actor: 'courier' } });
    expect(parcel.check('packed', 'send', 'support', { paid: false })).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: PAID,
    });
    expect(parcel.check('delivered', 'send', 'support')).toMatchObject({ reason: 'wrong_state' });
    // Nobody else acts for another.
    expect(parcel.check('sent', 'deliver', 'shop')).toMatchObject({ reason: 'wrong_actor' });
  });

  it('types a transition’s rule as that transition’s, and refuses unknown names and actors at compile time', () => {
    const answer = parcel.check('sent', 'deliver', 'courier');
    if (answer.allowed) expectTypeOf(answer.rule.to).toEqualTypeOf<'delivered'>();
    expectTypeOf(parcel.check)
      .parameter(0)
      .toEqualTypeOf<'packed' | 'cancelled' | 'sent' | 'lost' | 'delivered' | 'returned' | null>();
    // @ts-expect-error: no such transition
    parcel.check('sent', 'teleport', 'courier');
    // @ts-expect-error: no such actor
    parcel.check('sent', 'deliver', 'stranger');
  });
});

describe('defineMachine: allowed', () => {
  it('lists what an actor may do now, each transition once, in table order', () => {
    expect(parcel.allowed(null, 'shop')).toEqual(['pack']);
    expect(parcel.allowed('packed', 'shop', { paid: true })).toEqual(['send']);
    expect(parcel.allowed('packed', 'shop')).toEqual([]);
    expect(parcel.allowed('sent', 'customer')).toEqual(['return']);
    expect(parcel.allowed('delivered', 'customer', { daysSinceDelivery: 20 })).toEqual([]);
    expect(parcel.allowed('packed', 'support', { paid: true })).toEqual(['cancel', 'send']);
    // give_up is written before deliver: table order, not the alphabet's.
    expect(parcel.allowed('sent', 'support')).toEqual(['give_up', 'deliver', 'return']);
    expect(parcel.allowed('lost', 'support')).toEqual(['find']);
    expect(parcel.allowed('lost', 'customer')).toEqual([]);
  });
});

describe('defineMachine: rows', () => {
  it('gives one row per rule, in table order, for the generated docs', () => {
    const row = (from: string, transition: string, actor: string, to: string, rest: Partial<Record<string, string>> = {}) => ({
      from,
      transition,
      actor,
      to,
      guard: '',
      effects: '',
      timer: '',
      ...rest,
    });
    expect(parcel.rows()).toEqual([
      row('—', 'pack', 'shop', 'packed', { effects: 'reserve' }),
      row('packed', 'cancel', 'customer', 'cancelled', { guard: 'unpaid' }),
      row('packed', 'cancel', 'customer', 'cancelled', { effects: 'refund' }),
      row('packed', 'send', 'shop', 'sent', { guard: 'paid' }),
      row('sent', 'give_up', 'system', 'lost', { effects: 'refund', timer: 'deliveryWindow' }),
      row('sent', 'deliver', 'courier', 'delivered'),
      row('sent', 'return', 'customer', 'returned', { effects: 'refund' }),
      row('delivered', 'return', 'customer', 'returned', { effects: 'refund, restock', guard: 'in_return_window' }),
      row('lost', 'find', 'support', 'sent'),
    ]);
    expect(parcel.name).toBe('parcel');
    expect(parcel.transitions).toHaveLength(9);
  });

  it('writes a rule from several statuses as one row', () => {
    const door = defineMachine({
      name: 'door',
      transitions: [{ from: ['open', 'ajar'], transition: 'close', actor: 'anyone', to: 'closed', effects: ['latch', 'log'] }],
      wrongActor: () => '',
      wrongState: () => '',
    });
    expect(door.rows()).toEqual([
      { from: 'open, ajar', transition: 'close', actor: 'anyone', to: 'closed', guard: '', effects: 'latch, log', timer: '' },
    ]);
  });
});

describe('defineMachine: a mistake in the table', () => {
  it('refuses a rule whose guard has no test, when the machine is defined', () => {
    expect(() =>
      defineMachine({
        name: 'gate',
        transitions: [{ from: ['shut'], transition: 'open', actor: 'guard', to: 'open', effects: [], guard: 'has_key' }],
        wrongActor: () => '',
        wrongState: () => '',
      }),
    ).toThrow("gate: the guard 'has_key' of 'open' is not defined");
  });
});
