/**
 * How long one round of a durable-timer sweep may keep claiming work. A round drains in steps
 * until nothing is due, but a backlog larger than a round can take is left to the next round
 * (every 30 s), so a round never outlives the interval that starts the next one. Real time, not
 * the application's clock: it bounds the work, not the business rules (and tests move the
 * application's clock by hand).
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

export const SWEEP_ROUND_MS = 25_000;

/** Answers true while the round that called it may still claim more work. */
export function sweepRound(budgetMs: number = SWEEP_ROUND_MS): () => boolean {
  const ends = performance.now() + budgetMs;
  return () => performance.now() < ends;
}

/**
 * Takes `step` after step (each claims and handles some of what is due, and answers false when
 * it found nothing) until nothing is left or the round is over. The event loop gets a turn
 * before each step: on the embedded database, or with a mailer that answers at once, a round is
 * otherwise one chain of promises and the server would answer no request until it ended.
 */
export async function drainRound(inRound: () => boolean, step: () => Promise<boolean>): Promise<void> {
  while (inRound()) {
    await yieldToEventLoop();
    if (!(await step())) return;
  }
}
