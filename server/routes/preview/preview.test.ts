// The learner preview (spec §2 "Preview"): POST /content/topics/{id}/preview and GET /preview/{token}.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_LIFETIME_MS } from '../../../domain/constants.ts';
import { appSecrets, chapters, publishedItems, topics } from '../../db/schema/index.ts';
import { issuePreviewToken, PREVIEW_SECRET_NAME, signPreviewToken } from '../../preview/tokens.ts';
import { makePage } from '../../test/pageFactories.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePassage, makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { otherSpellings } from '../../test/tokenSpellings.ts';

describe.each(testDatabaseKinds())('learner preview on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const topicOf = async (school: School = s, opts: Parameters<typeof makeCourse>[2] = {}) =>
    makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, school.org.id, opts)), { name: 'Persamaan Kuadrat' });

  const create = async (who: SchoolRole | null, id: number | string, school: School = s, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/content/topics/${id}/preview`, headers: { ...(who ? await headersFor(t.db, school[who]) : {}), ...extra } });

  const open = (token: string, query = '', headers: Record<string, string> = {}) => t.app.inject({ url: `/preview/${token}${query}`, headers });

  it('makes a link that opens the topic without a session, never cached nor sent on as a Referer', async () => {
    const topic = await topicOf();
    const before = Date.now();
    const res = await create('editor', topic.id);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = res.json();
    expect(link.path).toBe(`/en/preview/${link.token}`);
    const expires = Date.parse(link.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + PREVIEW_TOKEN_LIFETIME_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_TOKEN_LIFETIME_MS);

    const shown = await open(link.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.json()).toMatchObject({
      topic: { id: topic.id, name: 'Persamaan Kuadrat', shuffle_answers: false, shuffle_questions: false, questions_label: null },
      points_enabled: false,
      version: 'draft',
      published_available: false,
      expires_at: link.expires_at,
      chapters: [],
      questions: [],
      passages: [],
    });
  });

  it('words the path in the language of the request', async () => {
    const topic = await topicOf();
    const res = await create('admin', topic.id, s, { 'accept-language': 'id-ID,id;q=0.9' });
    expect(res.json().path).toBe(`/id/preview/${res.json().token}`);
  });

  it('lets everyone who may view the topic preview it; others get 403, 401 without a session', async () => {
    const topic = await topicOf();
    for (const who of ['admin', 'publisher', 'editor', 'limited', 'noRole'] as const) expect((await create(who, topic.id)).statusCode).toBe(201);
    for (const who of ['restricted', 'unapproved'] as const) expect((await create(who, topic.id)).statusCode).toBe(403);
    const shared = await topicOf(s, { creatorId: s.editor.id, shareEnabled: true, sharedWith: [s.limited.id] });
    expect((await create('limited', shared.id)).statusCode).toBe(201);
    expect((await create('publisher', shared.id)).statusCode).toBe(403);
    expect((await create(null, topic.id)).statusCode).toBe(401);
  });

  it("answers 404 for another organization's topic and a missing one, 422 for a bad id", async () => {
    const other = await makeSchool(t.db);
    const theirs = await topicOf(other);
    expect((await create('admin', theirs.id)).statusCode).toBe(404);
    expect((await create('admin', 2147483000)).statusCode).toBe(404);
    const bad = await create('admin', 'abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('shows the drafts in order with where the topic sits, and points when the organization uses them', async () => {
    const points = await makeSchool(t.db, { enablePointSystem: true });
    const course = await makeCourse(t.db, points.org.id, { name: 'Matematika' });
    const unit = await makeUnit(t.db, course, { name: 'Aljabar' });
    const topic = await makeTopicWithLesson(t.db, unit, { name: 'Persamaan', shuffleQuestions: true, questionsLabel: 'Latihan' });
    const second = await makePage(t.db, topic, { title: 'Kedua', position: 2 });
    const first = await makePage(t.db, topic, { title: 'Pertama', position: 1 });
    const passage = await makePassage(t.db, topic, { title: 'Bacaan' });
    const question = await makeQuestion(t.db, topic, { passageId: passage.id, points: 2 });
    const { token } = await issuePreviewToken(t.db, topic);
    const body = (await open(token)).json();
    expect(body.topic).toEqual({
      id: topic.id,
      name: 'Persamaan',
      shuffle_answers: false,
      shuffle_questions: true,
      questions_label: 'Latihan',
      course_name: 'Matematika',
      unit_name: 'Aljabar',
    });
    expect(body.points_enabled).toBe(true);
    expect(body.chapters.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    expect(body.questions).toMatchObject([{ id: question.id, passage_id: passage.id, points: 2 }]);
    expect(body.passages).toMatchObject([{ id: passage.id, title: 'Bacaan' }]);
  });

  it('shows the published snapshot when asked, unchanged by later edits of the drafts', async () => {
    const topic = await topicOf();
    const page = await makePage(t.db, topic, { title: 'Versi terbit', position: 0 });
    const question = await makeQuestion(t.db, topic, { content: 'Soal terbit' });
    const { token } = await issuePreviewToken(t.db, topic);
    const draft = (await open(token, '?version=draft')).json();
    expect((await open(token, '?version=published')).json()).toMatchObject({ version: 'published', published_available: false, chapters: [], questions: [] });

    // What the publisher writes (its own tests build the real publish): the drafts' documents now.
    await t.db.insert(publishedItems).values([
      { organizationId: topic.organizationId, topicId: topic.id, itemType: 'chapter', itemId: page.id, version: page.lockVersion, position: 0, document: draft.chapters[0] },
      { organizationId: topic.organizationId, topicId: topic.id, itemType: 'question', itemId: question.id, version: question.lockVersion, position: 0, document: draft.questions[0] },
    ]);
    // Snapshot rows of a topic that is not published are not its published version.
    expect((await open(token, '?version=published')).json().published_available).toBe(false);
    await t.db.update(topics).set({ status: 'published' }).where(eq(topics.id, topic.id));
    await t.db.update(chapters).set({ title: 'Versi baru', lockVersion: page.lockVersion + 1 }).where(eq(chapters.id, page.id));
    await makePage(t.db, topic, { title: 'Belum terbit', position: 1 });

    const published = (await open(token, '?version=published')).json();
    expect(published).toMatchObject({ version: 'published', published_available: true });
    expect(published.chapters.map((c: { title: string }) => c.title)).toEqual(['Versi terbit']);
    expect(published.questions.map((q: { content: string }) => q.content)).toEqual(['Soal terbit']);
    const now = (await open(token)).json();
    expect(now).toMatchObject({ version: 'draft', published_available: true });
    expect(now.chapters.map((c: { title: string }) => c.title)).toEqual(['Versi baru', 'Belum terbit']);
  });

  it('answers 404 with "expired" for an expired link, in the caller’s language', async () => {
    const topic = await topicOf();
    const { token } = await issuePreviewToken(t.db, topic, { now: Date.now() - PREVIEW_TOKEN_LIFETIME_MS - 1000 });
    const res = await open(token);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ error: 'not_found', expired: true, message: expect.stringContaining('This preview link has expired') });
    const id = await open(token, '', { 'accept-language': 'id' });
    expect(id.json().message).toContain('Tautan pratinjau ini sudah kedaluwarsa');
    // A link that runs out a moment from now still works.
    const { token: short } = await issuePreviewToken(t.db, topic, { lifetimeMs: 60_000 });
    expect((await open(short)).statusCode).toBe(200);
  });

  it('answers a plain 404 for a tampered link, a link of another organization, or a deleted topic', async () => {
    const topic = await topicOf();
    const { token } = await issuePreviewToken(t.db, topic);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(`${topic.id + 1}.${topic.organizationId}.${Date.now() + 60_000}`).toString('base64url');
    // otherSpellings: the same signature bytes spelled with another last character.
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(1)}x`, `${payload}.${'A'.repeat(43)}`, ...otherSpellings(token)]) {
      const res = await open(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('expired');
    }
    // Signed with the stored secret (as any process of the cluster would), for a topic of another organization.
    const [stored] = await t.db.select().from(appSecrets).where(eq(appSecrets.name, PREVIEW_SECRET_NAME));
    const secret = Buffer.from(stored!.value, 'base64url');
    const other = await makeSchool(t.db);
    const claims = { topicId: topic.id, organizationId: other.org.id, expiresAt: Date.now() + 60_000 };
    expect((await open(signPreviewToken(secret, claims))).statusCode).toBe(404);
    expect((await open(signPreviewToken(secret, { ...claims, organizationId: topic.organizationId }))).statusCode).toBe(200);
    await t.db.delete(topics).where(eq(topics.id, topic.id));
    expect((await open(token)).statusCode).toBe(404);
  });

  it('answers 422 naming version for a version it does not know, and token for what is not a token', async () => {
    const topic = await topicOf();
    const { token } = await issuePreviewToken(t.db, topic);
    const res = await open(token, '?version=final');
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('version');
    for (const bad of ['not-a-token', '12345', `${'a'.repeat(50)}.${'A'.repeat(42)}`, `${token}.x`]) {
      const shape = await open(bad);
      expect(shape.statusCode).toBe(422);
      expect(shape.json().fields).toHaveProperty('token');
    }
  });
});
