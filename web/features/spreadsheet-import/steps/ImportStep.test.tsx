// Step 2, Import (spec §2, §8, §9): the counts, the problems per cell (paged), the ready rows
// rendered with their math, options, correct answers, pictures and notes, the plain note that rows with problems are skipped; the import
// request with its request_id, done at once (200) or as a job followed in the progress modal
// (202, polled every 3 s); a failed import keeps the conversion for a retry; another file.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS } from '../../../../domain/constants.ts';
import type { SpreadsheetError } from '../../../../domain/schemas/importing.ts';
import { act, screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { JOB_UUID, PAGE, PICTURE, TOPIC_ID, conversion, importHandlers, importResult, job } from '../test/fixtures.ts';
import { convertToImportStep } from '../test/flow.ts';

const CONVERT = `POST /content/topics/${TOPIC_ID}/excel/convert`;
const IMPORT = `POST /content/topics/${TOPIC_ID}/excel/import`;
const importButton = () => screen.getByRole('button', { name: /^Import \d+ questions?$/ }) as HTMLButtonElement;
const imports = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/excel/import'));

describe('spreadsheet import: Import', () => {
  it('shows the counts, each problem by sheet, row, column and field, and the ready rows with their math', async () => {
    fakeApi(importHandlers({ [CONVERT]: () => json(conversion()) }));
    renderApp(PAGE);
    await convertToImportStep();

    expect(screen.getByTestId('converted-file').textContent).toBe('soal.xlsx: 3 question rows read.');
    expect(screen.getByTestId('ready-count').textContent).toBe('2rows ready to import');
    expect(screen.getByTestId('problem-count').textContent).toBe('1row with problems');
    expect(screen.getByTestId('skip-note').textContent).toBe(
      'The row with problems will be skipped: only the 2 ready rows are imported. To import it too, fix it in your file and import that row later.',
    );

    const problems = within(screen.getByTestId('conversion-problems'));
    expect(problems.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Sheet', 'Row', 'Column', 'Field', 'Problem']);
    expect(problems.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Multiple choice',
      '4',
      'H',
      'Correct answer',
      'Multiple choice needs at least one correct answer',
    ]);

    const rows = screen.getAllByTestId('row-item');
    expect(rows).toHaveLength(2);
    within(rows[0]!).getByText('Multiple choice · row 3');
    within(rows[0]!).getByText('2 points');
    expect([...rows[0]!.querySelectorAll('[data-latex]')].map((node) => node.getAttribute('data-latex'))).toEqual(['\\frac{1}{2}', '\\frac{1}{2}']);
    expect(rows[0]!.querySelectorAll('.katex')).toHaveLength(2);
    within(rows[1]!).getByText('True or false');
    expect(rows[1]!.textContent).toContain('Passage: Tata surya');
    expect(importButton().textContent).toBe('Import 2 questions');
  });

  it('shows each ready row whole: its options with the correct ones marked, its pictures and its explanation', async () => {
    fakeApi(importHandlers({ [CONVERT]: () => json(conversion()) }));
    renderApp(PAGE);
    await convertToImportStep();
    const [mc, tf] = screen.getAllByTestId('row-item');
    const preview = within(mc!).getByTestId('question-preview');
    within(preview).getByText('Multiple choice');
    // Option a is the key: its marker is checked; b to d are not.
    const correct = within(preview).getAllByLabelText('Correct');
    expect(correct).toHaveLength(1);
    expect(correct[0]!.closest('div')!.textContent).toContain('1');
    // Every option is listed, lettered.
    for (const letter of ['a', 'b', 'c', 'd']) within(preview).getByText(letter);
    expect([...preview.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([PICTURE]);
    expect(preview.textContent).toContain('Explanation');
    expect(preview.textContent).toContain('Setengah ditambah setengah sama dengan satu.');
    const truth = within(within(tf!).getByTestId('question-preview'));
    truth.getByText('True');
    truth.getByText('False');
    expect(truth.getAllByLabelText('Correct')).toHaveLength(1);
  });

  it('pages a long list of problems 20 at a time and says when the server listed only the first ones', async () => {
    const errors: SpreadsheetError[] = Array.from({ length: 45 }, (_, i) => ({ sheet: 'Exact value', row: i + 2, column: 'C', field: 'Answer', message: `Problem ${i + 1}` }));
    fakeApi(importHandlers({ [CONVERT]: () => json(conversion({ total_rows: 1200, valid_rows: 2, errors, error_count: 1500 })) }));
    renderApp(PAGE);
    await convertToImportStep();
    const table = within(screen.getByTestId('conversion-problems'));
    expect(table.getAllByTestId('problem-row')).toHaveLength(20);
    table.getByText('Problem 1');
    await user.click(table.getByRole('button', { name: 'Page 3' }));
    expect(table.getAllByTestId('problem-row')).toHaveLength(5);
    table.getByText('Problem 45');
    table.getByText('The first 45 of 1500 problems are listed. Fix these and convert the file again to see the rest.');
  });

  it('on a phone each problem is a card with its place and reason on screen', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      fakeApi(importHandlers({ [CONVERT]: () => json(conversion()) }));
      renderApp(PAGE);
      await convertToImportStep();
      const problems = screen.getByTestId('conversion-problems');
      expect(within(problems).queryByRole('table')).toBeNull();
      within(problems).getByRole('list', { name: '1 problem' });
      expect(within(problems).getByTestId('problem-row').textContent).toBe(
        'Multiple choice · row 4 · column H · Correct answerMultiple choice needs at least one correct answer',
      );
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('imports the ready rows at once (200) with the conversion keys and a request_id, then Review', async () => {
    const api = fakeApi(importHandlers({
      [CONVERT]: () => json(conversion({ images_key: 'uploads/1/images.zip' })),
      [IMPORT]: () => json(job({ status: 'completed', progress: 100, result: importResult() })),
    }));
    renderApp(PAGE);
    await convertToImportStep();
    await user.click(importButton());
    await screen.findByTestId('import-done');
    const [sent] = imports(api);
    expect(sent!.body).toEqual({ file_key: 'uploads/1/sheet.xlsx', images_key: 'uploads/1/images.zip', request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByTestId('current-step').textContent).toBe('Step 3 of 3 · Review');
  });

  it('no ready row: says so and cannot import', async () => {
    fakeApi(importHandlers({ [CONVERT]: () => json(conversion({ valid_rows: 0, rows: [], total_rows: 1 })) }));
    renderApp(PAGE);
    await convertToImportStep();
    screen.getByText('No row can be imported');
    expect(importButton().disabled).toBe(true);
  });

  it('a failed import keeps the conversion: the §8 text, and a retry after a server error asks again with the same request_id', async () => {
    let reply = json({ error: 'server_error', message: 'boom' }, 500);
    const api = fakeApi(importHandlers({ [CONVERT]: () => json(conversion()), [IMPORT]: () => reply }));
    renderApp(PAGE);
    await convertToImportStep();
    await user.click(importButton());
    const alert = await screen.findByTestId('import-failure');
    expect(alert.textContent).toBe('Failed to import questions. Please try again.');
    expect(screen.getAllByTestId('row-item')).toHaveLength(2);
    expect(screen.getByTestId('current-step').textContent).toBe('Step 2 of 3 · Import');

    // A 422 (the topic changed, say): its reason; the next try is a new request.
    reply = json({ error: 'unprocessable_entity', message: 'The topic is locked while it is being published.' }, 422);
    await user.click(importButton());
    await waitFor(() => expect(screen.getByTestId('import-failure').textContent).toContain('The topic is locked while it is being published.'));
    reply = json(job({ status: 'completed', progress: 100, result: importResult() }));
    await user.click(importButton());
    await screen.findByTestId('import-done');

    const ids = imports(api).map((call) => (call.body as { request_id: string }).request_id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('Choose another file goes back to Convert with nothing chosen', async () => {
    const api = fakeApi(importHandlers({ [CONVERT]: () => json(conversion()) }));
    renderApp(PAGE);
    await convertToImportStep();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByTestId('current-step').textContent).toBe('Step 1 of 3 · Convert');
    expect(screen.queryByTestId('spreadsheet-file-chosen')).toBeNull();
    expect(imports(api)).toHaveLength(0);
  });

  describe('as a background job (202)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
    afterEach(() => vi.useRealTimers());

    it('follows the job in the progress modal, then shows Review', async () => {
      const replies = [job({ status: 'processing', progress: 40 }), job({ status: 'completed', progress: 100, result: importResult() })];
      let polled = 0;
      fakeApi(importHandlers({
        [CONVERT]: () => json(conversion()),
        [IMPORT]: () => json(job(), 202),
        [`GET /jobs/${JOB_UUID}`]: () => json(replies[Math.min(polled++, replies.length - 1)]),
      }));
      renderApp(PAGE);
      await convertToImportStep();
      await user.click(importButton());
      const dialog = await screen.findByRole('dialog', { name: /^Importing questions into “Persamaan/ });
      await waitFor(() => expect(within(dialog).getAllByText('40%').length).toBeGreaterThan(0));
      await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
      await screen.findByTestId('import-done');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Importing questions/ })).toBeNull());
    });

    it('a failed job says why and keeps the conversion', async () => {
      fakeApi(importHandlers({
        [CONVERT]: () => json(conversion()),
        [IMPORT]: () => json(job(), 202),
        [`GET /jobs/${JOB_UUID}`]: () => json(job({ status: 'failed', progress: 30, error: 'The topic was deleted.' })),
      }));
      renderApp(PAGE);
      await convertToImportStep();
      await user.click(importButton());
      const alert = await screen.findByTestId('import-failure');
      expect(alert.textContent).toContain('Failed to import questions. Please try again.');
      expect(alert.textContent).toContain('The topic was deleted.');
      expect(screen.getAllByTestId('row-item')).toHaveLength(2);
      expect(importButton().disabled).toBe(false);
    });
  });
});
