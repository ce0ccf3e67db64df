/**
 * How long one round of a durable-timer sweep may keep claiming work. A round drains in batches
 * until nothing is due, but a backlog larger than a round can take is left to the next round
 * (every 30 s), so a round never outlives the interval that starts the next one. Real time, not
 * the application's clock: it bounds the work, not the business rules (and tests move the
 * application's clock by hand).
 */
import { performance } from 'node:perf_hooks';

export const SWEEP_ROUND_MS = 25_000;

/** Answers true while the round that called it may still claim more work. */
export function sweepRound(budgetMs: number = SWEEP_ROUND_MS): () => boolean {
  const ends = performance.now() + budgetMs;
  return () => performance.now() < ends;
}
