// One connection in one transaction, on either engine: the backup reads every table from one
// snapshot (REPEATABLE READ READ ONLY), the restore writes everything or nothing. PostgreSQL
// gets its own client (the pool hands each statement to any connection); PGlite has one
// connection, and its transaction() makes every other query of the process wait until it ends.
import pg from 'pg';
import type { Database } from '../db/client.ts';

export interface Session {
  /** One statement with positional parameters. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Statements without parameters (a migration file's chunk may hold several). */
  exec(text: string): Promise<void>;
}

export type TransactionMode = 'snapshot' | 'write';

const BEGIN: Record<TransactionMode, string> = {
  snapshot: 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY',
  write: 'SET TRANSACTION ISOLATION LEVEL SERIALIZABLE',
};

export async function inTransaction<T>(database: Database, mode: TransactionMode, work: (session: Session) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    const pglite = database.pglite!;
    return pglite.transaction(async (tx) => {
      await tx.exec(BEGIN[mode]);
      return work({
        query: async <R,>(text: string, values?: unknown[]) => (await tx.query<R>(text, values)).rows,
        exec: async (text) => {
          await tx.exec(text);
        },
      });
    });
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(BEGIN[mode]);
    const result = await work({
      query: async <R,>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as R[],
      exec: async (text) => {
        await client.query(text);
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Rows of a query read through a cursor, `batch` at a time, so a large table never sits in memory. */
export async function* cursorRows<T>(session: Session, text: string, batch = 1000): AsyncGenerator<T[]> {
  const name = `pena_backup_${Math.random().toString(36).slice(2, 10)}`;
  await session.exec(`DECLARE ${name} NO SCROLL CURSOR FOR ${text}`);
  try {
    for (;;) {
      const rows = await session.query<T>(`FETCH ${batch} FROM ${name}`);
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    // After a failed statement the transaction is aborted and rolls back anyway.
    await session.exec(`CLOSE ${name}`).catch(() => undefined);
  }
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
