// Text pages generated from a file (spec §2, §5, §7): POST /map/topics/{id}/upload_chapters and
// GET /content/lessons/{id}/text_chapter_generation_status, with the real job on the real queue,
// on the committed fixtures LibreOffice saved (server/readers/documents/fixtures: the slide
// deck "Sistem Tata Surya" as .pptx, .ppt and .pdf, a scanned PDF, a password-protected PDF).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaIdsInHtml } from '../../../domain/rules/media.ts';
import { chapters, jobStatuses, lessons, uploadedFiles } from '../../db/schema/index.ts';
import { claimGeneration } from '../../commands/pageGenerator/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { presignUpload } from '../../storage/uploads.ts';
import { makePage, makeLessonTopic, sessions, uploadObject } from '../../test/pageFactories.ts';
import { makeSchool, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForJob } from '../../test/jobs.ts';
import { schoolApp } from '../../test/schoolApp.ts';

const MiB = 1024 * 1024;
const fixtures = path.join(import.meta.dirname, '../../readers/documents/fixtures');
const fixture = (name: string) => readFile(path.join(fixtures, name));

/** The slide titles of slides-tata-surya (fixtures/src/slides-tata-surya.fodp), in order. */
const TATA_SURYA_TITLES = ['Sistem Tata Surya', 'Anggota Tata Surya', 'Data Planet Dalam', 'Urutan Planet dari Matahari', 'Langkah Membuat Model Tata Surya'];

describe.each(testDatabaseKinds())('text pages from a file on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const headers = (who: SchoolRole, extra: Record<string, string> = {}) => sessions(t.db, s)(who).then((h) => ({ ...h, ...extra }));

  const upload = async (who: SchoolRole | null, topicId: number, fileKey: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/map/topics/${topicId}/upload_chapters`, payload: { file_key: fileKey }, headers: who ? await headers(who, extra) : extra });
  const status = async (who: SchoolRole | null, lessonId: number, extra: Record<string, string> = {}) =>
    t.app.inject({ url: `/content/lessons/${lessonId}/text_chapter_generation_status`, headers: who ? await headers(who, extra) : extra });
  const pagesOf = (topicId: number) => t.db.select().from(chapters).where(eq(chapters.topicId, topicId)).orderBy(asc(chapters.position));
  const lessonRow = async (id: number) => (await t.db.select().from(lessons).where(eq(lessons.id, id)))[0]!;

  /** Uploads the fixture as the browser does, starts the generation, waits for its job. */
  async function generate(name: string, opts: { who?: SchoolRole; language?: 'en' | 'id' } = {}) {
    const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
    const key = await uploadObject(t, s.org.id, 'chapter_source', await fixture(name), name);
    const res = await upload(opts.who ?? 'editor', topic.id, key, { 'accept-language': opts.language ?? 'en' });
    expect(res.statusCode, res.body).toBe(202);
    const reply = res.json();
    expect(reply).toEqual({ lesson_id: lesson.id, job_uuid: expect.any(String) });
    const row = await waitForJob(t, reply.job_uuid, 120_000);
    return { topic, lesson, key, reply, row };
  }

  it('upload_form_values without a purpose gives the chapter_source form', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const res = await t.app.inject({ url: `/map/topics/${topic.id}/upload_form_values.json`, headers: await headers('editor') });
    expect(res.statusCode).toBe(200);
    expect(res.json().form_fields.key).toMatch(new RegExp(`^org/${s.org.id}/chapter_source/[0-9a-f-]{36}$`));
  });

  it('a PPTX deck: one text page per slide, titled by the slide, with its list, table and images, after the pages already there', async () => {
    const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
    const existing = await makePage(t.db, topic, { title: 'Pendahuluan', position: 0 });
    const key = await uploadObject(t, s.org.id, 'chapter_source', await fixture('slides-tata-surya.pptx'), 'tata-surya.pptx');
    const res = await upload('editor', topic.id, key);
    expect(res.statusCode, res.body).toBe(202);
    const { job_uuid: uuid } = res.json();
    // Marked at once: the topic shows the progress label from the first reload.
    expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(true);
    const row = await waitForJob(t, uuid, 120_000);
    expect(row).toMatchObject({ status: 'completed', kind: 'generate_chapters' });

    const pages = await pagesOf(topic.id);
    expect(pages[0]!.id).toBe(existing.id);
    const made = pages.slice(1);
    expect(made.map((p) => p.title).slice(0, TATA_SURYA_TITLES.length)).toEqual(TATA_SURYA_TITLES);
    expect(made.every((p) => p.type === 'text' && p.creatorId === s.editor.id && p.lessonId === lesson.id && p.content.trim() !== '')).toBe(true);
    expect(made.map((p) => p.position)).toEqual(made.map((_, i) => i + 1));

    const members = made.find((p) => p.title === 'Anggota Tata Surya')!;
    expect(members.content).toMatch(/<ul><li><p>.*Matahari.*<\/p><ul><li><p>Bintang yang memancarkan cahaya sendiri<\/p>/);
    const table = made.find((p) => p.title === 'Data Planet Dalam')!;
    expect(table.content).toContain('<table>');
    expect(table.content).toMatch(/<t[hd]><p>Merkurius<\/p><\/t[hd]><t[hd]><p>58 juta km<\/p>/);
    const picture = made.find((p) => p.title === 'Urutan Planet dari Matahari')!;
    const [mediaId] = mediaIdsInHtml(picture.content);
    expect(mediaId).toBeDefined();
    const [image] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, mediaId!));
    expect(image).toMatchObject({ organizationId: s.org.id, purpose: 'image' });
    expect(picture.content).toContain(`src="/files/${image!.storageKey}"`);
    const served = await t.app.inject({ url: `/files/${image!.storageKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);

    // The status, the lesson's flag, the source file gone (it has served).
    const done = await status('editor', lesson.id);
    expect(done.json()).toEqual({ lesson_id: lesson.id, status: 'completed', in_progress: false, progress: 100, chapter_ids: made.map((p) => p.id), message: null });
    expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(false);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key))).toEqual([]);
    // The page opens in the editor as any page does.
    const opened = await t.app.inject({ url: `/content/chapters/${picture.id}`, headers: await headers('editor') });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().content).toBe(picture.content);
  });

  // The old binary format too: its table (a group of cell shapes) a table, its picture (from the Pictures stream) an image.
  it.each([
    ['slides-tata-surya.ppt', /<table><tbody><tr><th><p>Planet<\/p><\/th>.*<td><p>Merkurius<\/p><\/td>/, /<ul><li><p><strong>Matahari/],
    ['slides-tata-surya.pdf', /<table>.*Merkurius/, /<ul><li><p><strong>Matahari <\/strong>adalah pusat tata surya<\/p><ul><li><p>Bintang yang memancarkan cahaya sendiri<\/p>/],
  ])('%s: one page per slide, titled by the slide', async (name, planets, members) => {
    const { topic, row } = await generate(name);
    expect(row.status, JSON.stringify(row.errorMessage)).toBe('completed');
    const pages = await pagesOf(topic.id);
    expect(pages.map((p) => p.title).slice(0, TATA_SURYA_TITLES.length)).toEqual(TATA_SURYA_TITLES);
    expect(pages.find((p) => p.title === 'Data Planet Dalam')!.content).toMatch(planets);
    expect(pages.find((p) => p.title === 'Anggota Tata Surya')!.content).toMatch(members);
    expect(pages.find((p) => p.title === 'Urutan Planet dari Matahari')!.content).toMatch(/<img src="[^"]+" alt="[^"]*" width="\d+" height="\d+" data-media-id="\d+"/);
  });

  it('a scanned PDF fails with why, in the caller’s language, makes no pages and clears the flag', async () => {
    const { topic, lesson, key, reply, row } = await generate('scanned.pdf');
    expect(row).toMatchObject({ status: 'failed', error: 'no_text' });
    expect(await pagesOf(topic.id)).toEqual([]);
    expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(false);
    const en = (await status('editor', lesson.id)).json();
    expect(en).toEqual({
      lesson_id: lesson.id,
      status: 'failed',
      in_progress: false,
      progress: expect.any(Number),
      chapter_ids: [],
      message:
        'This PDF has no text layer (it looks like a scan). Pena cannot read scanned pages; please upload a PDF with selectable text or the original slides.',
    });
    const id = (await status('editor', lesson.id, { 'accept-language': 'id' })).json();
    expect(id.message).toMatch(/^PDF ini tidak memiliki lapisan teks/);
    expect(reply.job_uuid).toBe(row.uuid);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key))).toEqual([]);
  });

  it('a password-protected PDF fails with its own text', async () => {
    const { topic, row } = await generate('password.pdf');
    expect(row).toMatchObject({ status: 'failed', error: 'password_protected', errorMessage: { en: expect.stringMatching(/password/) } });
    expect(await pagesOf(topic.id)).toEqual([]);
  });

  describe('one generation at a time', () => {
    it('refuses a second upload while one runs (409), and allows it once the last job ended, even one that left the flag set', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      const running = crypto.randomUUID();
      expect(await claimGeneration(t.db, topic, running)).toEqual({ lessonId: lesson.id });
      // §7 "Topics": the generation status answers `in_progress`, the flag a client written from
      // the spec polls on.
      expect((await status('editor', lesson.id)).json()).toMatchObject({ status: 'in_progress', in_progress: true });
      const key = await uploadObject(t, s.org.id, 'chapter_source', files.pdf(), 'a.pdf');
      const refused = await upload('editor', topic.id, key);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Pages are still being generated from a file for this sub-chapter. Please wait until it finishes.');

      // The job died on its last attempt without clearing the flag: its row says failed.
      await t.db.insert(jobStatuses).values({ uuid: running, organizationId: s.org.id, userId: s.editor.id, kind: 'generate_chapters', status: 'failed' });
      expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(true);
      const stale = (await status('editor', lesson.id)).json();
      expect(stale).toMatchObject({ status: 'failed', in_progress: false, message: 'The task could not be finished because of an error on our servers. Please try again.' });
      expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(false);
      const again = await upload('editor', topic.id, key);
      expect(again.statusCode, again.body).toBe(202);
      await waitForJob(t, again.json().job_uuid, 120_000);
    });

    it('a claim whose job was never written (the server stopped between the two) holds the topic a short while only', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      expect(await claimGeneration(t.db, topic, crypto.randomUUID())).toEqual({ lessonId: lesson.id });
      expect((await status('editor', lesson.id)).json()).toMatchObject({ status: 'in_progress', in_progress: true });
      const key = await uploadObject(t, s.org.id, 'chapter_source', files.pdf(), 'a.pdf');
      expect((await upload('editor', topic.id, key)).statusCode).toBe(409);

      await t.db.update(lessons).set({ updatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(lessons.id, lesson.id));
      expect((await status('editor', lesson.id)).json()).toMatchObject({ status: 'failed', message: 'The task could not be finished because of an error on our servers. Please try again.' });
      expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(false);
      const again = await upload('editor', topic.id, key);
      expect(again.statusCode, again.body).toBe(202);
      await waitForJob(t, again.json().job_uuid, 120_000);
    });

    it('an idle lesson says idle', async () => {
      const { lesson } = await makeLessonTopic(t.db, s.org.id);
      expect((await status('noRole', lesson.id)).json()).toEqual({ lesson_id: lesson.id, status: 'idle', in_progress: false, progress: 0, chapter_ids: [], message: null });
    });
  });

  describe('refusals', () => {
    it('401 without a session', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
      expect((await upload(null, topic.id, `org/${s.org.id}/chapter_source/${crypto.randomUUID()}`)).statusCode).toBe(401);
      expect((await status(null, lesson.id)).statusCode).toBe(401);
    });

    it('403 for who may not create pages in the topic: restricted, no role, a limited editor in a topic not theirs', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      for (const who of ['restricted', 'noRole', 'limited'] as const) {
        const key = await uploadObject(t, s.org.id, 'chapter_source', files.pdf(), 'a.pdf');
        const res = await upload(who, topic.id, key);
        expect(res.statusCode, who).toBe(403);
        expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key))).toEqual([]);
      }
      expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(false);
      expect((await status('restricted', lesson.id)).statusCode).toBe(403);
    });

    it('429 once a member started PAGE_GENERATION_USER_LIMIT generations in the hour, with the minutes to wait, in their language', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.publisher.id });
      const limit = t.config.pageGenerationUserLimit;
      // Starts an hour ago no longer count; the hour's do.
      const started = (minutesAgo: number) => ({
        uuid: crypto.randomUUID(),
        organizationId: s.org.id,
        userId: s.publisher.id,
        kind: 'generate_chapters',
        status: 'completed' as const,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
      await t.db.insert(jobStatuses).values([started(61), ...Array.from({ length: limit - 1 }, () => started(1))]);
      const key = await uploadObject(t, s.org.id, 'chapter_source', files.pdf(), 'a.pdf');
      const last = await upload('publisher', topic.id, key);
      expect(last.statusCode, last.body).toBe(202);
      await waitForJob(t, last.json().job_uuid, 120_000);

      const next = await uploadObject(t, s.org.id, 'chapter_source', files.pdf(), 'a.pdf');
      const refused = await upload('publisher', topic.id, next);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3540');
      expect(refused.json()).toMatchObject({ error: 'rate_limited', message: 'You have generated pages from many files in the last hour. Please try again in 59 minutes.' });
      const inIndonesian = await upload('publisher', topic.id, next, { 'accept-language': 'id' });
      expect(inIndonesian.json().message).toBe('Anda telah membuat halaman dari banyak berkas dalam satu jam terakhir. Silakan coba lagi dalam 59 menit.');
      // Nothing was recorded or claimed: the upload may be named again later.
      expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, next))).toEqual([]);
      expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(false);
      // Another member is not held back by this one.
      expect((await upload('admin', topic.id, next)).statusCode).toBe(202);
    });

    it("404 for another organization's topic and lesson", async () => {
      const other = await makeSchool(t.db);
      const { topic, lesson } = await makeLessonTopic(t.db, other.org.id);
      const key = await uploadObject(t, other.org.id, 'chapter_source', files.pdf(), 'a.pdf');
      expect((await upload('admin', topic.id, key)).statusCode).toBe(404);
      expect((await status('admin', lesson.id)).statusCode).toBe(404);
      expect((await status('admin', 2_000_000_000)).statusCode).toBe(404);
    });

    it('422 for a malformed key, a key of another purpose or organization, a file of the wrong type; 413 over 35 MB', async () => {
      const { topic, lesson } = await makeLessonTopic(t.db, s.org.id, { creatorId: s.editor.id });
      for (const bad of ['', 'not a key', `org/${s.org.id}/chapter_source/../x`]) {
        const res = await upload('editor', topic.id, bad);
        expect(res.statusCode, bad).toBe(422);
        expect(res.json().fields).toHaveProperty('file_key');
      }
      const wrongPurpose = await uploadObject(t, s.org.id, 'study_guide', files.pdf(), 'a.pdf');
      expect((await upload('editor', topic.id, wrongPurpose)).json().fields).toHaveProperty('file_key');

      const image = await uploadObject(t, s.org.id, 'chapter_source', files.png(), 'a.png');
      const wrongType = await upload('editor', topic.id, image);
      expect(wrongType.statusCode).toBe(422);
      expect(wrongType.json().fields.file).toBe('This file type is not accepted. Accepted types: PDF, PowerPoint (.ppt), PowerPoint (.pptx).');
      expect(await t.storage.size(image)).toBeNull();

      const big = (await presignUpload({ storage: t.storage }, s.org.id, 'chapter_source')).form_fields.key!;
      await t.storage.put(big, Buffer.concat([files.pdf(), Buffer.alloc(35 * MiB)]), { contentType: 'application/pdf' });
      const tooBig = await upload('editor', topic.id, big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().fields).toEqual({ file: 'At most 35 MB.' });
      expect(await t.storage.size(big)).toBeNull();
      expect((await lessonRow(lesson.id)).fileConversionInProgress).toBe(false);
    });
  });
});
