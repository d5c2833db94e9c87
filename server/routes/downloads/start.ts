// POST /content/organizations/{id}/download_courses?<the course list's query>&include_ids[]&retried_job_id
// → 202, the job (spec §2 "Download courses"). Whoever may see the course list may download it;
// the file holds the courses of the query (only include_ids when given) that the caller may
// open. retried_job_id: the caller's failed or cancelled download, whose query is used again;
// it leaves the list and the new job takes its place.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { downloadCoursesJobSchema, downloadCoursesQuery } from '../../../domain/schemas/downloads.ts';
import { organizationsOf } from '../../auth/actor.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { organizationContext } from '../../auth/scope.ts';
import type { AppContext, App } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { jobStatuses } from '../../db/schema/index.ts';
import { DOWNLOAD_JOB_KIND, DOWNLOAD_TASK, readDownloadResult, type DownloadJobResult } from '../../downloads/jobs.ts';
import { downloadsSecret } from '../../downloads/tokens.ts';
import { requestLanguage } from '../../i18n.ts';
import type { DownloadCoursesJobData } from '../../jobs/tasks/DownloadCoursesTask.ts';
import { startJob } from '../../jobs/tracked.ts';
import { authorizeDownloadCourses, authorizeRetryDownloadJob, retryRefused } from '../../policies/downloads.ts';
import { presentDownloadJob } from '../../presenters/downloadJob.ts';
import { findJobStatus } from '../../queries/jobStatus.ts';
import { courseErrorReplies, idParams } from '../courses/schema.ts';
import { jobRecord } from '../../loaders/download.ts';

/**
 * Marks `retried` as retried by `by`, if it still may be (failed or cancelled, not retried yet):
 * a conditional UPDATE, so that of concurrent retries exactly one sees its row come back.
 */
async function claimRetry(tx: Tx, retried: string, by: string): Promise<boolean> {
  const claimed = await tx
    .update(jobStatuses)
    .set({ result: sql`coalesce(${jobStatuses.result}, '{}'::jsonb) || ${JSON.stringify({ retried_by: by })}::jsonb` })
    .where(
      and(
        eq(jobStatuses.uuid, retried),
        eq(jobStatuses.kind, DOWNLOAD_JOB_KIND),
        inArray(jobStatuses.status, ['failed', 'cancelled']),
        isNull(sql`${jobStatuses.result}->>'retried_by'`),
      ),
    )
    .returning({ uuid: jobStatuses.uuid });
  return claimed.length === 1;
}

export function downloadStartRoutes(app: App, ctx: AppContext) {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/content/organizations/:id/download_courses',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "Start a spreadsheet download of the organization's course list (the list's query, include_ids, retried_job_id)",
        params: idParams,
        querystring: downloadCoursesQuery,
        response: { 202: downloadCoursesJobSchema, ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const org = await organizationContext(db, user, request.params.id);
      authorizeDownloadCourses(org);
      const language = requestLanguage(request);
      let query = request.query;
      const retried = request.query.retried_job_id;
      if (retried) {
        const old = await findJobStatus(db, retried);
        authorizeRetryDownloadJob(user.id, await organizationsOf(db, user), old ? jobRecord(old) : undefined, org.organization.id);
        query = readDownloadResult(old!.result).query ?? query;
      }
      const { retried_job_id: _retried, ...stored } = query;
      const data: DownloadCoursesJobData = { organization_id: org.organization.id, actor_id: user.id, language, query: stored };
      // The query stays with the job (a retry reuses it); the job's own result cannot be quicker: it sees the row once this commits.
      const initial: DownloadJobResult = { query: stored, language };
      const uuid = randomUUID();
      await ctx.queue.ready();
      await db.transaction(async (tx) => {
        // Claim the retried job first, atomically: of two retries at once, one claims it and the other finds it taken (422).
        if (retried && !(await claimRetry(tx, retried, uuid))) throw retryRefused();
        await startJob({ db: tx, queue: ctx.queue }, { task: DOWNLOAD_TASK, kind: DOWNLOAD_JOB_KIND, uuid, organizationId: org.organization.id, userId: user.id, data: { ...data } });
        await tx
          .update(jobStatuses)
          .set({ result: initial as unknown as Record<string, unknown> })
          .where(eq(jobStatuses.uuid, uuid));
      });
      const row = (await findJobStatus(db, uuid))!;
      return reply.code(202).send(presentDownloadJob(row, language, await downloadsSecret(db)));
    },
  );
}
