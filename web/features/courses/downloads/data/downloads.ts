// "Download courses" on the wire (spec §7, contract in domain/schemas/downloads.ts): start a
// job with the course list's query (plus include_ids when rows are selected, or retried_job_id
// to retry a failed or cancelled one), the caller's recent jobs, and cancel. The jobs are one
// cached list: read whole at first, then only the unfinished ones are asked for again
// (`job_ids[]`) every 3 s (§9) and merged in; nothing is polled when every job has ended.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { JOB_POLL_MS } from '../../../../../domain/constants.ts';
import type { DownloadCoursesJob } from '../../../../../domain/schemas/downloads.ts';
import { http, request } from '../../../../lib/http.ts';
import type { CourseListApiQuery } from '../../list/listParams.ts';

/** The list's query as a download sends it: every filter, the search and the sort; no page. */
export type DownloadQuery = Omit<CourseListApiQuery, 'page' | 'per'>;

export function downloadQueryOf(query: CourseListApiQuery): DownloadQuery {
  const { page: _page, per: _per, ...rest } = query;
  return rest;
}

export const downloadKeys = {
  all: ['course-downloads'] as const,
  jobs: () => [...downloadKeys.all, 'jobs'] as const,
};

const JOBS_PATH = '/users/download_courses_jobs';

/** Pending or processing: the job may still change. */
export function isUnfinished(job: DownloadCoursesJob): boolean {
  return job.status === 'pending' || job.status === 'processing';
}

/** The cached list with `updates` in place of the jobs they update (by uuid). */
function merged(jobs: DownloadCoursesJob[], updates: DownloadCoursesJob[]): DownloadCoursesJob[] {
  const byId = new Map(updates.map((job) => [job.uuid, job]));
  return jobs.map((job) => byId.get(job.uuid) ?? job);
}

/** A new job on top of the list; the job it retries leaves it (the new one takes its place). */
function withNewJob(queryClient: QueryClient, job: DownloadCoursesJob, replaced?: string) {
  queryClient.setQueryData<DownloadCoursesJob[]>(downloadKeys.jobs(), (jobs = []) => [
    job,
    ...jobs.filter((other) => other.uuid !== job.uuid && other.uuid !== replaced),
  ]);
}

/**
 * The caller's recent download jobs, newest first. The first read (and a read when nothing
 * runs) asks for the whole list; while some jobs are unfinished, each poll asks for those.
 */
export function useDownloadJobs() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: downloadKeys.jobs(),
    queryFn: async ({ signal }) => {
      const known = queryClient.getQueryData<DownloadCoursesJob[]>(downloadKeys.jobs());
      const running = known?.filter(isUnfinished).map((job) => job.uuid) ?? [];
      if (!known || running.length === 0) return http.get<DownloadCoursesJob[]>(JOBS_PATH, { signal });
      const updates = await http.get<DownloadCoursesJob[]>(JOBS_PATH, { query: { job_ids: running }, signal });
      // Read again: a job started or cancelled while the poll was in flight stays.
      return merged(queryClient.getQueryData<DownloadCoursesJob[]>(downloadKeys.jobs()) ?? known, updates);
    },
    refetchInterval: (query) => (query.state.data?.some(isUnfinished) ? JOB_POLL_MS : false),
    // A download's end must reach the page even while the tab is hidden.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export type StartDownload = {
  organizationId: number;
  /** The list's query; a retry leaves it out (the server keeps the retried job's query). */
  query?: DownloadQuery;
  /** Only these courses (the selected rows). */
  includeIds?: number[];
  /** A failed or cancelled job being retried. */
  retriedJobId?: string;
};

/** POST /content/organizations/{id}/download_courses: the query goes in the query string. */
export function useStartDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, query, includeIds, retriedJobId }: StartDownload) =>
      request<DownloadCoursesJob>('POST', `/content/organizations/${organizationId}/download_courses`, {
        query: {
          ...query,
          include_ids: includeIds?.length ? includeIds : undefined,
          retried_job_id: retriedJobId,
        },
      }),
    onSuccess: (job, { retriedJobId }) => withNewJob(queryClient, job, retriedJobId),
  });
}

/** PUT /users/cancel_download_courses_job?job_id. */
export function useCancelDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      request<DownloadCoursesJob>('PUT', '/users/cancel_download_courses_job', { query: { job_id: uuid } }),
    onSuccess: (job) =>
      queryClient.setQueryData<DownloadCoursesJob[]>(downloadKeys.jobs(), (jobs = []) => merged(jobs, [job])),
  });
}
