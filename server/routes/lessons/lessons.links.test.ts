import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAttachments } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeLessonTopic, makeLink, sessions } from '../../test/pageFactories.ts';
import { makeSchool, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds())('linked study guides on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const add = async (who: SchoolRole | null, topicId: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/content/topics/${topicId}/notes/create_link`, payload: body, headers: who ? await headers(who) : {} });
  const remove = async (who: SchoolRole | null, topicId: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'DELETE', url: `/content/topics/${topicId}/notes/delete_link`, payload: body, headers: who ? await headers(who) : {} });
  const linksOf = async (lessonId: number) => t.db.select().from(linkAttachments).where(eq(linkAttachments.lessonId, lessonId)).orderBy(asc(linkAttachments.position));

  describe('POST /content/topics/{id}/notes/create_link', () => {
    it('adds the link last, its URL stored in full', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      const first = await add('editor', topic.id, { name: 'Video sel', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ name: 'Video sel', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
      const second = await add('editor', topic.id, { name: ' Kamus ', url: ' kbbi.kemdikbud.go.id/entri/sel ' });
      expect(second.json()).toMatchObject({ name: 'Kamus', url: 'https://kbbi.kemdikbud.go.id/entri/sel' });
      expect((await linksOf(lesson.id)).map((l) => [l.id, l.position, l.creatorId])).toEqual([
        [first.json().id, 0, s.editor.id],
        [second.json().id, 1, s.editor.id],
      ]);
    });

    it.each([
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
      ['an ftp URL', 'ftp://files.example.org/a.pdf'],
      ['words', 'bukan alamat'],
      ['a single-label host', 'http://localhost/a'],
      ['credentials in the URL', 'https://user:pass@example.org/'],
    ])('refuses %s', async (_name, url) => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      const res = await add('editor', topic.id, { name: 'Tautan', url });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ url: 'Enter a valid link that starts with http:// or https://' });
      expect(await linksOf(lesson.id)).toHaveLength(0);
    });

    it('requires a name and a URL', async () => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      expect((await add('editor', topic.id, { name: '', url: 'https://example.org' })).json().fields).toEqual({ name: 'Required' });
      expect((await add('editor', topic.id, { name: 'A', url: '  ' })).json().fields).toEqual({ url: 'Required' });
      expect((await add('editor', topic.id, { name: 'A', url: `https://example.org/${'a'.repeat(2100)}` })).statusCode).toBe(422);
    });

    it('lets a limited editor add links to their own topic only; refuses no role, restricted and unapproved', async () => {
      const own = await makeLessonTopic(t.db, s.org.id, { creatorId: s.limited.id });
      expect((await add('limited', own.topic.id, { name: 'A', url: 'https://example.org' })).statusCode).toBe(201);
      const others = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      for (const who of ['limited', 'noRole', 'restricted', 'unapproved'] as const) {
        expect((await add(who, others.topic.id, { name: 'A', url: 'https://example.org' })).statusCode, who).toBe(403);
      }
      expect(await linksOf(others.lesson.id)).toHaveLength(0);
    });

    it("answers 404 for another organization's topic and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const { topic } = await makeLessonTopic(t.db, other.org.id);
      expect((await add('admin', topic.id, { name: 'A', url: 'https://example.org' })).statusCode).toBe(404);
      expect((await add(null, topic.id, { name: 'A', url: 'https://example.org' })).statusCode).toBe(401);
    });
  });

  describe('DELETE /content/topics/{id}/notes/delete_link', () => {
    it('removes the link and no other', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      const gone = await makeLink(t.db, topic, { position: 0 });
      const kept = await makeLink(t.db, topic, { position: 1 });
      const res = await remove('editor', topic.id, { link_id: gone.id });
      expect(res.statusCode).toBe(204);
      expect((await linksOf(lesson.id)).map((l) => l.id)).toEqual([kept.id]);
      expect((await remove('editor', topic.id, { link_id: gone.id })).statusCode).toBe(404);
    });

    it("answers 404 for a link of another topic or organization, and leaves it", async () => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const sibling = await makeLessonTopic(t.db, s.org.id);
      const elsewhere = await makeLink(t.db, sibling.topic);
      expect((await remove('admin', topic.id, { link_id: elsewhere.id })).statusCode).toBe(404);
      const other = await makeSchool(t.db);
      const theirs = await makeLessonTopic(t.db, other.org.id);
      const foreign = await makeLink(t.db, theirs.topic);
      expect((await remove('admin', theirs.topic.id, { link_id: foreign.id })).statusCode).toBe(404);
      expect((await remove('admin', topic.id, { link_id: foreign.id })).statusCode).toBe(404);
      expect(await linksOf(sibling.lesson.id)).toHaveLength(1);
      expect(await linksOf(theirs.lesson.id)).toHaveLength(1);
    });

    it('refuses limited editors on other topics, no role, restricted and unapproved; 401 without a session; 422 without a link', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      const link = await makeLink(t.db, topic);
      for (const who of ['limited', 'noRole', 'restricted', 'unapproved'] as const) {
        expect((await remove(who, topic.id, { link_id: link.id })).statusCode, who).toBe(403);
      }
      expect((await remove(null, topic.id, { link_id: link.id })).statusCode).toBe(401);
      const bad = await remove('editor', topic.id, { link_id: 'x' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toHaveProperty('link_id');
      expect(await linksOf(lesson.id)).toHaveLength(1);
    });
  });
});
