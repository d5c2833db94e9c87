// For tests of lock order on PostgreSQL: a second connection that plays another request's
// transaction, and a wait until some backend of the test database waits for a lock (the
// moment the request under test has reached the lock it needs).
import pg from 'pg';
import type { Database } from '../db/client.ts';

/** A connection of its own to the test database (postgres only); end it when done. */
export async function otherConnection(database: Database): Promise<pg.Client> {
  if (!database.url) throw new Error('lock tests need PostgreSQL');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client;
}

/** Resolves once a backend of this database waits for a lock; throws after about 3 s. */
export async function someoneWaitsForALock(database: Database): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const { rows } = await database.executeSql("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
    if ((rows[0] as { n: number }).n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nobody waited for a lock');
}

/** The outcome of a write run beside another transaction: 'done', or the error it failed with. */
export function outcome(write: Promise<unknown>): Promise<unknown> {
  return write.then(
    () => 'done',
    (error: unknown) => error,
  );
}
