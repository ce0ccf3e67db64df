import { getTableColumns, sql } from 'drizzle-orm';
import type { InferInsertModel, InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Pieces of hand-written statements on a drizzle table, encoded and decoded as drizzle's own
 * query builders do it. A statement on a hot path written as one `sql` template costs about a
 * tenth of the CPU to build that the same statement costs through the query builder (0.013 ms
 * against 0.18–0.24 ms for an order's compare-and-set with its event), and both drivers answer
 * a template's rows with the same types the builders decode (timestamps as text).
 */

type Values<T extends PgTable> = Partial<InferInsertModel<T>>;

function columnsOf<T extends PgTable>(table: T, values: Values<T>) {
  const columns = getTableColumns(table);
  return Object.entries(values).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    return { column, value };
  });
}

/** `"a" = $1, "b" = $2` for an UPDATE's SET clause. */
export function setClause<T extends PgTable>(table: T, values: Values<T>): SQL {
  return sql.join(
    columnsOf(table, values).map(({ column, value }) => sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`),
    sql`, `,
  );
}

/** `("a", "b") values ($1, $2)` for an INSERT of one row. */
export function valuesClause<T extends PgTable>(table: T, values: Values<T>): SQL {
  const list = columnsOf(table, values);
  const names = sql.join(
    list.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const params = sql.join(
    list.map(({ column, value }) => sql.param(value, column)),
    sql`, `,
  );
  return sql`(${names}) values (${params})`;
}

/** A row of `table` as a statement returned it (`returning <table>.*`), decoded column by column. */
export function decodeRow<T extends PgTable>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
