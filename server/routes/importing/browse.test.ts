// GET /importing/courses/{id}/show_tree and GET /importing/topics/{id}/questions: the
// provider's test bank shows what it published (units, topics, and questions as published);
// another organization of the actor what the actor may open there; the rest is 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CourseTree } from '../../../domain/schemas/courses.ts';
import type { ImportSourceTopic } from '../../../domain/schemas/importing.ts';
import { questions } from '../../db/schema/index.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type School } from '../../test/contentFactories.ts';
import { makeSecondSchool } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePassage, makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { makeBank, type Bank } from './test/fixtures.ts';

describe.each(testDatabaseKinds())('browsing an import source on %s', (kind) => {
  const { t, s } = schoolApp(kind, { canImportLicenseQuestions: true });
  const get = async (url: string, who: { id: number } | null) => t.app.inject({ url, headers: who ? await headersFor(t.db, who) : {} });
  const tree = (courseId: number, who: { id: number } | null, query = '') => get(`/importing/courses/${courseId}/show_tree${query}`, who);
  const items = (topicId: number, who: { id: number } | null, query = '') => get(`/importing/topics/${topicId}/questions${query}`, who);
  let bank: Bank;
  const theBank = async () => (bank ??= await makeBank(t));

  describe("the provider's test bank", () => {
    it('shows the published units and topics only, counted as published', async () => {
      const b = await theBank();
      const res = await tree(b.course.id, s.editor, `?organization_id=${s.org.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<CourseTree>();
      expect(body.bundles.map((u) => u.id)).toEqual([b.unit.id]);
      expect(body.bundles[0]!.topics.map((x) => x.id)).toEqual([b.topic.id]);
      expect(body.bundles[0]!.topics[0]).toMatchObject({ questions_count: 7, passages_count: 1, chapters_count: 2 });
      expect(body.topics_count).toBe(1);
    });

    it("shows a topic's questions and passages as published, by position, even after the provider edits its draft", async () => {
      const b = await theBank();
      const first = b.questionIds[0]!;
      const [before] = await t.db.select({ html: questions.contentHtml }).from(questions).where(eq(questions.id, first));
      await t.db.update(questions).set({ contentHtml: '<p>Draf baru</p>' }).where(eq(questions.id, first));
      try {
        const res = await items(b.topic.id, s.limited);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<ImportSourceTopic>();
        expect(body.source).toBe('provider');
        expect(body.topic).toMatchObject({ id: b.topic.id, bundle_id: b.unit.id, course_id: b.course.id, course_name: b.course.name });
        expect(body.questions.map((q) => q.id)).toEqual(b.questionIds);
        expect(body.questions[0]!.content_html).toBe(before!.html);
        expect(body.passages.map((p) => p.id)).toEqual([b.passage.id]);
      } finally {
        await t.db.update(questions).set({ contentHtml: before!.html }).where(eq(questions.id, first));
      }
    });

    it('answers 404 for draft topics, units and courses of the provider', async () => {
      const b = await theBank();
      expect((await items(b.draftTopic.id, s.editor)).statusCode).toBe(404);
      expect((await tree(b.draftCourse.id, s.editor)).statusCode).toBe(404);
      expect((await items(b.draftCourseTopic.id, s.editor)).statusCode).toBe(404);
      const inDraftUnit = await makeTopic(t.db, b.draftUnit, { status: 'published' });
      expect((await items(inDraftUnit.id, s.editor)).statusCode).toBe(404);
    });

    it('refuses without licensed import or the import permission (403), an importing organization not the actor’s (404), no session (401)', async () => {
      const b = await theBank();
      const unlicensed = await makeSchool(t.db);
      expect((await tree(b.course.id, unlicensed.admin)).statusCode).toBe(403);
      expect((await items(b.topic.id, unlicensed.editor, `?organization_id=${unlicensed.org.id}`)).statusCode).toBe(403);
      for (const who of ['noRole', 'restricted'] as const) expect((await items(b.topic.id, s[who])).statusCode).toBe(403);
      expect((await items(b.topic.id, s.editor, `?organization_id=${unlicensed.org.id}`)).statusCode).toBe(404);
      expect((await tree(b.course.id, null)).statusCode).toBe(401);
      expect((await items(b.topic.id, null)).statusCode).toBe(401);
      expect((await items(b.topic.id, s.editor, '?organization_id=abc')).statusCode).toBe(422);
    });
  });

  describe('another organization of the actor', () => {
    async function source(school: School) {
      const second = await makeSecondSchool(t.db, school);
      const course = await makeCourse(t.db, second.org.id, { name: 'Biologi' });
      const unit = await makeUnit(t.db, course);
      const topic = await makeTopic(t.db, unit, { name: 'Sel' });
      const passage = await makePassage(t.db, topic, { position: 0 });
      const q2 = await makeQuestion(t.db, topic, { position: 1, passageId: passage.id });
      const q1 = await makeQuestion(t.db, topic, { position: 0 });
      const secret = await makeCourse(t.db, second.org.id, { name: 'Rahasia', shareEnabled: true, creatorId: second.editor.id });
      const secretTopic = await makeTopic(t.db, await makeUnit(t.db, secret));
      return { second, course, unit, topic, passage, q1, q2, secretTopic };
    }

    it('shows drafts as they are, what the actor may open there', async () => {
      const src = await source(s);
      const res = await tree(src.course.id, s.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CourseTree>().bundles[0]!.topics[0]).toMatchObject({ id: src.topic.id, questions_count: 2, passages_count: 1 });
      const body = (await items(src.topic.id, s.admin)).json<ImportSourceTopic>();
      expect(body.source).toBe('own');
      expect(body.questions.map((q) => q.id)).toEqual([src.q1.id, src.q2.id]);
      expect(body.questions[1]!.passage_id).toBe(src.passage.id);
    });

    it('answers 403 to a member without the import permission there, 404 to a stranger', async () => {
      const src = await source(s);
      expect((await items(src.topic.id, src.second.noRole)).statusCode).toBe(403);
      expect((await tree(src.course.id, s.editor)).statusCode).toBe(404);
      expect((await items(src.topic.id, s.editor)).statusCode).toBe(404);
      expect((await items(999_999_999, s.admin)).statusCode).toBe(404);
    });

    it('hides a course shared with others only', async () => {
      const src = await source(s);
      expect((await items(src.secretTopic.id, src.second.limited)).statusCode).toBe(404);
      // The admin of the source may open it.
      expect((await items(src.secretTopic.id, s.admin)).statusCode).toBe(200);
    });
  });
});
