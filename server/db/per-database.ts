import type { Database } from './database';

/**
 * What `make` builds for a database (or transaction), built on first use and kept as long as that
 * database is: prepared statements, whose text is made once and planned once per connection.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
