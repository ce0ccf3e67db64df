import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { migratePostgresUnderLock } from './migrate-postgres';
import { createPostgresPool, defaultPoolTimeouts } from './postgres-pool';
import { isDatabaseUnavailable } from './unavailable';

/** A socket error as Node raises it, from any connection. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:9000`), { code, syscall: 'connect' });

/** A port on this machine nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it('does not take another socket’s error (object storage, SMTP) for the database', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']) {
      expect(isDatabaseUnavailable(socketError(code))).toBe(false);
      expect(isDatabaseUnavailable(new Error('upload failed', { cause: socketError(code) }))).toBe(false);
      expect(isDatabaseUnavailable(new AggregateError([socketError(code)]))).toBe(false);
    }
  });

  it('takes a socket error under a drizzle query, and what PostgreSQL or pg say, for the database', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], socketError('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new AggregateError([socketError('ECONNREFUSED')])))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error('syntax error')))).toBe(false);
  });

  it('takes a refused connect of the pool for the database, through pg and through a drizzle transaction', async () => {
    const pool = createPostgresPool(`postgres://kampus:secret@127.0.0.1:${await closedPort()}/kampus`, {
      maxConnections: 2,
      timeouts: { ...defaultPoolTimeouts, connectMs: 2000 },
      logger: silentLogger,
    });
    try {
      const refused = await pool.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
      expect(isDatabaseUnavailable(refused)).toBe(true);
      const inTransaction = await drizzle({ client: pool })
        .transaction(async () => undefined)
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(inTransaction).toBeDefined();
      expect(isDatabaseUnavailable(inTransaction)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('takes a refused connect of the migration session for the database (a start waits for it)', async () => {
    const refused = await migratePostgresUnderLock(`postgres://kampus:secret@127.0.0.1:${await closedPort()}/kampus`, 2000).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});
