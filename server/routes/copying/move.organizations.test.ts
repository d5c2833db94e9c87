// POST /content/move into the admin's second school (spec §4): every row under the moved record
// takes the target's organization_id, what moved is unpublished and its snapshots dropped, the
// files it uses are copied into the target school (the originals can go), and a topic used in
// assignments cannot leave its school (the §8 unpublish text).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers,
  bundles,
  chapters,
  lessonDocuments,
  lessons,
  linkAttachments,
  passages,
  publishedItems,
  questions,
  topicAssignmentUsages,
  topics,
  uploadedFiles,
} from '../../db/schema/index.ts';
import { removeUpload } from '../../storage/uploads.ts';
import { makeUnit, makeCourse } from '../../test/contentFactories.ts';
import { copyMoveRequest, makeCopyTree, makeSecondSchool } from '../../test/copyMoveFactories.ts';
import { canonicalTopics, richTopic } from '../../test/copyFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('POST /content/move into another school on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const move = (body: Record<string, unknown>, headers: Record<string, string> = {}) => copyMoveRequest(t, 'move', s.admin, body, headers);
  const orgsOf = async (table: typeof chapters | typeof questions | typeof passages, topicId: number) =>
    [...new Set((await t.db.select({ o: table.organizationId }).from(table).where(eq(table.topicId, topicId))).map((r) => r.o))];

  it.each([false, true])('moves a page, a question and a passage into a topic there (include_linked_questions %s)', async (include) => {
    const second = await makeSecondSchool(t.db, s);
    const mine = await makeCopyTree(t.db, s.org.id);
    const theirs = await makeCopyTree(t.db, second.org.id);
    const target = theirs.a.topic.id;
    for (const body of [
      { kind: 'chapter', id: mine.a.pageIds[0] },
      { kind: 'question', id: mine.a.q2 },
      { kind: 'passage', id: mine.b.passageId },
    ]) {
      const res = await move({ ...body, target_id: target, include_linked_questions: include });
      expect(res.statusCode, body.kind).toBe(200);
      expect(res.body.result).toMatchObject({ kind: body.kind, id: body.id, organization_id: second.org.id, course_id: theirs.course.id, topic_id: target });
    }
    for (const table of [chapters, questions, passages] as const) expect(await orgsOf(table, target)).toEqual([second.org.id]);
    const moved = await t.db.select().from(questions).where(eq(questions.topicId, target));
    expect(moved.map((q) => q.content).sort()).toEqual(include ? ['Soal 1', 'Soal 1', 'Soal 1', 'Soal 2', 'Soal 2', 'Soal 2', 'Soal 3', 'Soal 4'] : ['Soal 1', 'Soal 2', 'Soal 2', 'Soal 3', 'Soal 4']);
    const parts = await t.db.select({ o: answers.organizationId }).from(answers).where(inArray(answers.questionId, moved.map((q) => q.id)));
    expect(new Set(parts.map((p) => p.o))).toEqual(new Set([second.org.id]));
    // What stayed keeps its school and has no link into the other one.
    const left = await t.db.select().from(questions).where(eq(questions.topicId, mine.a.topic.id));
    expect(left.every((q) => q.organizationId === s.org.id && (q.precedingQuestionId === null || left.some((o) => o.id === q.precedingQuestionId)))).toBe(true);
  });

  it.each([false, true])('moves a unit with its topics, lessons, links and questions into a course there, unpublished (include_linked_questions %s)', async (include) => {
    const second = await makeSecondSchool(t.db, s);
    const mine = await makeCopyTree(t.db, s.org.id);
    const theirs = await makeCopyTree(t.db, second.org.id);
    const topicIds = [mine.a.topic.id, mine.b.topic.id];
    await t.db.update(bundles).set({ status: 'published' }).where(eq(bundles.id, mine.u1.id));
    await t.db.update(topics).set({ status: 'published', publishedVersion: 0 }).where(inArray(topics.id, topicIds));
    await t.db.insert(publishedItems).values({ organizationId: s.org.id, topicId: mine.a.topic.id, itemType: 'question', itemId: mine.a.q1, version: 0, document: {} });
    await t.db.insert(linkAttachments).values({ organizationId: s.org.id, lessonId: mine.a.topic.lessonId, name: 'Sumber', url: 'https://example.org/' });

    const res = await move({ kind: 'bundle', id: mine.u1.id, target_id: theirs.course.id, include_linked_questions: include });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({ kind: 'bundle', organization_id: second.org.id, course_id: theirs.course.id, item_count: 15 });
    // The link the unit's topic carries is a study guide and counts, as a copy counts it.
    expect(res.body.result?.item_counts).toMatchObject({ study_guides: 1 });
    const [unit] = await t.db.select().from(bundles).where(eq(bundles.id, mine.u1.id));
    expect(unit).toMatchObject({ organizationId: second.org.id, courseId: theirs.course.id, status: 'unpublished', position: 2 });
    const topicRows = await t.db.select().from(topics).where(inArray(topics.id, topicIds));
    expect(topicRows.every((r) => r.organizationId === second.org.id && r.courseId === theirs.course.id && r.status === 'unpublished' && r.publishedVersion === null)).toBe(true);
    for (const table of [chapters, questions, passages] as const) for (const id of topicIds) expect(await orgsOf(table, id)).toEqual([second.org.id]);
    const lessonRows = await t.db.select().from(lessons).where(inArray(lessons.topicId, topicIds));
    expect(lessonRows.every((l) => l.organizationId === second.org.id)).toBe(true);
    const [link] = await t.db.select().from(linkAttachments).where(eq(linkAttachments.lessonId, mine.a.topic.lessonId));
    expect(link!.organizationId).toBe(second.org.id);
    expect(await t.db.select().from(publishedItems).where(inArray(publishedItems.topicId, topicIds))).toEqual([]);
    // The course it left is not left with a unit of another school.
    expect((await t.db.select().from(bundles).where(eq(bundles.courseId, mine.course.id))).map((b) => [b.id, b.position])).toEqual([[mine.u2.id, 0]]);
  });

  it('moves a topic there with its files copied into that school: the originals can go', async () => {
    const second = await makeSecondSchool(t.db, s);
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const { topic, image, studyGuide } = await richTopic(t, s, unit);
    const before = await canonicalTopics(t.db, [topic.id]);
    const there = await makeUnit(t.db, await makeCourse(t.db, second.org.id));

    const res = await move({ kind: 'topic', id: topic.id, target_id: there.id, include_linked_questions: true });
    expect(res.statusCode).toBe(200);
    expect(await canonicalTopics(t.db, [topic.id])).toEqual(before);

    // Every file the topic uses now is one of the second school's, and not the original.
    const [page] = await t.db.select().from(chapters).where(and(eq(chapters.topicId, topic.id), eq(chapters.type, 'text')));
    const imageId = Number(/data-media-id="(\d+)"/.exec(page!.content)![1]);
    expect(imageId).not.toBe(image.file.id);
    const [newImage] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, imageId));
    expect(newImage).toMatchObject({ organizationId: second.org.id });
    expect(page!.content).toContain(newImage!.storageKey);
    const imageAnswers = await t.db
      .select({ mediaId: answers.mediaId })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(and(eq(questions.topicId, topic.id), sql`${answers.mediaId} is not null`));
    expect(imageAnswers.map((a) => a.mediaId)).toEqual([imageId]);
    const [guide] = await t.db.select({ file: uploadedFiles }).from(lessonDocuments).innerJoin(uploadedFiles, eq(uploadedFiles.id, lessonDocuments.uploadedFileId)).where(eq(lessonDocuments.id, studyGuide.studyGuide.id));
    expect(guide!.file).toMatchObject({ organizationId: second.org.id });
    expect(guide!.file.id).not.toBe(studyGuide.file.id);
    const [doc] = await t.db.select().from(lessonDocuments).where(eq(lessonDocuments.id, studyGuide.studyGuide.id));
    expect(doc!.organizationId).toBe(second.org.id);
    // The study guide's original, used by nothing now, is gone from the first school (row and
    // object); the image's stays (other content there may use it).
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, studyGuide.file.id))).toEqual([]);
    expect(await t.storage.size(studyGuide.file.storageKey)).toBeNull();
    expect(await t.storage.size(image.file.storageKey)).not.toBeNull();

    await removeUpload({ db: t.db, storage: t.storage }, image.file);
    for (const key of [newImage!.storageKey, guide!.file.storageKey]) {
      const file = await t.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(file.statusCode).toBe(200);
    }
  });

  it('refuses to move a topic used in assignments out of its school, with the §8 text, moving nothing', async () => {
    const second = await makeSecondSchool(t.db, s);
    const mine = await makeCopyTree(t.db, s.org.id);
    const theirs = await makeCopyTree(t.db, second.org.id);
    await t.db.insert(topicAssignmentUsages).values({ organizationId: s.org.id, topicId: mine.a.topic.id, assignmentRef: `asg-${mine.a.topic.id}` });
    for (const body of [
      { kind: 'topic', id: mine.a.topic.id, target_id: theirs.u1.id },
      { kind: 'bundle', id: mine.u1.id, target_id: theirs.course.id },
    ]) {
      const res = await move(body, { 'accept-language': 'id' });
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toMatch(/^Topik berikut sedang digunakan dalam tugas/);
      expect(res.body.message).toContain(`“${mine.a.topic.name}”`);
    }
    const [topic] = await t.db.select().from(topics).where(eq(topics.id, mine.a.topic.id));
    expect(topic).toMatchObject({ organizationId: s.org.id, bundleId: mine.u1.id });
    // Within its school it may move.
    expect((await move({ kind: 'topic', id: mine.a.topic.id, target_id: mine.u2.id })).statusCode).toBe(200);
  });
});
