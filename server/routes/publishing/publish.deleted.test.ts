// A published page or question deleted afterwards
// (docs/product/design.md#publishing-freezes-what-students-get): students keep its snapshot
// until the topic's next publish, which replaces the topic's snapshot with its drafts as they
// are now, so the deleted item's published copy goes then (and the topic is no longer "changed
// since published").
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishedItems } from '../../db/schema/index.ts';
import { headersFor } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePublishableCourse, runPublishing, selectionOf } from '../../test/publishFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('republishing a topic after a published item was deleted on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const snapshot = async (itemType: 'chapter' | 'question', itemId: number) =>
    t.db.select().from(publishedItems).where(and(eq(publishedItems.itemType, itemType), eq(publishedItems.itemId, itemId)));
  const topicChanged = async (topicId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/content/topics/${topicId}`, headers: await headersFor(t.db, s.admin) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { changed_since_published: boolean }).changed_since_published;
  };

  it('keeps the deleted page and question for students until the next publish, which removes them', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const topic = topics[0]!;
    const first = await selectionOf(t.db, [topic.id]);
    expect((await runPublishing(t, s.publisher, 'publish', course.id, first)).job?.status).toBe('completed');
    const page = first[0]!.chapters[1]!;
    const question = first[0]!.questions[1]!;

    const headers = await headersFor(t.db, s.admin);
    expect((await t.app.inject({ method: 'DELETE', url: `/content/chapters/${page.id}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/map/questions/${question.id}`, headers })).statusCode).toBe(204);
    // Frozen until the next publish: students still get them, and the topic says it changed.
    expect(await snapshot('chapter', page.id)).toHaveLength(1);
    expect(await snapshot('question', question.id)).toHaveLength(1);
    expect(await topicChanged(topic.id)).toBe(true);

    const again = await runPublishing(t, s.publisher, 'publish', course.id, await selectionOf(t.db, [topic.id]));
    expect(again.job?.status).toBe('completed');
    expect(await snapshot('chapter', page.id)).toEqual([]);
    expect(await snapshot('question', question.id)).toEqual([]);
    const left = await t.db.select({ itemType: publishedItems.itemType }).from(publishedItems).where(eq(publishedItems.topicId, topic.id));
    expect(left.map((r) => r.itemType).sort()).toEqual(['chapter', 'passage', 'question']);
    expect(await topicChanged(topic.id)).toBe(false);
  });

  it('unpublishes a topic whose only other published items were deleted when its last ones are unpublished', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const topic = topics[0]!;
    const selection = await selectionOf(t.db, [topic.id]);
    expect((await runPublishing(t, s.publisher, 'publish', course.id, selection)).job?.status).toBe('completed');
    const [keptPage, deletedPage] = selection[0]!.chapters;
    const [keptQuestion, deletedQuestion] = selection[0]!.questions;
    const headers = await headersFor(t.db, s.admin);
    expect((await t.app.inject({ method: 'DELETE', url: `/content/chapters/${deletedPage!.id}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/map/questions/${deletedQuestion!.id}`, headers })).statusCode).toBe(204);

    const off = await runPublishing(t, s.publisher, 'unpublish', course.id, [{ ...selection[0]!, chapters: [keptPage!], questions: [keptQuestion!] }]);
    expect(off.job).toMatchObject({ status: 'completed', result: expect.objectContaining({ topics: 1, course_status: 'unpublished' }) });
    expect(await t.db.select().from(publishedItems).where(eq(publishedItems.topicId, topic.id))).toEqual([]);
  });
});
