// POST /content/move within one organization (spec §4): every movable kind, with linked
// questions on and off, across units and courses. Ids kept, lock_version bumped, appended in
// the target, positions closed up in the source, links cut on both sides or carried along.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, chapters, courses, jobStatuses, lessons, passages, publishedItems, questions, topics } from '../../db/schema/index.ts';
import { makeUnit } from '../../test/contentFactories.ts';
import { richTopic } from '../../test/copyFactories.ts';
import { copyMoveRequest, itemsOf, makeCopyTree } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('POST /content/move on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const move = (body: Record<string, unknown>, who: { id: number } = s.editor) => copyMoveRequest(t, 'move', who, body);
  const question = async (id: number) => (await t.db.select().from(questions).where(eq(questions.id, id)))[0]!;
  const positions = (rows: { id: number; position: number }[]) => rows.map((r) => [r.id, r.position]);

  it('moves a question without its links: the links are cut on both sides, it goes last, the source closes up', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    const before = await question(a.q2);
    const { statusCode, body, requestId } = await move({ kind: 'question', id: a.q2, target_id: b.topic.id });
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      uuid: requestId,
      kind: 'move',
      status: 'completed',
      progress: 100,
      error: null,
      result: {
        action: 'move', kind: 'question', id: a.q2, name: 'Soal 2', organization_id: s.org.id, course_id: b.topic.courseId,
        bundle_id: b.topic.bundleId, topic_id: b.topic.id, item_count: 1, item_counts: { chapters: 0, questions: 1, passages: 0, study_guides: 0 },
        linked_question_count: 0, removed_link_count: 1,
      },
    });
    const moved = await question(a.q2);
    expect(moved).toMatchObject({ topicId: b.topic.id, precedingQuestionId: null, position: 4, lockVersion: before.lockVersion + 1 });
    expect(positions(await itemsOf(t.db, questions, a.topic.id))).toEqual([[a.q1, 0], [a.q3, 1], [a.q4, 2]]);
    expect((await question(a.q1)).passageId).toBe(a.passageId);
    // The job row is written with the move, for the request_id.
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, requestId));
    expect(row).toMatchObject({ kind: 'move', status: 'completed', userId: s.editor.id, organizationId: s.org.id });
  });

  it('moves a question with its linked questions: its chain, the passage and the passage’s questions come along, linked', async () => {
    const { a, c } = await makeCopyTree(t.db, s.org.id);
    const { statusCode, body } = await move({ kind: 'question', id: a.q2, target_id: c.topic.id, include_linked_questions: true });
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ item_count: 3, item_counts: { chapters: 0, questions: 2, passages: 1, study_guides: 0 }, linked_question_count: 1, removed_link_count: 0, topic_id: c.topic.id, bundle_id: c.topic.bundleId });
    const there = await itemsOf(t.db, questions, c.topic.id);
    expect(positions(there)).toEqual([[c.q1, 0], [c.q2, 1], [c.q3, 2], [c.q4, 3], [a.q1, 4], [a.q2, 5]]);
    expect(there.find((q) => q.id === a.q2)!.precedingQuestionId).toBe(a.q1);
    expect(there.find((q) => q.id === a.q1)!.passageId).toBe(a.passageId);
    expect(positions(await itemsOf(t.db, passages, c.topic.id))).toEqual([[c.passageId, 0], [a.passageId, 1]]);
    expect(positions(await itemsOf(t.db, questions, a.topic.id))).toEqual([[a.q3, 0], [a.q4, 1]]);
    expect(await itemsOf(t.db, passages, a.topic.id)).toEqual([]);
  });

  it('moves a standalone question to a topic of another course', async () => {
    const { a, d } = await makeCopyTree(t.db, s.org.id);
    for (const include of [false, true]) {
      const id = include ? a.q4 : a.q3;
      const { statusCode, body } = await move({ kind: 'question', id, target_id: d.topic.id, include_linked_questions: include });
      expect(statusCode).toBe(200);
      expect(body.result).toMatchObject({ course_id: d.topic.courseId, item_count: 1, linked_question_count: 0, removed_link_count: 0 });
      expect((await question(id)).topicId).toBe(d.topic.id);
    }
  });

  it('moves a passage without its questions: they stay and lose it (lock_version bumped)', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    const q1 = await question(a.q1);
    const { statusCode, body } = await move({ kind: 'passage', id: a.passageId, target_id: b.topic.id });
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ kind: 'passage', name: 'Bacaan', item_count: 1, linked_question_count: 0, removed_link_count: 1 });
    expect(await question(a.q1)).toMatchObject({ topicId: a.topic.id, passageId: null, lockVersion: q1.lockVersion + 1 });
    expect(positions(await itemsOf(t.db, passages, b.topic.id))).toEqual([[b.passageId, 0], [a.passageId, 1]]);
  });

  it('moves a passage with its questions and their chains, to another course', async () => {
    const { a, d } = await makeCopyTree(t.db, s.org.id);
    const { statusCode, body } = await move({ kind: 'passage', id: a.passageId, target_id: d.topic.id, include_linked_questions: true });
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ item_count: 3, linked_question_count: 2, removed_link_count: 0, course_id: d.topic.courseId });
    const moved = await t.db.select().from(questions).where(inArray(questions.id, [a.q1, a.q2]));
    expect(moved.every((q) => q.topicId === d.topic.id)).toBe(true);
    expect(moved.find((q) => q.id === a.q1)!.passageId).toBe(a.passageId);
    expect(moved.find((q) => q.id === a.q2)!.precedingQuestionId).toBe(a.q1);
  });

  it.each([false, true])('moves a page into the target topic’s lesson (include_linked_questions %s)', async (include) => {
    const { a, b, d } = await makeCopyTree(t.db, s.org.id);
    const target = include ? d : b;
    const [page] = await t.db.select().from(chapters).where(eq(chapters.id, a.pageIds[0]!));
    const { statusCode, body } = await move({ kind: 'chapter', id: page!.id, target_id: target.topic.id, include_linked_questions: include });
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ kind: 'chapter', name: 'Halaman 1', item_count: 1, topic_id: target.topic.id });
    const [moved] = await t.db.select().from(chapters).where(eq(chapters.id, page!.id));
    expect(moved).toMatchObject({ topicId: target.topic.id, lessonId: target.topic.lessonId, position: 2, lockVersion: page!.lockVersion + 1 });
    expect(positions(await itemsOf(t.db, chapters, a.topic.id))).toEqual([[a.pageIds[1], 0]]);
  });

  it.each([false, true])('moves a topic to another unit and to a unit of another course (include_linked_questions %s)', async (include) => {
    const { a, b, u2, u3, course, other } = await makeCopyTree(t.db, s.org.id);
    const first = await move({ kind: 'topic', id: a.topic.id, target_id: u2.id, include_linked_questions: include });
    expect(first.statusCode).toBe(200);
    expect(first.body.result).toMatchObject({ kind: 'topic', id: a.topic.id, course_id: course.id, bundle_id: u2.id, topic_id: null, item_count: 7 });
    expect(first.body.result!.item_counts).toEqual({ chapters: 2, questions: 4, passages: 1, study_guides: 0 });
    const [topic] = await t.db.select().from(topics).where(eq(topics.id, a.topic.id));
    expect(topic).toMatchObject({ bundleId: u2.id, courseId: course.id, position: 1, lockVersion: a.topic.lockVersion + 1 });
    const [left] = await t.db.select().from(topics).where(eq(topics.id, b.topic.id));
    expect(left!.position).toBe(0);

    const second = await move({ kind: 'topic', id: a.topic.id, target_id: u3.id, include_linked_questions: include });
    expect(second.statusCode).toBe(200);
    expect(second.body.result).toMatchObject({ course_id: other.id, bundle_id: u3.id });
    const [again] = await t.db.select().from(topics).where(eq(topics.id, a.topic.id));
    expect(again).toMatchObject({ bundleId: u3.id, courseId: other.id, position: 1 });
    // What it holds stays with it, links intact.
    expect((await question(a.q2)).precedingQuestionId).toBe(a.q1);
  });

  it('counts what a moved topic carried by kind, its study guides being files and links', async () => {
    const { course, u2 } = await makeCopyTree(t.db, s.org.id);
    const from = await makeUnit(t.db, course);
    const { topic } = await richTopic(t, s, from);
    const { statusCode, body } = await move({ kind: 'topic', id: topic.id, target_id: u2.id }, s.admin);
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ item_count: 2 + 7 + 1 + 2, item_counts: { chapters: 2, questions: 7, passages: 1, study_guides: 2 } });
  });

  it.each([false, true])('moves a unit to another course with its topics (include_linked_questions %s)', async (include) => {
    const { u1, u2, other, a, b } = await makeCopyTree(t.db, s.org.id);
    const { statusCode, body } = await move({ kind: 'bundle', id: u1.id, target_id: other.id, include_linked_questions: include });
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ kind: 'bundle', id: u1.id, name: u1.name, course_id: other.id, bundle_id: null, topic_id: null, item_count: 14 });
    const [moved] = await t.db.select().from(bundles).where(eq(bundles.id, u1.id));
    expect(moved).toMatchObject({ courseId: other.id, position: 1, lockVersion: u1.lockVersion + 1 });
    const [rest] = await t.db.select().from(bundles).where(eq(bundles.id, u2.id));
    expect(rest!.position).toBe(0);
    const topicRows = await t.db.select().from(topics).where(inArray(topics.id, [a.topic.id, b.topic.id]));
    expect(topicRows.every((r) => r.courseId === other.id && r.bundleId === u1.id)).toBe(true);
  });

  it('a published unit moved to another course keeps its snapshots; the course it left is unpublished with nothing published left', async () => {
    const { u1, u2, other, a, course } = await makeCopyTree(t.db, s.org.id);
    await t.db.update(courses).set({ status: 'published' }).where(eq(courses.id, course.id));
    await t.db.update(bundles).set({ status: 'published' }).where(eq(bundles.id, u1.id));
    await t.db.update(topics).set({ status: 'published', publishedVersion: 0 }).where(eq(topics.id, a.topic.id));
    await t.db.insert(publishedItems).values({ organizationId: s.org.id, topicId: a.topic.id, itemType: 'question', itemId: a.q1, version: 0, document: {} });
    expect((await move({ kind: 'bundle', id: u1.id, target_id: other.id })).statusCode).toBe(200);
    expect(await t.db.select().from(publishedItems).where(eq(publishedItems.topicId, a.topic.id))).toHaveLength(1);
    const [left] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(left!.status).toBe('unpublished');
    const [joined] = await t.db.select().from(courses).where(eq(courses.id, other.id));
    expect(joined!.status).toBe('unpublished');
    expect((await t.db.select().from(bundles).where(eq(bundles.id, u2.id)))[0]!.status).toBe('unpublished');
  });

  it('a topic without a lesson gets one when a page moves in', async () => {
    const { a, u2 } = await makeCopyTree(t.db, s.org.id);
    const [bare] = await t.db.insert(topics).values({ organizationId: s.org.id, bundleId: u2.id, courseId: u2.courseId, name: 'Tanpa pelajaran' }).returning();
    const { statusCode } = await move({ kind: 'chapter', id: a.pageIds[1]!, target_id: bare!.id });
    expect(statusCode).toBe(200);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.topicId, bare!.id));
    const [page] = await t.db.select().from(chapters).where(eq(chapters.id, a.pageIds[1]!));
    expect(page).toMatchObject({ topicId: bare!.id, lessonId: lesson!.id, position: 0 });
  });
});
