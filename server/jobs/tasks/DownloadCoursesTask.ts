// "Download courses" (spec §2 course list, §4, §7; domain/schemas/downloads.ts): the
// 'download_courses' job writes the .xlsx of the course list's query (exporters/
// courseListWorkbook.ts) to a temporary file under os.tmpdir() (exceljs does not wait for a
// slow output, so writing straight to the bucket would pile rows up in memory), streams that
// file into storage, removes it whatever happens (success, cancel, failure), records the
// object in uploaded_files
// (purpose 'course_download') and completes, in one transaction; a download of at least
// DOWNLOAD_EMAIL_MIN_COURSES courses also queues its email in that transaction.
//
// - Cancellation (PUT /users/cancel_download_courses_job) is read between batches: the run
//   stops, and the partial object is removed; nothing is recorded.
// - Idempotent: the object's key is the job's uuid and attempt, a re-run after a crash first
//   removes what dead runs left, and a run of a completed job does nothing (jobs/tracked.ts).
// - The email is its own small task (DownloadEmailTask), queued with the completion: it is
//   retried until the mail server takes it, and marks emailed_to once sent, so it is sent
//   once (at least once should the process die between sending and marking).
// - Failing for good: "Failed to download courses. Please try again." (§8 "Create, update and
//   delete failures").
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { DownloadCoursesQuery } from '../../../domain/schemas/downloads.ts';
import { fileKinds, uploadRule } from '../../../domain/uploads.ts';
import { findOrganizationContext } from '../../auth/scope.ts';
import { jobStatuses, organizations, uploadedFiles, users } from '../../db/schema/index.ts';
import { downloadReadyEmail } from '../../downloads/email.ts';
import {
  DOWNLOAD_EMAIL_TASK,
  DOWNLOAD_LINK_LIFETIME_MS,
  DOWNLOAD_TASK,
  downloadFailed,
  downloadFileName,
  readDownloadResult,
  type DownloadJobResult,
} from '../../downloads/jobs.ts';
import { downloadPath, downloadsSecret, signDownloadToken } from '../../downloads/tokens.ts';
import { countExportCourses } from '../../exporters/courseListRows.ts';
import { ExportCancelled, writeCourseListWorkbookFile } from '../../exporters/courseListWorkbook.ts';
import type { Language } from '../../i18n.ts';
import { mailerFor } from '../../mail/index.ts';
import { canListCourses } from '../../policies/courses.ts';
import { uploadKeyPrefix } from '../../storage/uploads.ts';
import { defineTask } from '../task.ts';
import { defineTrackedTask, JobRefusal } from '../tracked.ts';

export interface DownloadCoursesJobData {
  organization_id: number;
  actor_id: number;
  language: Language;
  query: DownloadCoursesQuery;
  /** Courses per batch (tests make it small to see several batches). */
  batch_size?: number;
}

/** The start of the name of a job's temporary directory under os.tmpdir(). */
export function tempPrefix(jobUuid: string): string {
  return `pena-course-download-${jobUuid}-`;
}

export const DownloadCoursesTask = defineTrackedTask<DownloadCoursesJobData>({
  name: DOWNLOAD_TASK,
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 30 * 60 },
  failureMessage: () => downloadFailed,
  handler: async (ctx, job, data) => {
    const { storage } = ctx;
    if (!storage) throw new Error('the download-courses job needs the files storage: start the queue with it');
    const db = ctx.database.db;
    // The actor's access now, not when they asked: a member who lost it gets nothing.
    const org = await findOrganizationContext(db, data.actor_id, data.organization_id);
    if (!org || !canListCourses(org)) throw new JobRefusal('forbidden', downloadFailed, { query: data.query, language: data.language });
    const scope = { organizationId: org.organization.id, userId: data.actor_id, admin: org.access.admin };
    const total = await countExportCourses(db, scope, data.query);

    const cancelled = async () =>
      (await db.select({ status: jobStatuses.status }).from(jobStatuses).where(eq(jobStatuses.uuid, job.uuid)).limit(1))[0]?.status === 'cancelled';

    // One key per attempt, so a run never removes an object another run recorded; an attempt
    // first removes what earlier attempts that died mid-way left.
    const prefix = `${uploadKeyPrefix(org.organization.id, 'course_download')}${job.uuid}.`;
    const key = `${prefix}${ctx.job.retryCount}`;
    for (let attempt = 0; attempt <= ctx.job.retryCount; attempt++) await storage.remove(`${prefix}${attempt}`);
    // The job's uuid in the name lets a test see the file come and go.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), tempPrefix(job.uuid)));
    const workbookFile = path.join(dir, 'courses.xlsx');
    let courseCount: number;
    let size: number;
    try {
      ({ courseCount } = await writeCourseListWorkbookFile(workbookFile, {
        db,
        scope,
        query: data.query,
        language: data.language,
        total,
        batchSize: data.batch_size,
        onProgress: async (fraction) => {
          await job.progress(fraction * 100);
          return !(await cancelled());
        },
      }));
      ({ size } = await storage.put(key, createReadStream(workbookFile), { contentType: fileKinds.xlsx.mime, maxBytes: uploadRule('course_download').maxBytes }));
    } catch (err) {
      await storage.remove(key).catch(() => undefined);
      if (err instanceof ExportCancelled) return;
      throw err;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }

    const fileName = downloadFileName(org.organization.name, data.query);
    const emailed = courseCount >= (ctx.config?.downloadEmailMinCourses ?? Number.POSITIVE_INFINITY);
    let completed = false;
    try {
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(uploadedFiles)
          .values({
            organizationId: org.organization.id,
            uploaderId: data.actor_id,
            storageKey: key,
            filename: fileName,
            mimeType: fileKinds.xlsx.mime,
            size,
            purpose: 'course_download',
          })
          .returning({ id: uploadedFiles.id });
        const result: DownloadJobResult = {
          query: data.query,
          language: data.language,
          file_id: file!.id,
          file_key: key,
          file_name: fileName,
          course_count: courseCount,
          expires_at: Date.now() + DOWNLOAD_LINK_LIFETIME_MS,
          email_pending: emailed,
          emailed_to: null,
        };
        if (!(await job.complete(tx, result as unknown as Record<string, unknown>))) tx.rollback();
        if (emailed) await ctx.send(DOWNLOAD_EMAIL_TASK, { job_uuid: job.uuid }, { tx });
        completed = true;
      });
    } finally {
      // Cancelled at the last moment (or completed by another run): keep nothing of this one.
      if (!completed) await storage.remove(key).catch(() => undefined);
    }
  },
});

/** Sends a completed download's link to the user who asked for it, once. */
export const DownloadEmailTask = defineTask<{ job_uuid: string }>({
  name: DOWNLOAD_EMAIL_TASK,
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  handler: async (ctx, data) => {
    const config = ctx.config;
    if (!config) throw new Error('the download email needs the configuration: start the queue with it');
    const db = ctx.database.db;
    const [row] = await db
      .select({ job: jobStatuses, email: users.email, organizationName: organizations.name })
      .from(jobStatuses)
      .innerJoin(organizations, eq(organizations.id, jobStatuses.organizationId))
      .leftJoin(users, eq(users.id, jobStatuses.userId))
      .where(eq(jobStatuses.uuid, data.job_uuid))
      .limit(1);
    const result = readDownloadResult(row?.job.result);
    if (!row || row.job.status !== 'completed' || !result.email_pending || result.emailed_at) return { skipped: true };
    if (!row.email || result.file_id === undefined || result.expires_at === undefined) return { skipped: 'no address' };
    const token = signDownloadToken(await downloadsSecret(db), { fileId: result.file_id, organizationId: row.job.organizationId, expiresAt: result.expires_at });
    const message = downloadReadyEmail({
      to: row.email,
      language: result.language === 'id' ? 'id' : 'en',
      organizationName: row.organizationName,
      fileName: result.file_name ?? 'courses.xlsx',
      courseCount: result.course_count ?? 0,
      url: `${config.publicUrl}${downloadPath(token)}`,
      expiresAt: new Date(result.expires_at),
    });
    await mailerFor(config, ctx.logger).send(message);
    await db
      .update(jobStatuses)
      .set({ result: sql`${jobStatuses.result} || ${JSON.stringify({ emailed_to: row.email, emailed_at: new Date().toISOString(), email_pending: false })}::jsonb` })
      .where(and(eq(jobStatuses.uuid, data.job_uuid), eq(jobStatuses.status, 'completed')));
    return { sent: true };
  },
});
