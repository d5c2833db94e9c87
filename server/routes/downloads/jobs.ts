// The caller's download jobs (spec §4 "Download courses progress"): GET /users/download_courses_jobs?job_ids[]
// (only the caller's; anyone else's uuids are simply not listed) and
// PUT /users/cancel_download_courses_job?job_id (the caller's pending or processing job → cancelled).
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/account.ts';
import { cancelDownloadJobQuery, downloadCoursesJobSchema, downloadJobsQuery } from '../../../domain/schemas/downloads.ts';
import { organizationsOf } from '../../auth/actor.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { AppContext, App } from '../../context.ts';
import { jobStatuses } from '../../db/schema/index.ts';
import { downloadsSecret } from '../../downloads/tokens.ts';
import { errors } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { authorizeCancelDownloadJob } from '../../policies/downloads.ts';
import { presentDownloadJob } from '../../presenters/downloadJob.ts';
import { findJobStatus } from '../../queries/jobStatus.ts';
import { jobRecord, listDownloadJobs } from '../../loaders/download.ts';

export function downloadJobRoutes(app: App, ctx: AppContext) {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.get(
    '/users/download_courses_jobs',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "The caller's course downloads, newest first (job_ids[]: those; else the recent ones)",
        querystring: downloadJobsQuery,
        response: { 200: z.array(downloadCoursesJobSchema), 401: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const memberships = await organizationsOf(db, user);
      const rows = await listDownloadJobs(
        db,
        user.id,
        memberships.map((m) => m.organization.id),
        request.query.job_ids,
      );
      const language = requestLanguage(request);
      const secret = await downloadsSecret(db);
      return rows.map((row) => presentDownloadJob(row, language, secret));
    },
  );

  app.put(
    '/users/cancel_download_courses_job',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "Cancel the caller's pending or processing course download",
        querystring: cancelDownloadJobQuery,
        response: { 200: downloadCoursesJobSchema, 401: errorReply, 404: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findJobStatus(db, request.query.job_id);
      if (!row) throw errors.notFound();
      authorizeCancelDownloadJob(user.id, await organizationsOf(db, user), jobRecord(row));
      const [cancelled] = await db
        .update(jobStatuses)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(jobStatuses.uuid, row.uuid), inArray(jobStatuses.status, ['pending', 'processing'])))
        .returning();
      // It finished in the meantime.
      if (!cancelled) authorizeCancelDownloadJob(user.id, await organizationsOf(db, user), jobRecord((await findJobStatus(db, row.uuid))!));
      return presentDownloadJob(cancelled ?? (await findJobStatus(db, row.uuid))!, requestLanguage(request), await downloadsSecret(db));
    },
  );
}
