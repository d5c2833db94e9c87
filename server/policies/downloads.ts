// Who may download an organization's courses and follow, cancel or retry the download jobs
// (spec §2 course list "Download courses", §4, §7):
// - starting a download: whoever may see the organization's course list (policies/courses.ts),
//   and the file holds only the courses they may open (exporters/courseListRows.ts);
// - a download job: only the user who started it, while still a member of its organization;
//   anyone else gets 404 (as GET /jobs/{uuid}, policies/jobs.ts);
// - cancelling: the job is pending or processing, else 422; retrying: it failed or was
//   cancelled and was not retried already, in the same organization, else 422.
import type { OrganizationContext } from '../auth/actor.ts';
import type { JobStatus } from '../db/schema/jobs.ts';
import { DOWNLOAD_JOB_KIND } from '../downloads/jobs.ts';
import { errors } from '../errors.ts';
import { authorizeCourseList, canListCourses } from './courses.ts';
import { canViewJob, type JobOwner } from './jobs.ts';

export interface DownloadJobRecord extends JobOwner {
  kind: string;
  status: JobStatus;
  /** The job that retried this one, if any. */
  retriedBy?: string | undefined;
}

type Memberships = readonly Pick<OrganizationContext, 'organization'>[];

export const canDownloadCourses = canListCourses;

export function authorizeDownloadCourses(ctx: OrganizationContext): void {
  authorizeCourseList(ctx);
}

export function canViewDownloadJob(actorId: number, memberships: Memberships, job: DownloadJobRecord): boolean {
  return job.kind === DOWNLOAD_JOB_KIND && canViewJob(actorId, memberships, job);
}

const notRunning = { en: 'This download is no longer running.', id: 'Unduhan ini tidak sedang berjalan.' };
const notRetriable = { en: 'This download cannot be retried.', id: 'Unduhan ini tidak dapat diulang.' };

/** 404 for a job that is not the actor's; 422 when it has finished. */
export function authorizeCancelDownloadJob(actorId: number, memberships: Memberships, job: DownloadJobRecord): void {
  if (!canViewDownloadJob(actorId, memberships, job)) throw errors.notFound();
  if (job.status !== 'pending' && job.status !== 'processing') throw errors.unprocessable({ job_id: notRunning }, notRunning);
}

export function canRetryDownloadJob(actorId: number, memberships: Memberships, job: DownloadJobRecord | undefined, organizationId: number): boolean {
  return (
    job !== undefined &&
    canViewDownloadJob(actorId, memberships, job) &&
    job.organizationId === organizationId &&
    (job.status === 'failed' || job.status === 'cancelled') &&
    !job.retriedBy
  );
}

/** The 422 of a job that may not be retried, also for the retry that lost the race to claim it. */
export function retryRefused() {
  return errors.unprocessable({ retried_job_id: notRetriable }, notRetriable);
}

/** 422 (never 404: the id is a field of the request) unless the job may be retried by the actor. */
export function authorizeRetryDownloadJob(actorId: number, memberships: Memberships, job: DownloadJobRecord | undefined, organizationId: number): void {
  if (!canRetryDownloadJob(actorId, memberships, job, organizationId)) throw retryRefused();
}
