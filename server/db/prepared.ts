// Prepared statements for the hot read paths (issue 13 §3): Drizzle builds a statement's SQL
// text and result mapping once per database handle (`prepared`), and each request only binds
// its values (`sql.placeholder`). On PostgreSQL the statement is named, so each pooled
// connection parses it once and later requests send only Bind/Execute. A handle is a Db (or a
// transaction); statements are cached per handle, so a test's database or a transaction never
// runs another's statement.
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

/** Statements per handle and name; a WeakMap, so a closed database's cache goes with it. */
const caches = new WeakMap<object, Map<string, unknown>>();

/** At most this many statements per handle (the course list makes one per filter shape). */
const MAX_PER_HANDLE = 500;

/**
 * The statement `key` on `handle`, built by `build(name)` the first time (`name` is what the
 * statement must be prepared under: unique per handle, at most 63 characters for PostgreSQL).
 * A key is a statement's shape: every request with that key must build the same SQL text.
 */
export function prepared<T>(handle: object, key: string, build: (name: string) => T): T {
  // A transaction is short-lived: its statements stay unnamed, so no connection keeps them.
  if (is(handle, PgTransaction)) return build('');
  let cache = caches.get(handle);
  if (!cache) {
    cache = new Map();
    caches.set(handle, cache);
  }
  const found = cache.get(key) as T | undefined;
  if (found !== undefined) return found;
  if (cache.size >= MAX_PER_HANDLE) cache.delete(cache.keys().next().value!);
  const statement = build(`pena_${nextName++}`);
  cache.set(key, statement);
  return statement;
}

// Names are never reused, so a statement dropped from the cache cannot clash with the one a
// connection still holds under its name.
let nextName = 1;
