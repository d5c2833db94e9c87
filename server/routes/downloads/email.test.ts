// A large download is also emailed (spec §4 "Download courses progress": sent to email):
// through a real SMTP server the test starts on loopback, with the threshold lowered through
// DOWNLOAD_EMAIL_MIN_COURSES; the emailed link opens the file without a session. Below the
// threshold nothing is sent.
import { like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadCoursesJob } from '../../../domain/schemas/downloads.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import { DOWNLOAD_EMAIL_TASK, DOWNLOAD_TASK } from '../../downloads/jobs.ts';
import { startSmtpServer, type TestSmtpServer } from '../../mail/test/smtpServer.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { headersFor, makeCourse, makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { pollFor, waitForJob } from '../../test/jobs.ts';

describe.each(testDatabaseKinds())('Download courses by email on %s', (kind) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let s: School;
  let ids: number[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await testApp(kind, { SMTP_URL: smtp.url, DOWNLOAD_EMAIL_MIN_COURSES: '3', PUBLIC_URL: 'https://pena.example.id' });
    s = await makeSchool(t.db);
    ids = [];
    for (const name of ['Satu', 'Dua', 'Tiga']) ids.push((await makeCourse(t.db, s.org.id, { name, creatorId: s.editor.id })).id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const start = async (query: string, language = 'en') =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/content/organizations/${s.org.id}/download_courses?${query}`,
        headers: { ...(await headersFor(t.db, s.editor)), 'accept-language': language },
      })
    ).json() as DownloadCoursesJob;
  const listed = async (uuid: string) =>
    ((await t.app.inject({ url: `/users/download_courses_jobs?job_ids[]=${uuid}`, headers: await headersFor(t.db, s.editor) })).json() as DownloadCoursesJob[])[0]!;

  it('emails the signed link once the download reaches the threshold, in the language it was asked in; the link gives the file', async () => {
    const before = smtp.messages.length;
    const job = await start('sort_by=created_at', 'id');
    await waitForJob(t, job.uuid);
    const done = await pollFor(async () => {
      const j = await listed(job.uuid);
      return j.emailed_to ? j : undefined;
    }, 'the email to be sent');
    expect(done).toMatchObject({ status: 'completed', course_count: 3, emailed_to: s.editor.email });
    const mails = smtp.messages.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual([s.editor.email]);
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.text).toContain(`Daftar 3 kursus ${s.org.name} yang Anda minta sudah siap: ${done.file_name}.`);
    const link = /https:\/\/pena\.example\.id(\/downloads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect(link![1]).toBe(done.download_url);
    const file = await t.app.inject({ url: link![1]! });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Kursus', 'Unit dan topik']);
    expect(workbook.worksheets[0]!.getColumn(1).values.slice(2)).toEqual(['Satu', 'Dua', 'Tiga']);

    // Run again (a crash and a retry, a recovery): nothing more is written, nothing sent twice.
    const again = [
      await t.queue.send(DOWNLOAD_TASK, { organization_id: s.org.id, actor_id: s.editor.id, language: 'id', query: {}, job_uuid: job.uuid }),
      await t.queue.send(DOWNLOAD_EMAIL_TASK, { job_uuid: job.uuid }),
    ];
    await pollFor(async () => {
      const result = await t.db.execute(sql`select state from pgboss.job where id in (${again[0]}::uuid, ${again[1]}::uuid)`);
      const states = (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
      return states.length === 2 && states.every((state) => state === 'completed');
    }, 'the second runs to end');
    expect(smtp.messages.length - before).toBe(1);
    const files = await t.db.select().from(uploadedFiles).where(like(uploadedFiles.storageKey, `%/${job.uuid}.%`));
    expect(files).toHaveLength(1);
  });

  it('sends nothing below the threshold', async () => {
    const before = smtp.messages.length;
    const job = await start(`include_ids[]=${ids[0]}&include_ids[]=${ids[1]}`);
    await waitForJob(t, job.uuid);
    // The email task would be queued in the completion's transaction: there is none.
    expect(await listed(job.uuid)).toMatchObject({ status: 'completed', course_count: 2, emailed_to: null });
    const rows = await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${DOWNLOAD_EMAIL_TASK} and data->>'job_uuid' = ${job.uuid}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(smtp.messages.length).toBe(before);
  });
});
