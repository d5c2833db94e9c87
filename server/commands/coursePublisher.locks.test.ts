// Publishing and unpublishing beside a write that locks the unit before its topics (a topic
// reorder, move or create: commands/topicReorderer.ts, contentMover.ts, topicCreator.ts), on
// PostgreSQL (PGlite has one connection). The publish and unpublish jobs change the units
// too, so they must lock course → units → topics like those writers (rowLocks.ts), or the
// two deadlock and one of them fails (a teacher's reorder answered 500).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topics } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { otherConnection, outcome, someoneWaitsForALock } from '../test/locks.ts';
import { makePublishableCourse, selectionOf, topicRow } from '../test/publishFactories.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { publishCourse, type PublishJobHandle } from './coursePublisher.ts';
import { unpublishCourse } from './courseUnpublisher.ts';

const handle = (): PublishJobHandle => ({ uuid: crypto.randomUUID(), progress: async () => {}, complete: async () => true });

describe.runIf(testDatabaseKinds().includes('postgres'))('publishing beside a topic reorder on postgres', () => {
  const { t, s } = schoolApp('postgres');

  /** Plays topicReorderer: the unit locked, then (once `write` is waiting) its topics rewritten. */
  async function besideReorder(unitId: number, topicIds: number[], write: () => Promise<unknown>) {
    const other = await otherConnection(t.database);
    try {
      await other.query('begin');
      await other.query('select id from bundles where id = $1 for update', [unitId]);
      const running = outcome(write());
      await someoneWaitsForALock(t.database);
      const reorder = outcome(other.query('update topics set position = position + 10 where id = any($1::int[])', [topicIds]));
      expect(await reorder).toBe('done');
      await other.query('commit');
      return await running;
    } finally {
      await other.end();
    }
  }

  it('a publish waits for the reorder instead of deadlocking with it', async () => {
    const { course, unit, topics: made } = await makePublishableCourse(t.db, s.org.id, 2);
    const selection = await selectionOf(t.db, made.map((x) => x.id));
    const done = await besideReorder(
      unit.id,
      made.map((x) => x.id),
      () => publishCourse(t.db, handle(), { courseId: course.id, organizationId: s.org.id, topics: selection }),
    );
    expect(done).toBe('done');
    expect((await topicRow(t.db, made[0]!.id)).status).toBe('published');
    const positions = await t.db.select({ position: topics.position }).from(topics).where(eq(topics.bundleId, unit.id));
    expect(positions.every((p) => p.position >= 10)).toBe(true);
  });

  it('an unpublish waits for the reorder instead of deadlocking with it', async () => {
    const { course, unit, topics: made } = await makePublishableCourse(t.db, s.org.id, 2);
    const selection = await selectionOf(t.db, made.map((x) => x.id));
    expect(await publishCourse(t.db, handle(), { courseId: course.id, organizationId: s.org.id, topics: selection })).not.toBeNull();
    const whole = (await selectionOf(t.db, made.map((x) => x.id))).map((x) => ({ ...x, chapters: [], questions: [] }));
    const done = await besideReorder(
      unit.id,
      made.map((x) => x.id),
      () => unpublishCourse(t.db, handle(), { courseId: course.id, organizationId: s.org.id, topics: whole }),
    );
    expect(done).toBe('done');
    for (const topic of made) expect((await topicRow(t.db, topic.id)).status).toBe('unpublished');
  });
});
