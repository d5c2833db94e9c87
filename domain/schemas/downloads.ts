// Wire shapes of "Download courses" (spec §2 course list, §4 "Download courses progress", §7,
// §8 "Create, update and delete failures").
//
//   POST /content/organizations/{id}/download_courses?<the course list's query>&include_ids[]&retried_job_id
//        → 202 downloadCoursesJobSchema. The 'download_courses' job writes an .xlsx of the matching courses
//          (include_ids: only those, still within the query's organization and the actor's access).
//          retried_job_id: a failed or cancelled job of the caller being retried with the same query;
//          it leaves the list, the new job takes its place.
//   GET  /users/download_courses_jobs?job_ids[]   → downloadCoursesJobSchema[] (the caller's own, newest first;
//          without job_ids: the caller's jobs of the last DOWNLOAD_JOBS_LISTED_DAYS days, at most DOWNLOAD_JOBS_LISTED)
//   PUT  /users/cancel_download_courses_job?job_id → downloadCoursesJobSchema (a pending or processing job; else 422)
//   GET  /downloads/{token}                       → the file: a signed link that expires (DOWNLOAD_LINK_LIFETIME_MS),
//          no session needed, so the emailed link works on any device; 404 with expired: true once expired.
// A download of at least DOWNLOAD_EMAIL_MIN_COURSES courses is also emailed to the caller with the link.
import { z } from 'zod';
import { msg } from '../messages/index.ts';
import { courseListQuery, queryArray } from './courses.ts';
import { JOB_STATUSES } from './publishing.ts';
import { idParam } from './primitives.ts';

export const DOWNLOAD_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Downloads of this many courses or more are also sent by email (config DOWNLOAD_EMAIL_MIN_COURSES overrides). */
export const DOWNLOAD_EMAIL_MIN_COURSES = 500;
export const DOWNLOAD_JOBS_LISTED = 10;
export const DOWNLOAD_JOBS_LISTED_DAYS = 7;

export const downloadCoursesQuery = courseListQuery.omit({ page: true, per: true }).extend({
  include_ids: queryArray(idParam),
  retried_job_id: z.uuid({ error: msg('invalid') }).optional(),
});
export type DownloadCoursesQuery = z.infer<typeof downloadCoursesQuery>;

export const downloadJobsQuery = z.object({ job_ids: queryArray(z.uuid({ error: msg('invalid') })) });
export const cancelDownloadJobQuery = z.object({ job_id: z.uuid({ error: msg('invalid') }) });
export const downloadTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/, { error: msg('invalid') }) });

export const downloadCoursesJobSchema = z.object({
  uuid: z.string(),
  organization_id: z.number(),
  status: z.enum(JOB_STATUSES),
  /** Percent done, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** How many courses the file holds (known once the job has counted them). */
  course_count: z.number().nullable(),
  /** e.g. "courses-sma-nusantara-2026-11-24.xlsx", once completed. */
  file_name: z.string().nullable(),
  /** The signed link, once completed and until it expires. */
  download_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The address the link was sent to ("sent to email", §4), when it was. */
  emailed_to: z.string().nullable(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type DownloadCoursesJob = z.infer<typeof downloadCoursesJobSchema>;
