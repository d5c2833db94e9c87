// SQL executors that pg-boss runs its queries through (its `db: { executeSql }` option).
//
// pg-boss sends two kinds of text:
// - single statements, with or without positional parameters ($1, $2 …);
// - batches of several statements wrapped in `BEGIN; … COMMIT;` (schema creation,
//   migrations, queue creation, maintenance), each taking an advisory lock first.
//
// A batch that fails half-way leaves its connection inside an aborted transaction:
// every later statement on that connection answers "current transaction is aborted".
// On PGlite there is only one connection, so that would break the whole application;
// on PostgreSQL the broken connection would go back to the pool. Both executors below
// close such a transaction before anyone else can use the connection.
import type { PGliteThread } from '../db/pgliteThread/pgliteThread.ts';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Tx } from '../db/client.ts';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** True when the text is one of pg-boss's `BEGIN; …; COMMIT;` batches. */
export function isTransactionBatch(text: string): boolean {
  return /^\s*BEGIN\s*;/i.test(text);
}

function flatten(result: { rows: unknown[] } | { rows: unknown[] }[]): { rows: unknown[] } {
  return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows) } : { rows: result.rows };
}

/**
 * Executor over an embedded PGlite.
 *
 * PGlite is one connection that serializes everything: `query` and `exec` each wait
 * for any open `transaction()` (Drizzle's `db.transaction`) to finish, so pg-boss's
 * statements never land inside an application transaction. Parameterized statements go
 * through `query` (extended protocol, one statement); parameterless text goes through
 * `exec` (simple protocol, may hold several statements). A `BEGIN … COMMIT` batch runs
 * inside `pglite.transaction()`, which holds PGlite's transaction lock until the batch
 * has committed or, when it fails, has been rolled back; its own BEGIN/COMMIT only
 * raise harmless "already/no transaction in progress" notices.
 */
export function pgliteExecutor(pglite: PGliteThread): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        return flatten(await pglite.query(text, values));
      }
      if (isTransactionBatch(text)) {
        return flatten(await pglite.transaction((tx) => tx.exec(text)));
      }
      return flatten(await pglite.exec(text));
    },
  };
}

/**
 * Executor over a PostgreSQL pool. A `BEGIN … COMMIT` batch runs on a client of its
 * own that is rolled back when the batch fails (and discarded if even that fails).
 */
export function postgresExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!isTransactionBatch(text)) {
        return flatten(await pool.query(text, values));
      }
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return flatten((await client.query(text, values)) as unknown as { rows: unknown[] } | { rows: unknown[] }[]);
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          broken = rollbackErr as Error;
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
  };
}

/**
 * Executor that runs pg-boss's statements inside an open Drizzle transaction, so a job
 * is created only if the transaction commits. Needed on PGlite, where a `send` made on
 * the main handle from inside `db.transaction()` would wait for that very transaction
 * to end (a deadlock). Only for single statements with $n parameters (what `send` and
 * `insert` use); `$n` inside quoted text is not supported.
 */
export function txExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      if (isTransactionBatch(text)) {
        throw new Error('pg-boss batches cannot run inside an application transaction');
      }
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
