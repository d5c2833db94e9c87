import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { makePage, makeLessonTopic, sessions } from '../../test/pageFactories.ts';
import { makeSchool, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds())('GET /content/chapters/{id} on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const show = async (who: SchoolRole | null, id: number | string) => t.app.inject({ url: `/content/chapters/${id}`, headers: who ? await headers(who) : {} });

  it('shows the page to every member who may view content, no role included', async () => {
    const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
    const page = await makePage(t.db, topic, {
      type: 'video',
      title: 'Fotosintesis',
      content: '',
      videoUrl: 'youtube:dQw4w9WgXcQ',
      videoDescription: 'Proses',
      duration: 120,
      creatorId: s.editor.id,
      position: 3,
    });
    for (const who of ['admin', 'publisher', 'editor', 'limited', 'noRole'] as const) {
      const res = await show(who, page.id);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({
        id: page.id,
        topic_id: topic.id,
        lesson_id: lesson.id,
        organization_id: s.org.id,
        type: 'video',
        title: 'Fotosintesis',
        content: '',
        sections: [],
        video_url: 'youtube:dQw4w9WgXcQ',
        video_description: 'Proses',
        duration: 120,
        status: 'unpublished',
        position: 3,
        creator_id: s.editor.id,
        last_saved_at: page.lastSavedAt.toISOString(),
        lock_version: 0,
        created_at: page.createdAt.toISOString(),
        updated_at: page.updatedAt.toISOString(),
      });
    }
  });

  it.each(['restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    expect((await show(who, (await makePage(t.db, topic)).id)).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with, and lets in those it is shared with', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id, { course: { creatorId: s.admin.id, shareEnabled: true, sharedWith: [s.limited.id] } });
    const page = await makePage(t.db, topic);
    expect((await show('editor', page.id)).statusCode).toBe(403);
    expect((await show('limited', page.id)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's page, 401 without a session, 422 for a bad id", async () => {
    const other = await makeSchool(t.db);
    const { topic } = await makeLessonTopic(t.db, other.org.id);
    const page = await makePage(t.db, topic, { title: 'Rahasia' });
    const res = await show('admin', page.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Rahasia');
    expect((await show(null, page.id)).statusCode).toBe(401);
    expect((await show('admin', 'x')).statusCode).toBe(422);
  });
});
