// "Your downloads" (spec §4, §7, §9): the recent jobs are read whole once, then only the
// unfinished ones are asked for (job_ids[]) every 3 s until none runs; the percentage, "Sent to
// email", Download (the signed link), Cancel, Retry, and the §8 text of a failed job. The test
// owns the polling clock (setInterval is faked): no poll happens unless the test moves it.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS } from '../../../../domain/constants.ts';
import type { DownloadCoursesJob } from '../../../../domain/schemas/downloads.ts';
import { i18n } from '../../../i18n/index.ts';
import { act, screen, user, waitFor } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseServer, courseSummary } from '../../../test/fixtures/courses.ts';
import { cancels, downloadJob, downloadPosts, JOB_UUID, jobReads } from './test/jobs.ts';

const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const EXPIRED = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

/** The jobs list answers `first`; each poll (job_ids[]) answers the next of `polls`, the last one repeating. */
function server(first: DownloadCoursesJob[], polls: DownloadCoursesJob[][] = [], handlers: Record<string, Handler> = {}) {
  let next = 0;
  return courseServer({
    list: () => ({ items: [courseSummary()] }),
    handlers: {
      'GET /users/download_courses_jobs': ({ url }) => {
        if (!url.searchParams.has('job_ids[]')) return json(first);
        return json(polls[Math.min(next++, polls.length - 1)] ?? []);
      },
      ...handlers,
    },
  });
}

const panel = () => screen.findByRole('region', { name: 'Your downloads' });
const row = (uuid = JOB_UUID) => screen.getByTestId(`download-job-${uuid}`);
const tick = (ms = JOB_POLL_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Your downloads', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('polls the unfinished job every 3 s with job_ids[], shows its percentage, then the Download link, and stops', async () => {
    const done = downloadJob({ uuid: OTHER, status: 'completed', progress: 100, course_count: 4, file_name: 'old.xlsx', download_url: '/downloads/old', expires_at: '2026-11-30T03:02:00.000Z' });
    const api = server(
      [downloadJob({ progress: 20 }), done],
      [
        [downloadJob({ progress: 60 })],
        [
          downloadJob({
            status: 'completed',
            progress: 100,
            file_name: 'courses-sma-nusantara-2026-11-24.xlsx',
            download_url: '/downloads/abc.def',
            expires_at: '2026-12-01T03:02:00.000Z',
          }),
        ],
      ],
    );
    renderApp('/en/');
    await panel();
    expect(within(row()).getByRole('progressbar', { name: '20 percent done' })).toBeTruthy();
    expect(within(row()).getByText('Preparing the spreadsheet…')).toBeTruthy();
    expect(within(row()).getByText('37 courses')).toBeTruthy();
    expect(jobReads(api.calls).map((read) => read.search)).toEqual(['']);

    await tick(JOB_POLL_MS - 1);
    expect(jobReads(api.calls)).toHaveLength(1);
    await tick(1);
    await waitFor(() => expect(within(row()).getByRole('progressbar', { name: '60 percent done' })).toBeTruthy());
    // Only the unfinished job is asked for.
    expect(jobReads(api.calls)[1]!.query.getAll('job_ids[]')).toEqual([JOB_UUID]);

    await tick();
    const link = await within(row()).findByRole('link', { name: 'Download courses-sma-nusantara-2026-11-24.xlsx' });
    expect(link.getAttribute('href')).toBe('/downloads/abc.def');
    expect(link.getAttribute('download')).toBe('courses-sma-nusantara-2026-11-24.xlsx');
    expect(row().textContent).toContain('Ready');
    expect(row().textContent).toContain('Link works until Dec 1, 2026');
    expect(within(row()).queryByRole('button', { name: /Cancel/ })).toBeNull();
    // The finished job was never asked for again.
    expect(within(row(OTHER)).getByRole('link', { name: 'Download old.xlsx' })).toBeTruthy();

    const after = jobReads(api.calls).length;
    await tick(JOB_POLL_MS * 4);
    expect(jobReads(api.calls)).toHaveLength(after);
  });

  it('asks for nothing more when every job has ended, and shows "Sent to email", cancelled and expired', async () => {
    const api = server([
      downloadJob({ status: 'completed', progress: 100, course_count: 812, file_name: 'big.xlsx', download_url: '/downloads/big', expires_at: '2026-12-01T03:02:00.000Z', emailed_to: 'admin@nusantara.sch.id' }),
      downloadJob({ uuid: OTHER, status: 'cancelled', progress: 30 }),
      downloadJob({ uuid: EXPIRED, status: 'completed', progress: 100, file_name: 'gone.xlsx', download_url: null, expires_at: '2026-11-01T00:00:00.000Z' }),
    ]);
    renderApp('/en/');
    await panel();
    expect(row(EXPIRED).textContent).toContain('The link has expired.');
    expect(within(row(EXPIRED)).queryByRole('link')).toBeNull();
    expect(row().textContent).toContain('Sent to email (admin@nusantara.sch.id)');
    expect(row().textContent).toContain('812 courses');
    expect(row(OTHER).textContent).toContain('Cancelled');
    expect(within(row(OTHER)).getByRole('button', { name: 'Retry the download of 37 courses' })).toBeTruthy();
    await tick(JOB_POLL_MS * 3);
    expect(jobReads(api.calls)).toHaveLength(1);
  });

  it('Cancel puts the job to rest (PUT with job_id) and the polling stops', async () => {
    const api = server([downloadJob({ progress: 40 })], [[downloadJob({ progress: 45 })]], {
      'PUT /users/cancel_download_courses_job': () => json(downloadJob({ status: 'cancelled', progress: 45 })),
    });
    renderApp('/en/');
    await panel();
    await user.click(within(row()).getByRole('button', { name: 'Cancel the download of 37 courses' }));
    await waitFor(() => expect(row().getAttribute('data-status')).toBe('cancelled'));
    expect(cancels(api.calls).map((call) => call.query.get('job_id'))).toEqual([JOB_UUID]);
    expect(row().textContent).toContain('Cancelled');

    const after = jobReads(api.calls).length;
    await tick(JOB_POLL_MS * 3);
    expect(jobReads(api.calls)).toHaveLength(after);
  });

  it('a failed job shows the §8 text and its reason; Retry sends retried_job_id and the new job takes its place', async () => {
    const retried = downloadJob({ uuid: OTHER, status: 'pending', progress: 0, course_count: null });
    const api = server([downloadJob({ status: 'failed', progress: 50, error: 'The server stopped while writing the file.' })], [[retried]], {
      'POST /content/organizations/1/download_courses': () => json(retried, 202),
    });
    renderApp('/en/');
    await panel();
    expect(within(row()).getByRole('alert').textContent).toBe('Failed to download courses. Please try again.');
    expect(row().textContent).toContain('The server stopped while writing the file.');

    await user.click(within(row()).getByRole('button', { name: 'Retry the download of 37 courses' }));
    await waitFor(() => expect(screen.queryByTestId(`download-job-${JOB_UUID}`)).toBeNull());
    const [post] = downloadPosts(api.calls);
    expect(post!.path).toBe('/content/organizations/1/download_courses');
    expect(post!.query.get('retried_job_id')).toBe(JOB_UUID);
    expect(row(OTHER).textContent).toContain('Waiting to start…');
    expect(row(OTHER).textContent).toContain('Course list');

    // The new job is polled.
    await tick();
    await waitFor(() => expect(jobReads(api.calls).at(-1)!.query.getAll('job_ids[]')).toEqual([OTHER]));
  });

  it('a Cancel that fails says so and keeps the job', async () => {
    server([downloadJob({ progress: 40 })], [[downloadJob({ progress: 40 })]], {
      'PUT /users/cancel_download_courses_job': () => json({ error: 'unprocessable_entity', message: 'no' }, 422),
    });
    renderApp('/en/');
    await panel();
    await user.click(within(row()).getByRole('button', { name: 'Cancel the download of 37 courses' }));
    expect(await screen.findByText('Failed to cancel the download. Please try again.')).toBeTruthy();
    expect(row().getAttribute('data-status')).toBe('processing');
  });

  it('shows this organization’s jobs only, the first three and the rest behind “Show all”, and nothing when there are none', async () => {
    const jobs = ['a', 'b', 'c', 'd'].map((letter, index) =>
      downloadJob({ uuid: `${letter.repeat(8)}-0000-4000-8000-000000000000`, status: 'cancelled', course_count: index + 1 }),
    );
    server([...jobs, downloadJob({ organization_id: 2, status: 'cancelled' })]);
    const first = renderApp('/en/');
    const region = await panel();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(region).getByRole('button', { name: 'Show all 4' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(region.textContent).not.toContain('37 courses');
    first.unmount();

    server([]);
    renderApp('/en/');
    await screen.findByText('Matematika Kelas 10');
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
  });

  it('speaks Indonesian', async () => {
    server([
      // The server's reason when it has none in particular is the same §8 line: said once.
      downloadJob({ status: 'failed', progress: 50, error: 'Gagal mengunduh kursus. Silakan coba lagi.' }),
      downloadJob({ uuid: OTHER, progress: 55, emailed_to: 'admin@nusantara.sch.id' }),
    ]);
    await i18n.changeLanguage('id');
    renderApp('/id/');
    await screen.findByRole('region', { name: 'Unduhan Anda' });
    expect(within(row()).getByRole('alert').textContent).toBe('Gagal mengunduh kursus. Silakan coba lagi.');
    expect(row().textContent!.split('Gagal mengunduh kursus').length - 1).toBe(1);
    expect(within(row()).getByRole('button', { name: 'Coba lagi unduhan 37 kursus' })).toBeTruthy();
    expect(within(row(OTHER)).getByRole('progressbar', { name: '55 persen selesai' })).toBeTruthy();
    expect(row(OTHER).textContent).toContain('Dikirim ke email (admin@nusantara.sch.id)');
    expect(row(OTHER).textContent).toContain('Dimulai 24 Nov 2026');
  });
});
