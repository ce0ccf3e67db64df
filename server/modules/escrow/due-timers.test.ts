import { expect, it } from 'vitest';
import { orderMachine, ticketOrderMachine } from '../../../contract';
import { orders } from '../order/schema';
import { defineDueTimers, timedRules } from './due-timers';
import type { TimerRule } from './due-timers';

it('sweeps every timer of the order and ticket machines, each in the one status its rule starts from', () => {
  const timers = <Rule extends TimerRule>(rules: readonly Rule[]) =>
    timedRules(rules).map((rule) => ({ timer: rule.timer, from: rule.from, transition: rule.transition }));
  expect(timers(orderMachine.transitions)).toEqual([
    { timer: 'paymentWindow', from: ['pending_payment'], transition: 'expire_payment' },
    { timer: 'sellerAnswer', from: ['awaiting_seller'], transition: 'expire_seller_answer' },
    { timer: 'autoComplete', from: ['arrived'], transition: 'auto_complete' },
    { timer: 'disputeAnswer', from: ['disputed'], transition: 'expire_dispute' },
  ]);
  expect(timers(ticketOrderMachine.transitions)).toEqual([
    { timer: 'paymentWindow', from: ['pending_payment'], transition: 'expire' },
    { timer: 'releaseAfterEnd', from: ['paid'], transition: 'release' },
  ]);
});

it('refuses a timer whose rule starts from more than one status: its due time belongs to one', () => {
  const machine = { transitions: [{ from: ['open', 'held'], transition: 'lapse', timer: 'window' }] } as const;
  const declaration = { logAs: { record: 'booking', idField: 'bookingId' } } as unknown as Parameters<typeof defineDueTimers>[2];
  expect(() => defineDueTimers(machine, orders, declaration)).toThrow('booking timer window must start from exactly one status');
});
