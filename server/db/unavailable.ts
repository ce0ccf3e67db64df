import type { EventEmitter } from 'node:events';
import { DrizzleQueryError } from 'drizzle-orm';
import type pg from 'pg';

/**
 * SQLSTATE classes and codes that mean "the database is not there right now", not "this query
 * is wrong": 08 connection exceptions, 53300 too many connections, 57P01–57P03 shutdown and
 * start-up, 57014 a statement cut by statement_timeout.
 */
const unavailableCodes = new Set(['53300', '57P01', '57P02', '57P03', '57014']);

/**
 * Node socket errors. Any socket has them (object storage, SMTP), so they count only on the way
 * to the database: under a drizzle query's error, or raised by a pg connection's socket.
 */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** pg's own messages for a connection that is gone, never opened or stopped answering. */
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Client has encountered a connection error/,
];

/** Errors a pg connection's socket raised (see `attributeSocketErrorsToDatabase`). */
const fromDatabaseSockets = new WeakSet<object>();

/**
 * Marks every error of `client`'s socket (refused, reset, timed out, also while connecting) as
 * the database's, before pg hands it to the connect call, the queries in flight and its 'error'
 * event: those raw socket errors then count as the database being away, other sockets' never.
 */
export function attributeSocketErrorsToDatabase(client: pg.Client): void {
  const connection = (client as unknown as { connection: EventEmitter }).connection;
  connection.prependListener('error', (error: unknown) => {
    if (typeof error === 'object' && error !== null) fromDatabaseSockets.add(error);
  });
}

function isUnavailableItself(error: object, onTheWayToDatabase: boolean): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (code.startsWith('08') || unavailableCodes.has(code))) return true;
  if (code !== undefined && onTheWayToDatabase && socketCodes.has(code)) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return unavailableMessages.some((pattern) => pattern.test(message));
}

/**
 * Whether `error` (or what it wraps: drizzle wraps pg's errors in `cause`, and a failed connect
 * can be an AggregateError) says the database could not be reached or did not answer in time.
 * Such a request may succeed when retried, so it answers 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableWithin(error, 0, false);
}

function unavailableWithin(error: unknown, depth: number, onTheWayToDatabase: boolean): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const viaDatabase = onTheWayToDatabase || error instanceof DrizzleQueryError || fromDatabaseSockets.has(error);
  if (isUnavailableItself(error, viaDatabase)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => unavailableWithin(inner, depth + 1, viaDatabase)))
    return true;
  return 'cause' in error && unavailableWithin(error.cause, depth + 1, viaDatabase);
}
