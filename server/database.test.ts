// Migrations take turns across processes (server/database.ts): the second waits for the lock.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATION_LOCK, withMigrationLock } from './database.ts';
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
