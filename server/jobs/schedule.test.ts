import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger';
import { startJobs } from './schedule';
import type { RunningJobs } from './schedule';

/** A run that lasts until the test ends it. */
function heldRun() {
  let end: () => void = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { ended, end };
}

function recordingLogger() {
  const errors: Array<{ message: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = { info: () => {}, warn: () => {}, error: (message, fields) => errors.push({ message, fields }) };
  return { logger, errors };
}

describe('startJobs', () => {
  let running: RunningJobs | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    vi.useRealTimers();
  });

  it('starts a job every `every`, and once at start when asked', async () => {
    const { logger } = recordingLogger();
    const atStart = vi.fn(async () => {});
    const later = vi.fn(async () => {});
    running = startJobs(
      [
        { name: 'at start', every: 1000, atStart: true, run: atStart },
        { name: 'later', every: 1000, run: later },
      ],
      logger,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(atStart).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(atStart).toHaveBeenCalledTimes(4);
    expect(later).toHaveBeenCalledTimes(3);
  });

  it('skips a start while the last run of the same job is still going', async () => {
    const { logger } = recordingLogger();
    const held = heldRun();
    const run = vi.fn(() => held.ended);
    running = startJobs([{ name: 'slow', every: 1000, run }], logger);

    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);

    held.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run under the job name, with no unhandled rejection, and runs the job again next time', async () => {
    const { logger, errors } = recordingLogger();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const rejects = vi.fn(async () => {
        throw new Error('database unreachable');
      });
      const throws = vi.fn((): Promise<void> => {
        throw new Error('not even a promise');
      });
      running = startJobs(
        [
          { name: 'order sweep', every: 1000, run: rejects },
          { name: 'vacuum', every: 1000, run: throws },
        ],
        logger,
      );
      await vi.advanceTimersByTimeAsync(2000);
      expect(rejects).toHaveBeenCalledTimes(2);
      expect(throws).toHaveBeenCalledTimes(2);
      expect(errors.map((entry) => [entry.message, entry.fields?.error])).toEqual([
        ['order sweep failed', 'database unreachable'],
        ['vacuum failed', 'not even a promise'],
        ['order sweep failed', 'database unreachable'],
        ['vacuum failed', 'not even a promise'],
      ]);
      // An unhandled rejection is reported after the microtasks: give it a real turn.
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('stops every job, and its stop waits for the runs in flight', async () => {
    const { logger } = recordingLogger();
    const held = heldRun();
    const slow = vi.fn(() => held.ended);
    const quick = vi.fn(async () => {});
    const jobs = startJobs(
      [
        { name: 'slow', every: 1000, atStart: true, run: slow },
        { name: 'quick', every: 500, run: quick },
      ],
      logger,
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(quick).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stopped).toBe(false);
    held.end();
    await stopping;
    expect(slow).toHaveBeenCalledTimes(1);
    expect(quick).toHaveBeenCalledTimes(1);
  });
});
