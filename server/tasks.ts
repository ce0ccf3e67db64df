import type { Logger } from './logger';
import { describeError } from './logger';

/**
 * Work that must not delay (or, by its timing, reveal anything in) a response, such as
 * sending mail. Failures are logged; `settle()` lets tests and shutdown wait for it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly logger: Logger) {}

  run(label: string, work: () => Promise<unknown>): void {
    const task = work()
      .catch((error: unknown) => this.logger.error(`background task failed: ${label}`, describeError(error)))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
