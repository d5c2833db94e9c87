// The document_import job run by a real queue, started directly (startJob) on a stored upload:
// it completes with the Review's extraction (an exact-value key the endpoint wrote as math made
// the text a learner types) and charges nothing (the Review's finish charges the quota, even when
// the balance is 0 meanwhile the extraction completes); with the LLM endpoint unreachable (a
// closed port) it fails with the §8 server-error text, the endpoint busy (429 Retry-After) fails
// it heavy_load with result.retry_at, no question found fails it no_questions; an actor who lost
// the right fails it with the permission text. None of them charges the quota; each removes the
// uploaded document (run() waits for that).
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentQuotas, memberships, uploadedFiles } from '../../db/schema/index.ts';
import { currentQuota } from '../../documentImport/quota.ts';
import { SCRIPTED_EXTRACTION } from '../../routes/documentImport/test/llmScript.ts';
import { DOCUMENT_FEATURES, documentFixture } from '../../routes/documentImport/test/requests.ts';
import { freshTopic } from '../../routes/spreadsheets/test/requests.ts';
import { storeUpload } from '../../storage/uploads.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fakeLlm.ts';
import { makeMember } from '../../test/factories.ts';
import { pollFor, waitForJob } from '../../test/jobs.ts';
import { startJob } from '../tracked.ts';
import type { DocumentImportJobData } from './DocumentImportTask.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabaseKinds())('document_import job on %s', (kind) => {
  let llm: FakeLlm;
  let t: TestApp;
  let down: TestApp;
  let s: School;
  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await testApp(kind, { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'fake-model' });
    down = await testApp(kind, { LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`, LLM_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await t?.close();
    await down?.close();
    await llm?.close();
  });

  /** A school of `app`, a topic of its editor's, the paper stored as the editor's upload; runs the job. */
  async function run(app: TestApp, opts: { before?: (school: School, actor: { id: number }) => Promise<unknown>; actor?: (school: School) => Promise<{ id: number }> } = {}) {
    s = await makeSchool(app.db, { features: DOCUMENT_FEATURES });
    const actor = opts.actor ? await opts.actor(s) : s.editor;
    const topic = await freshTopic(app, s.org.id, actor.id);
    const { file } = await storeUpload(
      { db: app.db, storage: app.storage },
      { organizationId: s.org.id, uploaderId: actor.id, purpose: 'document_import', filename: 'soal.docx', body: await documentFixture('id-campuran.docx') },
    );
    await currentQuota(app.db, s.org.id, 30);
    await opts.before?.(s, actor);
    const data: DocumentImportJobData = { topic_id: topic.id, organization_id: s.org.id, actor_id: actor.id, language: 'en', file_key: file.storageKey, file_name: 'soal.docx' };
    const { uuid } = await startJob({ db: app.db, queue: app.queue }, { task: 'document_import', kind: 'document_import', organizationId: s.org.id, userId: actor.id, data: { ...data }, uuid: randomUUID() });
    const row = await waitForJob(app, uuid, 90_000);
    const [quota] = await app.db.select().from(documentQuotas).where(eq(documentQuotas.organizationId, s.org.id));
    const images = await app.db.select().from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, s.org.id), eq(uploadedFiles.purpose, 'image')));
    // Whatever the outcome, the uploaded document goes once the job is over.
    await pollFor(async () => (await app.storage.size(file.storageKey)) === null, 'the uploaded document to be removed');
    const uploads = await app.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    return { row, quota: quota!, images, documentLeft: uploads.length };
  }

  it('completes with the extraction and charges nothing: the finish charges what is imported', async () => {
    llm.otherwise({ json: SCRIPTED_EXTRACTION });
    const { row, quota, images, documentLeft } = await run(t);
    expect(row).toMatchObject({ status: 'completed', result: { extractor: 'llm', imported: null } });
    expect(quota.balance).toBe(30);
    expect(images).toHaveLength(1);
    expect(documentLeft).toBe(0);
  });

  it('an exact-value key the endpoint wrote as math is stored as a learner types it', async () => {
    const fraction = {
      number: 1,
      type: 'exact_value',
      document: { type: 'exact_value', content_html: '<p>[% \\frac{1}{2} + \\frac{1}{4} %] = ....</p>', answers: [{ key: 'a', content: '<p>[% \\frac{3}{4} %]</p>', correct: true }, { key: 'b', content: '[% x^{2} %]', correct: true }] },
      passage_key: null,
      answer_found: true,
    };
    llm.otherwise({ json: { questions: [fraction], passages: [] } });
    const { row } = await run(t);
    expect(row.status).toBe('completed');
    const [q] = (row.result as { questions: { document: { content_html: string; answers: { content: string }[] } }[] }).questions;
    expect(q!.document.answers.map((a) => a.content)).toEqual(['<p>3/4</p>', 'x²']);
    expect(q!.document.content_html).toContain('[% \\frac{1}{2}');
  });

  it('the endpoint unreachable (a closed port): server_error with the §8 text, nothing charged', async () => {
    const { row, quota, documentLeft } = await run(down);
    expect(row).toMatchObject({ status: 'failed', error: 'server_error', result: { error: 'server_error' } });
    expect(row.errorMessage).toEqual({
      en: 'The document could not be processed because of an error on our servers. Nothing was charged to your quota. Please try again.',
      id: 'Dokumen tidak dapat diproses karena terjadi kesalahan pada server kami. Kuota Anda tidak berkurang. Silakan coba lagi.',
    });
    expect(quota.balance).toBe(30);
    expect(documentLeft).toBe(0);
  }, 60_000);

  it('the endpoint busy (429 Retry-After): heavy_load with retry_at', async () => {
    llm.otherwise({ status: 429, headers: { 'retry-after': '600' } });
    const before = Date.now();
    const { row, quota } = await run(t);
    expect(row).toMatchObject({ status: 'failed', error: 'heavy_load', result: { error: 'heavy_load' } });
    const retryAt = (row.result as { retry_at: number }).retry_at;
    expect(retryAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(row.errorMessage!.en).toMatch(/^Our servers are under heavy load right now\. .* Please try again after \d\d:\d\d WIB\.$/);
    expect(quota.balance).toBe(30);
  });

  it('no question found: no_questions', async () => {
    llm.otherwise({ json: { questions: [], passages: [] } });
    const { row, quota } = await run(t);
    expect(row).toMatchObject({ status: 'failed', error: 'no_questions', result: { error: 'no_questions' } });
    expect(row.errorMessage!.id).toBe('Tidak ada soal yang ditemukan dalam dokumen ini. Pastikan soal-soalnya bernomor, lalu unggah kembali.');
    expect(quota.balance).toBe(30);
  });

  it('the balance at 0 when it completes: it completes all the same (the finish is what charges, and refuses)', async () => {
    llm.otherwise({ json: SCRIPTED_EXTRACTION });
    const { row, quota, images } = await run(t, { before: (school) => t.db.update(documentQuotas).set({ balance: 0 }).where(eq(documentQuotas.organizationId, school.org.id)) });
    expect(row).toMatchObject({ status: 'completed', result: { imported: null } });
    expect(quota.balance).toBe(0);
    expect(images).toHaveLength(1);
  });

  it('an actor removed from the organization since: forbidden with the permission text, nothing charged', async () => {
    llm.otherwise({ json: SCRIPTED_EXTRACTION });
    const { row, quota, documentLeft } = await run(t, {
      actor: (school) => makeMember(t.db, school.org.id, { teamRole: 'editor' }),
      before: (school, actor) => t.db.delete(memberships).where(and(eq(memberships.organizationId, school.org.id), eq(memberships.userId, actor.id))),
    });
    expect(row).toMatchObject({
      status: 'failed',
      error: 'forbidden',
      errorMessage: { en: 'You do not have permission to import questions from a document in this organization.', id: 'Anda tidak memiliki izin untuk mengimpor soal dari dokumen di organisasi ini.' },
    });
    expect(quota.balance).toBe(30);
    expect(documentLeft).toBe(0);
  });
});
