// Download courses end to end (spec §2, §4, §7): the routes, the job through the real queue,
// the file read back from its signed link, cancel mid-run, retry, and the link's expiry.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from "drizzle-orm";
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DownloadCoursesJob } from '../../../domain/schemas/downloads.ts';
import { jobStatuses, uploadedFiles } from '../../db/schema/index.ts';
import { DOWNLOAD_JOB_KIND, DOWNLOAD_TASK } from '../../downloads/jobs.ts';
import { downloadsSecret, signDownloadToken } from '../../downloads/tokens.ts';
import { tempPrefix } from '../../jobs/tasks/DownloadCoursesTask.ts';
import { startJob } from '../../jobs/tracked.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { pollFor, waitForJob } from '../../test/jobs.ts';
import { otherSpellings } from '../../test/tokenSpellings.ts';

describe.each(testDatabaseKinds())('Download courses on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let other: School;
  let ids: Record<'alpha' | 'beta' | 'gamma', number>;

  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    other = await makeSchool(t.db);
    const o = s.org.id;
    const alpha = await makeCourse(t.db, o, { name: 'Alpha', creatorId: s.editor.id });
    const beta = await makeCourse(t.db, o, { name: '=cmd|calc', creatorId: s.editor.id, status: 'published', publishedAt: new Date() });
    const gamma = await makeCourse(t.db, o, { name: 'Gamma', creatorId: s.admin.id });
    ids = { alpha: alpha.id, beta: beta.id, gamma: gamma.id };
    const unit = await makeUnit(t.db, alpha, { name: 'Unit 1' });
    await fillTopic(t.db, await makeTopic(t.db, unit, { name: 'Topik 1' }), { questions: 2, pages: 1 });
    await makeCourse(t.db, other.org.id, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());

  const start = async (query = '', who: SchoolRole = 'editor', orgId = s.org.id, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/content/organizations/${orgId}/download_courses${query ? `?${query}` : ''}`, headers: headers ?? (await headersFor(t.db, s[who])) });
  const jobs = async (query = '', who: SchoolRole = 'editor') =>
    t.app.inject({ url: `/users/download_courses_jobs${query ? `?${query}` : ''}`, headers: await headersFor(t.db, s[who]) });
  const cancel = async (uuid: string, who: SchoolRole = 'editor') =>
    t.app.inject({ method: 'PUT', url: `/users/cancel_download_courses_job?job_id=${uuid}`, headers: await headersFor(t.db, s[who]) });
  const listed = async (uuid: string, who: SchoolRole = 'editor') => ((await jobs(`job_ids[]=${uuid}`, who)).json() as DownloadCoursesJob[])[0];

  /** The pg-boss state of the tracked job's run. */
  async function runState(uuid: string): Promise<string | undefined> {
    const result = await t.db.execute(sql`select state from pgboss.job where name = ${DOWNLOAD_TASK} and data->>'job_uuid' = ${uuid}`);
    return (result as unknown as { rows: { state: string }[] }).rows[0]?.state;
  }

  /** The job's temporary directories under os.tmpdir() (the workbook is written there first). */
  const temps = async (uuid: string) => (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(tempPrefix(uuid)));

  async function readXlsx(bytes: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('starts a job (202), which writes the file the list then links to', async () => {
    const res = await start('q=a&include_ids[]=' + ids.alpha + '&include_ids[]=' + ids.beta);
    expect(res.statusCode).toBe(202);
    const job = res.json() as DownloadCoursesJob;
    expect(job).toMatchObject({ organization_id: s.org.id, status: expect.stringMatching(/^(pending|processing|completed)$/), error: null });
    const row = await waitForJob(t, job.uuid);
    expect(row.status).toBe('completed');
    expect(row.kind).toBe(DOWNLOAD_JOB_KIND);
    expect(await temps(job.uuid)).toEqual([]);
    const done = await listed(job.uuid);
    expect(done).toMatchObject({ status: 'completed', progress: 100, course_count: 2, emailed_to: null, error: null });
    // Named after what it holds: the two picked rows.
    expect(done!.file_name).toMatch(/^courses-sma-uji-[a-z0-9-]*-selected-2-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(new Date(done!.expires_at!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(done!.download_url).toMatch(/^\/downloads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    // The recorded upload: the caller's, of this organization.
    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, String((row.result as { file_key: string }).file_key)));
    expect(file).toMatchObject({ organizationId: s.org.id, uploaderId: s.editor.id, purpose: 'course_download', filename: done!.file_name });
    // The link needs no session.
    const got = await t.app.inject({ url: done!.download_url! });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(got.headers['content-disposition']).toContain(`attachment; filename="${done!.file_name}"`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.headers['referrer-policy']).toBe('no-referrer');
    const rows = await readXlsx(got.rawPayload);
    // q=a and include_ids: Alpha and the published one, escaped; counts right.
    expect(rows.slice(1).map((r) => r.slice(0, 8))).toEqual([
      ["'=cmd|calc", undefined, undefined, undefined, 0, 0, 0, 0],
      ['Alpha', undefined, undefined, undefined, 1, 1, 2, 1],
    ]);
  });

  it('names the file after what it holds: the search and filters, or the whole list', async () => {
    const named = async (query: string) => {
      const { uuid } = (await start(query)).json() as DownloadCoursesJob;
      expect((await waitForJob(t, uuid)).status).toBe('completed');
      const done = (await listed(uuid))!;
      const got = await t.app.inject({ url: done.download_url! });
      expect(got.headers['content-disposition']).toContain(`attachment; filename="${done.file_name}"`);
      const school = s.org.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return done.file_name!.replace(`courses-${school}-`, 'courses-<school>-').replace(/\d{4}-\d{2}-\d{2}\.xlsx$/, '<day>.xlsx');
    };
    expect(await named('q=Gamma&sort_by=name')).toBe('courses-<school>-gamma-<day>.xlsx');
    expect(await named('publish_status=published')).toBe('courses-<school>-published-<day>.xlsx');
    expect(await named('')).toBe('courses-<school>-all-<day>.xlsx');
  });

  it('answers 401 without a session, 403 to a restricted member, 404 for another organization', async () => {
    expect((await start('', 'editor', s.org.id, {})).statusCode).toBe(401);
    const restricted = await start('', 'restricted');
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json()).toMatchObject({ error: 'permission_error' });
    expect((await start('', 'unapproved')).statusCode).toBe(403);
    expect((await start('', 'editor', other.org.id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/users/download_courses_jobs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/users/cancel_download_courses_job?job_id=${crypto.randomUUID()}` })).statusCode).toBe(401);
  });

  it('answers 422 to a bad query, job id or retried job', async () => {
    for (const bad of ['sort_by=colour', 'include_ids[]=abc', 'include_ids[]=99999999999', 'retried_job_id=nope', 'publish_status=maybe']) {
      expect((await start(bad)).statusCode, bad).toBe(422);
    }
    expect((await jobs('job_ids[]=nope')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PUT', url: '/users/cancel_download_courses_job?job_id=1', headers: await headersFor(t.db, s.editor) })).statusCode).toBe(422);
    // Not a failed or cancelled download of the caller: a completed one, someone else's, an unknown one.
    const completed = (await start()).json() as DownloadCoursesJob;
    await waitForJob(t, completed.uuid);
    expect((await start(`retried_job_id=${completed.uuid}`)).statusCode).toBe(422);
    expect((await start(`retried_job_id=${crypto.randomUUID()}`)).statusCode).toBe(422);
    const admins = (await start('', 'admin')).json() as DownloadCoursesJob;
    await waitForJob(t, admins.uuid);
    await t.db.update(jobStatuses).set({ status: 'failed' }).where(eq(jobStatuses.uuid, admins.uuid));
    expect((await start(`retried_job_id=${admins.uuid}`)).statusCode).toBe(422);
    // Cancelling a finished job.
    expect((await cancel(completed.uuid)).statusCode).toBe(422);
  });

  it("lists only the caller's own jobs: another user's uuid is simply not listed, nor cancellable (404)", async () => {
    const mine = (await start()).json() as DownloadCoursesJob;
    const theirs = (await start('', 'publisher')).json() as DownloadCoursesJob;
    await waitForJob(t, mine.uuid);
    await waitForJob(t, theirs.uuid);
    const both = (await jobs(`job_ids[]=${mine.uuid}&job_ids[]=${theirs.uuid}`)).json() as DownloadCoursesJob[];
    expect(both.map((j) => j.uuid)).toEqual([mine.uuid]);
    const recent = (await jobs()).json() as DownloadCoursesJob[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((j) => j.organization_id === s.org.id)).toBe(true);
    expect(recent.map((j) => j.uuid)).not.toContain(theirs.uuid);
    expect(recent[0]!.uuid).toBe(mine.uuid); // newest first
    expect((await cancel(theirs.uuid)).statusCode).toBe(404);
    expect((await cancel(crypto.randomUUID())).statusCode).toBe(404);
    // A publish job of the caller is not a download job.
    const [publish] = await t.db.insert(jobStatuses).values({ organizationId: s.org.id, userId: s.editor.id, kind: 'publish', status: 'processing' }).returning();
    expect((await cancel(publish!.uuid)).statusCode).toBe(404);
    expect(await listed(publish!.uuid)).toBeUndefined();
  });

  it('cancels a job mid-run: it stops, keeps no file, and a retry takes its place with the same query', async () => {
    const hold = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-hold-'));
    process.env.PENA_TEST_JOB_HOLD_DIR = hold;
    let uuid: string;
    try {
      ({ uuid } = await startJob(
        { db: t.db, queue: t.queue },
        {
          task: DOWNLOAD_TASK,
          kind: DOWNLOAD_JOB_KIND,
          organizationId: s.org.id,
          userId: s.editor.id,
          data: { organization_id: s.org.id, actor_id: s.editor.id, language: 'en', query: { include_ids: [ids.alpha, ids.gamma], user_ids: [], course_tag_ids: [], subject_ids: [], sort_by: 'name', sort: 'asc' }, batch_size: 1 },
        },
      ));
      await t.db.update(jobStatuses).set({ result: { query: { include_ids: [ids.alpha, ids.gamma] }, language: 'en' } }).where(eq(jobStatuses.uuid, uuid));
      // Held after its first batch.
      await pollFor(() => fs.access(path.join(hold, `${uuid}.held`)).then(() => true, () => false), 'the job to reach its first batch');
      expect((await listed(uuid))!.status).toBe('processing');
      // The workbook is being written to its temporary file.
      expect(await temps(uuid)).toHaveLength(1);
      const res = await cancel(uuid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid, status: 'cancelled', download_url: null });
      await fs.writeFile(path.join(hold, `${uuid}.go`), '');
    } finally {
      delete process.env.PENA_TEST_JOB_HOLD_DIR;
    }
    // The run ends (its pg-boss job completes) having recorded nothing and left nothing in storage.
    await pollFor(async () => (await runState(uuid)) === 'completed', 'the cancelled run to end');
    await fs.rm(hold, { recursive: true, force: true });
    const prefix = `org/${s.org.id}/course_download/${uuid}.`;
    expect(await t.storage.size(`${prefix}0`)).toBeNull();
    expect(await temps(uuid)).toEqual([]);
    expect((await waitForJob(t, uuid)).status).toBe('cancelled');
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, `${prefix}0`))).toEqual([]);

    // Retry: the new job runs the cancelled one's query; the old one leaves the list.
    const retry = await start(`retried_job_id=${uuid}`);
    expect(retry.statusCode).toBe(202);
    const fresh = retry.json() as DownloadCoursesJob;
    await waitForJob(t, fresh.uuid);
    expect(await listed(fresh.uuid)).toMatchObject({ status: 'completed', course_count: 2 });
    expect(await listed(uuid)).toBeUndefined();
    expect(((await jobs()).json() as DownloadCoursesJob[]).map((j) => j.uuid)).not.toContain(uuid);
    // Retried once: not again.
    expect((await start(`retried_job_id=${uuid}`)).statusCode).toBe(422);
  });

  it('removes its temporary file when putting it into storage fails', async () => {
    const put = vi.spyOn(t.storage, 'put').mockRejectedValue(new Error('bucket unavailable'));
    let uuid: string | undefined;
    try {
      ({ uuid } = (await start(`include_ids[]=${ids.alpha}`)).json() as DownloadCoursesJob);
      // The first attempt failed (pg-boss retries it later).
      await pollFor(async () => (await runState(uuid!)) === 'retry', 'the first attempt to fail');
      expect(put).toHaveBeenCalled();
      expect(await temps(uuid)).toEqual([]);
    } finally {
      put.mockRestore();
      if (uuid) await cancel(uuid);
    }
  });

  it('retries a failed job once when two retries of it arrive together: one new job, the other 422', async () => {
    const [failed] = await t.db
      .insert(jobStatuses)
      .values({ organizationId: s.org.id, userId: s.editor.id, kind: DOWNLOAD_JOB_KIND, status: 'failed', result: { query: { include_ids: [ids.alpha] }, language: 'en' } })
      .returning();
    const headers = await headersFor(t.db, s.editor);
    const before = await t.db.select({ uuid: jobStatuses.uuid }).from(jobStatuses).where(eq(jobStatuses.kind, DOWNLOAD_JOB_KIND));
    const answers = await Promise.all([1, 2, 3].map(() => start(`retried_job_id=${failed!.uuid}`, 'editor', s.org.id, headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 422, 422]);
    const winner = answers.find((a) => a.statusCode === 202)!.json() as DownloadCoursesJob;
    const after = await t.db.select({ uuid: jobStatuses.uuid }).from(jobStatuses).where(eq(jobStatuses.kind, DOWNLOAD_JOB_KIND));
    const known = new Set(before.map((r) => r.uuid));
    expect(after.filter((r) => !known.has(r.uuid)).map((r) => r.uuid)).toEqual([winner.uuid]);
    const [old] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, failed!.uuid));
    expect(old!.result).toMatchObject({ retried_by: winner.uuid });
    expect((await waitForJob(t, winner.uuid)).status).toBe('completed');
    expect(await listed(winner.uuid)).toMatchObject({ status: 'completed', course_count: 1 });
  });

  it('fails with the §8 text, in the caller\'s language, when the user may no longer see the courses', async () => {
    const { uuid } = await startJob(
      { db: t.db, queue: t.queue },
      {
        task: DOWNLOAD_TASK,
        kind: DOWNLOAD_JOB_KIND,
        organizationId: s.org.id,
        userId: s.restricted.id,
        data: { organization_id: s.org.id, actor_id: s.restricted.id, language: 'id', query: {} },
      },
    );
    expect((await waitForJob(t, uuid)).status).toBe('failed');
    const res = await t.app.inject({ url: `/users/download_courses_jobs?job_ids[]=${uuid}`, headers: { ...(await headersFor(t.db, s.restricted)), 'accept-language': 'id' } });
    expect((res.json() as DownloadCoursesJob[])[0]).toMatchObject({ status: 'failed', error: 'Gagal mengunduh kursus. Silakan coba lagi.', download_url: null });
  });

  it('answers a forged link with a plain 404, a malformed one with 422, and an expired one with 404 expired: true', async () => {
    const job = (await start(`include_ids[]=${ids.gamma}`)).json() as DownloadCoursesJob;
    await waitForJob(t, job.uuid);
    const url = (await listed(job.uuid))!.download_url!;
    const token = url.split('/').pop()!;
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(`1.${s.org.id}.99999999999999`).toString('base64url')}.${signature}`;
    // otherSpellings: the same signature bytes spelled with another last character.
    for (const bad of [forged, `${payload}.${'A'.repeat(43)}`, ...otherSpellings(token)]) {
      const res = await t.app.inject({ url: `/downloads/${bad}` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().expired).toBeUndefined();
    }
    for (const bad of ['nonsense', `${payload}.${signature}x`]) {
      const res = await t.app.inject({ url: `/downloads/${bad}` });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().fields?.token, bad).toBeTruthy();
    }
    const row = (await waitForJob(t, job.uuid)).result as { file_id: number };
    const expired = signDownloadToken(await downloadsSecret(t.db), { fileId: row.file_id, organizationId: s.org.id, expiresAt: Date.now() - 1000 });
    const res = await t.app.inject({ url: `/downloads/${expired}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', expired: true });
    // A link to another organization's id for the same file is not ours.
    const moved = signDownloadToken(await downloadsSecret(t.db), { fileId: row.file_id, organizationId: other.org.id, expiresAt: Date.now() + 60_000 });
    expect((await t.app.inject({ url: `/downloads/${moved}` })).statusCode).toBe(404);
  });
});
