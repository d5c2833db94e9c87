// The caller's download jobs as the routes read them (one job by its uuid: queries/jobStatus.ts findJobStatus).
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { DOWNLOAD_JOBS_LISTED, DOWNLOAD_JOBS_LISTED_DAYS } from '../../domain/schemas/downloads.ts';
import type { Db } from '../db/client.ts';
import { jobStatuses, type JobStatusRow } from '../db/schema/index.ts';
import { DOWNLOAD_JOB_KIND, readDownloadResult } from '../downloads/jobs.ts';
import type { DownloadJobRecord } from '../policies/downloads.ts';


export function jobRecord(row: JobStatusRow): DownloadJobRecord {
  return { organizationId: row.organizationId, userId: row.userId, kind: row.kind, status: row.status, retriedBy: readDownloadResult(row.result).retried_by };
}

/**
 * The user's download jobs in the organizations given (their memberships), newest first, not
 * those retried since: `uuids` when given, else those of the last DOWNLOAD_JOBS_LISTED_DAYS
 * days, at most DOWNLOAD_JOBS_LISTED.
 */
export async function listDownloadJobs(db: Db, userId: number, organizationIds: number[], uuids: string[]): Promise<JobStatusRow[]> {
  if (organizationIds.length === 0) return [];
  const where = and(
    eq(jobStatuses.userId, userId),
    eq(jobStatuses.kind, DOWNLOAD_JOB_KIND),
    inArray(jobStatuses.organizationId, organizationIds),
    isNull(sql`${jobStatuses.result}->>'retried_by'`),
    uuids.length ? inArray(jobStatuses.uuid, uuids) : gt(jobStatuses.createdAt, sql`now() - make_interval(days => ${DOWNLOAD_JOBS_LISTED_DAYS})`),
  );
  const query = db.select().from(jobStatuses).where(where).orderBy(desc(jobStatuses.createdAt), desc(jobStatuses.uuid));
  return uuids.length ? query : query.limit(DOWNLOAD_JOBS_LISTED);
}
