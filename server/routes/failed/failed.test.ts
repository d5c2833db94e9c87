// GET /content/organizations/{id}/failed_chapters | failed_questions | failed_passages
// (spec §2 failed-content lists, §9 paging): items breaking a §5 rule or failed in a job,
// where they sit, the reasons in the caller's language; only courses the actor may open.
import { beforeAll, describe, expect, it } from 'vitest';
import { translateValidation } from '../../../domain/messages/index.ts';
import { contentFailures } from '../../db/schema/index.ts';
import { makePage } from '../../test/pageFactories.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fullQuestion, makePassage, makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

type Row = {
  id: number;
  title: string;
  type: string;
  reasons: string[];
  findings: string[];
  source: string;
  failed_at: string | null;
  course: { id: number; name: string };
  unit: { id: number; name: string };
  topic: { id: number; name: string };
};

const text = (key: string, language: 'en' | 'id') => translateValidation(`validation.${key}`, language);
const publishFailure = { en: 'Content changed after the page was loaded. Refresh and try again.', id: 'Konten berubah setelah halaman dimuat. Muat ulang dan coba lagi.' };

describe.each(testDatabaseKinds())('failed content lists on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  let made: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    made = await setup();
  });

  /**
   * Aljabar (open): a valid and an invalid page, question and passage, and a valid page that
   * failed in a publish job. Biologi: shared with selected users only (not the editor), one
   * invalid page. Paging: 17 invalid pages in order.
   */
  async function setup() {
    const o = s.org.id;
    // Made first: the list orders by course name, not by id.
    const biologi = await makeCourse(t.db, o, { name: 'Biologi', creatorId: s.admin.id, shareEnabled: true, sharedWith: [s.publisher.id] });
    const bioTopic = await makeTopic(t.db, await makeUnit(t.db, biologi, { name: 'Sel' }), { name: 'Organel' });
    const bioPage = await makePage(t.db, bioTopic, { title: '', content: '' });
    const aljabar = await makeCourse(t.db, o, { name: 'Aljabar', creatorId: s.admin.id });
    const unit = await makeUnit(t.db, aljabar, { name: 'Bab 1' });
    const topic = await makeTopic(t.db, unit, { name: 'Persamaan Linear' });
    const goodPage = await makePage(t.db, topic, { title: 'Pengantar', position: 0 });
    const emptyPage = await makePage(t.db, topic, { title: 'Latihan [%x+1%]', content: '<p><br></p>', position: 1 });
    const failedPage = await makePage(t.db, topic, { title: 'Ringkasan', position: 2 });
    await t.db.insert(contentFailures).values({ organizationId: o, topicId: topic.id, itemType: 'chapter', itemId: failedPage.id, jobKind: 'publish', reason: publishFailure });
    const created = await t.app.inject({ method: 'POST', url: '/map/questions', headers: await headersFor(t.db, s.admin), payload: { topic_id: topic.id, ...fullQuestion('true_or_false') } });
    expect(created.statusCode).toBe(201);
    const goodQuestion = created.json() as { id: number };
    const badQuestion = await makeQuestion(t.db, topic, { type: 'multiple_choice', content: 'Berapakah x?', contentHtml: '<p>Berapakah <strong>x</strong>?</p>', position: 5 });
    const goodPassage = await makePassage(t.db, topic, { title: 'Bacaan 1' });
    const emptyPassage = await makePassage(t.db, topic, { title: '', content: '', contentHtml: '<p> </p>' });


    // Valid, but not every learner can use them: listed for their accessibility findings.
    const ekonomi = await makeCourse(t.db, o, { name: 'Ekonomi', creatorId: s.admin.id });
    const ekonomiTopic = await makeTopic(t.db, await makeUnit(t.db, ekonomi), { name: 'Pasar' });
    const imagePage = await makePage(t.db, ekonomiTopic, { title: 'Grafik', content: '<p>Lihat grafik.</p><img src="/files/grafik.png"><p><a href="https://bps.go.id">klik di sini</a></p>' });
    const linkQuestion = await t.app.inject({
      method: 'POST',
      url: '/map/questions',
      headers: await headersFor(t.db, s.admin),
      payload: { ...fullQuestion('true_or_false'), topic_id: ekonomiTopic.id, content_html: '<p>Baca <a href="https://bps.go.id">di sini</a>: harga naik?</p>' },
    });
    expect(linkQuestion.statusCode, linkQuestion.body).toBe(201);

    const paged = await makeCourse(t.db, o, { name: 'Zoologi', creatorId: s.admin.id });
    const pagedTopic = await makeTopic(t.db, await makeUnit(t.db, paged));
    const pagedPages = [];
    for (let i = 0; i < 17; i++) pagedPages.push(await makePage(t.db, pagedTopic, { title: `Kosong ${i + 1}`, content: '', position: i }));

    return {
      aljabar, unit, topic, goodPage, emptyPage, failedPage, goodQuestion, badQuestion, goodPassage, emptyPassage, biologi, bioPage,
      ekonomi, imagePage, linkQuestion: linkQuestion.json() as { id: number }, paged, pagedPages,
    };
  }

  async function list(what: 'chapters' | 'questions' | 'passages', query = '', who: SchoolRole | null = 'admin', extra: Record<string, string> = {}, orgId = s.org.id) {
    const headers = { ...(who ? await headersFor(t.db, s[who]) : {}), ...extra };
    return t.app.inject({ url: `/content/organizations/${orgId}/failed_${what}${query ? `?${query}` : ''}`, headers });
  }
  const rows = (res: { json(): unknown }) => res.json() as Row[];

  it('lists the pages that break a rule or failed in a job, where they sit, in course order', async () => {
    const res = await list('chapters');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pena-count']).toBe('21');
    expect(res.headers['x-pena-pages']).toBe('2');
    const body = rows(res);
    const ids = body.map((r) => r.id);
    expect(ids).not.toContain(made.goodPage.id);
    // Aljabar, then Biologi (the admin opens it), then Zoologi.
    expect(ids.slice(0, 3)).toEqual([made.emptyPage.id, made.failedPage.id, made.bioPage.id]);
    expect(body[0]).toEqual({
      id: made.emptyPage.id,
      title: 'Latihan [%x+1%]',
      type: 'text',
      reasons: [text('page_content_required', 'en')],
      findings: [],
      source: 'validation',
      failed_at: null,
      course: { id: made.aljabar.id, name: 'Aljabar' },
      unit: { id: made.unit.id, name: 'Bab 1' },
      topic: { id: made.topic.id, name: 'Persamaan Linear' },
    });
    expect(body[1]).toMatchObject({ id: made.failedPage.id, reasons: [publishFailure.en], source: 'publish' });
    expect(new Date(body[1]!.failed_at!).getTime()).toBeGreaterThan(0);
    expect(body[2]!.reasons).toEqual([text('page_title_required', 'en'), text('page_content_required', 'en')]);
  });

  it('lists the invalid questions and passages, not the valid ones', async () => {
    const questions = rows(await list('questions', `course_id=${made.aljabar.id}`));
    expect(questions.map((r) => r.id)).toEqual([made.badQuestion.id]);
    expect(questions[0]).toMatchObject({ title: 'Berapakah x?', type: 'multiple_choice', reasons: [text('answers_min_valid', 'en')], source: 'validation' });
    expect(questions.map((r) => r.id)).not.toContain(made.goodQuestion.id);

    const passages = rows(await list('passages'));
    expect(passages.map((r) => r.id)).toEqual([made.emptyPassage.id]);
    expect(passages[0]).toMatchObject({ type: 'passage', reasons: [text('passage_content_required', 'en')], topic: { id: made.topic.id } });
  });

  it('gives the reasons in the caller\'s language, a job\'s reason as it stored it', async () => {
    const body = rows(await list('chapters', `course_id=${made.aljabar.id}`, 'admin', { 'accept-language': 'id-ID,id;q=0.9' }));
    expect(body.map((r) => r.reasons)).toEqual([[text('page_content_required', 'id')], [publishFailure.id]]);
    expect(text('page_content_required', 'id')).not.toBe(text('page_content_required', 'en'));
  });

  it('filters by course', async () => {
    const res = await list('chapters', `course_id=${made.biologi.id}`);
    expect(res.headers['x-pena-count']).toBe('1');
    expect(rows(res).map((r) => r.id)).toEqual([made.bioPage.id]);
    expect(rows(await list('questions', `course_id=${made.biologi.id}`))).toEqual([]);
  });

  it('pages by 15 (§9), with the totals in the headers', async () => {
    const first = await list('chapters', `course_id=${made.paged.id}`);
    expect([first.headers['x-pena-count'], first.headers['x-pena-pages']]).toEqual(['17', '2']);
    expect(rows(first).map((r) => r.title)).toEqual(Array.from({ length: 15 }, (_, i) => `Kosong ${i + 1}`));
    const second = await list('chapters', `course_id=${made.paged.id}&page=2`);
    expect(rows(second).map((r) => r.title)).toEqual(['Kosong 16', 'Kosong 17']);
    const small = await list('chapters', `course_id=${made.paged.id}&page=3&per=8`);
    expect([small.headers['x-pena-count'], small.headers['x-pena-pages']]).toEqual(['17', '3']);
    expect(rows(small).map((r) => r.title)).toEqual(['Kosong 17']);
    expect(rows(await list('chapters', `course_id=${made.paged.id}&page=9`))).toEqual([]);
  });

  it('leaves out courses the actor may not open, and refuses filtering by one (share settings, §6)', async () => {
    const editor = rows(await list('chapters', '', 'editor'));
    expect(editor.map((r) => r.id)).not.toContain(made.bioPage.id);
    expect(editor.map((r) => r.id)).toContain(made.emptyPage.id);
    expect(rows(await list('chapters', '', 'publisher')).map((r) => r.id)).toContain(made.bioPage.id);
    const refused = await list('chapters', `course_id=${made.biologi.id}`, 'editor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/shared with selected users/);
  });

  it('lets every role that lists courses see it (limited editor, no role)', async () => {
    for (const who of ['limited', 'noRole', 'publisher'] as const) expect((await list('questions', '', who)).statusCode).toBe(200);
  });

  it('401 without a session', async () => {
    for (const what of ['chapters', 'questions', 'passages'] as const) expect((await list(what, '', null)).statusCode).toBe(401);
  });

  it('403 for restricted and unapproved teachers, in their language', async () => {
    for (const what of ['chapters', 'questions', 'passages'] as const) {
      const res = await list(what, '', 'restricted');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to view the failed content of this organization.');
    }
    const id = await list('passages', '', 'unapproved', { 'accept-language': 'id' });
    expect(id.statusCode).toBe(403);
    expect(id.json().message).toBe('Anda tidak memiliki izin untuk melihat konten gagal organisasi ini.');
  });

  it('404 for another organization', async () => {
    const other = await makeSchool(t.db);
    const course = await makeCourse(t.db, other.org.id);
    await makePage(t.db, await makeTopic(t.db, await makeUnit(t.db, course)), { title: '', content: '' });
    for (const what of ['chapters', 'questions', 'passages'] as const) expect((await list(what, '', 'admin', {}, other.org.id)).statusCode).toBe(404);
    // A course of another organization as the filter names the field.
    const res = await list('chapters', `course_id=${course.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ course_id: 'Not found in this organization' });
  });

  it('422 for a bad query, naming the field', async () => {
    for (const [query, field] of [['page=0', 'page'], ['page=abc', 'page'], ['per=101', 'per'], ['per=0', 'per'], ['course_id=abc', 'course_id'], ['course_id=99999999999', 'course_id']]) {
      const res = await list('questions', query!);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });
});
