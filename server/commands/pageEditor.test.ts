// Deleting a page beside another write in its topic, on PostgreSQL (PGlite has one
// connection). Reordering the topic's pages, deleting the topic and creating a page all
// lock the topic before its pages; a page delete, which moves the pages after it up, must
// too, or it deadlocks with them and one fails.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chapters } from '../db/schema/index.ts';
import { makePage, makeLessonTopic } from '../test/pageFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { otherConnection, outcome, someoneWaitsForALock } from '../test/locks.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { deletePage } from './pageEditor.ts';

describe.runIf(testDatabaseKinds().includes('postgres'))('deleting a page beside a reorder on postgres', () => {
  const { t, s } = schoolApp('postgres');

  it('waits for the reorder to finish instead of deadlocking with it', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const first = await makePage(t.db, topic, { position: 0 });
    const second = await makePage(t.db, topic, { position: 1 });
    const third = await makePage(t.db, topic, { position: 2 });
    const other = await otherConnection(t.database);
    try {
      // The reorder (pageReorderer): the topic, then the pages one by one.
      await other.query('begin');
      await other.query('select id from topics where id = $1 for update', [topic.id]);
      await other.query('update chapters set position = 0 where id = $1', [third.id]);
      const deleting = outcome(deletePage(t.db, first, s.admin.id));
      await someoneWaitsForALock(t.database);
      await other.query('update chapters set position = 1 where id = $1', [first.id]);
      await other.query('update chapters set position = 2 where id = $1', [second.id]);
      await other.query('commit');
      expect(await deleting).toBe('done');
    } finally {
      await other.end();
    }
    const left = await t.db.select({ id: chapters.id, position: chapters.position }).from(chapters).where(eq(chapters.topicId, topic.id)).orderBy(asc(chapters.position));
    expect(left).toEqual([
      { id: third.id, position: 0 },
      { id: second.id, position: 1 },
    ]);
  });
});
