import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonDocuments, lessons, uploadedFiles } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { presignUpload } from '../../storage/uploads.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeLessonTopic, makeStudyGuide, sessions, uploadObject } from '../../test/pageFactories.ts';
import { makeSchool, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

const MiB = 1024 * 1024;

describe.each(testDatabaseKinds())('study-guide files (notes) on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const path = (url: string) => new URL(url, 'http://pena.test').pathname;
  const add = async (who: SchoolRole | null, topicId: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/map/topics/${topicId}/notes`, payload: body, headers: who ? await headers(who) : {} });
  const remove = async (who: SchoolRole | null, topicId: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'DELETE', url: `/map/topics/${topicId}/delete_notes`, payload: body, headers: who ? await headers(who) : {} });
  const studyGuidesOf = async (lessonId: number) => t.db.select().from(lessonDocuments).where(eq(lessonDocuments.lessonId, lessonId));

  describe('POST /map/topics/{id}/notes', () => {
    it.each([
      ['a PDF', files.pdf, 'application/pdf', 'pdf'],
      ['a Word .docx', files.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      ['a Word .doc', files.doc, 'application/msword', 'doc'],
      ['a PowerPoint .pptx', files.pptx, 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
      ['a PowerPoint .ppt', files.ppt, 'application/vnd.ms-powerpoint', 'ppt'],
    ])('records %s uploaded to storage, listed last in the lesson', async (_name, bytes, mime, ext) => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      await makeStudyGuide(t, topic, files.pdf(), 'Yang pertama');
      const key = await uploadObject(t, s.org.id, 'study_guide', bytes(), `materi.${ext}`);
      const res = await add('editor', topic.id, { file_key: key, name: ' Ringkasan Bab 1 ' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ name: 'Ringkasan Bab 1', mime_type: mime, size: bytes().length, url: `/files/${key}` });
      const rows = await studyGuidesOf(lesson.id);
      expect(rows.map((r) => [r.name, r.position])).toEqual([
        ['Yang pertama', 0],
        ['Ringkasan Bab 1', 1],
      ]);
      const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key));
      expect(file).toMatchObject({ organizationId: s.org.id, uploaderId: s.editor.id, purpose: 'study_guide', filename: `Ringkasan Bab 1.${ext}` });
      const served = await t.app.inject({ url: path(body.url) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes())).toBe(true);
    });

    it.each([
      ['a text file named .pdf', files.text, 'palsu.pdf'],
      ['an executable', files.exe, 'setup.pdf'],
      ['an image', files.png, 'gambar.png'],
      ['an Excel workbook', files.xls, 'nilai.xls'],
    ])('refuses %s by its content, and keeps nothing of it', async (_name, bytes, filename) => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      const key = await uploadObject(t, s.org.id, 'study_guide', bytes(), filename);
      const res = await add('editor', topic.id, { file_key: key, name: 'Modul' });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.file).toBe('This file type is not accepted. Accepted types: PDF, Word (.doc), Word (.docx), PowerPoint (.ppt), PowerPoint (.pptx).');
      expect(await t.storage.size(key)).toBeNull();
      expect(await studyGuidesOf(lesson.id)).toHaveLength(0);
      expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key))).toHaveLength(0);
    });

    it('refuses a file over 35 MB and removes it', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      // Written straight to storage, as a browser could with a form whose cap were larger.
      const key = (await presignUpload({ storage: t.storage }, s.org.id, 'study_guide')).form_fields.key!;
      await t.storage.put(key, Buffer.concat([files.pdf(), Buffer.alloc(35 * MiB)]), { contentType: 'application/pdf' });
      const res = await add('editor', topic.id, { file_key: key, name: 'Besar' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: 'too_large', fields: { file: 'At most 35 MB.' } });
      expect(await t.storage.size(key)).toBeNull();
      expect(await studyGuidesOf(lesson.id)).toHaveLength(0);
    });

    it("refuses a key of another organization or of another purpose, and one with nothing behind it", async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      const other = await makeSchool(t.db);
      const theirs = await uploadObject(t, other.org.id, 'study_guide', files.pdf(), 'milik.pdf');
      const image = await uploadObject(t, s.org.id, 'image', files.pdf(), 'a.pdf');
      for (const key of [theirs, image, '../../etc/passwd']) {
        const res = await add('editor', topic.id, { file_key: key, name: 'Modul' });
        expect(res.statusCode, key).toBe(422);
        expect(res.json().fields.file_key).toBe('This upload key is not valid.');
      }
      // The other organization's object is left alone.
      expect(await t.storage.size(theirs)).toBe(files.pdf().length);
      const missing = (await presignUpload({ storage: t.storage }, s.org.id, 'study_guide')).form_fields.key!;
      const res = await add('editor', topic.id, { file_key: missing, name: 'Modul' });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.file_key).toBe('The uploaded file was not found. Please upload it again.');
      expect(await studyGuidesOf(lesson.id)).toHaveLength(0);
    });

    it('requires a name and a key', async () => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const key = await uploadObject(t, s.org.id, 'study_guide', files.pdf(), 'a.pdf');
      const res = await add('editor', topic.id, { file_key: key, name: '  ' });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ name: 'Required' });
      expect((await add('editor', topic.id, { name: 'Modul' })).json().fields).toEqual({ file_key: 'Required' });
      // The refused request did not take the file: it still registers.
      expect((await add('editor', topic.id, { file_key: key, name: 'Modul' })).statusCode).toBe(201);
    });

    it("lets a limited editor add study guides to their own topic only; refuses no role, restricted and unapproved", async () => {
      const own = await makeLessonTopic(t.db, s.org.id, { creatorId: s.limited.id });
      const ok = await add('limited', own.topic.id, { file_key: await uploadObject(t, s.org.id, 'study_guide', files.pdf(), 'a.pdf'), name: 'Milik sendiri' });
      expect(ok.statusCode).toBe(201);
      const others = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      for (const who of ['limited', 'noRole', 'restricted', 'unapproved'] as const) {
        const key = await uploadObject(t, s.org.id, 'study_guide', files.pdf(), 'a.pdf');
        const res = await add(who, others.topic.id, { file_key: key, name: 'Modul' });
        expect(res.statusCode, who).toBe(403);
        // Refused before the file was looked at: it is still there, unrecorded.
        expect(await t.storage.size(key)).toBe(files.pdf().length);
      }
      expect(await studyGuidesOf(others.lesson.id)).toHaveLength(0);
    });

    it("answers 404 for another organization's topic and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const { topic } = await makeLessonTopic(t.db, other.org.id);
      const key = await uploadObject(t, other.org.id, 'study_guide', files.pdf(), 'a.pdf');
      expect((await add('admin', topic.id, { file_key: key, name: 'Modul' })).statusCode).toBe(404);
      expect((await add(null, topic.id, { file_key: key, name: 'Modul' })).statusCode).toBe(401);
    });
  });

  describe('DELETE /map/topics/{id}/delete_notes', () => {
    it('removes the note, its uploaded file and the stored object, and nothing else', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      const gone = await makeStudyGuide(t, topic, files.pdf());
      const kept = await makeStudyGuide(t, topic, files.docx());
      const res = await remove('editor', topic.id, { note_id: gone.studyGuide.id });
      expect(res.statusCode).toBe(204);
      expect((await studyGuidesOf(lesson.id)).map((n) => n.id)).toEqual([kept.studyGuide.id]);
      expect((await t.db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, [gone.file.id, kept.file.id]))).map((f) => f.id)).toEqual([kept.file.id]);
      expect(await t.storage.size(gone.file.storageKey)).toBeNull();
      expect((await t.app.inject({ url: path(gone.url) })).statusCode).toBe(404);
      expect((await t.app.inject({ url: path(kept.url) })).statusCode).toBe(200);
      expect((await remove('editor', topic.id, { note_id: gone.studyGuide.id })).statusCode).toBe(404);
    });

    it("answers 404 for a note of another topic or organization, and leaves it", async () => {
      const { topic } = await makeLessonTopic(t.db, s.org.id);
      const sibling = await makeLessonTopic(t.db, s.org.id);
      const elsewhere = await makeStudyGuide(t, sibling.topic, files.pdf());
      expect((await remove('admin', topic.id, { note_id: elsewhere.studyGuide.id })).statusCode).toBe(404);
      const other = await makeSchool(t.db);
      const theirs = await makeLessonTopic(t.db, other.org.id);
      const foreign = await makeStudyGuide(t, theirs.topic, files.pdf());
      expect((await remove('admin', theirs.topic.id, { note_id: foreign.studyGuide.id })).statusCode).toBe(404);
      expect((await remove('admin', topic.id, { note_id: foreign.studyGuide.id })).statusCode).toBe(404);
      expect(await t.storage.size(elsewhere.file.storageKey)).not.toBeNull();
      expect(await t.storage.size(foreign.file.storageKey)).not.toBeNull();
    });

    it('refuses limited editors on other topics, no role, restricted and unapproved; 401 without a session; 422 without a note', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      const { studyGuide } = await makeStudyGuide(t, topic, files.pdf());
      for (const who of ['limited', 'noRole', 'restricted', 'unapproved'] as const) {
        expect((await remove(who, topic.id, { note_id: studyGuide.id })).statusCode, who).toBe(403);
      }
      expect((await remove(null, topic.id, { note_id: studyGuide.id })).statusCode).toBe(401);
      const bad = await remove('editor', topic.id, {});
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toHaveProperty('note_id');
      expect(await studyGuidesOf(lesson.id)).toHaveLength(1);
    });
  });

  describe('DELETE /content/topics/{id}', () => {
    it("removes the topic's study-guide files and their objects with it, not another topic's", async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      const sibling = await makeLessonTopic(t.db, s.org.id);
      const a = await makeStudyGuide(t, topic, files.pdf());
      const b = await makeStudyGuide(t, topic, files.pptx());
      const kept = await makeStudyGuide(t, sibling.topic, files.pdf());
      const res = await t.app.inject({ method: 'DELETE', url: `/content/topics/${topic.id}`, headers: await headers('admin') });
      expect(res.statusCode).toBe(204);
      expect(await t.db.select().from(lessons).where(eq(lessons.id, lesson.id))).toHaveLength(0);
      expect(await studyGuidesOf(lesson.id)).toHaveLength(0);
      const left = await t.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(inArray(uploadedFiles.id, [a.file.id, b.file.id, kept.file.id]));
      expect(left.map((f) => f.id)).toEqual([kept.file.id]);
      expect(await t.storage.size(a.file.storageKey)).toBeNull();
      expect(await t.storage.size(b.file.storageKey)).toBeNull();
      expect(await t.storage.size(kept.file.storageKey)).toBe(files.pdf().length);
    });
  });
});
