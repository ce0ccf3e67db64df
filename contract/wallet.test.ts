import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GUESSABLE_PIN_MESSAGE, isGuessablePin, setWithdrawalPinBodySchema } from './wallet';

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
