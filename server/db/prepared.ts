// Prepared statements for the hot read paths: Drizzle builds a statement's SQL
// text once per database handle (`prepared`), and each request only binds its values
// (`sql.placeholder`). The statement is named, so each pooled PostgreSQL connection (or PGlite's
// one backend, ./pgliteNamed.ts) parses it once and later requests send only Bind/Execute. A handle is a Db (or a transaction);
// statements are cached per handle, so a test's database or a transaction never runs
// another's statement. A cached statement runs through `compiled` (./compiledStatement.ts):
// the same SQL, values and driver settings, with its rows mapped by a mapper made once.
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { compiled } from './compiledStatement.ts';

// A group's builder names each part with partName (compiledStatement.ts names PGlite's parts the same way).
export { partName } from './compiledStatement.ts';

interface Cache {
  statements: Map<string, unknown>;
  /** Names given out on this handle so far. */
  named: number;
}

/** Statements per handle and name; a WeakMap, so a closed database's cache goes with it. */
const caches = new WeakMap<object, Cache>();

/** At most this many statements per handle (the course list makes one per filter shape). */
const MAX_PER_HANDLE = 500;

/**
 * At most this many statements get a name per handle. A named statement stays in every pooled
 * connection that ran it until the connection closes (node-postgres never deallocates one; on
 * PGlite, in its backend while the instance lives), so
 * the names must be bounded even when the cache drops statements: the shapes beyond this
 * (filter combinations from query strings) are cached unnamed, parsed by PostgreSQL each time.
 */
export const MAX_NAMED_PER_HANDLE = 200;

/**
 * The statement `key` on `handle`, built by `build(name)` the first time (`name` is what the
 * statement must be prepared under: unique per handle, at most 63 characters for PostgreSQL,
 * '' for an unnamed statement; a builder of several statements names each partName(name, …)).
 * A key is a statement's shape: every request with that key must build the same SQL text.
 */
export function prepared<T>(handle: object, key: string, build: (name: string) => T): T {
  // A transaction is short-lived: its statements stay unnamed, so no connection keeps them.
  if (is(handle, PgTransaction)) return build('');
  let cache = caches.get(handle);
  if (!cache) {
    cache = { statements: new Map(), named: 0 };
    caches.set(handle, cache);
  }
  const { statements } = cache;
  const found = statements.get(key) as T | undefined;
  if (found !== undefined) {
    // Most recently used last, so the cache drops the least recently used first.
    statements.delete(key);
    statements.set(key, found);
    return found;
  }
  if (statements.size >= MAX_PER_HANDLE) statements.delete(statements.keys().next().value!);
  const name = cache.named < MAX_NAMED_PER_HANDLE ? `pena_${nextName++}` : '';
  const statement = compiled(build(name), name);
  if (cache.named < MAX_NAMED_PER_HANDLE) cache.named++;
  statements.set(key, statement);
  return statement;
}

// Names are never reused, so a statement dropped from the cache cannot clash with the one a
// connection still holds under its name.
let nextName = 1;
