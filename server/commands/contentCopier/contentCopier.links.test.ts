// Linked questions in copies (spec §4: preceding links kept inside the copied set, dropped, or
// with include_linked_questions carried along with their chain and passage; never dangling),
// and a course copied to another organization: tags and subjects mapped there, presenters with
// their images and the preview video's presenter, the icon, share settings off.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bundles,
  courseSharedUsers,
  courseSubjects,
  courses,
  iconImages,
  passages,
  questions,
  topics,
  uploadedFiles,
  videoPresenters,
} from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { makeUploadedFile } from '../../test/pageFactories.ts';
import { makeUnit, makeCourse, makeSchool, makeSubject, makeTag, makeTopic } from '../../test/contentFactories.ts';
import { canonicalTopics, copierTools, richTopic } from '../../test/copyFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePassage, makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { copyContent, type CopyInput } from './index.ts';

describe.each(testDatabaseKinds())('copies and links on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const { ctx, input } = copierTools(t, s);
  const copy = (kind: CopyInput['kind'], id: number, targetId: number, includeLinkedQuestions = false) =>
    copyContent(ctx(), input({ kind, id, targetId, includeLinkedQuestions }));
  const topicIn = async () => makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));

  /** q1 ← q2 ← q3 (a chain), q4 and q5 on passage P, q6 alone. */
  async function linkedTopic() {
    const topic = await topicIn();
    const q1 = await makeQuestion(t.db, topic, { position: 0 });
    const q2 = await makeQuestion(t.db, topic, { position: 1, precedingQuestionId: q1.id });
    const q3 = await makeQuestion(t.db, topic, { position: 2, precedingQuestionId: q2.id });
    const p = await makePassage(t.db, topic, { position: 0 });
    const q4 = await makeQuestion(t.db, topic, { position: 3, passageId: p.id });
    const q5 = await makeQuestion(t.db, topic, { position: 4, passageId: p.id });
    const q6 = await makeQuestion(t.db, topic, { position: 5 });
    return { topic, q1, q2, q3, q4, q5, q6, p };
  }
  const rowsIn = (topicId: number) => t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(questions.position);

  it('copies a linked question alone: its links are dropped and counted', async () => {
    const { q2 } = await linkedTopic();
    const target = await topicIn();
    const result = await copy('question', q2.id, target.id);
    expect(result).toMatchObject({ item_count: 1, linked_question_count: 0, removed_link_count: 2 });
    const [row] = await rowsIn(target.id);
    expect(row).toMatchObject({ content: q2.content, precedingQuestionId: null, passageId: null });
  });

  it('with linked questions, copies the whole chain, linked the same way among the copies', async () => {
    const { q1, q2, q3 } = await linkedTopic();
    const target = await topicIn();
    await makeQuestion(t.db, target, { position: 0 });
    const result = await copy('question', q2.id, target.id, true);
    expect(result).toMatchObject({ item_count: 3, linked_question_count: 2, removed_link_count: 0 });
    const [, c1, c2, c3] = await rowsIn(target.id);
    expect([c1, c2, c3].map((q) => q!.content)).toEqual([q1.content, q2.content, q3.content]);
    expect([c1!.position, c2!.position, c3!.position]).toEqual([1, 2, 3]);
    expect(c1!.precedingQuestionId).toBeNull();
    expect(c2!.precedingQuestionId).toBe(c1!.id);
    expect(c3!.precedingQuestionId).toBe(c2!.id);
    expect(result.id).toBe(c2!.id);
  });

  it('a question on a passage: elsewhere it loses the passage, in its own topic it keeps it, with the option the passage and its questions come', async () => {
    const { topic, q4, q5, p } = await linkedTopic();
    const elsewhere = await topicIn();
    expect(await copy('question', q4.id, elsewhere.id)).toMatchObject({ removed_link_count: 1 });
    expect((await rowsIn(elsewhere.id))[0]!.passageId).toBeNull();

    const here = await copy('question', q4.id, topic.id);
    expect(here).toMatchObject({ removed_link_count: 0, topic_id: topic.id });
    const [same] = await t.db.select().from(questions).where(eq(questions.id, here.id));
    expect(same).toMatchObject({ passageId: p.id, position: 6 });

    const withOption = await topicIn();
    // P now has q4, q5 and the copy made in its own topic: all three come with it.
    expect(await copy('question', q4.id, withOption.id, true)).toMatchObject({ item_count: 4, linked_question_count: 2, removed_link_count: 0 });
    const [passage] = await t.db.select().from(passages).where(eq(passages.topicId, withOption.id));
    expect(passage!.title).toBe(p.title);
    const copied = await rowsIn(withOption.id);
    expect(copied.map((q) => [q.content, q.passageId])).toEqual([
      [q4.content, passage!.id],
      [q5.content, passage!.id],
      [q4.content, passage!.id],
    ]);
  });

  it('a passage: alone without the option, with its questions (and their chains) with it', async () => {
    const { p, q4, q5 } = await linkedTopic();
    const alone = await topicIn();
    expect(await copy('passage', p.id, alone.id)).toMatchObject({ item_count: 1, removed_link_count: 2 });
    expect(await rowsIn(alone.id)).toEqual([]);
    const together = await topicIn();
    expect(await copy('passage', p.id, together.id, true)).toMatchObject({ item_count: 3, linked_question_count: 2, removed_link_count: 0 });
    const [copiedPassage] = await t.db.select().from(passages).where(eq(passages.topicId, together.id));
    expect((await rowsIn(together.id)).map((q) => [q.content, q.passageId])).toEqual([
      [q4.content, copiedPassage!.id],
      [q5.content, copiedPassage!.id],
    ]);
  });

  it('copies a course to another organization: content re-homed, tags and subjects mapped there, presenters and icon with their files, sharing off', async () => {
    const other = await makeSchool(t.db, { countryCode: 'ID' });
    const grade = await makeTag(t.db, s.org.id, 'Kelas 7', 'grade');
    const otherTag = await makeTag(t.db, s.org.id, 'Olimpiade');
    const existing = await makeTag(t.db, other.org.id, 'kelas 7', 'grade');
    const country = await makeSubject(t.db, null, `Matematika ${kind}`, 'ID');
    const own = await makeSubject(t.db, s.org.id, `Robotika ${kind}`);
    const iconFile = await makeUploadedFile(t, s.org.id, 'course_icon', files.png(), 'ikon.png');
    const [icon] = await t.db.insert(iconImages).values({ organizationId: s.org.id, name: 'ikon.png', url: iconFile.url }).returning();
    const course = await makeCourse(t.db, s.org.id, {
      creatorId: s.admin.id,
      description: 'Deskripsi',
      systems: ['penaschool'],
      system: 'penaschool',
      meta: { level: 'Kelas 7' },
      courseSetId: 5,
      courseSubsetId: 6,
      shareEnabled: true,
      iconImageId: icon!.id,
      iconUrl: icon!.url,
      introductoryVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      tagIds: [grade.id, otherTag.id],
      subjectIds: [country.id, own.id],
      sharedWith: [s.publisher.id],
      status: 'published',
    });
    const photo = await makeUploadedFile(t, s.org.id, 'presenter_image', files.png(), 'foto.png');
    const [presenter] = await t.db.insert(videoPresenters).values({ organizationId: s.org.id, courseId: course.id, name: 'Bu Dewi', imageUrl: photo.url }).returning();
    await t.db.update(courses).set({ previewVideo: { original_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Pratinjau', presenter_id: presenter!.id } }).where(eq(courses.id, course.id));
    const unitA = await makeUnit(t.db, course, { position: 0 });
    const unitB = await makeUnit(t.db, course, { position: 1 });
    const rich = await richTopic(t, s, unitA);
    const plain = await makeTopic(t.db, unitB);

    const result = await copy('course', course.id, other.org.id);
    expect(result).toMatchObject({ kind: 'course', name: course.name, organization_id: other.org.id, bundle_id: null, topic_id: null, item_count: 12 });
    const [copied] = await t.db.select().from(courses).where(eq(courses.id, result.id));
    expect(copied).toMatchObject({
      organizationId: other.org.id,
      creatorId: s.editor.id,
      name: course.name,
      status: 'unpublished',
      shareEnabled: false,
      systems: ['penaschool'],
      meta: { level: 'Kelas 7' },
      courseSetId: 5,
      courseSubsetId: 6,
      introductoryVideoUrl: course.introductoryVideoUrl,
    });
    expect(await t.db.select().from(courseSharedUsers).where(eq(courseSharedUsers.courseId, result.id))).toEqual([]);

    const tagRows = await t.db.execute(
      sql`select t.id, t.organization_id, t.name, t.type from course_course_tags c join course_tags t on t.id = c.course_tag_id where c.course_id = ${result.id} order by t.type`,
    );
    const tags = (tagRows as unknown as { rows: { id: number; organization_id: number; name: string; type: string }[] }).rows;
    expect(tags.map((x) => [x.organization_id, x.name, x.type])).toEqual([
      [other.org.id, 'kelas 7', 'grade'],
      [other.org.id, 'Olimpiade', 'other'],
    ]);
    expect(tags[0]!.id).toBe(existing.id);
    const subjectIds = (await t.db.select().from(courseSubjects).where(eq(courseSubjects.courseId, result.id))).map((r) => r.subjectId);
    expect(subjectIds).toContain(country.id);
    expect(subjectIds).toHaveLength(2);
    expect(subjectIds).not.toContain(own.id);

    const [newPresenter] = await t.db.select().from(videoPresenters).where(eq(videoPresenters.courseId, result.id));
    expect(newPresenter).toMatchObject({ name: 'Bu Dewi', organizationId: other.org.id });
    expect(copied!.previewVideo).toEqual({ original_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Pratinjau', presenter_id: newPresenter!.id });
    expect(newPresenter!.imageUrl).toMatch(new RegExp(`^/files/org/${other.org.id}/presenter_image/`));
    const [newIcon] = await t.db.select().from(iconImages).where(eq(iconImages.id, copied!.iconImageId!));
    expect(newIcon).toMatchObject({ organizationId: other.org.id, url: copied!.iconUrl });
    expect(copied!.iconUrl).toMatch(new RegExp(`^/files/org/${other.org.id}/course_icon/`));
    for (const url of [newPresenter!.imageUrl!, copied!.iconUrl!]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const copiedUnits = await t.db.select().from(bundles).where(eq(bundles.courseId, result.id)).orderBy(bundles.position);
    expect(copiedUnits.map((u) => [u.name, u.organizationId])).toEqual([
      [unitA.name, other.org.id],
      [unitB.name, other.org.id],
    ]);
    const copiedTopics = await t.db.select().from(topics).where(eq(topics.courseId, result.id)).orderBy(topics.bundleId);
    expect(copiedTopics.map((x) => x.name)).toEqual([rich.topic.name, plain.name]);
    expect(await canonicalTopics(t.db, copiedTopics.map((x) => x.id))).toEqual(await canonicalTopics(t.db, [rich.topic.id, plain.id]));
    // Every row under it belongs to the other organization, its files too.
    const q = await t.db.select({ org: questions.organizationId }).from(questions).where(inArray(questions.topicId, copiedTopics.map((x) => x.id)));
    expect(new Set(q.map((r) => r.org))).toEqual(new Set([other.org.id]));
    const files2 = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.organizationId, other.org.id));
    expect(files2.map((f) => f.purpose).sort()).toEqual(['course_icon', 'image', 'presenter_image', 'study_guide']);
    expect(files2.every((f) => f.storageKey.startsWith(`org/${other.org.id}/${f.purpose}/`))).toBe(true);
  });
});
