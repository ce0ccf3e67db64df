import pg from 'pg';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import { attributeSocketErrorsToDatabase } from './unavailable';

/** How long PostgreSQL and the pool may take, in milliseconds (server/README.md, "Database"). */
export interface PoolTimeouts {
  /** Opening a connection, or waiting for a free one when all are busy. */
  connectMs: number;
  /** One statement on the server (`statement_timeout`). */
  statementMs: number;
  /** A transaction left open with nothing running (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
  /**
   * One query as this process waits for its answer. Longer than `statementMs`, so it only fires
   * when the server cannot answer at all (hung, or unreachable without a reset).
   */
  queryMs: number;
}

export const defaultPoolTimeouts: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 20_000,
  idleInTransactionMs: 30_000,
  queryMs: 25_000,
};

export interface PoolOptions {
  maxConnections: number;
  timeouts: PoolTimeouts;
  logger: Logger;
}

/** pg's error when `query_timeout` passes without an answer. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

type ClientInternals = { connection?: { stream?: { destroy(): void } } };

/**
 * A connection that gives up on itself when a query outlives its deadline: pg only stops
 * waiting for that query, leaving it in flight, so a transaction's next query would queue
 * behind it forever and the pool would hand the connection out again. Cutting the socket
 * makes the pool drop it and open a fresh one.
 */
class DeadlineClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    attributeSocketErrorsToDatabase(this);
  }

  override query(...args: unknown[]): never {
    const result: unknown = (super.query as (...queryArgs: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT)
          (this as unknown as ClientInternals).connection?.stream?.destroy();
      });
    }
    return result as never;
  }
}

/**
 * A pool whose connections can never end the process: PostgreSQL may close any of them at any
 * time (a restart sends 57P01 to every session, in use or not), and pg reports that as an
 * `'error'` event, fatal when nobody listens. The pool listens for idle connections; each
 * connection gets its own listener for while it is checked out. The query in flight fails on
 * its own (the request answers 503), the broken connection is dropped on release, and the next
 * query opens a new one.
 */
export function createPostgresPool(connectionString: string, options: PoolOptions): pg.Pool {
  const { timeouts, logger } = options;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections,
    Client: DeadlineClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
    application_name: 'kampus',
  });
  // Each connection's own listener logs; the pool re-emits an idle one's error, and throws if unheard.
  pool.on('error', () => undefined);
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn('a database connection was closed', describeError(error))),
  );
  return pool;
}
