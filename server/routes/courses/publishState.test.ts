// Status, last-published date and "changed since published" on every reply that lists
// published content (spec §2, §4 "What is published is a snapshot"): the course list, the
// course, its tree, a unit, a topic and the topic's pages, questions and passages. The
// publish state is written straight into the database, as a publish job leaves it.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { bundles, chapters, courses, passages, publishedItems, questions, topics } from '../../db/schema/index.ts';
import { makePage } from '../../test/pageFactories.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeTopicWithLesson } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { countQueries } from '../../test/queries.ts';
import { schoolApp } from '../../test/schoolApp.ts';

const publishedAt = new Date('2026-03-02T08:00:00.000Z');
const ITEM_TABLES = { chapter: chapters, question: questions, passage: passages } as const;

/** Publishes a topic and everything in it, as the publish job does: statuses, versions, dates and snapshots. */
async function publishTopic(db: Db, topic: { id: number; bundleId: number; courseId: number; organizationId: number }) {
  await db.update(courses).set({ status: 'published', publishedAt }).where(eq(courses.id, topic.courseId));
  await db.update(bundles).set({ status: 'published', publishedAt }).where(eq(bundles.id, topic.bundleId));
  await db
    .update(topics)
    .set({ status: 'published', publishedAt, publishedVersion: sql`${topics.lockVersion}` })
    .where(eq(topics.id, topic.id));
  for (const [itemType, table] of Object.entries(ITEM_TABLES) as [keyof typeof ITEM_TABLES, (typeof ITEM_TABLES)[keyof typeof ITEM_TABLES]][]) {
    const rows = await db
      .update(table)
      .set({ status: 'published', publishedVersion: sql`lock_version` })
      .where(eq(table.topicId, topic.id))
      .returning({ id: table.id, version: table.lockVersion, position: table.position });
    if (rows.length) {
      await db.insert(publishedItems).values(
        rows.map((row) => ({ organizationId: topic.organizationId, topicId: topic.id, itemType, itemId: row.id, version: row.version, position: row.position, document: {}, publishedAt })),
      );
    }
  }
}

/** A draft edit: the row's lock_version moves past the published one. */
const bump = (db: Db, table: typeof chapters | typeof questions | typeof passages | typeof topics, id: number) =>
  db.update(table).set({ lockVersion: sql`lock_version + 1` }).where(eq(table.id, id));

describe.each(testDatabaseKinds())('publish state in replies on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  /** A course with two units: the first holds a published topic with a page, two questions and a passage, and an unpublished topic. */
  async function publishedCourse() {
    const course = await makeCourse(t.db, s.org.id);
    const unit = await makeUnit(t.db, course, { position: 0 });
    const other = await makeUnit(t.db, course, { position: 1 });
    const topic = await makeTopicWithLesson(t.db, unit, { position: 0 });
    const draft = await makeTopicWithLesson(t.db, unit, { position: 1 });
    const quiet = await makeTopicWithLesson(t.db, other, { position: 0 });
    await fillTopic(t.db, topic, { pages: 1, questions: 2, passages: 1 });
    await fillTopic(t.db, draft, { questions: 1 });
    await fillTopic(t.db, quiet, { questions: 1 });
    await publishTopic(t.db, topic);
    await publishTopic(t.db, quiet);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    return {
      course,
      unit,
      other,
      topic,
      draft,
      quiet,
      pageIds: ids(await t.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.topicId, topic.id)).orderBy(chapters.position)),
      questionIds: ids(await t.db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topic.id)).orderBy(questions.position)),
      passageIds: ids(await t.db.select({ id: passages.id }).from(passages).where(eq(passages.topicId, topic.id)).orderBy(passages.position)),
    };
  }

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: await headersFor(t.db, s.editor) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const listed = async (courseId: number) =>
    ((await get(`/content/organizations/${s.org.id}/courses?per=100`)) as { id: number }[]).find((c) => c.id === courseId) as Record<string, unknown>;
  const treeOf = async (courseId: number) => get(`/content/courses/${courseId}/show_tree`);
  const topicOf = async (topicId: number) => get(`/content/topics/${topicId}`);
  const stamp = publishedAt.toISOString();

  it('says when everything was published, and that nothing changed since', async () => {
    const f = await publishedCourse();
    expect(await listed(f.course.id)).toMatchObject({ status: 'published', published_at: stamp, changed_since_published: false });
    expect(await get(`/content/courses/${f.course.id}`)).toMatchObject({ status: 'published', published_at: stamp, changed_since_published: false });
    const tree = await treeOf(f.course.id);
    expect(tree.bundles[0]).toMatchObject({ status: 'published', published_at: stamp, changed_since_published: false });
    expect(tree.bundles[0].topics).toEqual([
      expect.objectContaining({ id: f.topic.id, status: 'published', published_at: stamp, changed_since_published: false }),
      expect.objectContaining({ id: f.draft.id, status: 'unpublished', published_at: null, changed_since_published: false }),
    ]);
    const unit = await get(`/content/bundles/${f.unit.id}`);
    expect(unit).toMatchObject({ status: 'published', published_at: stamp, changed_since_published: false });
    expect(unit.topics[0]).toMatchObject({ published_at: stamp, changed_since_published: false });
    const topic = await topicOf(f.topic.id);
    expect(topic).toMatchObject({ status: 'published', published_at: stamp, changed_since_published: false });
    for (const item of [...topic.lesson.chapters, ...topic.questions, ...topic.passages]) {
      expect(item).toMatchObject({ status: 'published', published_at: stamp, changed_since_published: false });
    }
    const draft = await topicOf(f.draft.id);
    expect(draft).toMatchObject({ status: 'unpublished', published_at: null, changed_since_published: false });
    expect(draft.questions[0]).toMatchObject({ status: 'unpublished', published_at: null, changed_since_published: false });
  });

  it('marks an edited question, its topic, unit and course as changed, and nothing else', async () => {
    const f = await publishedCourse();
    await bump(t.db, questions, f.questionIds[1]!);
    const topic = await topicOf(f.topic.id);
    expect(topic.changed_since_published).toBe(true);
    expect(topic.questions.map((q: { changed_since_published: boolean }) => q.changed_since_published)).toEqual([false, true]);
    expect(topic.lesson.chapters[0].changed_since_published).toBe(false);
    expect(topic.passages[0].changed_since_published).toBe(false);
    // What students get is still the published snapshot: the date does not move.
    expect(topic.questions[1].published_at).toBe(stamp);

    const tree = await treeOf(f.course.id);
    expect(tree.bundles.map((b: { changed_since_published: boolean }) => b.changed_since_published)).toEqual([true, false]);
    expect(tree.bundles[0].topics.map((x: { changed_since_published: boolean }) => x.changed_since_published)).toEqual([true, false]);
    expect((await get(`/content/bundles/${f.unit.id}`)).changed_since_published).toBe(true);
    expect((await get(`/content/bundles/${f.other.id}`)).changed_since_published).toBe(false);
    expect((await get(`/content/courses/${f.course.id}`)).changed_since_published).toBe(true);
    expect((await listed(f.course.id)).changed_since_published).toBe(true);
  });

  it('marks an edited page or passage, and a topic whose own settings changed', async () => {
    const f = await publishedCourse();
    await bump(t.db, chapters, f.pageIds[0]!);
    let topic = await topicOf(f.topic.id);
    expect([topic.changed_since_published, topic.lesson.chapters[0].changed_since_published]).toEqual([true, true]);

    const g = await publishedCourse();
    await bump(t.db, passages, g.passageIds[0]!);
    topic = await topicOf(g.topic.id);
    expect([topic.changed_since_published, topic.passages[0].changed_since_published]).toEqual([true, true]);

    const h = await publishedCourse();
    await bump(t.db, topics, h.topic.id);
    topic = await topicOf(h.topic.id);
    expect(topic.changed_since_published).toBe(true);
    expect([...topic.lesson.chapters, ...topic.questions, ...topic.passages].some((i: { changed_since_published: boolean }) => i.changed_since_published)).toBe(false);
    expect((await listed(h.course.id)).changed_since_published).toBe(true);
  });

  it('marks a topic whose published item was deleted, or that got a new item since', async () => {
    const f = await publishedCourse();
    await t.db.delete(questions).where(eq(questions.id, f.questionIds[0]!));
    expect((await topicOf(f.topic.id)).changed_since_published).toBe(true);
    expect((await listed(f.course.id)).changed_since_published).toBe(true);

    const g = await publishedCourse();
    await makePage(t.db, g.topic, { title: 'Halaman baru', position: 5 });
    const topic = await topicOf(g.topic.id);
    expect(topic.changed_since_published).toBe(true);
    expect(topic.lesson.chapters.at(-1)).toMatchObject({ title: 'Halaman baru', status: 'unpublished', published_at: null, changed_since_published: false });
    expect((await treeOf(g.course.id)).bundles[0].changed_since_published).toBe(true);
  });

  it('does not mark unpublished content, nor content published before snapshots existed', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course));
    await fillTopic(t.db, topic, { pages: 1, questions: 1 });
    await bump(t.db, questions, (await t.db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topic.id)))[0]!.id);
    expect((await topicOf(topic.id)).changed_since_published).toBe(false);
    // Published without a published_version (the demo seed): nothing to compare with.
    await t.db.update(topics).set({ status: 'published', lockVersion: 4 }).where(eq(topics.id, topic.id));
    for (const table of [chapters, questions]) await t.db.update(table).set({ status: 'published', lockVersion: 3 }).where(inArray(table.topicId, [topic.id]));
    const reply = await topicOf(topic.id);
    expect(reply).toMatchObject({ status: 'published', published_at: null, changed_since_published: false });
    expect(reply.questions[0].changed_since_published).toBe(false);
    expect((await listed(course.id)).changed_since_published).toBe(false);
  });

  it('costs no statement more for a changed course list, tree or topic than for an unchanged one', async () => {
    const f = await publishedCourse();
    const headers = await headersFor(t.db, s.editor);
    const urls = [`/content/organizations/${s.org.id}/courses`, `/content/courses/${f.course.id}/show_tree`, `/content/topics/${f.topic.id}`, `/content/bundles/${f.unit.id}`];
    const before = [];
    for (const url of urls) before.push(await countQueries(t.database, () => t.app.inject({ url, headers })));
    for (const id of f.questionIds) await bump(t.db, questions, id);
    await t.db.delete(chapters).where(eq(chapters.id, f.pageIds[0]!));
    const after = [];
    for (const url of urls) after.push(await countQueries(t.database, () => t.app.inject({ url, headers })));
    expect(after).toEqual(before);
    expect((await topicOf(f.topic.id)).changed_since_published).toBe(true);
  });
});
