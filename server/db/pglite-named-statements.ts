import { messages, protocol, types } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * Named prepared statements for drizzle on PGlite.
 *
 * PGlite's `query()` sends every statement unnamed (Parse, Describe, Bind, Describe, Execute,
 * Sync, each a separate call into the database), so PostgreSQL parses and analyses the same
 * SQL text again on every call: about half of a short statement's cost. This client does what a
 * PostgreSQL driver does with named statements: the second time a SQL text is seen it is parsed
 * once under a name (`kampus_s<N>`) with its parameter and result types described, and from then
 * on each call is one Bind + Execute + Sync. PostgreSQL's plan cache may then also keep a
 * generic plan after a few executions, which saves planning too.
 *
 * What drizzle sees does not change: parameters go through PGlite's own serializers (by the
 * parameter types PostgreSQL described), rows are decoded as PGlite's `parseResults` decodes them
 * (drizzle's parsers over PGlite's, drizzle's row mode; each column's parser is looked up once per
 * call, where `parseResults` copies PGlite's whole parser table on every call), and errors are
 * PGlite's `DatabaseError` with their SQLSTATE `code` (and `query`, `params`, `queryOptions`, as
 * PGlite's own errors carry). Locking follows PGlite's `query()` and `transaction()`: a statement
 * outside a transaction takes the transaction lock and the query lock, one inside a transaction
 * the query lock only; `transaction()` is PGlite's own (BEGIN/COMMIT/ROLLBACK), and drizzle's
 * savepoints are ordinary statements. Migrations run before the server serves: a statement whose
 * tables change under it is parsed again when PostgreSQL reports it stale (STALE_STATEMENT_CODES).
 *
 * A SQL text seen once (migrations, other one-off statements) goes through PGlite's `query()`
 * unchanged, as does a call with options this client does not handle (`blob`, `paramTypes`).
 * At most MAX_PREPARED statements are kept; the least recently used one is closed to make room.
 */

/** Prepared statements kept per database (a few hundred distinct statements serve the whole API). */
export const MAX_PREPARED = 500;
/** SQL texts remembered as seen once; the set is emptied when it reaches this size. */
const MAX_SEEN_ONCE = 5_000;

const { serialize } = protocol;
const { DatabaseError } = messages;
type DatabaseError = InstanceType<typeof messages.DatabaseError>;
type RowDescription = InstanceType<typeof messages.RowDescriptionMessage>;
type ParameterDescription = InstanceType<typeof messages.ParameterDescriptionMessage>;
type DataRow = InstanceType<typeof messages.DataRowMessage>;
type CommandComplete = InstanceType<typeof messages.CommandCompleteMessage>;

interface Prepared {
  name: string;
  /** The parameter types PostgreSQL inferred, which choose each parameter's serializer. */
  parameterTypes: number[];
  /** The result columns (none for a statement without rows: an INSERT without RETURNING). */
  rowDescription: RowDescription | undefined;
}

/** The part of PGlite that drizzle's PGlite driver uses: `query` and `transaction`. */
export interface PgliteQueryClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** SQLSTATEs after which a named statement is dropped and parsed again next time. */
const STALE_STATEMENT_CODES = new Set([
  '26000', // the prepared statement does not exist (DEALLOCATE or DISCARD ran)
  '0A000', // "cached plan must not change result type": a column of its tables changed type
]);

/** Statement names are unique in the process, so two clients on one PGlite never collide. */
let nextName = 1;

export class NamedStatementClient implements PgliteQueryClient {
  readonly #pglite: PGlite;
  /** SQL text → its named statement, least recently used first. */
  readonly #prepared = new Map<string, Prepared>();
  readonly #seenOnce = new Set<string>();
  readonly #maxPrepared: number;

  constructor(pglite: PGlite, options: { maxPrepared?: number } = {}) {
    this.#pglite = pglite;
    this.#maxPrepared = options.maxPrepared ?? MAX_PREPARED;
  }

  /** How many named statements this client holds (for tests and diagnostics). */
  get preparedCount(): number {
    return this.#prepared.size;
  }

  async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const pglite = this.#pglite;
    if (!this.#worthPreparing(query, options)) return pglite.query<T>(query, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        const result = await this.#run<T>(query, params, options, false);
        await pglite.syncToFs();
        return result;
      }),
    );
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#pglite.transaction((tx) => {
      const query = <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
        // A closed transaction, a one-off or an unusual statement: PGlite's own path (and its errors).
        if (tx.closed || !this.#worthPreparing(text, options)) return tx.query<R>(text, params, options);
        return this.#pglite.runExclusive(() => this.#run<R>(text, params, options, true));
      };
      const client: Transaction = {
        query,
        sql: tx.sql,
        exec: tx.exec,
        rollback: tx.rollback,
        listen: tx.listen,
        get closed() {
          return tx.closed;
        },
      };
      return callback(client);
    });
  }

  /** True when the text already has a named statement or is seen for the second time. */
  #worthPreparing(query: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes) return false;
    if (this.#prepared.has(query)) return true;
    if (this.#seenOnce.has(query)) return true;
    if (this.#seenOnce.size >= MAX_SEEN_ONCE) this.#seenOnce.clear();
    this.#seenOnce.add(query);
    return false;
  }

  /** Runs a statement by name, preparing it first if needed. The caller holds PGlite's query lock. */
  async #run<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    retried = false,
  ): Promise<Results<T>> {
    const statement = await this.#statement(query, params, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.#pglite.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    let replies: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      replies = await this.#pglite.execProtocolStream(
        concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
    } catch (error) {
      if (!(error instanceof DatabaseError)) throw error;
      if (error.code && STALE_STATEMENT_CODES.has(error.code)) {
        await this.#forget(query);
        // Outside a transaction nothing ran: parse it again and run it once more.
        if (!inTransaction && !retried) return this.#run<T>(query, params, options, inTransaction, true);
      }
      throw asPgliteError(error, query, params, options);
    }
    return this.#results<T>(statement, replies, options);
  }

  /**
   * The replies to Bind + Execute as PGlite's `parseResults` would give them (rows by the
   * statement's described columns, `command`, `affectedRows`, `rowCount`), with each column's
   * parser looked up once per call rather than a copy of every parser made per call.
   */
  #results<T>(
    statement: Prepared,
    replies: Awaited<ReturnType<PGlite['execProtocolStream']>>,
    options: QueryOptions | undefined,
  ) {
    const columns = statement.rowDescription?.fields ?? [];
    const fields = columns.map((column) => ({ name: column.name, dataTypeID: column.dataTypeID }));
    const parsers = columns.map(
      (column) =>
        options?.parsers?.[column.dataTypeID] ?? this.#pglite.parsers[column.dataTypeID] ?? types.parsers[column.dataTypeID],
    );
    const value = (text: string | null, index: number): unknown => {
      if (text === null) return null;
      const parser = parsers[index];
      return parser ? parser(text, fields[index]?.dataTypeID ?? 0) : text;
    };
    const arrayRows = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let completed: Omit<Results, 'rows' | 'fields'> = { affectedRows: 0 };
    for (const reply of replies) {
      if (reply.name === 'dataRow') {
        const values = (reply as DataRow).fields;
        rows.push(
          arrayRows
            ? values.map(value)
            : Object.fromEntries(values.map((text, index) => [fields[index]?.name, value(text, index)])),
        );
      } else if (reply.name === 'commandComplete') {
        // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the last word; "CREATE TABLE" has none.
        const words = (reply as CommandComplete).text.split(' ');
        const command = words[0] ?? '';
        const count = parseInt(words[words.length - 1] ?? '', 10);
        const affects = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
        completed = { command, affectedRows: affects ? count : 0, ...(Number.isNaN(count) ? {} : { rowCount: count }) };
      }
    }
    // An empty statement completes without a command, as PGlite's own result does.
    if (completed.command === undefined) return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
    return { rows, fields, ...completed } as Results<T>;
  }

  /** The named statement for a SQL text: the cached one, or a new one (Parse + Describe + Sync). */
  async #statement(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Prepared> {
    const cached = this.#prepared.get(query);
    if (cached) {
      // Most recently used last.
      this.#prepared.delete(query);
      this.#prepared.set(query, cached);
      return cached;
    }
    const parts: Uint8Array[] = [];
    if (this.#prepared.size >= this.#maxPrepared) {
      const [oldestQuery, oldest] = this.#prepared.entries().next().value as [string, Prepared];
      this.#prepared.delete(oldestQuery);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `kampus_s${nextName}`;
    nextName += 1;
    parts.push(serialize.parse({ name, text: query }), serialize.describe({ type: 'S', name }), serialize.sync());
    let replies: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      replies = await this.#pglite.execProtocolStream(concat(parts), { syncToFs: false, onNotice: options?.onNotice });
    } catch (error) {
      if (error instanceof DatabaseError) throw asPgliteError(error, query, params, options);
      throw error;
    }
    const parameters = replies.find((reply): reply is ParameterDescription => reply.name === 'parameterDescription');
    const rowDescription = replies.find((reply): reply is RowDescription => reply.name === 'rowDescription');
    const prepared: Prepared = { name, parameterTypes: parameters?.dataTypeIDs ?? [], rowDescription };
    this.#prepared.set(query, prepared);
    return prepared;
  }

  /** Drops a statement from the cache and closes it on the database (ignoring a failure to). */
  async #forget(query: string): Promise<void> {
    const prepared = this.#prepared.get(query);
    if (!prepared) return;
    this.#prepared.delete(query);
    await this.#pglite
      .execProtocolStream(concat([serialize.close({ type: 'S', name: prepared.name }), serialize.sync()]), {
        syncToFs: false,
        throwOnError: false,
      })
      .catch(() => undefined);
  }
}

/** PGlite's errors carry the statement, its parameters and options; ours do too. */
function asPgliteError(error: DatabaseError, query: string, params: unknown[], queryOptions: QueryOptions | undefined) {
  return Object.assign(error, { query, params, queryOptions });
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
