/**
 * One scheduler for the server's periodic jobs (`table.ts`). Every job's work is safe to run
 * from several processes at once (claims in the database), but within one process a job never
 * overlaps itself: a start that falls due while the last run is still going is skipped, so a
 * slow round is not joined by a second one competing for the same rows and connections. A
 * failed run is logged under the job's name and the job runs again at its next start.
 */
import type { Logger } from '../logger';
import { describeError } from '../logger';

export interface Job {
  /** The job as the log names it: '<name> failed'. */
  readonly name: string;
  /** Milliseconds from one start to the next. */
  readonly every: number;
  /** Also runs once as the server starts, not only after the first `every`. */
  readonly atStart?: boolean;
  readonly run: () => Promise<unknown>;
}

export interface RunningJobs {
  /** Starts nothing more, and answers once the runs in flight have ended. */
  stop(): Promise<void>;
}

export function startJobs(jobs: readonly Job[], logger: Logger): RunningJobs {
  const inFlight = new Map<Job, Promise<void>>();
  let stopped = false;

  const start = (job: Job): void => {
    if (stopped || inFlight.has(job)) return;
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (error: unknown) => logger.error(`${job.name} failed`, describeError(error)),
      )
      .finally(() => inFlight.delete(job));
    inFlight.set(job, run);
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => start(job), job.every);
    // The jobs alone never keep the process alive: it ends when the server does.
    timer.unref();
    return timer;
  });
  for (const job of jobs) if (job.atStart) start(job);

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight.values());
    },
  };
}
