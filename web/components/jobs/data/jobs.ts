// A background job on the wire (GET /jobs/{uuid}) and the hook that polls it every 3 s
// (spec §4 "Background jobs", §9) until it is completed or failed.
// A failed job is treated as an unprocessable error (§4): an ApiError with status 422 and the
// job's reason, in the user's language (the server words it).
import { useQuery } from '@tanstack/react-query';
import { JOB_POLL_MS } from '../../../../domain/constants.ts';
import { FAILED_JOB_STATUS } from '../../../../domain/errors.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { ApiError, http } from '../../../lib/http.ts';

export const jobKeys = {
  all: ['jobs'] as const,
  detail: (uuid: string) => [...jobKeys.all, uuid] as const,
};

export function fetchJob(uuid: string, signal?: AbortSignal): Promise<JobStatusReply> {
  return http.get<JobStatusReply>(`/jobs/${encodeURIComponent(uuid)}`, { signal });
}

/** Completed, failed or cancelled: the job will not change any more. */
export function isJobFinished(job: JobStatusReply | undefined): boolean {
  return job !== undefined && (job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled');
}

/** The failure of a failed (or cancelled) job, as the 422 the screens show (§4). */
export function jobFailure(job: JobStatusReply): ApiError {
  return new ApiError(FAILED_JOB_STATUS, { error: 'job_failed', message: job.error ?? '' });
}

export type UseJobResult = {
  job: JobStatusReply | undefined;
  /** The job failed (422 with its reason), or it could not be read (e.g. 404). */
  failure: ApiError | null;
  /** Nothing more will change: completed, failed, or no longer readable. */
  finished: boolean;
};

/** Polls the job every JOB_POLL_MS while it runs; no request while `uuid` is null. */
export function useJob(uuid: string | null): UseJobResult {
  const query = useQuery({
    queryKey: jobKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => fetchJob(uuid!, signal),
    enabled: uuid !== null,
    refetchInterval: (q) => (isJobFinished(q.state.data) || q.state.status === 'error' ? false : JOB_POLL_MS),
    // A hidden tab keeps polling: the job's end must reach the page that started it.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  const job = query.data;
  if (job && (job.status === 'failed' || job.status === 'cancelled')) return { job, failure: jobFailure(job), finished: true };
  if (query.error) {
    const failure = query.error instanceof ApiError ? query.error : new ApiError(0, { message: query.error.message });
    return { job, failure, finished: true };
  }
  return { job, failure: null, finished: isJobFinished(job) };
}
