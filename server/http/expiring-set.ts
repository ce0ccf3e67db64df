import type { Clock } from '../clock';

/** Keys remembered for `ttlMs` after they were last added; in memory, bounded in size. */
export class ExpiringSet {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  add(key: string): void {
    const now = this.clock.now().getTime();
    // Re-inserted so that the map's order stays oldest-first for eviction.
    this.expiries.delete(key);
    if (this.expiries.size >= this.maxKeys) this.evict(now);
    this.expiries.set(key, now + this.ttlMs);
  }

  has(key: string): boolean {
    const expiry = this.expiries.get(key);
    if (expiry === undefined) return false;
    if (expiry > this.clock.now().getTime()) return true;
    this.expiries.delete(key);
    return false;
  }

  private evict(now: number): void {
    for (const [key, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(key);
    for (const key of this.expiries.keys()) {
      if (this.expiries.size < this.maxKeys) break;
      this.expiries.delete(key);
    }
  }
}
