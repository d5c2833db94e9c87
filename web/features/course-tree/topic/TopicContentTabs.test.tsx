// The topic overview's tables: pages (name, type, status), questions (stem, type, points
// where the organization uses them, passage, status) and passages (linked questions); links
// to the editors and the new-item pages; empty states; keyboard reordering sending the new
// order (and rolling back with a notice when refused); delete after confirmation; what a
// teacher without edit rights does not get.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { layOutSortableRows } from '../../../test/dnd.ts';
import { TOPIC_ID, contentHandlers, contentState } from './test/contentFixtures.ts';

afterEach(() => window.localStorage.clear());

const heading = (name = 'Bilangan bulat') => screen.findByRole('heading', { level: 1, name });
const rowNames = (testId: string) => screen.getAllByTestId(testId).map((row) => row.getAttribute('aria-label'));
const columns = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent?.trim());

describe('pages tab', () => {
  it('lists the pages with their type and status, each opening its editor', async () => {
    fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();

    const table = await screen.findByTestId('pages-table');
    expect(columns(table)).toEqual(['#', 'Page', 'Type', 'Status', 'Actions']);
    expect(rowNames('page-row')).toEqual(['Pengenalan bilangan bulat', 'Video: garis bilangan', 'Operasi hitung']);
    const [first, second] = screen.getAllByTestId('page-row');
    expect(within(first!).getByTestId('chapter-type').textContent).toBe('Text');
    expect(within(second!).getByTestId('chapter-type').textContent).toBe('Video');
    within(first!).getByText('Unpublished');
    within(second!).getByText('Published');
    expect(within(first!).getByRole('link', { name: 'Pengenalan bilangan bulat' }).getAttribute('href')).toBe('/en/chapters/1');
    expect(screen.getByRole('tab', { name: /Pages/ }).textContent).toContain('3');
  });

  it('offers a text page and a video page from the new-page menu', async () => {
    fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();
    await user.click(screen.getByRole('button', { name: 'New page' }));
    expect((await screen.findByRole('menuitem', { name: 'Text page' })).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}/chapters/new?type=text`);
    expect(screen.getByRole('menuitem', { name: 'Video page' }).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}/chapters/new?type=video`);
  });

  it('shows the empty state with both kinds of page to create', async () => {
    fakeApi(contentHandlers(contentState({ pages: [] })));
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();
    const panel = await screen.findByTestId('pages-panel');
    within(panel).getByText('No pages yet');
    within(panel).getByText('Write a text page or add a video for students to learn from.');
    expect(within(panel).getByRole('link', { name: 'Text page' }).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}/chapters/new?type=text`);
    expect(within(panel).getByRole('link', { name: 'Video page' }).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}/chapters/new?type=video`);
    expect(within(panel).queryByTestId('pages-table')).toBeNull();
  });

  it('reorders pages with the keyboard and sends the whole new order', async () => {
    layOutSortableRows();
    const api = fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();
    const handle = await screen.findByRole('button', { name: 'Drag to reorder Operasi hitung' });

    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT' && call.path === `/content/topics/${TOPIC_ID}/chapters/reorder.json`)?.body).toEqual({ order: [3, 1, 2] }),
    );
    await waitFor(() => expect(rowNames('page-row')).toEqual(['Operasi hitung', 'Pengenalan bilangan bulat', 'Video: garis bilangan']));
  });

  it('puts the old order back and says so when the server refuses a reorder', async () => {
    const state = contentState();
    fakeApi({
      ...contentHandlers(state),
      [`PUT /content/topics/${TOPIC_ID}/chapters/reorder.json`]: () => json({ error: 'server_error', message: 'boom' }, 500),
    });
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Actions for page Pengenalan bilangan bulat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));

    expect(await screen.findByText('Failed to reorder pages. Please try again.')).toBeTruthy();
    await waitFor(() => expect(rowNames('page-row')).toEqual(['Pengenalan bilangan bulat', 'Video: garis bilangan', 'Operasi hitung']));
  });

  it('deletes a page only after the confirmation', async () => {
    const api = fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Actions for page Operasi hitung' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete page' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    within(dialog).getByText('You are about to delete the page “Operasi hitung”.');
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('Its content is lost and cannot be recovered.');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));

    await waitFor(() => expect(rowNames('page-row')).toEqual(['Pengenalan bilangan bulat', 'Video: garis bilangan']));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/content/chapters/3']);
    expect(await screen.findByText('Page “Operasi hitung” deleted.')).toBeTruthy();
  });

  it('keeps the modal open with the §8 message when the delete fails', async () => {
    fakeApi({ ...contentHandlers(contentState()), 'DELETE /content/chapters/3': () => json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Actions for page Operasi hitung' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete page. Please try again.');
    expect(rowNames('page-row')).toHaveLength(3);
  });
});

describe('questions tab', () => {
  it('lists the questions with stem, type, points, passage and status, and the passages', async () => {
    fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}/questions`);
    await heading();

    const table = await screen.findByTestId('questions-table');
    expect(columns(table)).toEqual(['#', 'Question', 'Type', 'Points', 'Passage', 'Status', 'Actions']);
    const rows = screen.getAllByTestId('question-row');
    expect(rows.map((row) => within(row).getByTestId('question-type').textContent)).toEqual(['Multiple choice', 'Correct order', 'True or false']);
    expect(rows.map((row) => within(row).getByTestId('question-points').textContent)).toEqual(['2', '2.5', '—']);
    expect(within(rows[0]!).getByRole('link', { name: 'Berapakah hasil dari −7 + 12?' }).getAttribute('href')).toBe('/en/questions/11');
    expect(within(rows[1]!).getByRole('link', { name: 'Suhu di puncak gunung' }).getAttribute('href')).toBe('/en/passages/21');
    expect(within(rows[0]!).getByTestId('question-passage').textContent).toBe('—');
    within(rows[2]!).getByText('Published');

    const passages = screen.getByTestId('passages-table');
    expect(columns(passages)).toEqual(['Passage', 'Linked questions', 'Status', 'Actions']);
    expect(within(screen.getByTestId('passage-row')).getByTestId('passage-questions').textContent).toBe('1 question');
    expect(screen.getByRole('link', { name: 'New question' }).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}/questions/new`);
    expect(screen.getByRole('link', { name: 'New passage' }).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}/passages/new`);
  });

  it('keeps tables for screen readers while a narrow screen shows each row as a labelled card', async () => {
    fakeApi(contentHandlers(contentState()));
    renderApp(`/id/topics/${TOPIC_ID}/questions`);
    await heading();
    await screen.findByTestId('questions-table');
    // Explicit roles: a narrow screen lays rows and cells out as blocks and grids
    // (components/responsiveTable, TopicTable.module.css), which takes the implicit table roles away in browsers. Each value's
    // card label is its column's name, hidden from screen readers (they hear the header); the
    // number, the name and the menu have none.
    const expectCards = (tableId: string, rowId: string, labels: (string | null)[]) => {
      const table = screen.getByTestId(tableId);
      expect(table.getAttribute('role')).toBe('table');
      const headers = within(table).getAllByRole('columnheader');
      const row = screen.getAllByTestId(rowId)[0]!;
      expect(row.getAttribute('role')).toBe('row');
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(headers.length);
      expect(cells.map((cell) => cell.querySelector(':scope > [aria-hidden="true"]')?.textContent ?? null)).toEqual(labels);
    };
    expectCards('questions-table', 'question-row', [null, null, 'Jenis', 'Poin', 'Bacaan', 'Status', null]);
    expectCards('passages-table', 'passage-row', [null, 'Soal terhubung', 'Status', null]);
    // The values' test ids mark the value alone, without its card label.
    expect(within(screen.getAllByTestId('question-row')[0]!).getByTestId('question-points').textContent).toBe('2');

    await user.click(screen.getByRole('tab', { name: /Halaman/ }));
    await screen.findByTestId('pages-table');
    expectCards('pages-table', 'page-row', [null, null, 'Jenis', 'Status', null]);
  });

  it('renders the math of stems, page titles, passage titles and excerpts, and names them in plain text', async () => {
    const { page, passage, question } = await import('./test/contentFixtures.ts');
    fakeApi(
      contentHandlers(
        contentState({
          pages: [page(1, 'Rumus [%a^2+b^2=c^2%]')],
          questions: [question(11, 'Jika [%a \\neq 0%], berapakah [[%\\frac{a}{a}%]]?', { passage_id: 21 })],
          passages: [passage(21, 'Bacaan [%\\pi%]', { content: 'Nilai [%\\pi \\approx 3{,}14%].', questions_count: 1 })],
        }),
      ),
    );
    renderApp(`/en/topics/${TOPIC_ID}/questions`);
    await heading();
    const row = (await screen.findAllByTestId('question-row'))[0]!;
    // No raw markup anywhere in the table; the formulas are KaTeX.
    const table = screen.getByTestId('questions-table');
    expect(table.textContent).not.toContain('[%');
    const stem = row.querySelector('a[href="/en/questions/11"]')!;
    expect(stem.querySelectorAll('.katex')).toHaveLength(2);
    expect(stem.querySelector('.katex-display')).toBeNull();
    expect(within(row).getByTestId('question-passage').querySelector('.katex')).not.toBeNull();
    const passages = screen.getByTestId('passages-table');
    expect(passages.textContent).not.toContain('[%');
    expect(passages.querySelectorAll('.katex')).toHaveLength(2);
    expect(rowNames('passage-row')).toEqual(['Bacaan π']);

    await user.click(screen.getByRole('tab', { name: /Pages/ }));
    const pageRow = await screen.findByTestId('page-row');
    expect(pageRow.textContent).not.toContain('[%');
    expect(pageRow.querySelectorAll('.katex')).toHaveLength(1);
    expect(pageRow.querySelector('button[aria-label*="a²+b²=c²"]')).not.toBeNull();
  });

  it('names all seven question types in both languages', async () => {
    const types = ['multiple_choice', 'exact_value', 'categorise', 'correct_order', 'grouped_choices', 'matching_choices', 'true_or_false'] as const;
    const { question } = await import('./test/contentFixtures.ts');
    fakeApi(contentHandlers(contentState({ questions: types.map((type, index) => question(40 + index, `Soal ${index + 1}`, { type, position: index + 1 })) })));
    renderApp(`/id/topics/${TOPIC_ID}/questions`);
    await heading();
    await screen.findByTestId('questions-table');
    expect(screen.getAllByTestId('question-type').map((cell) => cell.textContent)).toEqual([
      'Pilihan ganda',
      'Isian tepat',
      'Kategorisasi',
      'Mengurutkan',
      'Pilihan berkelompok',
      'Menjodohkan',
      'Benar atau salah',
    ]);
    expect(columns(screen.getByTestId('questions-table'))).toEqual(['#', 'Soal', 'Jenis', 'Poin', 'Bacaan', 'Status', 'Tindakan']);
  });

  it('leaves out the points column when the organization does not use points', async () => {
    fakeApi(contentHandlers(contentState(), session({ enable_point_system: false })));
    renderApp(`/en/topics/${TOPIC_ID}/questions`);
    await heading();
    const table = await screen.findByTestId('questions-table');
    expect(columns(table)).toEqual(['#', 'Question', 'Type', 'Passage', 'Status', 'Actions']);
    expect(screen.queryAllByTestId('question-points')).toHaveLength(0);
  });

  it('shows the empty states of questions and passages', async () => {
    fakeApi(contentHandlers(contentState({ questions: [], passages: [] })));
    renderApp(`/en/topics/${TOPIC_ID}/questions`);
    await heading();
    const panel = await screen.findByTestId('questions-panel');
    within(panel).getByText('No questions yet');
    expect(within(panel).getByRole('link', { name: 'Create the first question' }).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}/questions/new`);
    expect(screen.getByTestId('passages-empty').textContent).toBe('No passages yet. A passage is a reading text that several questions share.');
  });

  it('reorders questions with the keyboard and sends the new order', async () => {
    layOutSortableRows();
    const api = fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}/questions`);
    await heading();
    const handle = await screen.findByRole('button', { name: 'Drag to reorder Berapakah hasil dari −7 + 12?' });

    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT' && call.path === `/map/topics/${TOPIC_ID}/questions/reorder.json`)?.body).toEqual({ order: [12, 11, 13] }),
    );
  });

  it('warns that a deleted passage leaves its questions unlinked', async () => {
    const api = fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}/questions`);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Actions for passage Suhu di puncak gunung' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete passage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this passage?' });
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('The 1 question linked to it stays in the topic, without the passage.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete passage' }));

    await waitFor(() => screen.getByTestId('passages-empty'));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/map/passages/21']);
    expect(within(screen.getAllByTestId('question-row')[1]!).getByTestId('question-passage').textContent).toBe('—');
  });

  it('deletes a question after the confirmation', async () => {
    const api = fakeApi(contentHandlers(contentState()));
    renderApp(`/en/topics/${TOPIC_ID}/questions`);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Actions for question 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    within(dialog).getByText('You are about to delete the question “Berapakah hasil dari −7 + 12?”.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/map/questions/11']);
  });
});

describe('a teacher who may not edit the topic', () => {
  const limited = session({ role: 'limited_editor', admin: false, permissions: ['create', 'view', 'edit'] }, { id: 7 });

  it('sees the tables without handles, create buttons or delete', async () => {
    fakeApi(contentHandlers(contentState(), limited));
    renderApp(`/en/topics/${TOPIC_ID}`);
    await heading();
    await screen.findByTestId('pages-table');
    expect(screen.queryAllByTestId('drag-handle')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'New page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload study guide' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for page Operasi hitung' }));
    expect(await screen.findByRole('menuitem', { name: 'Open' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete page' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Move up' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Questions/ }));
    await screen.findByTestId('questions-table');
    expect(screen.queryByRole('link', { name: 'New question' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New passage' })).toBeNull();
    expect(screen.queryAllByTestId('drag-handle')).toHaveLength(0);
  });
});
