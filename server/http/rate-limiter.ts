import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateRule } from '../config';
import { ApiError } from './api-error';
import type { LimitStore } from './limit-store';

/** A limit's store could not be asked (the database is away): the request is answered 503, like any other that needs it. */
export class LimitStoreUnavailable extends ApiError {
  constructor(cause: unknown) {
    super(503, 'Kampus cannot reach its database just now. Please try again in a moment.', undefined, { 'Retry-After': '5' });
    this.cause = cause;
  }
}

/** Runs a store call; a failure of the store becomes a 503, never a 500. */
export async function askStore<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RateLimiterRes) throw error;
    throw new LimitStoreUnavailable(error);
  }
}

/** Milliseconds left of a stored window; 0 when there is none (or it just ran out). */
export const msLeft = (res: RateLimiterRes | null): number => (res && res.msBeforeNext > 0 ? res.msBeforeNext : 0);

/**
 * A fixed-window counter per key (`rule.limit` actions per `rule.windowMs` from the first),
 * kept in the app's LimitStore: shared by every replica on PostgreSQL. Its windows run on the
 * system time (rate-limiter-flexible reads Date.now), not on the app's injected Clock.
 */
export class RateLimiter {
  private readonly counter: RateLimiterAbstract;

  constructor(
    store: LimitStore,
    name: string,
    private readonly rule: RateRule,
  ) {
    this.counter = store.counter(name, rule.limit, rule.windowMs);
  }

  /** Milliseconds until `key` may act again; 0 when it may act now. */
  async retryAfterMs(key: string): Promise<number> {
    const res = await askStore(() => this.counter.get(key));
    return res && res.consumedPoints >= this.rule.limit ? msLeft(res) : 0;
  }

  /** Milliseconds left of `key`'s current window, however much of it was used; 0 when none runs. */
  async windowLeftMs(key: string): Promise<number> {
    return msLeft(await askStore(() => this.counter.get(key)));
  }

  /** Counts one action for `key`: how many its window holds now. */
  async hit(key: string): Promise<number> {
    return (await askStore(() => this.counter.penalty(key, 1))).consumedPoints;
  }

  /**
   * Checks and counts in one atomic step: the wait in ms if over the limit, else 0. A window
   * opened by this action lasts `windowMs` (the rule's by default).
   */
  async take(key: string, windowMs = this.rule.windowMs): Promise<number> {
    try {
      await askStore(() => this.counter.consume(key, 1, { customDuration: windowMs / 1000 }));
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
      throw error;
    }
  }

  /** Takes back an action counted by `take` or `hit` that did not happen after all. */
  async giveBack(key: string): Promise<void> {
    await askStore(() => this.counter.reward(key, 1));
  }

  /** Opens a fresh window for `key`, with one action counted. */
  async restart(key: string): Promise<void> {
    await askStore(() => this.counter.set(key, 1, this.rule.windowMs / 1000));
  }

  async reset(key: string): Promise<void> {
    await askStore(() => this.counter.delete(key));
  }
}

/**
 * Takes one action from every limiter at once, or none: when any refuses, the others are given
 * back and the longest wait is returned (0 when all took it).
 */
export async function takeAll(checks: [RateLimiter, string][]): Promise<number> {
  const waits = await Promise.all(checks.map(([limiter, key]) => limiter.take(key)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) {
    await Promise.all(checks.filter((_, index) => waits[index] === 0).map(([limiter, key]) => limiter.giveBack(key)));
  }
  return wait;
}
