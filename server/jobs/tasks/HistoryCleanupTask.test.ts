// history-cleanup (jobs/tasks/HistoryCleanupTask.ts), run as the job on each engine: with
// HISTORY_RETENTION_DAYS it deletes versions and activity older than the limit, keeping every
// item's newest and latest published version whatever their age; with the default (0) it
// deletes nothing at all.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, itemVersions, type VersionKind, type VersionedItemType } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForQueueJob } from '../../test/jobs.ts';
import { cleanupHistory, HistoryCleanupTask, type HistoryCleanupResult } from './HistoryCleanupTask.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
let nextItem = 5000;

interface VersionSpec {
  kind?: VersionKind;
  /** Days since the version began, and since its last save (default: the same). */
  age: number;
  savedAge?: number;
}

/** Versions of one item, oldest first, as rows the way the recorder writes them; answers their ids in that order. */
async function history(t: TestApp, s: School, itemType: VersionedItemType, itemId: number, specs: VersionSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, spec] of specs.entries()) {
    const [row] = await t.db
      .insert(itemVersions)
      .values({
        organizationId: s.org.id,
        itemType,
        itemId,
        kind: spec.kind ?? 'edited',
        authorId: s.editor.id,
        document: { title: `v${i + 1}` },
        lockVersion: i + 1,
        createdAt: daysAgo(spec.age),
        savedAt: daysAgo(spec.savedAge ?? spec.age),
      })
      .returning({ id: itemVersions.id });
    ids.push(row!.id);
  }
  return ids;
}

async function activity(t: TestApp, s: School, ages: number[]): Promise<number[]> {
  const rows = await t.db
    .insert(activityEvents)
    .values(ages.map((age) => ({ organizationId: s.org.id, actorId: s.editor.id, kind: 'edited' as const, itemType: 'page' as const, itemId: 1, itemTitle: 'Halaman', createdAt: daysAgo(age) })))
    .returning({ id: activityEvents.id });
  return rows.map((r) => r.id);
}

const remainingVersions = async (t: TestApp, ids: number[]) =>
  (await t.db.select({ id: itemVersions.id }).from(itemVersions).where(inArray(itemVersions.id, ids))).map((r) => r.id).sort((a, b) => a - b);
const remainingActivity = async (t: TestApp, ids: number[]) =>
  (await t.db.select({ id: activityEvents.id }).from(activityEvents).where(inArray(activityEvents.id, ids))).map((r) => r.id).sort((a, b) => a - b);

async function runJob(t: TestApp): Promise<HistoryCleanupResult> {
  const id = await t.queue.send(HistoryCleanupTask.name);
  return (await waitForQueueJob(t.queue.started()!, HistoryCleanupTask.name, id!)).output as HistoryCleanupResult;
}

describe.each(testDatabaseKinds())('history-cleanup on %s', (kind) => {
  describe('with HISTORY_RETENTION_DAYS=30', () => {
    let t: TestApp;
    let s: School;
    beforeAll(async () => {
      t = await testApp(kind, { HISTORY_RETENTION_DAYS: '30' });
      s = await makeSchool(t.db);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('deletes old versions but an item’s newest and latest published one, and old activity', async () => {
      const page = ++nextItem;
      // edited, published, edited, published, edited (newest): 100 … 60 days old.
      const pageIds = await history(t, s, 'page', page, [{ age: 100 }, { age: 90, kind: 'published' }, { age: 80 }, { age: 70, kind: 'published' }, { age: 60 }]);
      // A question with the same id: items are told apart by type too, so its versions do not make the page's older.
      const sameIdQuestion = await history(t, s, 'question', page, [{ age: 5 }]);
      const recent = await history(t, s, 'passage', ++nextItem, [{ age: 20 }, { age: 10, kind: 'published' }, { age: 1 }]);
      const lonelyOld = await history(t, s, 'question', ++nextItem, [{ age: 400, kind: 'published' }]);
      const oldThenNew = await history(t, s, 'page', ++nextItem, [{ age: 200, kind: 'published' }, { age: 190 }, { age: 5, kind: 'published' }]);
      // A sitting that began 40 days ago and was last saved 20 days ago is not old yet.
      const longSitting = await history(t, s, 'page', ++nextItem, [{ age: 40, savedAge: 20 }, { age: 2 }]);
      const events = await activity(t, s, [45, 31, 29, 1]);

      const result = await runJob(t);

      expect(result).toEqual({ retentionDays: 30, versions: 5, activityEvents: 2 });
      expect(await remainingVersions(t, pageIds)).toEqual([pageIds[3], pageIds[4]]);
      expect(await remainingVersions(t, sameIdQuestion)).toEqual(sameIdQuestion);
      expect(await remainingVersions(t, recent)).toEqual(recent);
      expect(await remainingVersions(t, lonelyOld)).toEqual(lonelyOld);
      expect(await remainingVersions(t, oldThenNew)).toEqual([oldThenNew[2]]);
      expect(await remainingVersions(t, longSitting)).toEqual(longSitting);
      expect(await remainingActivity(t, events)).toEqual(events.slice(2));

      // What is left is kept on the next run.
      expect(await runJob(t)).toEqual({ retentionDays: 30, versions: 0, activityEvents: 0 });
    });

    it('goes on batch after batch until nothing old is left', async () => {
      const item = ++nextItem;
      const ids = await history(t, s, 'page', item, [...Array.from({ length: 7 }, () => ({ age: 50 })), { age: 3 }]);
      const events = await activity(t, s, [60, 60, 60, 60, 60]);
      expect(await cleanupHistory(t.database, { retentionDays: 30, batchSize: 2 })).toEqual({ retentionDays: 30, versions: 7, activityEvents: 5 });
      expect(await remainingVersions(t, ids)).toEqual([ids[7]]);
      expect(await remainingActivity(t, events)).toEqual([]);
    });
  });

  describe('with the default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('keeps every version and activity line, however old', async () => {
      expect(t.config.historyRetentionDays).toBe(0);
      const s = await makeSchool(t.db);
      const ids = await history(t, s, 'page', ++nextItem, [{ age: 3000 }, { age: 2000, kind: 'published' }, { age: 1000 }, { age: 900 }]);
      const events = await activity(t, s, [3000, 1]);
      expect(await runJob(t)).toEqual({ retentionDays: 0, versions: 0, activityEvents: 0 });
      expect(await remainingVersions(t, ids)).toEqual(ids);
      expect(await remainingActivity(t, events)).toEqual(events);
    });
  });
});
