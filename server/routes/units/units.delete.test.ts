import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, lessonDocuments, uploadedFiles } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { makeStudyGuide } from '../../test/pageFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';
import { topicContents } from '../../test/queries.ts';

describe.each(testDatabaseKinds())('DELETE /content/bundles/{id} on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const remove = async (who: SchoolRole | null, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/content/bundles/${id}`, headers: who ? await headersFor(t.db, s[who]) : {} });

  it('deletes the unit and everything under it, and nothing of its sibling', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const unit = await makeUnit(t.db, course);
    const sibling = await makeUnit(t.db, course, { position: 1 });
    const topics = [];
    for (const b of [unit, unit, sibling]) {
      const topic = await makeTopicWithLesson(t.db, b);
      await fillTopic(t.db, topic, { pages: 2, passages: 1, points: [1, 2], links: 1, assignmentUsages: 1 });
      topics.push(topic);
    }
    const res = await remove('admin', unit.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await t.db.select().from(bundles).where(eq(bundles.courseId, course.id))).map((b) => b.id)).toEqual([sibling.id]);
    const none = { topics: 0, lessons: 0, chapters: 0, questions: 0, answers: 0, passages: 0, links: 0, assignmentUsages: 0 };
    expect(await topicContents(t.db, topics.slice(0, 2))).toEqual(none);
    expect(await topicContents(t.db, topics.slice(2))).toEqual({ topics: 1, lessons: 1, chapters: 2, questions: 2, answers: 2, passages: 1, links: 1, assignmentUsages: 1 });
    expect((await remove('admin', unit.id)).statusCode).toBe(404);
  });

  it("removes the study guides' files and stored objects of its topics, and none of its sibling's", async () => {
    const course = await makeCourse(t.db, s.org.id);
    const unit = await makeUnit(t.db, course);
    const sibling = await makeUnit(t.db, course, { position: 1 });
    const first = await makeTopicWithLesson(t.db, unit);
    const second = await makeTopicWithLesson(t.db, unit, { position: 1 });
    const gone = [await makeStudyGuide(t, first, files.pdf()), await makeStudyGuide(t, first, files.pdf()), await makeStudyGuide(t, second, files.pdf())];
    const kept = await makeStudyGuide(t, await makeTopicWithLesson(t.db, sibling), files.pdf());
    expect((await remove('admin', unit.id)).statusCode).toBe(204);

    const fileIds = (studyGuides: typeof gone) => studyGuides.map((n) => n.file.id);
    expect(await t.db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds(gone)))).toEqual([]);
    expect(await t.db.select().from(lessonDocuments).where(inArray(lessonDocuments.uploadedFileId, fileIds(gone)))).toEqual([]);
    for (const { file } of gone) expect(await t.storage.size(file.storageKey)).toBeNull();
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, kept.file.id))).toHaveLength(1);
    expect(await t.storage.size(kept.file.storageKey)).toBe(files.pdf().length);
  });

  it('lets team roles delete only their own units; admins delete any', async () => {
    const course = await makeCourse(t.db, s.org.id);
    for (const who of ['publisher', 'editor', 'limited'] as const) {
      const own = await makeUnit(t.db, course, { creatorId: s[who].id });
      const others = await makeUnit(t.db, course, { creatorId: s.admin.id });
      const refused = await remove(who, others.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete this unit.');
      expect((await remove(who, own.id)).statusCode).toBe(204);
    }
    expect((await remove('admin', (await makeUnit(t.db, course, { creatorId: s.editor.id })).id)).statusCode).toBe(204);
  });

  it('lets every member delete any unit in an organization without teams', async () => {
    const plain = await makeSchool(t.db, { useTeams: false });
    const unit = await makeUnit(t.db, await makeCourse(t.db, plain.org.id), { creatorId: plain.admin.id });
    const res = await t.app.inject({ method: 'DELETE', url: `/content/bundles/${unit.id}`, headers: await headersFor(t.db, plain.noRole) });
    expect(res.statusCode).toBe(204);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id), { creatorId: s[who].id });
    expect((await remove(who, unit.id)).statusCode).toBe(403);
  });

  it('refuses the author of a unit in a course no longer shared with them', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true });
    const unit = await makeUnit(t.db, course, { creatorId: s.editor.id });
    expect((await remove('editor', unit.id)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's unit, 401 without a session, 422 for a bad id", async () => {
    const other = await makeSchool(t.db);
    const unit = await makeUnit(t.db, await makeCourse(t.db, other.org.id));
    expect((await remove('admin', unit.id)).statusCode).toBe(404);
    expect((await remove(null, unit.id)).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'DELETE', url: '/content/bundles/0', headers: await headersFor(t.db, s.admin) });
    expect(bad.statusCode).toBe(422);
  });
});
