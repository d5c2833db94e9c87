// Wire-shaped download jobs for the download tests, and the download requests a test made.
import type { DownloadCoursesJob } from '../../../../../domain/schemas/downloads.ts';
import type { Call } from '../../../../test/fakeApi.ts';

export const JOB_UUID = '5f0e6c1a-7b2d-4e8f-9a31-0c4d2b7e6f18';

export function downloadJob(overrides: Partial<DownloadCoursesJob> = {}): DownloadCoursesJob {
  return {
    uuid: JOB_UUID,
    organization_id: 1,
    status: 'processing',
    progress: 20,
    course_count: 37,
    file_name: null,
    download_url: null,
    expires_at: null,
    emailed_to: null,
    error: null,
    created_at: '2026-11-24T03:02:00.000Z',
    ...overrides,
  };
}

const requests = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).map((call) => ({ ...call, query: new URLSearchParams(call.search) }));

export const downloadPosts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith('/download_courses')).map((call) => ({ ...call, query: new URLSearchParams(call.search) }));

export const jobReads = (calls: Call[]) => requests(calls, 'GET', '/users/download_courses_jobs');

export const cancels = (calls: Call[]) => requests(calls, 'PUT', '/users/cancel_download_courses_job');
