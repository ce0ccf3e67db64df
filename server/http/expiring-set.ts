import type { LimitStore } from './limit-store';
import { RateLimiter } from './rate-limiter';

/** Keys remembered for `ttlMs` after they were last added. */
export interface ExpiringSet {
  add(key: string): Promise<void>;
  has(key: string): Promise<boolean>;
}

/**
 * An ExpiringSet in the app's LimitStore (shared by every replica on PostgreSQL). In memory
 * a plain bounded map: the memory counters expire keys with timers, which cannot wait a month.
 */
export function expiringSet(store: LimitStore, name: string, ttlMs: number): ExpiringSet {
  if (!store.shared) return new MemoryExpiringSet(ttlMs);
  const counter = new RateLimiter(store, name, { limit: 1, windowMs: ttlMs });
  return {
    add: (key) => counter.restart(key),
    has: async (key) => (await counter.windowLeftMs(key)) > 0,
  };
}

/** In memory, bounded in size; on the system time, like the counters. */
export class MemoryExpiringSet implements ExpiringSet {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  add(key: string): Promise<void> {
    const now = Date.now();
    // Re-inserted so that the map's order stays oldest-first for eviction.
    this.expiries.delete(key);
    if (this.expiries.size >= this.maxKeys) this.evict(now);
    this.expiries.set(key, now + this.ttlMs);
    return Promise.resolve();
  }

  has(key: string): Promise<boolean> {
    const expiry = this.expiries.get(key);
    if (expiry === undefined) return Promise.resolve(false);
    if (expiry > Date.now()) return Promise.resolve(true);
    this.expiries.delete(key);
    return Promise.resolve(false);
  }

  private evict(now: number): void {
    for (const [key, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(key);
    for (const key of this.expiries.keys()) {
      if (this.expiries.size < this.maxKeys) break;
      this.expiries.delete(key);
    }
  }
}
