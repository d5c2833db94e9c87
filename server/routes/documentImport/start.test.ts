// POST /content/topics/{id}/document_import (spec §2 "Import from document, AI flow: Upload,
// Processing, Review" (Upload, Processing), §3, §5, §6, §8) with the built-in extractor on the
// committed LibreOffice papers: the file uploaded through the presigned form, the job started
// (202) and waited for, the extraction checked, the quota not charged (the finish charges it)
// and the document removed; a repeated request_id starts nothing new; 401; 403 per guard; 404
// across organizations; 422 for the body; each §8 refusal of the start (unsupported type, too
// large, empty, quota exhausted, the member's share used up, upload_retry, heavy_load) and of
// the job (password-protected, scanned, empty, corrupt), none of which costs quota.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentExtractionSchema } from '../../../domain/schemas/documents.ts';
import { documentQuotas, jobStatuses, uploadedFiles } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { runningHere } from '../../jobs/tracked.ts';
import { reserveUpload } from '../../storage/pending.ts';
import { uploadKeyPrefix } from '../../storage/uploads.ts';
import { formBody, headersFor, makeSchool } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { pollFor, waitForJob } from '../../test/jobs.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { freshTopic } from '../spreadsheets/test/requests.ts';
import { DOCUMENT_FEATURES, documentFixture, documentRequests } from './test/requests.ts';

describe.each(testDatabaseKinds())('POST /content/topics/{id}/document_import on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: DOCUMENT_FEATURES });
  const req = documentRequests(t);
  const balance = async (organizationId = s.org.id) =>
    (await t.db.select({ balance: documentQuotas.balance }).from(documentQuotas).where(eq(documentQuotas.organizationId, organizationId)))[0]?.balance;
  const documentUploads = async (organizationId = s.org.id) =>
    (await t.db.select().from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.purpose, 'document_import')))).length;
  const jobsOf = async (userId: number) => t.db.select().from(jobStatuses).where(and(eq(jobStatuses.userId, userId), eq(jobStatuses.kind, 'document_import')));
  /** The uploaded document is removed once its job is over (after the job's row says so). */
  const removed = (key: string) => pollFor(async () => (await t.storage.size(key)) === null, `the upload ${key} to be removed`);
  /** Every document_import job of the app finished (the heavy-load test counts them). */
  const settled = () =>
    pollFor(
      async () => (await t.db.select().from(jobStatuses).where(and(eq(jobStatuses.kind, 'document_import'), inArray(jobStatuses.status, ['pending', 'processing'])))).length === 0,
      'every document import to finish',
      60_000,
    );
  /** Starts an import of a fixture by `who` into a fresh topic of theirs; the reply and the topic. */
  const started = async (name: string, who: { id: number } = s.editor, headers: Record<string, string> = {}) => {
    const topic = await freshTopic(t, s.org.id, who.id);
    const key = await req.upload(s.org.id, await documentFixture(name), name);
    return { topic, key, res: await req.start(who, topic.id, { file_key: key, file_name: name }, headers) };
  };

  it('imports the Indonesian paper: 202, then the completed job holds every question with its key; nothing charged before the Review is finished; the file removed', async () => {
    await req.info(s.editor, (await freshTopic(t, s.org.id, s.editor.id)).id);
    const before = (await balance())!;
    const { topic, key, res } = await started('id-pilihan-ganda.docx');
    expect(res.statusCode).toBe(202);
    expect(res.body).toMatchObject({ uuid: res.requestId, kind: 'document_import', status: 'pending', progress: 0, result: null, error: null });
    const row = await waitForJob(t, res.requestId, 60_000);
    expect(row).toMatchObject({ status: 'completed', progress: 100, kind: 'document_import', userId: s.editor.id, organizationId: s.org.id });
    const extraction = documentExtractionSchema.parse(row.result);
    expect(extraction).toMatchObject({ topic_id: topic.id, extractor: 'builtin', file_name: 'id-pilihan-ganda.docx', imported: null, passages: [] });
    expect(extraction.questions).toHaveLength(10);
    expect(extraction.questions.map((q) => q.key)).toEqual(Array.from({ length: 10 }, (_, i) => `q${i + 1}`));
    const first = extraction.questions[0]!;
    expect(first).toMatchObject({ number: 1, type: 'multiple_choice', answer_found: true });
    expect(first.document.content_html).toContain('12 + (−8) × 3');
    const answers = first.document.answers as { content: string; correct: boolean }[];
    expect(answers.map((a) => a.content.replace(/<[^>]+>/g, ''))).toEqual(['−12', '12', '−36', '36']);
    expect(answers.map((a) => a.correct)).toEqual([true, false, false, false]);
    expect(extraction.questions.every((q) => q.answer_found)).toBe(true);

    // A processed document costs nothing until its questions are imported (the finish).
    expect(await balance()).toBe(before);
    await removed(key);
    expect(await documentUploads()).toBe(0);
    // GET /jobs/{uuid} answers the same result.
    const job = await t.app.inject({ url: `/jobs/${res.requestId}`, headers: await headersFor(t.db, s.editor) });
    expect(job.json()).toMatchObject({ status: 'completed', result: { topic_id: topic.id } });
  });

  it('a repeated request_id answers the first outcome and starts nothing new', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const key = await req.upload(s.org.id, await documentFixture('id-pilihan-ganda.docx'));
    const first = await req.start(s.editor, topic.id, { file_key: key });
    expect(first.statusCode).toBe(202);
    await waitForJob(t, first.requestId, 60_000);
    const charged = await balance();
    const again = await req.start(s.editor, topic.id, { file_key: key, request_id: first.requestId });
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatchObject({ uuid: first.requestId, status: 'completed' });
    // Another file under the same request_id: still the first outcome.
    const other = await req.upload(s.org.id, await documentFixture('id-pilihan-ganda.docx'));
    expect((await req.start(s.editor, topic.id, { file_key: other, request_id: first.requestId })).body.uuid).toBe(first.requestId);
    expect((await jobsOf(s.editor.id)).filter((j) => j.uuid === first.requestId)).toHaveLength(1);
    expect(await balance()).toBe(charged);
    // Someone else's request_id is no one's to read.
    expect((await req.start(s.publisher, topic.id, { file_key: other, request_id: first.requestId })).statusCode).toBe(422);
  });

  it('401 without a session', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const key = await req.upload(s.org.id, await documentFixture('id-pilihan-ganda.docx'));
    expect((await req.start(null, topic.id, { file_key: key })).statusCode).toBe(401);
  });

  it('403 without the import permission, restricted, a limited editor in another’s topic, or the organization without upload_question_llm', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const key = await req.upload(s.org.id, await documentFixture('id-pilihan-ganda.docx'));
    for (const who of [s.noRole, s.restricted, s.unapproved, s.limited]) {
      const res = await req.start(who, topic.id, { file_key: key });
      expect(res.statusCode).toBe(403);
      expect(res.body.error).toBe('permission_error');
    }
    const bulkOnly = await makeSchool(t.db, { features: ['upload_question_bulk'] });
    const theirTopic = await freshTopic(t, bulkOnly.org.id, bulkOnly.admin.id);
    const theirKey = await req.upload(bulkOnly.org.id, await documentFixture('id-pilihan-ganda.docx'));
    const refused = await req.start(bulkOnly.admin, theirTopic.id, { file_key: theirKey }, { 'accept-language': 'id' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Anda tidak memiliki izin untuk mengimpor soal dari dokumen di organisasi ini.');
    expect(await documentUploads(bulkOnly.org.id)).toBe(0);
    expect(await jobsOf(bulkOnly.admin.id)).toEqual([]);
  });

  it('404 for another organization’s topic, or no such topic', async () => {
    const other = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
    const theirs = await freshTopic(t, other.org.id, other.admin.id);
    const key = await req.upload(s.org.id, await documentFixture('id-pilihan-ganda.docx'));
    for (const id of [theirs.id, 2_000_000_000]) expect((await req.start(s.admin, id, { file_key: key })).statusCode).toBe(404);
    expect(await jobsOf(s.admin.id)).toEqual([]);
  });

  it('422 without both confirmations, for a bad key, a key of another organization, a file never uploaded, a bad request_id', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const key = await req.upload(s.org.id, await documentFixture('id-pilihan-ganda.docx'));
    const other = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
    const theirKey = await req.upload(other.org.id, await documentFixture('id-pilihan-ganda.docx'));
    // Another member's upload: the form was handed to the admin, so the key is the admin's alone.
    const adminsForm = await reserveUpload({ db: t.db, storage: t.storage }, { organizationId: s.org.id, uploaderId: s.admin.id, purpose: 'document_import' });
    const stored = await t.app.inject({ method: 'POST', url: '/storage/upload', ...(await formBody(adminsForm.form_fields, { field: 'file', bytes: await documentFixture('id-pilihan-ganda.docx'), name: 'soal.docx' })) });
    expect(stored.statusCode).toBe(201);
    const cases: [string, Record<string, unknown>, string][] = [
      ['no confirmations', { file_key: key, no_personal_information: undefined, terms_accepted: undefined }, 'no_personal_information'],
      ['personal information not confirmed', { file_key: key, no_personal_information: false }, 'no_personal_information'],
      ['terms not accepted', { file_key: key, terms_accepted: false }, 'terms_accepted'],
      ['a malformed key', { file_key: '../etc/passwd' }, 'file_key'],
      ['another organization’s key', { file_key: theirKey }, 'file_key'],
      ['another member’s upload', { file_key: adminsForm.form_fields.key }, 'file_key'],
      ['another purpose’s key', { file_key: `${uploadKeyPrefix(s.org.id, 'image')}${randomUUID()}` }, 'file_key'],
      ['never uploaded', { file_key: `${uploadKeyPrefix(s.org.id, 'document_import')}${randomUUID()}` }, 'file_key'],
      ['a bad request_id', { file_key: key, request_id: 'abc' }, 'request_id'],
    ];
    for (const [label, body, field] of cases) {
      const res = await req.start(s.editor, topic.id, body);
      expect(res.statusCode, label).toBe(422);
      expect(res.body.fields, label).toHaveProperty(field);
    }
    expect(await jobsOf(s.editor.id).then((jobs) => jobs.filter((j) => j.status === 'pending'))).toEqual([]);
    // The refused requests recorded nothing: the file still starts an import.
    const res = await req.start(s.editor, topic.id, { file_key: key });
    expect(res.statusCode).toBe(202);
    await waitForJob(t, res.requestId, 60_000);
  });

  describe('§8 refusals of the start', () => {
    it('unsupported type: a PNG named .pdf, 422 naming file, in the caller’s language; nothing kept', async () => {
      const topic = await freshTopic(t, s.org.id, s.editor.id);
      const key = await req.upload(s.org.id, files.png(), 'soal.pdf');
      const res = await req.start(s.editor, topic.id, { file_key: key });
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatchObject({ error: 'unsupported_type', message: 'This file type is not supported. Upload a PDF, DOC or DOCX file.' });
      expect(res.body.fields.file).toBe(res.body.message);
      expect(await t.storage.size(key)).toBeNull();
      const id = await req.start(s.editor, topic.id, { file_key: await req.upload(s.org.id, files.png(), 'soal.pdf') }, { 'accept-language': 'id' });
      expect(id.body).toMatchObject({ error: 'unsupported_type', message: 'Jenis berkas ini tidak didukung. Unggah berkas PDF, DOC, atau DOCX.' });
      expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key))).toEqual([]);
      expect(await jobsOf(s.editor.id).then((jobs) => jobs.filter((j) => j.uuid === res.requestId || j.uuid === id.requestId))).toEqual([]);
    });

    it('too large: an object over 2 MB at the key, 422 file_too_large naming file, removed', async () => {
      const topic = await freshTopic(t, s.org.id, s.editor.id);
      const key = `${uploadKeyPrefix(s.org.id, 'document_import')}${randomUUID()}`;
      // Storage's own form refuses it; an object put there some other way is refused here too.
      const big = Buffer.concat([await documentFixture('id-campuran.pdf'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
      await t.storage.put(key, big, { contentType: 'application/octet-stream' });
      const res = await req.start(s.editor, topic.id, { file_key: key });
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatchObject({ error: 'file_too_large', message: 'The file is too large. Upload a document of at most 2 MB.', fields: { file: 'The file is too large. Upload a document of at most 2 MB.' } });
      expect(await t.storage.size(key)).toBeNull();
    });

    it('quota exhausted: 422 quota_exhausted with when it recharges; recharged after expiry', async () => {
      const school = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
      const topic = await freshTopic(t, school.org.id, school.admin.id);
      expect((await req.info(school.admin, topic.id)).statusCode).toBe(200);
      const expiresAt = new Date(Date.now() + 40 * 24 * 3600_000);
      await t.db.update(documentQuotas).set({ balance: 0, expiresAt }).where(eq(documentQuotas.organizationId, school.org.id));
      const key = await req.upload(school.org.id, await documentFixture('id-pilihan-ganda.docx'));
      const res = await req.start(school.admin, topic.id, { file_key: key }, { 'accept-language': 'id' });
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatchObject({ error: 'quota_exhausted', recharges_at: expiresAt.getTime() });
      expect(res.body.message).toMatch(/^Sekolah Anda telah menggunakan seluruh kuota impor dokumen semester ini\. Kuota akan diisi ulang pada \d{1,2} \w+ \d{4}\.$/);
      expect(await jobsOf(school.admin.id)).toEqual([]);
      // The semester passed: recharged to the limit on the next look, and the import starts.
      await t.db.update(documentQuotas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(documentQuotas.organizationId, school.org.id));
      const again = await req.start(school.admin, topic.id, { file_key: key });
      expect(again.statusCode).toBe(202);
      expect(await balance(school.org.id)).toBe(t.config.documentImport.quotaLimit);
      await waitForJob(t, again.requestId, 60_000);
      expect(await balance(school.org.id)).toBe(t.config.documentImport.quotaLimit);
    });

    it('the member’s share used up: 422 member_quota_exhausted with when it comes back, in en and id; a colleague still starts', async () => {
      const school = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
      const topic = await freshTopic(t, school.org.id, school.admin.id);
      const share = Math.ceil(t.config.documentImport.quotaLimit / 3);
      // The admin imported their share this semester (finished imports of this school).
      await t.db.insert(jobStatuses).values(
        Array.from({ length: share }, () => ({ organizationId: school.org.id, userId: school.admin.id, kind: 'document_import', status: 'completed' as const, result: { imported: { question_ids: [], passage_ids: [] } } })),
      );
      const info = await req.info(school.admin, topic.id);
      expect(info.body.member_quota).toMatchObject({ balance: 0, limit: share });
      const key = await req.upload(school.org.id, await documentFixture('id-pilihan-ganda.docx'));
      const en = await req.start(school.admin, topic.id, { file_key: key });
      expect(en.statusCode).toBe(422);
      expect(en.body).toMatchObject({ error: 'member_quota_exhausted', recharges_at: info.body.member_quota.expires_at });
      expect(en.body.message).toMatch(new RegExp(`^You have used your share of your school's document imports for this semester \\(${share} documents per member\\)\\. Your share is recharged on \\d{1,2} (January|July) \\d{4}\\.$`));
      const id = await req.start(school.admin, topic.id, { file_key: key }, { 'accept-language': 'id' });
      expect(id.body.message).toMatch(/^Anda telah menggunakan jatah impor dokumen Anda dari kuota sekolah untuk semester ini/);
      expect(await jobsOf(school.admin.id).then((jobs) => jobs.filter((j) => j.status === 'pending'))).toEqual([]);
      // The school's balance is untouched, and another member still has their share.
      const colleagueTopic = await freshTopic(t, school.org.id, school.editor.id);
      const started = await req.start(school.editor, colleagueTopic.id, { file_key: await req.upload(school.org.id, await documentFixture('id-pilihan-ganda.docx')) });
      expect(started.statusCode).toBe(202);
    });

    it('an empty file (0 bytes, as Windows’ "New > Word document" makes): 422 empty_file naming file, in en and id, not "not supported"', async () => {
      const topic = await freshTopic(t, s.org.id, s.editor.id);
      const key = await req.upload(s.org.id, Buffer.alloc(0), 'Soal baru.docx');
      const en = await req.start(s.editor, topic.id, { file_key: key });
      expect(en.statusCode).toBe(422);
      expect(en.body).toMatchObject({
        error: 'empty_file',
        message: 'This document is empty. It has no text or pictures to read. Open it, check that the questions are there, save it and upload it again.',
      });
      expect(en.body.fields.file).toBe(en.body.message);
      const id = await req.start(s.editor, topic.id, { file_key: key }, { 'accept-language': 'id' });
      expect(id.body).toMatchObject({ error: 'empty_file', message: expect.stringMatching(/^Dokumen ini kosong/) });
      expect(await jobsOf(s.editor.id).then((jobs) => jobs.filter((j) => j.uuid === en.requestId || j.uuid === id.requestId))).toEqual([]);
    });

    it(`upload_retry: a member's imports in the last hour at the limit, 429 with retry_after_minutes`, async () => {
      const school = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
      const topic = await freshTopic(t, school.org.id, school.editor.id);
      const limit = t.config.documentImport.userLimitPerHour;
      // Earlier imports, the oldest 40 minutes ago; and one 2 hours ago, which no longer counts.
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await t.db.insert(jobStatuses).values([
        { organizationId: school.org.id, userId: school.editor.id, kind: 'document_import', status: 'completed', createdAt: ago(120) },
        ...Array.from({ length: limit }, (_, i) => ({ organizationId: school.org.id, userId: school.editor.id, kind: 'document_import', status: 'completed' as const, createdAt: ago(40 - i) })),
      ]);
      const key = await req.upload(school.org.id, await documentFixture('id-pilihan-ganda.docx'));
      const res = await req.start(school.editor, topic.id, { file_key: key });
      expect(res.statusCode).toBe(429);
      expect(res.body).toMatchObject({ error: 'upload_retry', retry_after_minutes: 20 });
      expect(res.body.message).toBe('You have uploaded many documents in the last hour. Please try again in 20 minutes.');
      expect(res.headers['retry-after']).toBe('1200');
      // Another member of the school is not held back.
      const other = await req.start(school.admin, topic.id, { file_key: key });
      expect(other.statusCode).toBe(202);
      await waitForJob(t, other.requestId, 60_000);
    });

    it('heavy_load: DOCUMENT_IMPORT_MAX_ACTIVE jobs pending or processing across the server, 503 with retry_at', async () => {
      await settled();
      const school = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
      const topic = await freshTopic(t, school.org.id, school.editor.id);
      const active = Array.from({ length: t.config.documentImport.maxActive }, (_, i) => ({
        uuid: randomUUID(),
        organizationId: school.org.id,
        userId: school.admin.id,
        kind: 'document_import',
        status: i % 2 === 0 ? ('pending' as const) : ('processing' as const),
      }));
      // The 'processing' ones stand for jobs running in this process: the minute's job recovery
      // would otherwise fail them as dead (on PGlite, any processing row not running here is),
      // and the count would drop under the limit mid-test on a slow machine.
      for (const row of active) if (row.status === 'processing') runningHere.add(row.uuid);
      await t.db.insert(jobStatuses).values(active);
      try {
        const key = await req.upload(school.org.id, await documentFixture('id-pilihan-ganda.docx'));
        const before = Date.now();
        const res = await req.start(school.editor, topic.id, { file_key: key }, { 'accept-language': 'id' });
        expect(res.statusCode).toBe(503);
        expect(res.body.error).toBe('heavy_load');
        expect(res.body.retry_at).toBeGreaterThanOrEqual(before + 5 * 60_000);
        expect(res.body.message).toMatch(/^Server kami sedang sangat sibuk\. Kuota Anda tidak berkurang\. Silakan coba lagi setelah pukul \d\d[.:]\d\d WIB\.$/);
        expect(await jobsOf(school.editor.id)).toEqual([]);
        // One of them done: the start goes through.
        await t.db.update(jobStatuses).set({ status: 'completed' }).where(eq(jobStatuses.uuid, active[0]!.uuid));
        const through = await req.start(school.editor, topic.id, { file_key: key });
        expect(through.statusCode).toBe(202);
        await waitForJob(t, through.requestId, 60_000);
      } finally {
        for (const row of active) {
          runningHere.delete(row.uuid);
          await t.db.update(jobStatuses).set({ status: 'completed' }).where(eq(jobStatuses.uuid, row.uuid));
        }
      }
    });
  });

  describe('§8 failures of the job: the code in result.error and the text in both languages, nothing charged, the file removed', () => {
    it.each([
      ['password.pdf', 'password_protected', 'This document is protected by a password.'],
      ['scanned.pdf', 'no_text', 'No text was found in this document.'],
      ['empty.docx', 'empty_file', 'This document is empty. It has no text or pictures to read.'],
    ])('%s → %s', async (name, code, text) => {
      const before = await balance();
      const { key, res } = await started(name, s.editor, { 'accept-language': 'id' });
      expect(res.statusCode).toBe(202);
      const row = await waitForJob(t, res.requestId, 60_000);
      expect(row).toMatchObject({ status: 'failed', error: code, result: { error: code } });
      expect(row.errorMessage!.en.startsWith(text)).toBe(true);
      expect(row.errorMessage!.id).not.toBe(row.errorMessage!.en);
      const job = await t.app.inject({ url: `/jobs/${res.requestId}`, headers: { ...(await headersFor(t.db, s.editor)), 'accept-language': 'id' } });
      expect(job.json()).toMatchObject({ status: 'failed', error: row.errorMessage!.id, result: { error: code } });
      expect(await balance()).toBe(before);
      await removed(key);
    });

    it('a damaged PDF (cut short) → corrupt_file', async () => {
      const topic = await freshTopic(t, s.org.id, s.editor.id);
      const whole = await documentFixture('id-pilihan-ganda.pdf');
      const key = await req.upload(s.org.id, whole.subarray(0, Math.floor(whole.length / 2)), 'rusak.pdf');
      const res = await req.start(s.editor, topic.id, { file_key: key });
      expect(res.statusCode).toBe(202);
      const row = await waitForJob(t, res.requestId, 60_000);
      expect(row).toMatchObject({ status: 'failed', error: 'corrupt_file', result: { error: 'corrupt_file' } });
      expect(row.errorMessage!.en).toBe('This document is damaged and cannot be read. Open it, save it again and upload it.');
    });

    it('a damaged DOCX (cut short) is no longer a Word file by its content: 422 unsupported_type at the start', async () => {
      const topic = await freshTopic(t, s.org.id, s.editor.id);
      const whole = await documentFixture('id-campuran.docx');
      const key = await req.upload(s.org.id, whole.subarray(0, Math.floor(whole.length * 0.6)), 'rusak.docx');
      const res = await req.start(s.editor, topic.id, { file_key: key });
      expect(res.statusCode).toBe(422);
      expect(res.body.error).toBe('unsupported_type');
    });
  });
});
