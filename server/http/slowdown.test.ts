import { describe, expect, it } from 'vitest';
import { ManualClock, MINUTE, SECOND } from '../clock';
import { Slowdown } from './slowdown';

const rule = { freeFailures: 3, windowMs: 15 * MINUTE, firstDelayMs: SECOND, maxDelayMs: 8 * SECOND };

/** Attempts as fast as the slowdown allows; the waits it imposed. */
function failRepeatedly(slowdown: Slowdown, clock: ManualClock, times: number): number[] {
  const waits: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const wait = slowdown.waitMs('key');
    waits.push(wait);
    clock.advance(wait);
    slowdown.reserve('key');
  }
  return waits;
}

describe('Slowdown', () => {
  it('lets the free failures through, then doubles the spacing up to the cap', () => {
    const clock = new ManualClock();
    const slowdown = new Slowdown(rule, clock);
    expect(failRepeatedly(slowdown, clock, 9)).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 8000]);
  });

  it('counts a reserved attempt at once, so parallel attempts see it', () => {
    const clock = new ManualClock();
    const slowdown = new Slowdown(rule, clock);
    for (let attempt = 0; attempt < 4; attempt += 1) slowdown.reserve('key');
    expect(slowdown.waitMs('key')).toBe(SECOND);
    expect(slowdown.waitMs('other key')).toBe(0);
  });

  it('gives a released (successful) attempt back', () => {
    const clock = new ManualClock();
    const slowdown = new Slowdown(rule, clock);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      slowdown.reserve('key');
      slowdown.release('key');
    }
    expect(slowdown.waitMs('key')).toBe(0);
  });

  it('forgets a key a window after its last failure', () => {
    const clock = new ManualClock();
    const slowdown = new Slowdown(rule, clock);
    failRepeatedly(slowdown, clock, 6);
    clock.advance(15 * MINUTE);
    expect(failRepeatedly(slowdown, clock, 4)).toEqual([0, 0, 0, 0]);
  });
});
