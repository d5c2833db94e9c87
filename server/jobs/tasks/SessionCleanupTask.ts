// Hourly: delete expired login sessions, failed login attempts older than a day (the
// throttle only looks at recent attempts) and known devices unused past their lifetime.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DEVICE_TTL_MS } from '../../auth/devices.ts';
import { knownDevices, loginAttempts, sessions } from '../../db/schema/index.ts';
import { defineTask } from '../task.ts';

export interface SessionCleanupResult {
  sessions: number;
  loginAttempts: number;
  knownDevices: number;
}

/** Deletes with a count of the rows deleted (the same on PGlite and node-postgres). */
export async function deleteCounting(database: Database, deletion: SQL): Promise<number> {
  const result = (await database.db.execute(
    sql`WITH gone AS (${deletion} RETURNING 1) SELECT count(*)::int AS count FROM gone`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

export async function cleanupSessions(database: Database): Promise<SessionCleanupResult> {
  return {
    sessions: await deleteCounting(database, sql`DELETE FROM ${sessions} WHERE ${sessions.expiresAt} <= now()`),
    loginAttempts: await deleteCounting(
      database,
      sql`DELETE FROM ${loginAttempts} WHERE ${loginAttempts.attemptedAt} < now() - interval '1 day'`,
    ),
    knownDevices: await deleteCounting(
      database,
      sql`DELETE FROM ${knownDevices} WHERE ${knownDevices.lastUsedAt} < now() - make_interval(secs => ${DEVICE_TTL_MS / 1000})`,
    ),
  };
}

export const SessionCleanupTask = defineTask({
  name: 'session-cleanup',
  schedule: { cron: '0 * * * *' },
  // At most one queued and one running: hourly runs never pile up behind a slow one.
  queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 15 * 60 },
  handler: async ({ database }) => cleanupSessions(database),
});
