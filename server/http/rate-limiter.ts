import type { Clock } from '../clock';
import type { RateRule } from '../config';

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * A fixed-window counter per key, in memory: enough for one server process. (Several
 * instances behind a load balancer would need a shared store such as Redis.)
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateRule,
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  /** Milliseconds until `key` may act again; 0 when it may act now. */
  retryAfterMs(key: string): number {
    const window = this.current(key);
    return window && window.count >= this.rule.limit ? window.resetsAt - this.clock.now().getTime() : 0;
  }

  /** Counts one action for `key`. */
  hit(key: string): void {
    const now = this.clock.now().getTime();
    const window = this.current(key);
    if (window) window.count += 1;
    else {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      this.windows.set(key, { count: 1, resetsAt: now + this.rule.windowMs });
    }
  }

  /** Checks and counts in one step: the wait in ms if over the limit (nothing counted), else 0. */
  take(key: string): number {
    const wait = this.retryAfterMs(key);
    if (wait === 0) this.hit(key);
    return wait;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetsAt <= this.clock.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
