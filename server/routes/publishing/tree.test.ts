import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translateValidation, type ValidationKey } from '../../../domain/messages/index.ts';
import type { PublishItem, PublishTopic, PublishTree } from '../../../domain/schemas/publishing.ts';
import { answers, bundles, chapters, lessons, publishedItems, questions, topicAssignmentUsages, topics } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { makePage } from '../../test/pageFactories.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { countQueries } from '../../test/queries.ts';
import { makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

const en = (key: ValidationKey) => translateValidation(`validation.${key}`, 'en');
const id = (key: ValidationKey) => translateValidation(`validation.${key}`, 'id');

type TopicRef = { id: number; organizationId: number };

/** A multiple-choice question stored as the API would: a stem, one right and one wrong answer, points as given. */
async function choiceQuestion(db: Db, topic: TopicRef, opts: { stem?: string; points?: number | null; position?: number; correct?: boolean } = {}) {
  const stem = opts.stem ?? 'Berapa 2 + 2?';
  const q = await makeQuestion(db, topic, { type: 'multiple_choice', content: stem, contentHtml: `<p>${stem}</p>`, points: opts.points === undefined ? 1 : opts.points, position: opts.position ?? 0 });
  await db.insert(answers).values([
    { organizationId: topic.organizationId, questionId: q.id, content: '<p>4</p>', correct: opts.correct ?? true, position: 0 },
    { organizationId: topic.organizationId, questionId: q.id, content: '<p>5</p>', position: 1 },
  ]);
  return q;
}

describe.each(testDatabaseKinds())('GET /content/courses/{id}/publish_tree on %s', (kind) => {
  const { t, s } = schoolApp(kind, { enablePointSystem: true });

  const tree = async (who: SchoolRole | null, courseId: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/content/courses/${courseId}/publish_tree`, headers: { ...(who ? await headersFor(t.db, s[who]) : {}), ...headers } });

  /** A course with two units: the first with a good topic, an empty one, one with only a page; the second with one invalid question. */
  async function course() {
    const c = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id, name: 'Matematika' });
    const [unitA, unitB] = [await makeUnit(t.db, c, { position: 0, name: 'Bilangan' }), await makeUnit(t.db, c, { position: 1, name: 'Geometri' })];
    const good = await makeTopic(t.db, unitA, { position: 0, name: 'Penjumlahan' });
    const empty = await makeTopic(t.db, unitA, { position: 1 });
    const pagesOnly = await makeTopic(t.db, unitA, { position: 2 });
    const broken = await makeTopic(t.db, unitB, { position: 0 });

    const page = await makePage(t.db, good, { position: 0, title: 'Pengantar', content: '<p>Ayo [%1+1%] <img src="/files/x"></p>' });
    const linked = await makePage(t.db, good, { position: 1, title: 'Tautan', content: `<p><a href="/en/chapters/${page.id}">ok</a> <a href="/en/chapters/999999">hilang</a></p>` });
    const blankPage = await makePage(t.db, good, { position: 2, title: 'Kosong', content: '<p><br></p>' });
    const q1 = await choiceQuestion(t.db, good, { position: 0 });
    const q2 = await choiceQuestion(t.db, good, { position: 1 }); // the same stem: a warning on both
    const noPoints = await choiceQuestion(t.db, good, { position: 2, stem: 'Tanpa poin', points: null });
    await makePage(t.db, empty, { title: '', content: '' });
    await makePage(t.db, pagesOnly, { title: 'Hanya halaman' });
    const noCorrect = await choiceQuestion(t.db, broken, { correct: false, stem: 'Tidak ada kunci' });
    await t.db.insert(topicAssignmentUsages).values({ organizationId: s.org.id, topicId: broken.id, assignmentRef: `asg-${broken.id}` });
    return { c, unitA, unitB, good, empty, pagesOnly, broken, page, linked, blankPage, q1, q2, noPoints, noCorrect };
  }

  const topicOf = (body: PublishTree, topicId: number) => body.units.flatMap((u) => u.topics).find((x) => x.id === topicId)!;
  const itemOf = (topic: PublishTopic, kind: 'chapter' | 'question', itemId: number) =>
    (kind === 'chapter' ? topic.chapters : topic.questions).find((x) => x.id === itemId) as PublishItem;

  it('lists every unit, topic, page and question with its validity, reasons and warnings', async () => {
    const k = await course();
    const res = await tree('publisher', k.c.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PublishTree>();
    expect(body.course).toEqual({ id: k.c.id, name: 'Matematika', status: 'unpublished', published_at: null, changed_since_published: false });
    expect(body.units.map((u) => [u.name, u.valid, u.errors])).toEqual([
      ['Bilangan', true, []],
      ['Geometri', false, [en('unit_needs_valid_topic')]],
    ]);
    expect(body.units[0]!.topics.map((x) => [x.id, x.valid, x.errors])).toEqual([
      [k.good.id, true, []],
      [k.empty.id, false, [en('topic_needs_valid_content'), en('topic_needs_question')]],
      [k.pagesOnly.id, false, [en('topic_needs_question')]],
    ]);

    const good = topicOf(body, k.good.id);
    expect(good).toMatchObject({ name: 'Penjumlahan', status: 'unpublished', used_in_assignments: false, changed_since_published: false, published_at: null });
    expect(good.chapters.map((c) => c.id)).toEqual([k.page.id, k.linked.id, k.blankPage.id]);
    expect(itemOf(good, 'chapter', k.page.id)).toEqual({
      id: k.page.id, kind: 'chapter', title: 'Pengantar', type: 'text', lock_version: 0, status: 'unpublished',
      valid: true, errors: [], warnings: [en('warning_image_alt_missing')], changed_since_published: false, published_at: null,
    });
    expect(itemOf(good, 'chapter', k.linked.id).warnings).toEqual([en('warning_broken_page_link')]);
    // Empty: the error says it, the warning does not repeat it.
    expect(itemOf(good, 'chapter', k.blankPage.id)).toMatchObject({ valid: false, errors: [en('page_content_required')], warnings: [] });
    expect(itemOf(good, 'question', k.q1.id)).toMatchObject({ kind: 'question', title: 'Berapa 2 + 2?', type: 'multiple_choice', valid: true, errors: [], warnings: [en('warning_duplicate_stem')] });
    expect(itemOf(good, 'question', k.q2.id).warnings).toEqual([en('warning_duplicate_stem')]);
    // The organization uses points (§5): a question without them is refused.
    expect(itemOf(good, 'question', k.noPoints.id)).toMatchObject({ valid: false, errors: [en('points_required')] });

    const empty = topicOf(body, k.empty.id);
    expect(empty.chapters[0]).toMatchObject({ valid: false, errors: [en('page_title_required'), en('page_content_required')] });
    const broken = topicOf(body, k.broken.id);
    expect(broken).toMatchObject({ valid: false, used_in_assignments: true, errors: [en('topic_needs_valid_content')] });
    expect(itemOf(broken, 'question', k.noCorrect.id)).toMatchObject({ valid: false, errors: [en('answers_need_correct')], warnings: [] });
  });

  it("answers in the caller's language", async () => {
    const k = await course();
    const body = (await tree('admin', k.c.id, { 'accept-language': 'id' })).json<PublishTree>();
    expect(body.units[1]!.errors).toEqual([id('unit_needs_valid_topic')]);
    expect(itemOf(topicOf(body, k.good.id), 'chapter', k.page.id).warnings).toEqual([id('warning_image_alt_missing')]);
    expect(id('warning_image_alt_missing')).not.toBe(en('warning_image_alt_missing'));
  });

  it('shows when things were published and what changed since', async () => {
    const k = await course();
    const when = new Date('2026-03-01T08:00:00.000Z');
    await t.db.update(topics).set({ status: 'published', publishedAt: when, publishedVersion: 0 }).where(eq(topics.id, k.good.id));
    await t.db.update(bundles).set({ status: 'published', publishedAt: when }).where(eq(bundles.id, k.unitA.id));
    for (const [type, item] of [['chapter', k.page], ['question', k.q1]] as const) {
      const table = type === 'chapter' ? chapters : questions;
      await t.db.update(table).set({ status: 'published', publishedVersion: 0 }).where(eq(table.id, item.id));
      await t.db.insert(publishedItems).values({ organizationId: s.org.id, topicId: k.good.id, itemType: type, itemId: item.id, version: 0, document: {}, publishedAt: when });
    }
    // The page is edited after publishing; the question is not.
    await t.db.update(chapters).set({ lockVersion: 1 }).where(eq(chapters.id, k.page.id));
    const body = (await tree('admin', k.c.id)).json<PublishTree>();
    expect(body.units[0]).toMatchObject({ status: 'published', published_at: when.toISOString() });
    const good = topicOf(body, k.good.id);
    expect(good).toMatchObject({ status: 'published', published_at: when.toISOString(), changed_since_published: true });
    expect(itemOf(good, 'chapter', k.page.id)).toMatchObject({ status: 'published', lock_version: 1, changed_since_published: true, published_at: when.toISOString() });
    expect(itemOf(good, 'question', k.q1.id)).toMatchObject({ status: 'published', changed_since_published: false, published_at: when.toISOString() });
    expect(body.course.changed_since_published).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const k = await course();
    expect((await tree(null, k.c.id)).statusCode).toBe(401);
  });

  it.each(['editor', 'limited', 'restricted', 'noRole'] as const)('refuses %s with 403 saying who may publish', async (who) => {
    const k = await course();
    const res = await tree(who, k.c.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission_error');
    if (who !== 'restricted') expect(res.json().message).toContain('publishers');
  });

  it("answers 404 for another organization's course", async () => {
    const other = await makeSchool(t.db);
    const theirs = await makeCourse(t.db, other.org.id);
    expect((await tree('admin', theirs.id)).statusCode).toBe(404);
    expect((await tree('admin', 2147483000)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '2147483648'])('answers 422 for the id %s', async (bad) => {
    const res = await tree('admin', bad);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('id');
  });

  it('sends as many statements for the large course (20 × 10 × (10 + 10)) as for a small one', async () => {
    const small = await course();
    const large = await makeCourse(t.db, s.org.id, { name: 'Besar' });
    const orgId = s.org.id;
    const units = await t.db.insert(bundles).values(Array.from({ length: 20 }, (_, i) => ({ organizationId: orgId, courseId: large.id, name: `Unit ${i + 1}`, position: i }))).returning();
    const topicRows = await t.db
      .insert(topics)
      .values(units.flatMap((u) => Array.from({ length: 10 }, (_, i) => ({ organizationId: orgId, courseId: large.id, bundleId: u.id, name: `Subbab ${u.position}.${i}`, position: i }))))
      .returning();
    const lessonRows = await t.db.insert(lessons).values(topicRows.map((x) => ({ organizationId: orgId, topicId: x.id }))).returning();
    const range = Array.from({ length: 10 }, (_, i) => i);
    await t.db.insert(chapters).values(lessonRows.flatMap((l) => range.map((i) => ({ organizationId: orgId, topicId: l.topicId, lessonId: l.id, title: `Halaman ${i}`, content: '<p>Isi</p>', position: i }))));
    const qs = await t.db
      .insert(questions)
      .values(topicRows.flatMap((x) => range.map((i) => ({ organizationId: orgId, topicId: x.id, content: `Soal ${x.id}.${i}`, contentHtml: `<p>Soal ${x.id}.${i}</p>`, points: 1, position: i }))))
      .returning({ id: questions.id });
    await t.db.insert(answers).values(qs.flatMap((q) => [0, 1].map((p) => ({ organizationId: orgId, questionId: q.id, content: p ? '<p>Salah</p>' : '<p>Benar</p>', correct: p === 0, position: p }))));

    const headers = await headersFor(t.db, s.admin);
    let body: PublishTree | undefined;
    const few = await countQueries(t.database, () => t.app.inject({ url: `/content/courses/${small.c.id}/publish_tree`, headers }));
    const many = await countQueries(t.database, async () => {
      const res = await t.app.inject({ url: `/content/courses/${large.id}/publish_tree`, headers });
      expect(res.statusCode).toBe(200);
      body = res.json<PublishTree>();
    });
    expect(body!.units).toHaveLength(20);
    const all = body!.units.flatMap((u) => u.topics);
    expect(all).toHaveLength(200);
    expect(all.every((x) => x.valid && x.chapters.length === 10 && x.questions.length === 10)).toBe(true);
    expect(all.flatMap((x) => [...x.chapters, ...x.questions]).every((i) => i.valid && i.warnings.length === 0)).toBe(true);
    if (few === null) return; // counted on PGlite
    expect(many).toBe(few);
    // Session, course and share, organization, then the tree's six (queries/publishTree.ts).
    expect(few).toBeLessThanOrEqual(11);
  }, 120_000);
});
