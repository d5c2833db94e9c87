import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, lessons } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeLessonTopic, makeUploadedFile, sessions } from '../../test/pageFactories.ts';
import { makeUnit, makeCourse, makeSchool, makeTopic, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds())('POST /content/chapters on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const create = async (who: SchoolRole | null, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/content/chapters', payload: body, headers: who ? await headers(who) : {} });
  const text = (topicId: number, extra: Record<string, unknown> = {}) => ({ topic_id: topicId, type: 'text', title: 'Sel hewan', content: '<p>Isi</p>', ...extra });
  const video = (topicId: number, video_url: unknown, extra: Record<string, unknown> = {}) => ({ topic_id: topicId, type: 'video', title: 'Video', video_url, ...extra });

  it('creates a text page last in the topic, with its lesson', async () => {
    const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
    const first = await create('editor', text(topic.id, { title: '  Pertama  ', sections: [{ id: 's1', content_html: '<p>Bagian</p>' }] }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      topic_id: topic.id,
      lesson_id: lesson.id,
      organization_id: s.org.id,
      type: 'text',
      title: 'Pertama',
      content: '<p>Isi</p>',
      sections: [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Bagian</p>' }],
      video_url: null,
      video_description: null,
      duration: null,
      status: 'unpublished',
      position: 0,
      creator_id: s.editor.id,
      lock_version: 0,
    });
    const second = await create('admin', text(topic.id, { title: 'Kedua' }));
    expect(second.json().position).toBe(1);
    const rows = await t.db.select().from(chapters).where(eq(chapters.topicId, topic.id)).orderBy(asc(chapters.position));
    expect(rows.map((r) => r.title)).toEqual(['Pertama', 'Kedua']);
  });

  it('gives a topic without a lesson its lesson', async () => {
    const topic = await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
    const res = await create('editor', text(topic.id));
    expect(res.statusCode).toBe(201);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.topicId, topic.id));
    expect(res.json().lesson_id).toBe(lesson!.id);
  });

  it('stores sanitized HTML: scripts and event handlers go, a YouTube player stays', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const dirty =
      '<p>Halo<script>alert(1)</script></p><img src="https://example.org/a.png" onerror="alert(2)">' +
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>' +
      '<a href="javascript:alert(3)">x</a>';
    const res = await create('editor', text(topic.id, { content: dirty, sections: [{ id: 'a', content_html: '<p onclick="x()">B</p><script>y()</script>', content: '<b onmouseover="z()">c</b>' }] }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(chapters).where(eq(chapters.id, res.json().id));
    for (const html of [row!.content, row!.sections[0]!.content_html, row!.sections[0]!.content, res.body]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|evil\.example/i);
    }
    expect(row!.content).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(row!.content).toContain('<p>Halo</p>');
    expect(row!.sections[0]!.content_html).toBe('<p>B</p>');
  });

  it('creates video pages from YouTube and Brightcove URLs, stored as scheme:identifier; a text page keeps no video', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const yt = await create('editor', video(topic.id, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', { video_description: 'Tentang sel', duration: 95 }));
    expect(yt.statusCode).toBe(201);
    expect(yt.json()).toMatchObject({ type: 'video', video_url: 'youtube:dQw4w9WgXcQ', video_description: 'Tentang sel', duration: 95 });
    const bc = await create('editor', video(topic.id, 'https://players.brightcove.net/123/default_default/index.html?videoId=6312345678'));
    expect(bc.statusCode).toBe(201);
    expect(bc.json().video_url).toBe('brightcove:6312345678');
    const plain = await create('editor', text(topic.id, { video_url: 'youtube:dQw4w9WgXcQ', duration: 5 }));
    expect(plain.json()).toMatchObject({ video_url: null, duration: null });
  });

  it("accepts a product video that is one of the organization's files and refuses any other", async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const own = await makeUploadedFile(t, s.org.id, 'study_guide', files.pdf());
    const ok = await create('editor', video(topic.id, `pena:${own.file.id}`));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().video_url).toBe(`pena:${own.file.id}`);

    const other = await makeSchool(t.db);
    const theirs = await makeUploadedFile(t, other.org.id, 'study_guide', files.pdf());
    for (const url of [`pena:${theirs.file.id}`, 'pena:999999999', 'pena:intro-video']) {
      const res = await create('editor', video(topic.id, url));
      expect(res.statusCode, url).toBe(422);
      expect(res.json().fields).toEqual({ video_url: 'This Pena video could not be found' });
    }
  });

  it.each([
    ['a Vimeo URL', 'https://vimeo.com/76979871'],
    ['an unknown scheme', 'vimeo:76979871'],
    ['a YouTube id of the wrong length', 'youtube:abc'],
    ['a non-numeric Brightcove id', 'brightcove:abc'],
    ['a YouTube channel page', 'https://www.youtube.com/@channel'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s as a video URL', async (_name, url) => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const res = await create('editor', video(topic.id, url));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.video_url).toMatch(/^Enter a YouTube, Brightcove or Pena video/);
  });

  it('requires a title, a video URL on a video page, and a valid type and duration', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [text(topic.id, { title: '   ' }), 'title', 'Required'],
      [{ topic_id: topic.id, type: 'text' }, 'title', 'Required'],
      [video(topic.id, ''), 'video_url', 'Required'],
      [video(topic.id, null), 'video_url', 'Required'],
      [video(topic.id, 'youtube:dQw4w9WgXcQ', { duration: -1 }), 'duration', 'Duration must be a whole number of seconds, 0 or more'],
      [text(topic.id, { title: 'x'.repeat(256) }), 'title', 'Must be at most 255 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create('editor', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await create('editor', text(topic.id, { type: 'audio' }))).json().fields).toHaveProperty('type');
    expect(await t.db.select().from(chapters).where(eq(chapters.topicId, topic.id))).toHaveLength(0);
  });

  it("refuses media of another organization or unknown media, naming the field", async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const mine = await makeUploadedFile(t, s.org.id, 'image', files.png());
    const other = await makeSchool(t.db);
    const theirs = await makeUploadedFile(t, other.org.id, 'image', files.png());
    const img = (id: number) => `<p><img src="/files/x" data-media-id="${id}"></p>`;

    const ok = await create('editor', text(topic.id, { content: img(mine.file.id) }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content).toContain(`data-media-id="${mine.file.id}"`);

    const foreign = await create('editor', text(topic.id, { content: img(theirs.file.id) }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields).toEqual({ content: 'This image or audio file was not found. Upload it again.' });
    const unknown = await create('editor', text(topic.id, { sections: [{ id: 'a' }, { id: 'b', content_html: `<audio controls data-media-id="987654321"></audio>` }] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ 'sections.1.content_html': 'This image or audio file was not found. Upload it again.' });
    // A study guide is not media, even of the same organization.
    const studyGuide = await makeUploadedFile(t, s.org.id, 'study_guide', files.pdf());
    expect((await create('editor', text(topic.id, { content: img(studyGuide.file.id) }))).statusCode).toBe(422);
  });

  it("lets a limited editor add pages to their own topic only", async () => {
    const own = await makeLessonTopic(t.db, s.org.id, { creatorId: s.limited.id });
    const res = await create('limited', text(own.topic.id));
    expect(res.statusCode).toBe(201);
    const others = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
    const refused = await create('limited', text(others.topic.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to create pages in this sub-chapter.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const { topic } = await makeLessonTopic(t.db, s.org.id, { creatorId: s[who].id });
    expect((await create(who, text(topic.id))).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id, { course: { creatorId: s.admin.id, shareEnabled: true } });
    const res = await create('editor', text(topic.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This course is shared with selected users only.');
  });

  it("answers 404 for another organization's topic and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const { topic } = await makeLessonTopic(t.db, other.org.id);
    expect((await create('admin', text(topic.id))).statusCode).toBe(404);
    expect((await create(null, text(topic.id))).statusCode).toBe(401);
    expect(await t.db.select().from(chapters).where(eq(chapters.topicId, topic.id))).toHaveLength(0);
  });
});
