import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMedia, makePassage, makeQuestion, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

const MEDIA_NOT_FOUND = 'This image or audio file was not found. Upload it again.';

describe.each(testDatabaseKinds())('POST and GET /map/passages on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const create = async (who: SchoolRole | null, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/map/passages', headers: { ...(who ? await s.as(who) : {}), ...extra }, payload });
  const read = async (who: SchoolRole | null, id: number) => t.app.inject({ method: 'GET', url: `/map/passages/${id}`, headers: who ? await s.as(who) : {} });
  const section = (id: string, html: string) => ({ id, content: '', mime_type: 'text/html', section_content_type: 'Passage', media_url: null, content_html: html });

  it('creates a passage last in its topic and reads it back', async () => {
    const topic = await s.topic();
    await makePassage(t.db, topic, { position: 0 });
    const image = await makeMedia(t.db, s.org.id);
    const payload = {
      topic_id: topic.id,
      title: ' Teks bacaan ',
      content_html: `<h2>Gunung</h2><p>Gunung <strong>Merapi</strong> [%h = 2930%] m.</p><p><img src="/files/k" data-media-id="${image.id}" /></p>`,
      sections: [section('s1', '<p>Bagian kedua.</p>'), { ...section('v', ''), section_content_type: 'external_video', media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    };
    const res = await create('editor', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      topic_id: topic.id,
      organization_id: s.org.id,
      title: 'Teks bacaan',
      content: 'Gunung Gunung Merapi [%h = 2930%] m.',
      content_html: payload.content_html,
      sections: payload.sections,
      status: 'unpublished',
      position: 1,
      source: 'own',
      read_only: false,
      creator_id: s.editor.id,
      questions_count: 0,
      lock_version: 0,
    });
    const again = await read('limited', body.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  it('counts the questions linked to it', async () => {
    const topic = await s.topic();
    const passage = await makePassage(t.db, topic);
    await makeQuestion(t.db, topic, { passageId: passage.id });
    await makeQuestion(t.db, topic, { passageId: passage.id, position: 1 });
    expect((await read('editor', passage.id)).json().questions_count).toBe(2);
  });

  it('sanitizes its rich text', async () => {
    const topic = await s.topic();
    const res = await create('editor', {
      topic_id: topic.id,
      content_html: '<p>Aman<script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"></p>',
      sections: [section('s', '<iframe src="https://evil.example/"></iframe><a href="javascript:alert(3)">x</a>')],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content_html).toBe('<p>Aman<img src="https://x.example/a.png" /></p>');
    expect(res.json().sections[0].content_html).toBe('<a>x</a>');
  });

  it('answers 422 for a passage with nothing to read, and for media of another organization', async () => {
    const topic = await s.topic();
    const blank = await create('editor', { topic_id: topic.id, title: 'Kosong', content_html: '<p> </p>' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().fields).toEqual({ content_html: 'Required' });
    const foreign = await makeMedia(t.db, (await questionSchool(t.db)).org.id, 'audio');
    const res = await create('editor', { topic_id: topic.id, content_html: `<p>Dengar</p><audio controls src="/files/a" data-media-id="${foreign.id}"></audio>` });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ content_html: MEDIA_NOT_FOUND });
    const longTitle = await create('editor', { topic_id: topic.id, title: 'x'.repeat(256), content_html: '<p>Isi</p>' }, { 'accept-language': 'id' });
    expect(longTitle.json().fields).toEqual({ title: 'Maksimal 255 karakter' });
  });

  it('lets a limited editor create passages in their own topic only', async () => {
    expect((await create('limited', { topic_id: (await s.topic(s.limited.id)).id, content_html: '<p>Isi</p>' })).statusCode).toBe(201);
    const refused = await create('limited', { topic_id: (await s.topic()).id, content_html: '<p>Isi</p>' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to create passages in this topic.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses creating by %s with 403', async (who) => {
    expect((await create(who, { topic_id: (await s.topic(s[who].id)).id, content_html: '<p>Isi</p>' })).statusCode).toBe(403);
  });

  it.each(['restricted', 'unapproved'] as const)('refuses reading by %s with 403', async (who) => {
    expect((await read(who, (await makePassage(t.db, await s.topic())).id)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's topic or passage, 401 without a session", async () => {
    const other = await questionSchool(t.db);
    const topic = await other.topic();
    expect((await create('admin', { topic_id: topic.id, content_html: '<p>Isi</p>' })).statusCode).toBe(404);
    expect((await read('admin', (await makePassage(t.db, topic)).id)).statusCode).toBe(404);
    expect((await create(null, { topic_id: topic.id, content_html: '<p>Isi</p>' })).statusCode).toBe(401);
    expect((await read(null, 1)).statusCode).toBe(401);
  });
});
