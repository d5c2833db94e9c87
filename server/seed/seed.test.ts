import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionIssues } from '../../domain/rules/questionRules.ts';
import type { Page, Passage } from '../../domain/schemas/content.ts';
import { QUESTION_TYPES, type Question } from '../../domain/schemas/questions.ts';
import type { TopicWithContent } from '../../domain/schemas/topicContent.ts';
import type { CourseTree } from '../../domain/schemas/courses.ts';
import { sanitizeRichText } from '../sanitize/richText.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { storedOf } from '../test/questionDocuments.ts';
import { chapters, lessons, publishedItems, questions, subjects, topics } from '../db/schema/index.ts';
import { DEMO_PASSWORD, demoLogins, isEmpty, seedDemo } from './seed.ts';
import { harapanCourses, nusantaraCourses } from './seedCatalogue.ts';
import { nusantaraContent } from './seedContent.ts';
import { providerContent, providerCourses } from './seedProvider.ts';

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind);
    expect(await isEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  const login = (email: string) => t.app.inject({ method: 'POST', url: '/map/auth', payload: { email, password: DEMO_PASSWORD } });

  it('fills the database once', async () => {
    expect(await isEmpty(t.db)).toBe(false);
  });

  it('publishes the published topics through the publisher: every published question has its snapshot at its version', async () => {
    const published = await t.db.select({ id: questions.id, version: questions.publishedVersion, lock: questions.lockVersion }).from(questions).where(eq(questions.status, 'published'));
    expect(published.length).toBeGreaterThan(0);
    for (const q of published) expect(q.version).toBe(q.lock);
    const [snapshots] = await t.db.select({ n: count() }).from(publishedItems).where(eq(publishedItems.itemType, 'question'));
    expect(snapshots!.n).toBe(published.length);
    // Nothing is published without its snapshot.
    const [bare] = await t.db.select({ n: count() }).from(chapters).where(and(eq(chapters.status, 'published'), isNull(chapters.publishedVersion)));
    expect(bare!.n).toBe(0);
  });

  it.each([
    ['admin@nusantara.sch.id', 'admin', true, 'SMA Nusantara'],
    ['publisher@nusantara.sch.id', 'publisher', true, 'SMA Nusantara'],
    ['editor@nusantara.sch.id', 'editor', true, 'SMA Nusantara'],
    ['limited@nusantara.sch.id', 'limited_editor', true, 'SMA Nusantara'],
    ['restricted@nusantara.sch.id', 'restricted', true, 'SMA Nusantara'],
    ['guru@bayanihan.edu.ph', 'member', false, 'Bayanihan Learning Center'],
    ['bank@pena.id', 'admin', true, 'Pena Bank Soal'],
  ])('%s logs in as %s (verified %s) in %s', async (email, role, verified, orgName) => {
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().organization).toMatchObject({ role, verified, name: orgName });
  });

  it('gives the admin two schools, so the switcher shows', async () => {
    const res = await login('admin@nusantara.sch.id');
    expect(res.json().user.has_multiple_organizations).toBe(true);
    const list = await t.app.inject({ url: '/content/organizations', headers: { authorization: `Token ${res.json().user.token}` } });
    expect(list.json().map((o: { name: string }) => o.name)).toEqual(['SMA Nusantara', 'SMP Harapan Bangsa']);
  });

  it('refuses the account that is not a teacher', async () => {
    expect((await login('parent@example.com')).statusCode).toBe(403);
  });

  it('lists every demo login it prints', () => {
    expect(demoLogins).toHaveLength(8);
  });

  it('marks the Philippine school for its country notice and one organization as the provider', async () => {
    const ph = await login('guru@bayanihan.edu.ph');
    expect(ph.json().organization.country_code).toBe('PH');
    const bank = await login('bank@pena.id');
    expect(bank.json().organization.is_provider).toBe(true);
  });

  it("publishes the provider's test bank, which SMA Nusantara browses and imports from as read-only references", async () => {
    const admin = await login('admin@nusantara.sch.id');
    const headers = { authorization: `Token ${admin.json().user.token}` };
    const schoolId = admin.json().organization.id as number;
    const bank = await login('bank@pena.id');
    const providerId = bank.json().organization.id as number;
    const list = await t.app.inject({ url: `/importing/organizations/${providerId}/courses?organization_id=${schoolId}`, headers });
    expect(list.statusCode, list.body).toBe(200);
    const course = (list.json() as { id: number; name: string }[]).find((c) => c.name === providerCourses[0]!.name)!;
    expect(course).toBeDefined();
    const tree = (await t.app.inject({ url: `/importing/courses/${course.id}/show_tree?organization_id=${schoolId}`, headers })).json() as CourseTree;
    const bankTopics = tree.bundles.flatMap((b) => b.topics);
    expect(bankTopics.map((topic) => topic.name)).toEqual(providerContent.filter((c) => c.course === course.name).map((c) => c.topic));
    const items = await Promise.all(
      bankTopics.map(async (topic) => (await t.app.inject({ url: `/importing/topics/${topic.id}/questions?organization_id=${schoolId}`, headers })).json() as { questions: Question[]; passages: Passage[] }),
    );
    const all = items.flatMap((i) => i.questions);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((q) => q.type)).size).toBeGreaterThanOrEqual(3);
    const withPassage = items.find((i) => i.passages.length > 0)!;
    expect(withPassage.questions.filter((q) => q.passage_id === withPassage.passages[0]!.id)).toHaveLength(2);

    const [target] = await t.db.select({ id: topics.id }).from(topics).where(and(eq(topics.organizationId, schoolId), eq(topics.name, 'Logaritma dan Sifatnya')));
    const res = await t.app.inject({
      method: 'POST',
      url: `/content/topics/${target!.id}/import_questions`,
      headers,
      payload: { organization_id: providerId, question_ids: items[0]!.questions.slice(0, 3).map((q) => q.id), request_id: crypto.randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const imported = await t.db.select({ source: questions.source, points: questions.points }).from(questions).where(eq(questions.topicId, target!.id)).orderBy(asc(questions.position));
    expect(imported.map((q) => q.source)).toEqual(['provider', 'provider', 'provider']);
    // SMA Nusantara uses points: the test bank's questions carry theirs, as written in seedProvider.ts.
    const bankPoints = providerContent[0]!.questions!.slice(0, 3).map((q) => q.points);
    expect(all.every((q) => q.points !== null && q.points > 0)).toBe(true);
    expect(items[0]!.questions.slice(0, 3).map((q) => q.points)).toEqual(bankPoints);
    expect(imported.map((q) => q.points)).toEqual(bankPoints);
  });

  it("gives the test bank's courses a grade, a subject and a named course set, so each import filter finds them", async () => {
    const admin = await login('admin@nusantara.sch.id');
    const headers = { authorization: `Token ${admin.json().user.token}` };
    const schoolId = admin.json().organization.id as number;
    const names = async (query: string) => {
      const res = await t.app.inject({ url: `/importing/organizations/pena/courses?organization_id=${schoolId}&${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { name: string }[]).map((c) => c.name);
    };
    const sets = await t.app.inject({ url: `/importing/organizations/pena/course_sets?organization_id=${schoolId}`, headers });
    expect(sets.json()).toEqual([
      { id: expect.any(Number), name: 'Bank Soal SMA', courses_count: 1 },
      { id: expect.any(Number), name: 'Bank Soal SMP', courses_count: 1 },
    ]);
    const [sma, smp] = sets.json() as { id: number }[];
    expect(await names(`course_set_id=${sma!.id}`)).toEqual(['Bank Soal Matematika SMA']);
    expect(await names(`course_set_id=${smp!.id}`)).toEqual(['Bank Soal Matematika SMP']);
    expect(await names('level=G11')).toEqual(['Bank Soal Matematika SMA']);
    expect(await names('level=G8')).toEqual(['Bank Soal Matematika SMP']);
    // The subject filter offers the country's subjects for the test bank.
    const [matematika] = await t.db.select({ id: subjects.id }).from(subjects).where(and(isNull(subjects.organizationId), eq(subjects.countryCode, 'ID'), eq(subjects.name, 'Matematika')));
    expect(await names(`subject_ids[]=${matematika!.id}`)).toEqual(providerCourses.map((c) => c.name));
  });

  describe('course catalogue', () => {
    type Summary = { id: number; name: string; accessible: boolean; status: string; school_assessment_course: boolean; assessment_kind: string | null; creator: { email: string } | null; grades: { name: string }[]; subjects: { name: string }[]; bundles_count: number; topics_count: number; icon_url: string | null };
    async function session(email: string) {
      const res = await login(email);
      return { headers: { authorization: `Token ${res.json().user.token}` }, orgId: res.json().organization.id as number };
    }
    async function courses(email: string, orgId?: number) {
      const s = await session(email);
      const res = await t.app.inject({ url: `/content/organizations/${orgId ?? s.orgId}/courses?per=50`, headers: s.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as Summary[];
    }

    it('gives SMA Nusantara its courses with units, topics, grades, subjects and icons', async () => {
      const list = await courses('admin@nusantara.sch.id');
      expect(list.map((c) => c.name).sort()).toEqual(nusantaraCourses.map((c) => c.name).sort());
      const mat = list.find((c) => c.name === 'Matematika Wajib Kelas X')!;
      expect(mat).toMatchObject({ status: 'published', creator: { email: 'editor@nusantara.sch.id' }, grades: [{ name: 'G10' }], subjects: [{ name: 'Matematika' }], bundles_count: 5, icon_url: '/icons/matematika.svg' });
      expect(mat.topics_count).toBeGreaterThanOrEqual(10);
      for (const c of list) {
        expect(c.bundles_count).toBeGreaterThanOrEqual(2);
        expect(c.topics_count).toBeGreaterThanOrEqual(2 * c.bundles_count);
      }
      expect(list.filter((c) => c.status === 'published').length).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map((c) => c.creator?.email))).toEqual(
        new Set(['admin', 'publisher', 'editor', 'limited'].map((n) => `${n}@nusantara.sch.id`)),
      );
    });

    it('has an assessment course with a time limit and a tryout', async () => {
      const s = await session('editor@nusantara.sch.id');
      const list = await courses('editor@nusantara.sch.id');
      const asesmen = list.find((c) => c.name === 'Asesmen Sumatif Matematika')!;
      expect(asesmen).toMatchObject({ school_assessment_course: true, assessment_kind: 'assessment' });
      const full = await t.app.inject({ url: `/content/courses/${asesmen.id}`, headers: s.headers });
      expect(full.json()).toMatchObject({ system: 'penaschool', meta: { level: 'G10', time_limit: 90 } });
      expect(list.find((c) => c.assessment_kind === 'tryout')).toBeTruthy();
    });

    it('shares a course with the editor only: open to the editor, locked for the limited editor', async () => {
      const english = (list: Summary[]) => list.find((c) => c.name === 'Bahasa Inggris Kelas X')!;
      expect(english(await courses('editor@nusantara.sch.id')).accessible).toBe(true);
      expect(english(await courses('admin@nusantara.sch.id')).accessible).toBe(true);
      expect(english(await courses('limited@nusantara.sch.id')).accessible).toBe(false);
      const limited = await session('limited@nusantara.sch.id');
      expect((await t.app.inject({ url: `/content/courses/${english(await courses('admin@nusantara.sch.id')).id}/show_tree`, headers: limited.headers })).statusCode).toBe(403);
    });

    it('gives the sidebar real unit and topic names in order', async () => {
      const s = await session('editor@nusantara.sch.id');
      const fisika = (await courses('editor@nusantara.sch.id')).find((c) => c.name === 'Fisika Kelas XI')!;
      const tree = (await t.app.inject({ url: `/content/courses/${fisika.id}/show_tree`, headers: s.headers })).json();
      expect(tree.bundles.map((b: { name: string }) => b.name)).toEqual(nusantaraCourses.find((c) => c.name === 'Fisika Kelas XI')!.units.map(([name]) => name));
      expect(tree.bundles[2].topics.map((x: { name: string }) => x.name)).toContain('Hukum Archimedes');
    });

    it('gives SMP Harapan Bangsa courses too, one without an author', async () => {
      const s = await session('admin@nusantara.sch.id');
      const orgs = (await t.app.inject({ url: '/content/organizations', headers: s.headers })).json() as { id: number; name: string }[];
      const harapan = orgs.find((o) => o.name === 'SMP Harapan Bangsa')!;
      const list = await courses('admin@nusantara.sch.id', harapan.id);
      expect(list.map((c) => c.name).sort()).toEqual(harapanCourses.map((c) => c.name).sort());
      const authors = (await t.app.inject({ url: `/content/organizations/${harapan.id}/show_authors`, headers: s.headers })).json();
      expect(authors.has_no_author).toBe(true);
    });
  });

  describe('demo content', () => {
    let headers: { authorization: string };
    let editorId: number;
    beforeAll(async () => {
      const res = await login('editor@nusantara.sch.id');
      headers = { authorization: `Token ${res.json().user.token}` };
      editorId = res.json().user.id;
    });
    const get = async <T>(url: string): Promise<T> => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      return res.json() as T;
    };
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });

    /** GET /content/topics/{id} of a seeded topic, found by course and topic name. */
    async function topicNamed(courseName: string, topicName: string) {
      const s = await login('editor@nusantara.sch.id');
      const list = await get<{ id: number; name: string }[]>(`/content/organizations/${s.json().organization.id}/courses?per=50`);
      const tree = await get<CourseTree>(`/content/courses/${list.find((c) => c.name === courseName)!.id}/show_tree`);
      const topic = tree.bundles.flatMap((b) => b.topics).find((x) => x.name === topicName)!;
      return get<TopicWithContent>(`/content/topics/${topic.id}`);
    }
    const spec = (topicName: string) => nusantaraContent.find((c) => c.topic === topicName)!;
    const seeded = () => Promise.all(nusantaraContent.map((c) => topicNamed(c.course, c.topic)));

    it('gives Bentuk Akar two text pages and a video page, in order, by the demo editor', async () => {
      const topic = await topicNamed('Matematika Wajib Kelas X', 'Bentuk Akar');
      expect(topic.lesson!.chapters.map((c) => [c.position, c.type, c.title])).toEqual(spec('Bentuk Akar').pages!.map((p, i) => [i, p.type, p.title]));
      expect(topic.lesson!.chapters.map((c) => c.type)).toEqual(['text', 'text', 'video']);
      expect(topic.chapters_count).toBe(3);
      for (const c of topic.lesson!.chapters) expect(c).toMatchObject({ creator_id: editorId, status: 'published', topic_id: topic.id });

      const [first, second, video] = await Promise.all(topic.lesson!.chapters.map((c) => get<Page>(`/content/chapters/${c.id}`)));
      for (const page of [first!, second!]) {
        expect(page.content).toMatch(/^<h2>/);
        expect(page.content).toContain('<table><tbody><tr><th>');
        expect(page.content).toMatch(/<[uo]l><li>/);
        // Display math in a paragraph of its own, inline math in the text.
        expect(page.content).toMatch(/<p>\[\[%.+?%\]\]<\/p>/);
        expect(page.content.replace(/\[\[%.+?%\]\]/g, '')).toMatch(/\[%.+?%\]/);
        expect(page.content).toBe(sanitizeRichText(page.content));
        expect(page).toMatchObject({ video_url: null, video_description: null, duration: null });
      }
      expect(video).toMatchObject({ type: 'video', content: '', video_url: 'youtube:aqz-KE-bpKQ', duration: 634 });
      expect(video!.video_description).toContain('bentuk akar');
    });

    it('gives Sifat-sifat Eksponen a question of each of the seven types, two of them on its reading passage', async () => {
      const topic = await topicNamed('Matematika Wajib Kelas X', 'Sifat-sifat Eksponen');
      expect(topic.questions!.map((q) => q.type).sort()).toEqual([...QUESTION_TYPES].sort());
      expect(topic.questions!.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(topic.lesson!.chapters.map((c) => c.title)).toEqual(['Sifat-sifat Eksponen']);

      expect(topic.passages).toHaveLength(1);
      const [summary] = topic.passages!;
      expect(summary).toMatchObject({ title: 'Pertumbuhan Bakteri', questions_count: 2, position: 0, creator_id: editorId, status: 'published', source: 'own' });
      const onPassage = topic.questions!.filter((q) => q.passage_id === summary!.id);
      expect(onPassage.map((q) => q.type)).toEqual(['multiple_choice', 'exact_value']);
      const passage = await get<Passage>(`/map/passages/${summary!.id}`);
      expect(passage.content_html).toContain('[[%N_n = N_0 \\cdot 2^{n}%]]');
      expect(passage.sections.map((x) => [x.id, x.section_content_type])).toEqual([
        ['data-pengamatan', 'Passage'],
        ['catatan', 'Passage'],
      ]);
      expect(passage.sections[0]!.content_html).toContain('<table>');

      // SMA Nusantara uses points: every question has them, and the topic sums them.
      const points = topic.questions!.map((q) => q.points);
      expect(points.every((p) => p !== null && p > 0)).toBe(true);
      expect(topic.points).toBe(points.reduce((a, b) => a! + b!, 0));
      expect(topic.points).toBe(spec('Sifat-sifat Eksponen').questions!.reduce((sum, q) => sum + q.points, 0));
    });

    it('gives a topic of another course its page and questions', async () => {
      const topic = await topicNamed('Bahasa Indonesia Kelas XII', 'Ciri Teks Cerita Sejarah');
      expect(topic.lesson!.chapters.map((c) => [c.type, c.title])).toEqual([['text', 'Ciri dan Struktur Teks Cerita Sejarah']]);
      expect(topic.questions!.map((q) => q.type)).toEqual(['multiple_choice', 'correct_order', 'true_or_false']);
      expect(topic.passages).toEqual([]);
    });

    it('stores questions the rules accept, with explanations, that the editor saves back unchanged', async () => {
      const all = (await seeded()).flatMap((topic) => topic.questions!);
      expect(all).toHaveLength(nusantaraContent.reduce((n, c) => n + (c.questions?.length ?? 0), 0));
      const full = await Promise.all(all.map((q) => get<Question>(`/map/questions/${q.id}`)));
      expect(full.filter((q) => q.explanation.sections.length > 0).length).toBeGreaterThanOrEqual(2);
      for (const q of full) {
        expect(questionIssues(q, { pointsEnabled: true }), `question ${q.id}`).toEqual([]);
        expect(q).toMatchObject({ creator_id: editorId, status: 'published', source: 'own', read_only: false });
        expect(q.content_html).toBe(sanitizeRichText(q.content_html));
        const saved = await put(`/map/questions/${q.id}`, q);
        expect(saved.statusCode, `question ${q.id}: ${saved.body}`).toBe(200);
        expect(storedOf(saved.json())).toEqual(storedOf(q));
      }
    });

    it('stores pages and the passage that the editor saves back unchanged', async () => {
      const topics = await seeded();
      const pages = await Promise.all(topics.flatMap((topic) => topic.lesson!.chapters).map((c) => get<Page>(`/content/chapters/${c.id}`)));
      for (const page of pages) {
        const saved = await put(`/content/chapters/${page.id}`, page);
        expect(saved.statusCode, `page ${page.id}: ${saved.body}`).toBe(200);
        expect(saved.json()).toMatchObject({ content: page.content, sections: page.sections, video_url: page.video_url, lock_version: page.lock_version + 1 });
      }
      const passage = await get<Passage>(`/map/passages/${topics.flatMap((topic) => topic.passages!)[0]!.id}`);
      const saved = await put(`/map/passages/${passage.id}`, passage);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ content_html: passage.content_html, sections: passage.sections, content: passage.content });
    });

    it('gives every topic its lesson and leaves the other topics empty', async () => {
      const [[topicCount], [lessonCount]] = await Promise.all([t.db.select({ n: count() }).from(topics), t.db.select({ n: count() }).from(lessons)]);
      expect(lessonCount!.n).toBe(topicCount!.n);
      const other = await topicNamed('Matematika Wajib Kelas X', 'Persamaan Eksponen');
      expect(other).toMatchObject({ chapters_count: 0, questions_count: 0, passages_count: 0, questions: [], passages: [] });
    });
  });
});
