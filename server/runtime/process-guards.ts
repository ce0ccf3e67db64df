import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import { describeError } from '../logger';

/**
 * Keeps the server alive through what a database outage can throw outside any request: a
 * rejected promise nobody awaited (background work) is logged, never fatal; an uncaught
 * exception is survived only when it is the database going away (the pool reconnects by
 * itself), and otherwise ends the process, as the state after an unknown throw is not to be
 * trusted.
 */
export function guardProcess(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.error('a promise failed and nobody awaited it', describeError(reason));
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn('the database connection failed outside a request: carrying on', describeError(error));
      return;
    }
    logger.error('uncaught exception: exiting', describeError(error));
    process.exit(1);
  });
}
