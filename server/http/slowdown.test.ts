import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINUTE, SECOND } from '../clock';
import { useTestDatabase } from '../test/test-app';
import { limitStoreFor } from './limit-store';
import { Slowdown } from './slowdown';

const rule = { freeFailures: 3, windowMs: 15 * MINUTE, firstDelayMs: SECOND, maxDelayMs: 8 * SECOND };
const db = useTestDatabase();

// rate-limiter-flexible reads Date.now: the tests move a fake Date, not a ManualClock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

let scopes = 0;
/** A slowdown in the test database's store (PostgreSQL or memory), apart from the other tests'. */
const newSlowdown = () => new Slowdown(limitStoreFor(db(), `slowdown-test-${(scopes += 1)}:`), 'key', rule);

/** Attempts as fast as the slowdown allows; the waits it imposed. */
async function failRepeatedly(slowdown: Slowdown, times: number): Promise<number[]> {
  const waits: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const wait = await slowdown.waitMs('key');
    waits.push(wait);
    advance(wait);
    expect(await slowdown.reserve('key')).toBe(0);
  }
  return waits;
}

describe('Slowdown', () => {
  it('lets the free failures through, then doubles the spacing up to the cap', async () => {
    expect(await failRepeatedly(newSlowdown(), 9)).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 8000]);
  });

  it('counts a reserved attempt at once, so parallel attempts see it', async () => {
    const slowdown = newSlowdown();
    for (let attempt = 0; attempt < 4; attempt += 1) await slowdown.reserve('key');
    expect(await slowdown.waitMs('key')).toBe(SECOND);
    expect(await slowdown.waitMs('other key')).toBe(0);
  });

  it('of parallel attempts, lets at most the free failures and one more through', async () => {
    const slowdown = newSlowdown();
    const waits = await Promise.all(Array.from({ length: 20 }, () => slowdown.reserve('key')));
    const through = waits.filter((wait) => wait === 0).length;
    expect(through).toBeGreaterThan(0);
    expect(through).toBeLessThanOrEqual(rule.freeFailures + 1);
  });

  it('gives a released (successful) attempt back', async () => {
    const slowdown = newSlowdown();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await slowdown.reserve('key');
      await slowdown.release('key');
    }
    expect(await slowdown.waitMs('key')).toBe(0);
  });

  it('forgets a key a window after its failures', async () => {
    const slowdown = newSlowdown();
    await failRepeatedly(slowdown, 6);
    advance(15 * MINUTE);
    expect(await failRepeatedly(slowdown, 4)).toEqual([0, 0, 0, 0]);
  });
});
