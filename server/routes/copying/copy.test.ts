// POST /content/copy (spec §4): every kind, with linked questions on and off, across units,
// across courses and into the admin's second school. Pages, questions, passages and small
// topics answer 200 with the completed job; units and courses run as a job (202, then polled).
// What a copy holds in detail is the copier's test (commands/contentCopier); here: the route.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, chapters, courses, jobStatuses, passages, questions, topics } from '../../db/schema/index.ts';
import { copyMoveRequest, itemsOf, makeCopyTree, makeSecondSchool, type CopyMoveReply } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForJob } from '../../test/jobs.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('POST /content/copy on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const copy = (body: Record<string, unknown>, who: { id: number } = s.editor, headers: Record<string, string> = {}) => copyMoveRequest(t, 'copy', who, body, headers);
  /** A 202's job, waited for; its result as the reply would have it. */
  const finished = async (reply: { statusCode: number; body: CopyMoveReply }) => {
    expect(reply.statusCode).toBe(202);
    expect(reply.body).toMatchObject({ kind: 'copy', status: 'pending', progress: 0, result: null, error: null });
    const row = await waitForJob(t, reply.body.uuid);
    expect(row).toMatchObject({ status: 'completed', progress: 100, error: null });
    return row.result as unknown as NonNullable<CopyMoveReply['result']>;
  };
  const questionsIn = (topicId: number) => itemsOf(t.db, questions, topicId);

  it('copies a question without its links into another topic: last there, unlinked, the original untouched', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    const { statusCode, body, requestId } = await copy({ kind: 'question', id: a.q2, target_id: b.topic.id });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ uuid: requestId, kind: 'copy', status: 'completed', progress: 100, error: null });
    expect(body.result).toMatchObject({
      action: 'copy', kind: 'question', name: 'Soal 2', organization_id: s.org.id, course_id: b.topic.courseId,
      bundle_id: b.topic.bundleId, topic_id: b.topic.id, item_count: 1, linked_question_count: 0, removed_link_count: 1,
    });
    const copyId = body.result!.id;
    expect(copyId).not.toBe(a.q2);
    const there = await questionsIn(b.topic.id);
    expect(there.at(-1)).toMatchObject({ id: copyId, position: 4, precedingQuestionId: null, passageId: null, creatorId: s.editor.id, status: 'unpublished', lockVersion: 0 });
    expect((await questionsIn(a.topic.id)).map((q) => q.id)).toEqual([a.q1, a.q2, a.q3, a.q4]);
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, requestId));
    expect(row).toMatchObject({ kind: 'copy', status: 'completed', userId: s.editor.id, organizationId: s.org.id });
  });

  it('copies a question with its linked questions: chain and passage come along, linked to each other', async () => {
    const { a, d } = await makeCopyTree(t.db, s.org.id);
    const { statusCode, body } = await copy({ kind: 'question', id: a.q2, target_id: d.topic.id, include_linked_questions: true });
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ item_count: 3, linked_question_count: 1, removed_link_count: 0, course_id: d.topic.courseId });
    const added = (await questionsIn(d.topic.id)).slice(4);
    expect(added.map((q) => q.content)).toEqual(['Soal 1', 'Soal 2']);
    const [first, second] = added;
    expect(second!.precedingQuestionId).toBe(first!.id);
    const copiedPassages = await itemsOf(t.db, passages, d.topic.id);
    expect(copiedPassages).toHaveLength(2);
    expect(first!.passageId).toBe(copiedPassages[1]!.id);
    expect(copiedPassages[1]!.id).not.toBe(a.passageId);
  });

  it.each([false, true])('copies a passage (include_linked_questions %s)', async (include) => {
    const { a, c } = await makeCopyTree(t.db, s.org.id);
    const { statusCode, body } = await copy({ kind: 'passage', id: a.passageId, target_id: c.topic.id, include_linked_questions: include });
    expect(statusCode).toBe(200);
    expect(body.result).toMatchObject({ kind: 'passage', name: 'Bacaan', item_count: include ? 3 : 1, linked_question_count: include ? 2 : 0 });
    expect(body.result!.item_counts).toEqual({ chapters: 0, questions: include ? 2 : 0, passages: 1, study_guides: 0 });
    expect(await itemsOf(t.db, passages, c.topic.id)).toHaveLength(2);
    expect(await questionsIn(c.topic.id)).toHaveLength(include ? 6 : 4);
    // The original keeps its questions.
    expect((await t.db.select().from(questions).where(eq(questions.passageId, a.passageId))).map((q) => q.id)).toEqual([a.q1]);
  });

  it.each([false, true])('copies a page, within its topic with " (copy)" in the caller’s language, and across courses (include_linked_questions %s)', async (include) => {
    const { a, d } = await makeCopyTree(t.db, s.org.id);
    const here = await copy({ kind: 'chapter', id: a.pageIds[0], target_id: a.topic.id, include_linked_questions: include }, s.editor, { 'accept-language': 'id' });
    expect(here.statusCode).toBe(200);
    expect(here.body.result).toMatchObject({ kind: 'chapter', name: 'Halaman 1 (salinan)', topic_id: a.topic.id, item_count: 1 });
    const away = await copy({ kind: 'chapter', id: a.pageIds[0], target_id: d.topic.id, include_linked_questions: include });
    expect(away.body.result).toMatchObject({ name: 'Halaman 1', topic_id: d.topic.id, course_id: d.topic.courseId });
    const pages = await itemsOf(t.db, chapters, d.topic.id);
    expect(pages.at(-1)).toMatchObject({ id: away.body.result!.id, title: 'Halaman 1', lessonId: d.topic.lessonId, position: 2 });
  });

  it.each([false, true])('copies a topic inline: into its own unit as " (copy)", into another unit, into another course (include_linked_questions %s)', async (include) => {
    const { a, u1, u2, u3 } = await makeCopyTree(t.db, s.org.id);
    const here = await copy({ kind: 'topic', id: a.topic.id, target_id: u1.id, include_linked_questions: include });
    expect(here.statusCode).toBe(200);
    expect(here.body.result).toMatchObject({ kind: 'topic', name: `${a.topic.name} (copy)`, bundle_id: u1.id, item_count: 7 });
    expect(here.body.result!.item_counts).toEqual({ chapters: 2, questions: 4, passages: 1, study_guides: 0 });
    for (const unit of [u2, u3]) {
      const res = await copy({ kind: 'topic', id: a.topic.id, target_id: unit.id, include_linked_questions: include });
      expect(res.statusCode).toBe(200);
      expect(res.body.result).toMatchObject({ name: a.topic.name, bundle_id: unit.id, course_id: unit.courseId, item_count: 7 });
      const copied = await questionsIn(res.body.result!.id);
      expect(copied.map((q) => q.content)).toEqual(['Soal 1', 'Soal 2', 'Soal 3', 'Soal 4']);
      expect(copied[1]!.precedingQuestionId).toBe(copied[0]!.id);
    }
  });

  it.each([false, true])('copies a unit as a job, into its course and into another (include_linked_questions %s)', async (include) => {
    const { u1, course, other } = await makeCopyTree(t.db, s.org.id);
    const here = await finished(await copy({ kind: 'bundle', id: u1.id, target_id: course.id, include_linked_questions: include }));
    expect(here).toMatchObject({ action: 'copy', kind: 'bundle', name: `${u1.name} (copy)`, course_id: course.id, item_count: 14 });
    const away = await finished(await copy({ kind: 'bundle', id: u1.id, target_id: other.id, include_linked_questions: include }));
    expect(away).toMatchObject({ name: u1.name, course_id: other.id });
    const [unit] = await t.db.select().from(bundles).where(eq(bundles.id, away.id));
    expect(unit).toMatchObject({ courseId: other.id, position: 1, status: 'unpublished', creatorId: s.editor.id });
    expect(await t.db.select().from(topics).where(eq(topics.bundleId, away.id))).toHaveLength(2);
  });

  it('copies a course as a job, into its organization and into the admin’s second school', async () => {
    const second = await makeSecondSchool(t.db, s);
    const { course } = await makeCopyTree(t.db, s.org.id);
    const here = await finished(await copy({ kind: 'course', id: course.id, target_id: s.org.id }, s.admin));
    expect(here).toMatchObject({ kind: 'course', name: `${course.name} (copy)`, organization_id: s.org.id, bundle_id: null, topic_id: null, item_count: 21 });
    const there = await finished(await copy({ kind: 'course', id: course.id, target_id: second.org.id, include_linked_questions: true }, s.admin));
    expect(there).toMatchObject({ name: course.name, organization_id: second.org.id });
    const [copied] = await t.db.select().from(courses).where(eq(courses.id, there.id));
    expect(copied).toMatchObject({ organizationId: second.org.id, status: 'unpublished' });
    const units = await t.db.select().from(bundles).where(eq(bundles.courseId, there.id));
    expect(units.map((u) => u.organizationId)).toEqual([second.org.id, second.org.id]);
    const topicIds = (await t.db.select({ id: topics.id }).from(topics).where(eq(topics.courseId, there.id))).map((r) => r.id);
    const copiedQuestions = await t.db.select().from(questions).where(inArray(questions.topicId, topicIds));
    expect(copiedQuestions).toHaveLength(12);
    expect(copiedQuestions.every((q) => q.organizationId === second.org.id)).toBe(true);
  });

  it.each([false, true])('copies pages, questions, passages and topics into the admin’s second school (include_linked_questions %s)', async (include) => {
    const second = await makeSecondSchool(t.db, s);
    const mine = await makeCopyTree(t.db, s.org.id);
    const theirs = await makeCopyTree(t.db, second.org.id);
    const cases = [
      { kind: 'chapter', id: mine.a.pageIds[0], target_id: theirs.a.topic.id },
      { kind: 'question', id: mine.a.q2, target_id: theirs.a.topic.id },
      { kind: 'passage', id: mine.a.passageId, target_id: theirs.a.topic.id },
      { kind: 'topic', id: mine.a.topic.id, target_id: theirs.u1.id },
    ];
    for (const body of cases) {
      const res = await copy({ ...body, include_linked_questions: include }, s.admin);
      expect(res.statusCode, body.kind).toBe(200);
      expect(res.body.result).toMatchObject({ kind: body.kind, organization_id: second.org.id });
    }
    const rows = await t.db.select().from(questions).where(and(eq(questions.topicId, theirs.a.topic.id), ne(questions.organizationId, second.org.id)));
    expect(rows).toEqual([]);
    const unit = await finished(await copy({ kind: 'bundle', id: mine.u1.id, target_id: theirs.course.id, include_linked_questions: include }, s.admin));
    expect(unit).toMatchObject({ organization_id: second.org.id, course_id: theirs.course.id });
  });
});
