import type { Clock } from '../clock';
import type { SlowdownRule } from '../config';

interface Track {
  failures: number;
  /** Forgotten `windowMs` after the last failure. */
  forgetAt: number;
  nextAttemptAt: number;
}

/**
 * Spaces out attempts for a key once it has failed too often, with a growing but capped
 * delay: a slowdown, never a lockout. Attempts are reserved synchronously before the slow
 * work they guard and count as failures until released, so parallel attempts cannot slip
 * through while earlier ones are still running. In memory: enough for one server process.
 */
export class Slowdown {
  private readonly tracks = new Map<string, Track>();

  constructor(
    private readonly rule: SlowdownRule,
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  /** Milliseconds until `key` may attempt again; 0 when it may attempt now. */
  waitMs(key: string): number {
    const track = this.current(key);
    return track ? Math.max(0, track.nextAttemptAt - this.clock.now().getTime()) : 0;
  }

  /** Counts an attempt as a failure (until released) and schedules the next one if over the free failures. */
  reserve(key: string): void {
    const now = this.clock.now().getTime();
    let track = this.current(key);
    if (!track) {
      if (this.tracks.size >= this.maxKeys) this.sweep(now);
      track = { failures: 0, forgetAt: 0, nextAttemptAt: 0 };
      this.tracks.set(key, track);
    }
    track.failures += 1;
    track.forgetAt = now + this.rule.windowMs;
    const over = track.failures - this.rule.freeFailures;
    if (over > 0) {
      const delay = Math.min(this.rule.firstDelayMs * 2 ** (over - 1), this.rule.maxDelayMs);
      track.nextAttemptAt = Math.max(track.nextAttemptAt, now + delay);
    }
  }

  /** A reserved attempt succeeded: it is not a failure after all. */
  release(key: string): void {
    const track = this.current(key);
    if (track) track.failures = Math.max(0, track.failures - 1);
  }

  private current(key: string): Track | undefined {
    const track = this.tracks.get(key);
    if (track && track.forgetAt <= this.clock.now().getTime()) {
      this.tracks.delete(key);
      return undefined;
    }
    return track;
  }

  private sweep(now: number): void {
    for (const [key, track] of this.tracks) if (track.forgetAt <= now) this.tracks.delete(key);
    for (const key of this.tracks.keys()) {
      if (this.tracks.size < this.maxKeys) break;
      this.tracks.delete(key);
    }
  }
}
