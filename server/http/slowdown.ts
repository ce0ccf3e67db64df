import type { SlowdownRule } from '../config';
import type { LimitStore } from './limit-store';
import { RateLimiter } from './rate-limiter';

/**
 * Spaces out attempts for a key once it has failed too often, with a growing but capped
 * delay: a slowdown, never a lockout. An attempt is reserved (atomically, in the app's
 * LimitStore, so shared by every replica on PostgreSQL) before the slow work it guards and
 * counts as a failure until released, so parallel attempts cannot slip through while earlier
 * ones are still running.
 *
 * Two counters: the failures (forgotten `windowMs` after the first of them) and a gate that
 * an attempt past the free failures takes for the delay it earned, so that of parallel
 * attempts only one gets through each delay.
 */
export class Slowdown {
  private readonly failures: RateLimiter;
  private readonly gate: RateLimiter;

  constructor(
    store: LimitStore,
    name: string,
    private readonly rule: SlowdownRule,
  ) {
    this.failures = new RateLimiter(store, `${name}:failures`, { limit: rule.freeFailures, windowMs: rule.windowMs });
    this.gate = new RateLimiter(store, `${name}:gate`, { limit: 1, windowMs: rule.maxDelayMs });
  }

  /** Milliseconds until `key` may attempt again; 0 when it may attempt now. */
  waitMs(key: string): Promise<number> {
    return this.gate.windowLeftMs(key);
  }

  /** Reserves an attempt, counted as a failure until released: 0, or the wait in ms (nothing counted). */
  async reserve(key: string): Promise<number> {
    const over = (await this.failures.hit(key)) - this.rule.freeFailures;
    const wait =
      over > 0
        ? await this.gate.take(key, Math.min(this.rule.firstDelayMs * 2 ** (over - 1), this.rule.maxDelayMs))
        : await this.waitMs(key);
    if (wait > 0) await this.failures.giveBack(key);
    return wait;
  }

  /** Counts an attempt as a failure (until released) without looking at the gate. */
  async countFailure(key: string): Promise<number> {
    await this.failures.hit(key);
    return 0;
  }

  /** A reserved attempt succeeded: it is not a failure after all. */
  async release(key: string): Promise<void> {
    await this.failures.giveBack(key);
  }
}
