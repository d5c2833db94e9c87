// GET /content/topics/{id}: the content parts of the reply (lesson, questions, passages).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, passages, questions } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makePage, makeLessonTopic, makeLink, makeStudyGuide, sessions } from '../../test/pageFactories.ts';
import { makeUnit, makeCourse, makeSchool, makeTopic, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { countQueries } from '../../test/queries.ts';

describe.each(testDatabaseKinds())('GET /content/topics/{id} content parts on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const show = async (who: SchoolRole, id: number, query = '') => t.app.inject({ url: `/content/topics/${id}${query}`, headers: await headers(who) });

  async function filledTopic() {
    const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
    const second = await makePage(t.db, topic, { title: 'Kedua', position: 1, type: 'video', videoUrl: 'youtube:dQw4w9WgXcQ', creatorId: s.editor.id });
    const first = await makePage(t.db, topic, { title: 'Pertama', position: 0, content: '<p>Isi panjang</p>' });
    const studyGuide = await makeStudyGuide(t, topic, files.pdf(), 'Ringkasan');
    const link = await makeLink(t.db, topic, { name: 'KBBI', url: 'https://kbbi.kemdikbud.go.id/' });
    const [passage] = await t.db
      .insert(passages)
      .values({ organizationId: s.org.id, topicId: topic.id, title: 'Bacaan', content: 'Teks bacaan', contentHtml: '<p>Teks bacaan</p>', source: 'provider' })
      .returning();
    const [q1] = await t.db
      .insert(questions)
      .values({ organizationId: s.org.id, topicId: topic.id, position: 0, type: 'multiple_choice', content: 'Apa itu sel?', contentHtml: '<p>Apa itu sel?</p>', passageId: passage!.id, points: 2.5 })
      .returning();
    const [q2] = await t.db
      .insert(questions)
      .values({ organizationId: s.org.id, topicId: topic.id, position: 1, type: 'true_or_false', content: 'Sel hidup?', precedingQuestionId: q1!.id, source: 'provider', creatorId: s.limited.id })
      .returning();
    return { topic, lesson, first, second, studyGuide, link, passage: passage!, q1: q1!, q2: q2! };
  }

  it('lists the pages in order, the study guides, the questions and the passages as summaries', async () => {
    const f = await filledTopic();
    const res = await show('noRole', f.topic.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lesson).toEqual({
      id: f.lesson.id,
      topic_id: f.topic.id,
      chapters: [
        { id: f.first.id, topic_id: f.topic.id, type: 'text', title: 'Pertama', status: 'unpublished', position: 0, creator_id: null, last_saved_at: f.first.lastSavedAt.toISOString(), lock_version: 0, published_at: null, changed_since_published: false },
        { id: f.second.id, topic_id: f.topic.id, type: 'video', title: 'Kedua', status: 'unpublished', position: 1, creator_id: s.editor.id, last_saved_at: f.second.lastSavedAt.toISOString(), lock_version: 0, published_at: null, changed_since_published: false },
      ],
      documents: [{ id: f.studyGuide.studyGuide.id, name: 'Ringkasan', url: f.studyGuide.url, mime_type: 'application/pdf', size: files.pdf().length, created_at: f.studyGuide.studyGuide.createdAt.toISOString() }],
      link_attachments: [{ id: f.link.id, name: 'KBBI', url: 'https://kbbi.kemdikbud.go.id/', created_at: f.link.createdAt.toISOString() }],
      file_conversion_in_progress: false,
    });
    expect(body.questions).toEqual([
      expect.objectContaining({ id: f.q1.id, position: 0, type: 'multiple_choice', content: 'Apa itu sel?', passage_id: f.passage.id, points: 2.5, source: 'own', read_only: false, preceding_question_position: null, succeeding_question_position: 1, status: 'unpublished' }),
      expect.objectContaining({ id: f.q2.id, position: 1, type: 'true_or_false', passage_id: null, points: null, source: 'provider', read_only: true, preceding_question_position: 0, succeeding_question_position: null, creator_id: s.limited.id }),
    ]);
    expect(body.passages).toEqual([
      expect.objectContaining({ id: f.passage.id, title: 'Bacaan', content: 'Teks bacaan', source: 'provider', read_only: true, questions_count: 1, position: 0 }),
    ]);
    // Summaries carry no bodies.
    expect(res.body).not.toContain('Isi panjang');
    expect(res.body).not.toContain('<p>Teks bacaan</p>');
    expect(body.questions[0]).not.toHaveProperty('content_html');
    expect(body.chapters_count).toBe(2);
  });

  it('leaves out each content part named in exclude', async () => {
    const f = await filledTopic();
    const noLesson = (await show('editor', f.topic.id, '?exclude=lesson')).json();
    expect(noLesson).not.toHaveProperty('lesson');
    expect(noLesson.questions).toHaveLength(2);
    expect(noLesson.passages).toHaveLength(1);
    const none = (await show('editor', f.topic.id, '?exclude=questions,passages,lesson,counts')).json();
    expect(none).not.toHaveProperty('lesson');
    expect(none).not.toHaveProperty('questions');
    expect(none).not.toHaveProperty('passages');
    expect(none).not.toHaveProperty('chapters_count');
    expect(none.name).toBe(f.topic.name);
  });

  it('gives a topic without a lesson an empty one', async () => {
    const topic = await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
    const res = await show('editor', topic.id);
    expect(res.statusCode).toBe(200);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.topicId, topic.id));
    expect(res.json()).toMatchObject({ lesson: { id: lesson!.id, chapters: [], documents: [], link_attachments: [] }, questions: [], passages: [] });
  });

  it('takes the same number of queries whatever the topic holds', async () => {
    const small = await makeLessonTopic(t.db, s.org.id);
    const large = await filledTopic();
    for (let i = 0; i < 12; i++) {
      await makePage(t.db, large.topic, { position: 2 + i });
      await makeLink(t.db, large.topic, { position: 1 + i });
      await t.db.insert(questions).values({ organizationId: s.org.id, topicId: large.topic.id, position: 2 + i, precedingQuestionId: large.q1.id });
      await t.db.insert(passages).values({ organizationId: s.org.id, topicId: large.topic.id, position: 1 + i });
    }
    await makeStudyGuide(t, large.topic, files.docx());
    const h = await headers('editor');
    const a = await countQueries(t.database, () => t.app.inject({ url: `/content/topics/${small.topic.id}`, headers: h }));
    const b = await countQueries(t.database, () => t.app.inject({ url: `/content/topics/${large.topic.id}`, headers: h }));
    if (a !== null) {
      expect(a).toBeGreaterThan(5);
      expect(b).toBe(a);
    }
    expect((await show('editor', large.topic.id)).json().lesson.chapters).toHaveLength(14);
  });

  it("answers 404 for another organization's topic without any of its content", async () => {
    const other = await makeSchool(t.db);
    const { topic } = await makeLessonTopic(t.db, other.org.id);
    await makePage(t.db, topic, { title: 'Rahasia' });
    const res = await show('admin', topic.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Rahasia');
  });
});
