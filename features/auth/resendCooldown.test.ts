import { describe, expect, it } from 'vitest';
import { secondsUntilResend } from './resendCooldown';

describe('secondsUntilResend', () => {
  it('waits a full minute right after a code was sent', () => {
    expect(secondsUntilResend(10_000, 10_000)).toBe(60);
  });

  it('rounds a part second up', () => {
    expect(secondsUntilResend(10_000, 10_001)).toBe(60);
    expect(secondsUntilResend(10_000, 68_500)).toBe(2);
    expect(secondsUntilResend(10_000, 69_999)).toBe(1);
  });

  it('is zero once the minute is over', () => {
    expect(secondsUntilResend(10_000, 70_000)).toBe(0);
    expect(secondsUntilResend(10_000, 1_000_000)).toBe(0);
  });

  it('never waits longer than the cooldown when the clock moved back', () => {
    expect(secondsUntilResend(10_000, 0)).toBe(60);
  });
});
