// Daily, when HISTORY_RETENTION_DAYS is set (0, the default, keeps everything): versions and
// activity lines older than that many days are deleted.
// - A version is old once its last save (saved_at) is: a sitting folded into one version counts
//   from its end. Whatever its age, an item's newest version stays (it is what the item holds),
//   and so does its latest 'published' one (what learners have), so every item keeps a version to
//   compare with and to restore. Only a version with a newer one of the same item goes, which a
//   save running meanwhile cannot change: it only adds or folds into the newest.
// - An activity line is old once it happened (created_at); the feed has nothing to keep.
// Deleted in batches of their own statements, so a first run on a large history holds no lock
// for long and a run cut short is finished by the next.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { defineTask } from '../task.ts';
import { deleteCounting } from './SessionCleanupTask.ts';

export interface HistoryCleanupResult {
  retentionDays: number;
  versions: number;
  activityEvents: number;
}

/** Rows one statement deletes at most. */
export const HISTORY_CLEANUP_BATCH = 1000;

/** Repeats the deletion until a batch comes back short; how many rows went in all. */
async function deleteInBatches(database: Database, deletion: () => SQL, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteCounting(database, deletion());
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

export async function cleanupHistory(database: Database, options: { retentionDays: number; batchSize?: number }): Promise<HistoryCleanupResult> {
  const { retentionDays } = options;
  const batchSize = options.batchSize ?? HISTORY_CLEANUP_BATCH;
  if (retentionDays <= 0) return { retentionDays: 0, versions: 0, activityEvents: 0 };
  const cutoff = sql`now() - make_interval(days => ${retentionDays})`;
  // created_at <= saved_at, so the first condition only lets the index on created_at narrow the scan.
  const versions = await deleteInBatches(
    database,
    () => sql`DELETE FROM item_versions WHERE id IN (
      SELECT o.id FROM item_versions o
      WHERE o.created_at < ${cutoff} AND o.saved_at < ${cutoff}
        AND EXISTS (SELECT 1 FROM item_versions n WHERE n.item_type = o.item_type AND n.item_id = o.item_id AND n.id > o.id)
        AND (o.kind <> 'published' OR EXISTS (
          SELECT 1 FROM item_versions p WHERE p.item_type = o.item_type AND p.item_id = o.item_id AND p.kind = 'published' AND p.id > o.id))
      ORDER BY o.id LIMIT ${batchSize})`,
    batchSize,
  );
  const activityEvents = await deleteInBatches(
    database,
    () => sql`DELETE FROM activity_events WHERE id IN (
      SELECT id FROM activity_events WHERE created_at < ${cutoff} ORDER BY id LIMIT ${batchSize})`,
    batchSize,
  );
  return { retentionDays, versions, activityEvents };
}

export const HistoryCleanupTask = defineTask({
  name: 'history-cleanup',
  schedule: { cron: '40 2 * * *' },
  // At most one queued and one running; a first run on years of history may take a while.
  queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 60 * 60 },
  handler: async ({ database, config }) => cleanupHistory(database, { retentionDays: config?.historyRetentionDays ?? 0 }),
});
