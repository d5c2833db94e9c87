import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { presignUpload } from '../../storage/uploads.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeLessonTopic, sessions, uploadObject } from '../../test/pageFactories.ts';
import { formBody, makeSchool, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

const MiB = 1024 * 1024;

describe.each(testDatabaseKinds())('topic uploads on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  describe('GET /map/topics/{id}/upload_form_values.json', () => {
    const form = async (who: SchoolRole | null, topicId: number, query: string) =>
      t.app.inject({ url: `/map/topics/${topicId}/upload_form_values.json${query}`, headers: who ? await headers(who) : {} });

    it.each(['study_guide', 'image', 'audio', 'chapter_source'] as const)('hands out a form for %s under the organization’s prefix, which storage honours', async (purpose) => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const res = await form('editor', topic.id, `?purpose=${purpose}`);
      expect(res.statusCode).toBe(200);
      const { url, form_fields } = res.json();
      expect(url).toBe('/storage/upload');
      expect(form_fields.key).toMatch(new RegExp(`^org/${s.org.id}/${purpose}/[0-9a-f-]{36}$`));
      expect(form_fields).toHaveProperty('policy');
      const bytes = purpose === 'image' ? files.png() : purpose === 'audio' ? files.mp3() : files.pdf();
      const posted = await t.app.inject({ method: 'POST', url: '/storage/upload', ...(await formBody(form_fields, { field: 'file', bytes, name: 'f' })) });
      expect(posted.statusCode).toBe(201);
      expect(await t.storage.size(form_fields.key)).toBe(bytes.length);
    });

    // No purpose is the chapter_source form (§7 names the call without parameters): pageGeneration.test.ts.
    it('refuses other purposes', async () => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      for (const query of ['?purpose=course_icon', '?purpose=spreadsheet', '?purpose=exe', '?purpose=']) {
        const res = await form('editor', topic.id, query);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().fields).toHaveProperty('purpose');
      }
    });

    it('is only for those who may edit the topic', async () => {
      const own = await makeLessonTopic(t.db, s.org.id, { creatorId: s.limited.id });
      expect((await form('limited', own.topic.id, '?purpose=image')).statusCode).toBe(200);
      const others = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      for (const who of ['limited', 'noRole', 'restricted', 'unapproved'] as const) {
        const res = await form(who, others.topic.id, '?purpose=image');
        expect(res.statusCode, who).toBe(403);
        expect(res.body).not.toContain('policy');
      }
    });

    it("answers 404 for another organization's topic and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const { topic } = await makeLessonTopic(t.db, other.org.id);
      expect((await form('admin', topic.id, '?purpose=image')).statusCode).toBe(404);
      expect((await form(null, topic.id, '?purpose=image')).statusCode).toBe(401);
    });
  });

  describe('POST /map/topics/{id}/media', () => {
    const add = async (who: SchoolRole | null, topicId: number, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/map/topics/${topicId}/media`, payload: body, headers: who ? await headers(who) : {} });

    it.each([
      ['image', files.png, 'image/png'],
      ['image', files.webp, 'image/webp'],
      ['audio', files.mp3, 'audio/mpeg'],
      ['audio', files.ogg, 'audio/ogg'],
    ] as const)('records an uploaded %s (%s) and answers its media id', async (purpose, bytes, mime) => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const key = await uploadObject(t, s.org.id, purpose, bytes(), 'rekaman');
      const res = await add('editor', topic.id, { file_key: key, filename: 'rekaman', purpose });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ id: expect.any(Number), url: `/files/${key}`, mime_type: mime, size: bytes().length });
      const [row] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, body.id));
      expect(row).toMatchObject({ organizationId: s.org.id, uploaderId: s.editor.id, purpose, storageKey: key });
      // The id is what a page's HTML then refers to.
      const page = await t.app.inject({
        method: 'POST',
        url: '/content/chapters',
        payload: { topic_id: topic.id, type: 'text', title: 'Media', content: `<p><img src="${body.url}" data-media-id="${body.id}"></p>` },
        headers: await headers('editor'),
      });
      expect(page.statusCode).toBe(201);
    });

    it.each([
      ['an SVG as an image', 'image', files.svg],
      ['a PDF as an image', 'image', files.pdf],
      ['an image as audio', 'audio', files.png],
      ['text as audio', 'audio', files.text],
    ] as const)('refuses %s by its content', async (_name, purpose, bytes) => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const key = await uploadObject(t, s.org.id, purpose, bytes(), 'x');
      const res = await add('editor', topic.id, { file_key: key, filename: 'x', purpose });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.file).toMatch(/^This file type is not accepted\./);
      expect(await t.storage.size(key)).toBeNull();
    });

    it('refuses an image over the image cap and removes it', async () => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const key = (await presignUpload({ storage: t.storage }, s.org.id, 'image')).form_fields.key!;
      await t.storage.put(key, Buffer.concat([files.png(), Buffer.alloc(10 * MiB)]), { contentType: 'image/png' });
      const res = await add('editor', topic.id, { file_key: key, filename: 'besar.png', purpose: 'image' });
      expect(res.statusCode).toBe(413);
      expect(res.json().fields).toEqual({ file: 'At most 10 MB.' });
      expect(await t.storage.size(key)).toBeNull();
    });

    it('refuses a key of another organization, of another purpose, or used already, and a bad purpose', async () => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const other = await makeSchool(t.db);
      const theirs = await uploadObject(t, other.org.id, 'image', files.png(), 'a.png');
      const audioKey = await uploadObject(t, s.org.id, 'audio', files.png(), 'a.png');
      for (const key of [theirs, audioKey]) {
        const res = await add('editor', topic.id, { file_key: key, filename: 'a.png', purpose: 'image' });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toEqual({ file_key: 'This upload key is not valid.' });
      }
      expect(await t.storage.size(theirs)).not.toBeNull();
      const key = await uploadObject(t, s.org.id, 'image', files.png(), 'a.png');
      expect((await add('editor', topic.id, { file_key: key, filename: 'a.png', purpose: 'image' })).statusCode).toBe(201);
      expect((await add('editor', topic.id, { file_key: key, filename: 'a.png', purpose: 'image' })).json().fields).toEqual({ file_key: 'This file was already used.' });
      expect((await add('editor', topic.id, { file_key: key, filename: 'a.png', purpose: 'study_guide' })).json().fields).toHaveProperty('purpose');
    });

    it('is only for those who may edit the topic', async () => {
      const others = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      for (const who of ['limited', 'noRole', 'restricted', 'unapproved'] as const) {
        const key = await uploadObject(t, s.org.id, 'image', files.png(), 'a.png');
        expect((await add(who, others.topic.id, { file_key: key, filename: 'a.png', purpose: 'image' })).statusCode, who).toBe(403);
        expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key))).toHaveLength(0);
      }
    });

    it("answers 404 for another organization's topic and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const { topic } = await makeLessonTopic(t.db, other.org.id);
      const key = await uploadObject(t, other.org.id, 'image', files.png(), 'a.png');
      expect((await add('admin', topic.id, { file_key: key, filename: 'a.png', purpose: 'image' })).statusCode).toBe(404);
      expect((await add(null, topic.id, { file_key: key, filename: 'a.png', purpose: 'image' })).statusCode).toBe(401);
    });
  });
});
