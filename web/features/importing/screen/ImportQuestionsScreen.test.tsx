// The import page: browse the test bank's courses (search, grade), a course's units and
// topics, a topic's questions rendered; select questions and a passage (with its questions)
// in the order chosen; import at once or as a job; the §8 failure; the §6 guard.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import type { Call } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { organizationDetail } from '../../../test/fixtures.ts';
import { courseSummary } from '../../../test/fixtures/copyMove.ts';
import { PROVIDER_ID, TARGET_TOPIC, importHandlers, job } from '../test/fixtures.ts';

afterEach(() => window.localStorage.clear());

const address = `/en/topics/${TARGET_TOPIC}/organizations/pena/import`;
const importCalls = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === `/content/topics/${TARGET_TOPIC}/import_questions`);

async function openBankTopic() {
  await user.click(await screen.findByRole('button', { name: 'Open course Bank Soal Matematika SMA' }));
  await user.click(await screen.findByRole('button', { name: 'Open topic Persamaan kuadrat' }));
  return screen.findByTestId('source-topic-view');
}

describe('import from the test bank', () => {
  it('browses to a topic, shows its questions rendered, imports the chosen ones in order and goes back to the topic', async () => {
    const api = fakeApi(importHandlers());
    const { router } = renderApp(address);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilangan bulat' })).toBeTruthy();
    expect(screen.getByTestId('import-source').textContent).toBe('Pena test bank');
    expect(await screen.findByText('2 courses')).toBeTruthy();
    // The browsing calls name the importing organization (the topic's).
    const list = api.calls.find((c) => c.path === `/importing/organizations/${PROVIDER_ID}/courses`)!;
    expect(new URLSearchParams(list.search).get('organization_id')).toBe('1');

    const view = await openBankTopic();
    expect(router.state.location.search).toBe('?course=900&topic=950');
    expect(within(view).getAllByTestId('question-preview')).toHaveLength(4);
    within(view).getByText('Akar dari x² − 5x + 6 = 0 adalah …');
    // An empty topic cannot be opened.
    await user.click(within(screen.getByTestId('import-crumbs')).getByRole('button', { name: 'Bank Soal Matematika SMA' }));
    expect((await screen.findByRole('button', { name: 'Open topic Kosong' })).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open topic Persamaan kuadrat' }));

    // Question 2 first, then question 1: the order chosen is the order imported.
    await user.click(await screen.findByRole('checkbox', { name: 'Select question 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select question 1' }));
    const tray = screen.getByTestId('selection-tray');
    expect(within(tray).getByTestId('selection-count').textContent).toBe('2 questions');
    expect(within(tray).getAllByTestId('selection-entry').map((e) => e.textContent)).toEqual([
      expect.stringContaining('Diskriminan'),
      expect.stringContaining('Akar dari'),
    ]);

    await user.click(within(tray).getByRole('button', { name: 'Import 2 questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/topics/${TARGET_TOPIC}/questions`));
    expect(await screen.findByText('2 questions imported.')).toBeTruthy();
    const [sent] = importCalls(api.calls);
    expect(sent!.body).toEqual({ organization_id: PROVIDER_ID, question_ids: [9502, 9501], passage_ids: [], request_id: expect.any(String), import_again: false });
    // The topic's questions are read compared with the target topic.
    const read = api.calls.find((c) => c.path === '/importing/topics/950/questions')!;
    expect(new URLSearchParams(read.search).get('topic_id')).toBe(String(TARGET_TOPIC));
  });

  it('selects a passage with its questions, and all of a topic at once', async () => {
    const api = fakeApi(importHandlers());
    renderApp(address);
    await openBankTopic();
    const tray = screen.getByTestId('selection-tray');

    await user.click(screen.getByRole('checkbox', { name: 'Select the passage “Lintasan bola” with its 2 questions' }));
    expect(within(tray).getByTestId('selection-count').textContent).toBe('2 questions');
    within(tray).getByText('Passage with 2 questions · Persamaan kuadrat');
    const all = screen.getByRole('checkbox', { name: 'Select all in this topic (4 questions)' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.getAttribute('data-indeterminate')).toBe('true');

    await user.click(all);
    expect(within(tray).getByTestId('selection-count').textContent).toBe('4 questions');
    await user.click(within(tray).getByRole('button', { name: 'Import 4 questions' }));
    await waitFor(() => expect(importCalls(api.calls)).toHaveLength(1));
    expect(importCalls(api.calls)[0]!.body).toMatchObject({ question_ids: [9503, 9504, 9501, 9502], passage_ids: [9601] });
  });

  it('searches after the pause and filters by grade level', async () => {
    const api = fakeApi(importHandlers());
    renderApp(address);
    expect(await screen.findByText('2 courses')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses by name' }), 'fisika');
    expect(await screen.findByText('1 course')).toBeTruthy();
    screen.getByRole('button', { name: 'Open course Bank Soal Fisika SMA' });
    const searches = api.calls.filter((c) => c.path.endsWith('/courses') && new URLSearchParams(c.search).get('q'));
    // One request for the whole word, not one per letter.
    expect(searches.map((c) => new URLSearchParams(c.search).get('q'))).toEqual(['fisika']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByLabelText('Grade level', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'G10' }));
    expect(await screen.findByRole('button', { name: 'Open course Bank Soal Matematika SMA' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open course Bank Soal Fisika SMA' })).toBeNull());
    expect(api.calls.some((c) => new URLSearchParams(c.search).get('level') === 'G10')).toBe(true);
    // Clearing is final: the search typed before does not come back while its pause runs out.
    expect(api.calls.some((c) => new URLSearchParams(c.search).get('q') === 'fisika' && new URLSearchParams(c.search).get('level'))).toBe(false);
  });

  it('follows a large import as a job, and says when it failed, with the reason', async () => {
    const failed = job({ uuid: 'job-9', status: 'failed', progress: 40, result: null, error: 'The topic is gone.' });
    fakeApi({
      ...importHandlers({ importReply: () => json(job({ uuid: 'job-9', status: 'pending', progress: 0, result: null }), 202) }),
      'GET /jobs/job-9': () => json(failed),
    });
    renderApp(address);
    await openBankTopic();
    await user.click(screen.getByRole('checkbox', { name: 'Select question 1' }));
    await user.click(within(screen.getByTestId('selection-tray')).getByRole('button', { name: 'Import 1 question' }));
    const alert = await screen.findByTestId('import-failed');
    expect(alert.textContent).toContain('Failed to import questions. Please try again.');
    expect(alert.textContent).toContain('The topic is gone.');
    // The selection stays for another try.
    expect(screen.getByTestId('selection-count').textContent).toBe('1 question');
  });

  it('says the import failed when the server errs, and retries with the same request id', async () => {
    let attempts = 0;
    const api = fakeApi(
      importHandlers({
        importReply: () => {
          attempts += 1;
          return attempts === 1 ? json({ error: 'server_error', message: 'boom' }, 500) : json(job());
        },
      }),
    );
    const { router } = renderApp(address);
    await openBankTopic();
    await user.click(screen.getByRole('checkbox', { name: 'Select question 1' }));
    const tray = screen.getByTestId('selection-tray');
    await user.click(within(tray).getByRole('button', { name: 'Import 1 question' }));
    expect((await screen.findByTestId('import-failed')).textContent).toBe('Failed to import questions. Please try again.');
    await user.click(within(tray).getByRole('button', { name: 'Import 1 question' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/topics/${TARGET_TOPIC}/questions`));
    const [first, second] = importCalls(api.calls);
    expect((second!.body as { request_id: string }).request_id).toBe((first!.body as { request_id: string }).request_id);
  });

  it('refuses a school without licensed import (§6 permission error)', async () => {
    fakeApi(importHandlers({ sessionOrg: { can_import_license_questions: false } }));
    renderApp(address);
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(screen.queryByTestId('source-courses')).toBeNull();
  });

  it('speaks Indonesian', async () => {
    fakeApi(importHandlers());
    renderApp(`/id/topics/${TARGET_TOPIC}/organizations/pena/import`);
    expect(await screen.findByTestId('import-source')).toBeTruthy();
    expect(screen.getByTestId('import-source').textContent).toBe('Bank soal Pena');
    expect(await screen.findByText('2 kursus')).toBeTruthy();
    screen.getByText('Impor soal ke');
  });
});

describe('import from another school', () => {
  it("browses the school's courses for the topic's organization", async () => {
    const api = fakeApi({
      ...importHandlers(),
      'GET /content/organizations/2': () => json(organizationDetail({ id: 2, name: 'SMP Harapan Bangsa', subjects: [{ id: 5, name: 'IPS', organization_id: 2 }] })),
      'GET /importing/organizations/2/courses': () => ({ status: 200, body: [courseSummary(300, 'IPS Kelas 8', { organization_id: 2 })], headers: { 'X-Pena-Count': '1', 'X-Pena-Pages': '1' } }),
    });
    renderApp(`/en/topics/${TARGET_TOPIC}/organizations/2/import`);
    expect(await screen.findByTestId('import-source')).toBeTruthy();
    expect(screen.getByTestId('import-source').textContent).toBe('SMP Harapan Bangsa');
    screen.getByText('Questions from another school are copied with their images; you can edit the copies.');
    expect(await screen.findByRole('button', { name: 'Open course IPS Kelas 8' })).toBeTruthy();
    const list = api.calls.find((c) => c.path === '/importing/organizations/2/courses')!;
    expect(new URLSearchParams(list.search).get('organization_id')).toBe('1');
    // The school's own subjects are offered as filters.
    await user.click(screen.getByLabelText('Subject', { selector: 'input:not([type=hidden])' }));
    expect(await screen.findByRole('option', { name: 'IPS' })).toBeTruthy();
  });

  it('is not found for an organization that is not one of the teacher\'s', async () => {
    fakeApi(importHandlers());
    renderApp(`/en/topics/${TARGET_TOPIC}/organizations/77/import`);
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeTruthy();
  });
});
