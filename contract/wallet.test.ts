import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  GUESSABLE_PIN_MESSAGE,
  isGuessablePin,
  setWithdrawalPinBodySchema,
  withdrawalActors,
  withdrawalEffects,
  withdrawalMachine,
  withdrawalStatuses,
  withdrawalTransitionNames,
} from './wallet';
import type { WithdrawalActor, WithdrawalEffect, WithdrawalStatus, WithdrawalTransitionName } from './wallet';

describe('guessable withdrawal PINs', () => {
  it.each(['0000', '1111', '9999', '0123', '1234', '6789', '9876', '4321', '3210'])('refuses %s', (pin) => {
    expect(isGuessablePin(pin)).toBe(true);
    const result = v.safeParse(setWithdrawalPinBodySchema, { pin, otp: '1234' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(GUESSABLE_PIN_MESSAGE);
  });

  it.each(['2580', '1357', '7391', '1122', '1212', '9012', '8901', '1235', '0987'])('accepts %s', (pin) => {
    expect(isGuessablePin(pin)).toBe(false);
    expect(v.safeParse(setWithdrawalPinBodySchema, { pin, otp: '1111' }).success).toBe(true);
  });
});

describe('withdrawalMachine', () => {
  type From = WithdrawalStatus | null;
  /** The moves written out again by hand: from, transition, to, effects. */
  const moves: [From, WithdrawalTransitionName, WithdrawalStatus, WithdrawalEffect[]][] = [
    [null, 'request', 'pending', ['hold']],
    ['pending', 'succeed', 'successful', ['pay_out']],
    ['pending', 'fail', 'failed', ['return_held']],
    ['successful', 'reverse', 'reversed', ['take_back', 'tell_owner']],
    ['pending', 'reverse', 'reversed', ['pay_out', 'take_back', 'tell_owner']],
  ];
  const actorOf: Record<WithdrawalTransitionName, WithdrawalActor> = {
    request: 'owner',
    succeed: 'provider',
    fail: 'provider',
    reverse: 'provider',
  };
  const every = [null, ...withdrawalStatuses].flatMap((from) =>
    withdrawalTransitionNames.flatMap((transition) => withdrawalActors.map((actor) => [from, transition, actor] as const)),
  );

  it.each(every)('%s --%s by %s-->', (from, transition, actor) => {
    const answer = withdrawalMachine.check(from, transition, actor);
    const move = moves.find(([start, name]) => start === from && name === transition);
    if (actor !== actorOf[transition]) expect(answer).toMatchObject({ allowed: false, reason: 'wrong_actor' });
    else if (move) expect(answer).toMatchObject({ allowed: true, rule: { to: move[2], effects: move[3] } });
    else expect(answer).toMatchObject({ allowed: false, reason: 'wrong_state' });
  });

  it('never lets a settled withdrawal move again, except a success that is reversed', () => {
    expect(withdrawalMachine.check('reversed', 'succeed', 'provider')).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: 'This withdrawal is reversed, so it cannot be marked as sent.',
    });
    expect(withdrawalMachine.allowed('reversed', 'provider')).toEqual([]);
    expect(withdrawalMachine.allowed('failed', 'provider')).toEqual([]);
    expect(withdrawalMachine.allowed('successful', 'provider')).toEqual(['reverse']);
    expect(withdrawalMachine.allowed('pending', 'provider')).toEqual(['succeed', 'fail', 'reverse']);
    expect(withdrawalMachine.check('pending', 'request', 'owner')).toMatchObject({
      message: 'This withdrawal is pending, so it cannot be made again.',
    });
    expect(withdrawalMachine.check(null, 'succeed', 'owner')).toMatchObject({
      message: "Only the payment provider's word on the transfer settles a withdrawal.",
    });
  });

  it('uses every effect it declares (the server implements each one)', () => {
    const used = new Set(withdrawalMachine.transitions.flatMap((rule) => rule.effects));
    expect([...used].sort()).toEqual([...withdrawalEffects].sort());
  });
});
