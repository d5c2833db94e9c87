// upload-cleanup (jobs/tasks/UploadCleanupTask.ts) beyond the pending uploads (storage/
// pending.test.ts): spreadsheet uploads and their .zip of images go after a day, except a
// member's whose excel_import job is pending or processing; course downloads go once their
// link has expired; every other registered file stays, whatever its age. Run as the job.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_LIFETIME_MS } from '../../../domain/schemas/downloads.ts';
import { jobStatuses, uploadedFiles, type UploadPurpose } from '../../db/schema/index.ts';
import { workbook } from '../../routes/spreadsheets/test/requests.ts';
import * as files from '../../storage/fixtures/files.ts';
import { storeUpload } from '../../storage/uploads.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startQueue, type Queue } from '../queue.ts';
import { waitForQueueJob } from '../../test/jobs.ts';
import { DOWNLOAD_CLEANUP_MARGIN_MS, SPREADSHEET_UPLOAD_TTL_MS, UploadCleanupTask, type UploadCleanupResult } from './UploadCleanupTask.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('upload-cleanup of spreadsheets and course downloads on %s', (kind) => {
  let t: TestApp;
  let queue: Queue;
  let xlsx: Buffer;
  beforeAll(async () => {
    t = await testApp(kind);
    queue = await startQueue(t.database, { work: true, logger: { info() {}, warn() {}, error() {} }, tasks: [UploadCleanupTask], storage: t.storage, pollingIntervalSeconds: 0.5 });
    xlsx = await workbook({ 'True or false': [['No.', 'Question', 'Correct answer'], [1, 'Benar?', 'True']] });
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.close();
  });

  const bodies: Record<string, () => Buffer> = {
    spreadsheet: () => xlsx,
    course_download: () => xlsx,
    image_archive: () => files.zip({ 'peta.png': files.png() }),
    image: () => files.png(),
    document_import: () => files.pdf(),
    chapter_source: () => files.pdf(),
  };
  /** A registered file of the purpose, stored `ageMs` ago. */
  async function stored(s: School, purpose: UploadPurpose, ageMs: number, uploaderId = s.editor.id) {
    const { file } = await storeUpload(
      { db: t.db, storage: t.storage },
      { organizationId: s.org.id, uploaderId, purpose, filename: `f.${purpose}`, body: bodies[purpose]!() },
    );
    await t.db.execute(sql`update uploaded_files set created_at = now() - make_interval(secs => ${ageMs / 1000}) where id = ${file.id}`);
    return file;
  }
  const kept = async (file: { id: number; storageKey: string }) => {
    const rows = await t.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(inArray(uploadedFiles.id, [file.id]));
    return { row: rows.length === 1, object: (await t.storage.size(file.storageKey)) !== null };
  };
  async function runCleanup(): Promise<UploadCleanupResult> {
    const id = await queue.send(UploadCleanupTask.name);
    return (await waitForQueueJob(queue, UploadCleanupTask.name, id!)).output as UploadCleanupResult;
  }

  it('deletes spreadsheets and image archives older than a day, object and row; keeps recent ones and other files', async () => {
    const s = await makeSchool(t.db);
    const oldSheet = await stored(s, 'spreadsheet', SPREADSHEET_UPLOAD_TTL_MS + MINUTE);
    const oldZip = await stored(s, 'image_archive', SPREADSHEET_UPLOAD_TTL_MS + MINUTE);
    const recentSheet = await stored(s, 'spreadsheet', SPREADSHEET_UPLOAD_TTL_MS - 10 * MINUTE);
    const oldImage = await stored(s, 'image', 30 * SPREADSHEET_UPLOAD_TTL_MS);
    expect(await kept(oldSheet)).toEqual({ row: true, object: true });

    const result = await runCleanup();
    expect(result.spreadsheets).toBeGreaterThanOrEqual(2);
    expect(await kept(oldSheet)).toEqual({ row: false, object: false });
    expect(await kept(oldZip)).toEqual({ row: false, object: false });
    expect(await kept(recentSheet)).toEqual({ row: true, object: true });
    expect(await kept(oldImage)).toEqual({ row: true, object: true });
  });

  it('keeps a member’s spreadsheets while their excel_import job is pending or processing, and deletes them once it ended', async () => {
    const s = await makeSchool(t.db);
    const sheet = await stored(s, 'spreadsheet', SPREADSHEET_UPLOAD_TTL_MS + MINUTE);
    const zip = await stored(s, 'image_archive', SPREADSHEET_UPLOAD_TTL_MS + MINUTE);
    const othersSheet = await stored(s, 'spreadsheet', SPREADSHEET_UPLOAD_TTL_MS + MINUTE, s.publisher.id);
    const uuid = randomUUID();
    await t.db.insert(jobStatuses).values({ uuid, organizationId: s.org.id, userId: s.editor.id, kind: 'excel_import', status: 'pending' });

    await runCleanup();
    expect(await kept(sheet)).toEqual({ row: true, object: true });
    expect(await kept(zip)).toEqual({ row: true, object: true });
    expect(await kept(othersSheet)).toEqual({ row: false, object: false });

    await t.db.update(jobStatuses).set({ status: 'processing' }).where(inArray(jobStatuses.uuid, [uuid]));
    await runCleanup();
    expect(await kept(sheet)).toEqual({ row: true, object: true });

    await t.db.update(jobStatuses).set({ status: 'completed' }).where(inArray(jobStatuses.uuid, [uuid]));
    await runCleanup();
    expect(await kept(sheet)).toEqual({ row: false, object: false });
    expect(await kept(zip)).toEqual({ row: false, object: false });
  });

  it('deletes document-import and text-page source uploads after a day, unless the member’s job of that kind still waits or runs', async () => {
    const s = await makeSchool(t.db);
    const document = await stored(s, 'document_import', SPREADSHEET_UPLOAD_TTL_MS + MINUTE);
    const source = await stored(s, 'chapter_source', SPREADSHEET_UPLOAD_TTL_MS + MINUTE);
    const recent = await stored(s, 'chapter_source', SPREADSHEET_UPLOAD_TTL_MS - 10 * MINUTE);
    const running = randomUUID();
    await t.db.insert(jobStatuses).values({ uuid: running, organizationId: s.org.id, userId: s.editor.id, kind: 'document_import', status: 'processing' });

    const first = await runCleanup();
    expect(first.documents).toBeGreaterThanOrEqual(1);
    expect(await kept(document)).toEqual({ row: true, object: true });
    expect(await kept(source)).toEqual({ row: false, object: false });
    expect(await kept(recent)).toEqual({ row: true, object: true });

    await t.db.update(jobStatuses).set({ status: 'failed' }).where(inArray(jobStatuses.uuid, [running]));
    await runCleanup();
    expect(await kept(document)).toEqual({ row: false, object: false });
  });

  it('deletes a course download once its link has expired, not before', async () => {
    const s = await makeSchool(t.db);
    const live = await stored(s, 'course_download', DOWNLOAD_LINK_LIFETIME_MS - MINUTE);
    const expired = await stored(s, 'course_download', DOWNLOAD_LINK_LIFETIME_MS + DOWNLOAD_CLEANUP_MARGIN_MS + MINUTE);
    const result = await runCleanup();
    expect(result.downloads).toBeGreaterThanOrEqual(1);
    expect(await kept(expired)).toEqual({ row: false, object: false });
    expect(await kept(live)).toEqual({ row: true, object: true });
  });
});
