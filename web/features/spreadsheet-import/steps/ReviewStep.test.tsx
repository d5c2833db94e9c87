// Step 3, Review (spec §2): what was imported, each row linked to its new question's editor;
// what was skipped and why; the topic and its course read again; back to the topic or another
// file; Indonesian.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { PAGE, TOPIC_ID, conversion, importHandlers, importResult, job, topic } from '../test/fixtures.ts';
import { convertToImportStep } from '../test/flow.ts';

const handlers = (result: Record<string, unknown> = importResult()) =>
  importHandlers({
    [`POST /content/topics/${TOPIC_ID}/excel/convert`]: () => json(conversion()),
    [`POST /content/topics/${TOPIC_ID}/excel/import`]: () => json(job({ status: 'completed', progress: 100, result })),
  });

async function importAll(label = /^Import \d+ questions?$/) {
  await convertToImportStep();
  await user.click(screen.getByRole('button', { name: label }));
  return screen.findByTestId('import-done');
}

describe('spreadsheet import: Review', () => {
  it('lists what was imported with links to each editor, what was skipped and why, and reads the topic again', async () => {
    const api = fakeApi(handlers());
    renderApp(PAGE);
    const done = await importAll();
    expect(done.textContent).toContain('2 questions were imported into “Persamaan x');
    expect(done.textContent).toContain('1 row with problems was skipped.');

    const imported = screen.getByTestId('imported-rows');
    expect(within(imported).getByRole('link', { name: 'Open the question from Multiple choice, row 3' }).getAttribute('href')).toBe('/en/questions/5001');
    expect(within(imported).getByRole('link', { name: 'Open the question from True or false, row 3' }).getAttribute('href')).toBe('/en/questions/5002');
    expect(imported.querySelectorAll('.katex')).toHaveLength(2);
    // Each question whole, as imported: the key marked, the picture the organization's stored file.
    const [mc, tf] = within(imported).getAllByTestId('question-preview');
    expect(within(mc!).getAllByLabelText('Correct')).toHaveLength(1);
    expect([...mc!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/files/org/1/image/pizza']);
    expect(mc!.textContent).toContain('Setengah ditambah setengah sama dengan satu.');
    expect(within(tf!).getAllByLabelText('Correct')).toHaveLength(1);

    const skipped = within(screen.getByTestId('skipped-problems'));
    expect(skipped.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Multiple choice', '4', 'H', 'Correct answer', 'Multiple choice needs at least one correct answer']);
    expect(screen.getByText('Skipped (1 row)').tagName).toBe('H2');

    const backButtons = screen.getAllByRole('link', { name: 'Back to topic' });
    expect(backButtons).toHaveLength(2);
    expect(backButtons.every((link) => link.getAttribute('href') === `/en/topics/${TOPIC_ID}`)).toBe(true);
    // The topic (and so the overview's question list) is read again after the import.
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET' && call.path === `/content/topics/${TOPIC_ID}`).length).toBeGreaterThan(1));
  });

  it('Import another file starts again at Convert', async () => {
    fakeApi(handlers());
    renderApp(PAGE);
    await importAll();
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByTestId('current-step').textContent).toBe('Step 1 of 3 · Convert');
    screen.getByRole('button', { name: 'Convert' });
  });

  it('a topic of a school assessment course is returned to on its questions list', async () => {
    fakeApi({ ...handlers(), [`GET /content/topics/${TOPIC_ID}`]: () => json(topic({ school_assessment_course: true })) });
    renderApp(PAGE);
    await importAll();
    expect(screen.getAllByRole('link', { name: 'Back to topic' }).map((link) => link.getAttribute('href'))).toEqual([
      `/en/topics/${TOPIC_ID}/questions`,
      `/en/topics/${TOPIC_ID}/questions`,
    ]);
  });

  it('a result of an unexpected shape still says the import is done', async () => {
    fakeApi(handlers({ something: 'else' }));
    renderApp(PAGE);
    const done = await importAll();
    expect(done.textContent).toContain('The questions were imported into “Persamaan');
    expect(screen.queryByTestId('imported-rows')).toBeNull();
  });

  it('speaks Indonesian', async () => {
    fakeApi(handlers());
    renderApp(`/id/topics/${TOPIC_ID}/import/excel`);
    await screen.findByRole('heading', { level: 1 });
    await user.upload(screen.getByLabelText('Spreadsheet'), new File([new Uint8Array(8)], 'soal.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Konversi' }));
    expect((await screen.findByTestId('skip-note')).textContent).toContain('1 baris bermasalah akan dilewati');
    await user.click(screen.getByRole('button', { name: 'Impor 2 soal' }));
    const done = await screen.findByTestId('import-done');
    expect(done.textContent).toContain('2 soal diimpor ke “Persamaan');
    expect(screen.getByRole('link', { name: 'Buka soal dari Multiple choice, baris 3' }).getAttribute('href')).toBe('/id/questions/5001');
    screen.getByRole('button', { name: 'Impor berkas lain' });
  });
});
