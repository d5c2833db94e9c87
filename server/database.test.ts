// Migrations take turns across processes (server/database.ts): the second waits for the lock.
// PGlite, which has no autovacuum, is vacuumed and analyzed at start and then on a timer.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { MIGRATION_LOCK, maintainEmbedded, scheduleEmbeddedMaintenance, withMigrationLock } from './database.ts';
import { openTestDatabase } from './test/databases.ts';
import { pollFor } from './test/jobs.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the migration lock on PostgreSQL', () => {
  it('runs a migration only once the process holding the lock lets go', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      let ran = false;
      const second = withMigrationLock(url!, async () => {
        ran = true;
      });
      // The second session waits on the advisory lock (pg_locks shows it not granted).
      await pollFor(async () => {
        const { rows } = await holder.query(
          `select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and not l.granted and a.application_name = 'pena-migrate'`,
        );
        return rows.length > 0;
      }, 'the second migration to wait for the lock');
      expect(ran).toBe(false);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await second;
      expect(ran).toBe(true);
      // Released afterwards: the lock can be taken again at once.
      const { rows } = await holder.query('select pg_try_advisory_lock($1) as ok', [MIGRATION_LOCK]);
      expect(rows[0].ok).toBe(true);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      await holder.end();
    }
  });
});

describe('maintenance of the embedded database (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  /** A table of rows written and analyzed, never vacuumed: no page of it is marked all-visible. */
  const freshTable = async (name: string) => {
    await database.pglite!.exec(`create table ${name} (id int primary key, label text); insert into ${name} select i, 'baris ' || i from generate_series(1, 2000) i; delete from ${name} where id % 2 = 0; analyze ${name}`);
    return async () => (await database.pglite!.query<{ visible: number; pages: number }>(`select relallvisible as visible, relpages as pages from pg_class where relname = $1`, [name])).rows[0]!;
  };

  it('vacuums and analyzes: every page of a table marked all-visible, which ANALYZE alone never does', async () => {
    const pages = await freshTable('maintained_now');
    expect((await pages()).visible).toBe(0);
    await maintainEmbedded(database);
    const after = await pages();
    expect(after.pages).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
  });

  it('runs again on its timer while the server runs, logging each run, until stopped', async () => {
    const pages = await freshTable('maintained_later');
    const logged: string[] = [];
    const stop = scheduleEmbeddedMaintenance(database, { info: (_d, message) => logged.push(message), error: (_d, message) => logged.push(message) }, 20);
    try {
      await pollFor(async () => (await pages()).visible > 0, 'the timer to vacuum the table');
      await pollFor(async () => logged.length > 0, 'the run to be logged');
      expect(logged[0]).toBe('database vacuumed and analyzed');
    } finally {
      stop();
    }
  });
});
