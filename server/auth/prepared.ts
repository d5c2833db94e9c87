// A Drizzle prepared statement belongs to the database handle it was built on: build it once
// per handle (a process has one; tests open several) and reuse it, so its SQL text is built
// once and PostgreSQL keeps it as a named server-side statement on each connection.
import type { Db } from '../db/client.ts';

export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
