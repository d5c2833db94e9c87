// The job hook and its progress modal (spec §4): polled every 3 s (the test owns the
// polling clock: setInterval is faked, so no poll happens unless the test moves it), a
// percentage shown, polling stops when the job ends, a failed job is a 422 with its reason.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS } from '../../../domain/constants.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { i18n } from '../../i18n/index.ts';
import { act, screen, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { ApiError } from '../../lib/http.ts';
import { JobProgressModal } from './index.ts';

const uuid = '0b3c7f4e-8d2a-4c61-9f0e-2a7d5b9c1e33';
const job = (over: Partial<JobStatusReply>): JobStatusReply => ({
  uuid,
  kind: 'publish',
  status: 'processing',
  progress: 0,
  result: null,
  error: null,
  ...over,
});

/** The server's answers, one per poll; the last one repeats. */
function jobServer(replies: JobStatusReply[]) {
  let next = 0;
  return fakeApi({
    [`GET /jobs/${uuid}`]: () => json(replies[Math.min(next++, replies.length - 1)]),
  });
}

const polls = (calls: { path: string }[]) => calls.filter((c) => c.path === `/jobs/${uuid}`).length;

describe('JobProgressModal', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the percentage while the job runs, polls every 3 s, and hands over the completed job once', async () => {
    const api = jobServer([
      job({ status: 'pending' }),
      job({ progress: 40 }),
      job({ status: 'completed', progress: 100, result: { topics: 2 } }),
    ]);
    const onCompleted = vi.fn();
    const onFailed = vi.fn();
    renderWithApp(<JobProgressModal uuid={uuid} title="Publishing" onCompleted={onCompleted} onFailed={onFailed} />);

    expect(await screen.findByText('Waiting to start…')).toBeTruthy();
    screen.getByText('0%');
    expect(polls(api.calls)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS - 1));
    expect(polls(api.calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await screen.findByText('Working on it…')).toBeTruthy();
    expect(screen.getAllByText('40%').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: '40 percent done' }).getAttribute('aria-valuenow')).toBe('40');

    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(onCompleted).toHaveBeenCalledWith(expect.objectContaining({ status: 'completed', result: { topics: 2 } }));
    expect(onFailed).not.toHaveBeenCalled();

    // Finished: no more polls however long the modal stays open.
    const after = polls(api.calls);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 5));
    expect(polls(api.calls)).toBe(after);
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('a failed job is a 422 carrying its reason, and polling stops', async () => {
    const api = jobServer([
      job({ progress: 10 }),
      job({ status: 'failed', progress: 10, error: 'The content changed while publishing. Refresh the page and try again.' }),
    ]);
    const onCompleted = vi.fn();
    const onFailed = vi.fn<(error: ApiError) => void>();
    renderWithApp(<JobProgressModal uuid={uuid} title="Publishing" onCompleted={onCompleted} onFailed={onFailed} />);

    expect(await screen.findByText('Working on it…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    const error = onFailed.mock.calls[0]![0];
    expect(error.status).toBe(422);
    expect(error.kind).toBe('unprocessableEntity');
    expect(error.message).toBe('The content changed while publishing. Refresh the page and try again.');
    expect(onCompleted).not.toHaveBeenCalled();

    const after = polls(api.calls);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 3));
    expect(polls(api.calls)).toBe(after);
  });

  it('a job that cannot be read (404) stops polling and is handed over as that error', async () => {
    const api = fakeApi({});
    const onFailed = vi.fn<(error: ApiError) => void>();
    renderWithApp(<JobProgressModal uuid={uuid} title="Publishing" onCompleted={vi.fn()} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed.mock.calls[0]![0].status).toBe(404);
    const after = polls(api.calls);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 3));
    expect(polls(api.calls)).toBe(after);
  });

  it('tells a screen reader its state and each quarter reached, not every percent', async () => {
    jobServer([
      job({ status: 'pending' }),
      job({ progress: 10 }),
      job({ progress: 30 }),
      job({ progress: 45 }),
      job({ progress: 60 }),
      job({ status: 'completed', progress: 100, result: {} }),
    ]);
    renderWithApp(<JobProgressModal uuid={uuid} title="Publishing" onCompleted={vi.fn()} onFailed={vi.fn()} />);
    const region = await screen.findByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    await waitFor(() => expect(region.textContent).toBe('Waiting to start…'));
    const heard: string[] = [];
    for (const visible of ['10%', '30%', '45%', '60%']) {
      await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
      await waitFor(() => expect(screen.getAllByText(visible).length).toBeGreaterThan(0));
      heard.push(screen.getByRole('status').textContent!);
    }
    expect(heard).toEqual([
      'Working on it…',
      'Working on it…25 percent done',
      'Working on it…25 percent done',
      'Working on it…50 percent done',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Done.'));
  });

  it('gives a long title room to wrap: normal line-height', async () => {
    jobServer([job({ status: 'processing', progress: 10 })]);
    const title = 'Copying course “Bahasa Indonesia / Kelas XII, Semester Genap, Kurikulum Merdeka”';
    renderWithApp(<JobProgressModal uuid={uuid} title={title} onCompleted={vi.fn()} onFailed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: title });
    const heading = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(heading.style.lineHeight).toBe('var(--mantine-line-height-sm)');
  });

  it('shows nothing and asks nothing without a job', async () => {
    const api = fakeApi({});
    renderWithApp(<JobProgressModal uuid={null} title="Publishing" onCompleted={vi.fn()} onFailed={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 2));
    expect(screen.queryByText('Publishing')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('speaks Indonesian', async () => {
    jobServer([job({ progress: 55 })]);
    await i18n.changeLanguage('id');
    renderWithApp(<JobProgressModal uuid={uuid} title="Menerbitkan" onCompleted={vi.fn()} onFailed={vi.fn()} />, { path: '/id/' });
    expect(await screen.findByText('Sedang diproses…')).toBeTruthy();
    screen.getByRole('progressbar', { name: '55 persen selesai' });
  });
});
