import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makePage, makeLessonTopic, makeUploadedFile, sessions } from '../../test/pageFactories.ts';
import { makeSchool, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds())('PUT /content/chapters/{id} on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const save = async (who: SchoolRole | null, id: number | string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/content/chapters/${id}`, payload: body, headers: who ? await headers(who) : {} });
  const doc = (extra: Record<string, unknown> = {}) => ({ type: 'text', title: 'Sel', content: '<p>Baru</p>', sections: [], lock_version: 0, ...extra });
  const stored = async (id: number) => (await t.db.select().from(chapters).where(eq(chapters.id, id)))[0]!;
  const newPage = async (creatorId: number | null = null, opts: Parameters<typeof makePage>[2] = {}) => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    return makePage(t.db, topic, { creatorId, lastSavedAt: new Date('2024-01-02T03:04:05Z'), ...opts });
  };

  it('saves the whole document, bumps lock_version and sets last_saved_at', async () => {
    const page = await newPage(s.admin.id, { sections: [{ id: 'old', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Lama</p>' }] });
    const res = await save('editor', page.id, doc({ title: 'Sel tumbuhan', sections: [{ id: 'n', content_html: '<h2>Dinding sel</h2>' }] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: page.id, title: 'Sel tumbuhan', content: '<p>Baru</p>', lock_version: 1, creator_id: s.admin.id, position: page.position });
    expect(body.sections).toEqual([{ id: 'n', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<h2>Dinding sel</h2>' }]);
    expect(new Date(body.last_saved_at).getTime()).toBeGreaterThan(new Date('2024-01-02T03:04:05Z').getTime());
    const again = await save('editor', page.id, doc({ lock_version: 1, title: 'Lagi' }));
    expect(again.json().lock_version).toBe(2);
    expect((await stored(page.id)).title).toBe('Lagi');
  });

  it('answers 409 with the stored page to a stale lock_version, and changes nothing', async () => {
    const page = await newPage();
    expect((await save('editor', page.id, doc({ title: 'Tab satu' }))).statusCode).toBe(200);
    // A second tab that loaded version 0 saves after the first.
    const stale = await save('publisher', page.id, doc({ title: 'Tab dua' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { id: page.id, title: 'Tab satu', lock_version: 1 } });
    expect(stale.json().message).toMatch(/newer version/);
    expect(await stored(page.id)).toMatchObject({ title: 'Tab satu', lockVersion: 1 });
    // Even an invalid stale save learns about the newer version first.
    expect((await save('publisher', page.id, doc({ title: 'Tab dua', content: '<img data-media-id="999999">' }))).statusCode).toBe(409);
  });

  it('sanitizes what it stores', async () => {
    const page = await newPage();
    const res = await save('editor', page.id, doc({ content: '<p>a<script>alert(1)</script></p><img src="https://x.example/i.png" onerror="alert(1)"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' }));
    expect(res.statusCode).toBe(200);
    const row = await stored(page.id);
    expect(row.content).not.toMatch(/script|onerror/);
    expect(row.content).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
  });

  it('turns a text page into a video page and back', async () => {
    const page = await newPage();
    const asVideo = await save('editor', page.id, doc({ type: 'video', video_url: 'https://youtu.be/dQw4w9WgXcQ?t=1m5s', duration: 60 }));
    expect(asVideo.json()).toMatchObject({ type: 'video', video_url: 'youtube:dQw4w9WgXcQ', duration: 60 });
    const asText = await save('editor', page.id, doc({ lock_version: 1, video_url: 'youtube:dQw4w9WgXcQ', duration: 60 }));
    expect(asText.json()).toMatchObject({ type: 'text', video_url: null, duration: null });
  });

  it('refuses invalid documents with the field and its message, leaving the page as it was', async () => {
    const page = await newPage();
    const other = await makeSchool(t.db);
    const theirs = await makeUploadedFile(t, other.org.id, 'image', files.png());
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [doc({ title: '' }), { title: 'Required' }],
      [doc({ type: 'video', video_url: 'https://vimeo.com/1' }), { video_url: 'Enter a YouTube, Brightcove or Pena video, for example youtube:dQw4w9WgXcQ or a YouTube link' }],
      [doc({ type: 'video', video_url: 'pena:12345678' }), { video_url: 'This Pena video could not be found' }],
      [doc({ content: `<img data-media-id="${theirs.file.id}">` }), { content: 'This image or audio file was not found. Upload it again.' }],
      [doc({ sections: [{ id: 'v', section_content_type: 'external_video', media_url: 'https://evil.example/v' }] }), { 'sections.0.media_url': 'Enter a valid YouTube or Brightcove video link' }],
      [doc({ sections: [{ id: 'a' }, { id: 'a' }] }), { 'sections.1.id': 'Not valid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await save('editor', page.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 90)).toBe(422);
      expect(res.json().fields).toMatchObject(fields);
    }
    const missingVersion = await save('editor', page.id, { type: 'text', title: 'x' });
    expect(missingVersion.statusCode).toBe(422);
    expect(missingVersion.json().fields).toHaveProperty('lock_version');
    expect(await stored(page.id)).toMatchObject({ title: page.title, lockVersion: 0 });
  });

  it('answers in Indonesian when asked', async () => {
    const page = await newPage();
    const res = await t.app.inject({ method: 'PUT', url: `/content/chapters/${page.id}`, payload: doc({ title: '' }), headers: { ...(await headers('editor')), 'accept-language': 'id' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.title).toBe('Wajib diisi');
  });

  it("lets a limited editor save only their own pages; editors and publishers save anyone's", async () => {
    const own = await newPage(s.limited.id);
    expect((await save('limited', own.id, doc())).statusCode).toBe(200);
    const others = await newPage(s.editor.id);
    const refused = await save('limited', others.id, doc());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to edit this page.');
    expect((await save('publisher', others.id, doc())).statusCode).toBe(200);
    expect((await save('editor', (await newPage(s.admin.id)).id, doc())).statusCode).toBe(200);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403, even on their own page', async (who) => {
    const page = await newPage(s[who].id);
    expect((await save(who, page.id, doc())).statusCode).toBe(403);
    expect((await stored(page.id)).lockVersion).toBe(0);
  });

  it("answers 404 for another organization's page (and a missing one), 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const { topic } = await makeLessonTopic(t.db, other.org.id);
    const theirs = await makePage(t.db, topic, { title: 'Rahasia' });
    const res = await save('admin', theirs.id, doc());
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Rahasia');
    expect((await save('admin', 2_000_000_000, doc())).statusCode).toBe(404);
    expect((await save(null, theirs.id, doc())).statusCode).toBe(401);
    expect((await save('admin', 'abc', doc())).statusCode).toBe(422);
  });
});
