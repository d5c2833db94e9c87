// The import of another tool's file through the app's real routes: a file of another kind
// refused before anything is sent; the presigned upload (purpose interchange_import) and the
// start with the Moodle categories choice; the job to Review with the file's format, the items
// not imported and a question's §5 problem; Keep all / Drop all; Finish sending the kept
// questions by key, with the document only for the one edited; a refused finish's field errors
// on the question they name; a failed job's text in the teacher's language.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { FILE_KEY, FINISH, JOB_UUID, PAGE, START, TOPIC_ID, fakeStorage, importHandlers, job, moodleFile } from './test/fixtures.ts';

const uploadButton = () => screen.getByTestId('upload-button') as HTMLButtonElement;
const finishButton = () => screen.getByTestId('finish-import') as HTMLButtonElement;

async function uploadFile(file = moodleFile(), label = 'Your file') {
  await user.upload(await screen.findByLabelText(label), file);
  await user.click(uploadButton());
}

describe('import from another tool', () => {
  it('refuses a file of another kind before anything is sent', async () => {
    const api = fakeApi(importHandlers());
    renderApp(PAGE);
    await user.upload(await screen.findByLabelText('Your file'), new File(['x'], 'soal.pdf'), { applyAccept: false });
    expect(screen.getByTestId('file-refused').textContent).toBe('This file cannot be imported. Choose a ZIP, XML, or TXT (GIFT, Aiken) file exported from another tool.');
    expect(uploadButton().disabled).toBe(true);
    expect(screen.getByTestId('formats-note').textContent).toContain('recognises the format from the file\'s content');
    expect(api.calls.some((call) => call.method === 'POST' || call.path.endsWith('upload_form_values.json'))).toBe(false);
  });

  it('uploads, reads and reviews; Finish sends the kept questions by key and the edited one with its document', async () => {
    const storage = fakeStorage();
    const api = fakeApi(importHandlers({ [FINISH]: () => json({ topic_id: TOPIC_ID, question_ids: [901, 902], passage_ids: [] }) }));
    const { router } = renderApp(PAGE);
    await user.upload(await screen.findByLabelText('Your file'), moodleFile());
    await user.click(screen.getByRole('radio', { name: 'Ignore the categories' }));
    await user.click(uploadButton());

    const questions = await screen.findAllByTestId('review-question');
    expect(storage.posts[0]!.file?.name).toBe('kuis.xml');
    expect(api.calls.find((call) => call.path.endsWith('upload_form_values.json'))?.search).toBe('?purpose=interchange_import');
    const start = api.calls.find((call) => `${call.method} ${call.path}` === START)!;
    expect(start.body).toEqual({ file_key: FILE_KEY, file_name: 'kuis.xml', categories: 'ignore', request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(router.state.location.search).toBe(`?job=${JOB_UUID}`);

    expect(screen.getByTestId('file-format').textContent).toBe('Format: Moodle XML');
    const skipped = screen.getByTestId('skipped-list');
    expect(within(skipped).getByRole('heading').textContent).toBe('Not imported: 2 items');
    expect(within(skipped).getAllByTestId('skipped-item').map((li) => li.textContent)).toEqual([
      'Esai lingkungan: Pena has no essay question. essay',
      // A reason that names the source's word already is not followed by it again.
      'Angka desimal: The answer accepts a range or tolerance (numerical).',
    ]);
    expect(questions).toHaveLength(3);
    expect(screen.getAllByTestId('item-source').map((el) => el.textContent)).toEqual(['In the file: Rantai makanan 1', 'In the file: Rantai makanan 2', 'In the file: Fotosintesis']);
    expect(within(questions[1]!).getByTestId('question-problems').textContent).toBe('1 problem to fix before importAnswers: Mark at least one valid answer as correct');
    expect(finishButton().disabled).toBe(true);

    // Fix the second question in the editor's form: it is then sent whole.
    await user.click(within(questions[1]!).getByRole('button', { name: 'Edit Question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question 2' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Answer a is correct' }));
    await user.click(within(dialog).getByTestId('edit-done'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Question 2' })).toBeNull());
    expect(within(questions[1]!).queryByTestId('question-problems')).toBeNull();

    await user.click(within(questions[2]!).getByText('Drop'));
    expect(screen.getByTestId('kept-count').textContent).toBe('2 kept of 3');
    await user.click(finishButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/topics/${TOPIC_ID}/questions`));
    const body = api.calls.find((call) => `${call.method} ${call.path}` === FINISH)!.body as { questions: { key: string; document?: { answers: { correct: boolean }[] } }[] };
    expect(body.questions.map((q) => [q.key, q.document !== undefined])).toEqual([['q1', false], ['q2', true]]);
    expect(body.questions[1]!.document!.answers.map((a) => a.correct)).toEqual([true, false]);
  });

  it('Drop all and Keep all act on the questions shown; the filter shows those with problems', async () => {
    fakeStorage();
    fakeApi(importHandlers());
    renderApp(PAGE);
    await uploadFile();
    await screen.findAllByTestId('review-question');

    await user.click(screen.getByTestId('drop-all'));
    expect(screen.getByTestId('kept-count').textContent).toBe('0 kept of 3');
    expect(screen.getByTestId('finish-waits').textContent).toBe('Keep at least one question to finish.');
    await user.click(screen.getByTestId('keep-all'));
    expect(screen.getByTestId('kept-count').textContent).toBe('3 kept of 3');

    await user.click(screen.getByText('With problems (1)'));
    expect(screen.getAllByTestId('review-question').map((el) => el.dataset.key)).toEqual(['q2']);
    await user.click(screen.getByTestId('drop-all'));
    expect(screen.getByTestId('kept-count').textContent).toBe('2 kept of 3');
    expect(screen.getByTestId('filter-empty').textContent).toBe('No kept question has a problem.');
    expect(finishButton().disabled).toBe(false);
  });

  it('a refused finish shows its field errors on the question they name', async () => {
    fakeStorage();
    fakeApi(importHandlers({ [FINISH]: () => json({ error: 'validation_error', message: 'Invalid', fields: { 'questions.1.document.content_html': 'The question is too long.' } }, 422) }));
    renderApp(PAGE);
    await uploadFile();
    const questions = await screen.findAllByTestId('review-question');
    await user.click(within(questions[1]!).getByText('Drop'));
    await user.click(finishButton());

    // The second kept question is the third of the file.
    expect((await screen.findByTestId('finish-failure')).textContent).toContain('Some questions could not be imported. Nothing was added.');
    expect(within(questions[2]!).getByTestId('question-problems').textContent).toContain('The question is too long.');
    expect(within(questions[0]!).queryByTestId('question-problems')).toBeNull();
  });

  it('a failed job says what went wrong and what to do, in the teacher’s language, with the items left out', async () => {
    fakeStorage();
    const failed = job({
      status: 'failed',
      error: 'Tidak ada soal yang dapat dibawa.',
      result: { error: 'no_questions', skipped: [{ item: 'Esai 1', reason: 'unsupported_type', detail: 'essay', message: 'Pena tidak memiliki soal esai.' }] },
    });
    fakeApi(importHandlers({ [`GET /jobs/${JOB_UUID}`]: () => json(failed) }));
    renderApp(`/id/topics/${TOPIC_ID}/import/file`);
    await uploadFile(moodleFile(), 'Berkas Anda');
    const failure = await screen.findByTestId('processing-failure');
    expect(failure.dataset.code).toBe('no_questions');
    // The server's text for the code says the same as the title and hint: it is not shown again.
    expect(failure.textContent).toBe(
      'Tidak ada soal di berkas ini yang dapat diimporPena tidak memiliki padanan untuk butir mana pun di berkas ini. Daftar di bawah menjelaskan alasan setiap butir dilewati.',
    );
    expect(within(screen.getByTestId('skipped-list')).getByTestId('skipped-item').textContent).toBe('Esai 1: Pena tidak memiliki soal esai. essay');
    await user.click(screen.getByRole('button', { name: 'Kembali ke Unggah' }));
    await screen.findByTestId('upload-button');
  });

  it.each([
    ['not_utf8', 'This text file is not saved as UTF-8', 'Open it in a text editor, save it again with the UTF-8 encoding, and upload it.'],
    ['unsupported_format', 'Pena cannot read this kind of file', 'Export the questions from the other tool as QTI 3.0 or 2.1'],
    ['unsafe_file', 'This file was refused for safety', 'which Pena never does'],
    ['file_too_large', 'This file is too large to import', 'A file may hold at most 100 MB and 5,000 questions.'],
  ])('the failure %s has its own text and what to do', async (code, title, hint) => {
    fakeStorage();
    fakeApi(importHandlers({ [`GET /jobs/${JOB_UUID}`]: () => json(job({ status: 'failed', error: code, result: null })) }));
    renderApp(PAGE);
    await uploadFile();
    const failure = await screen.findByTestId('processing-failure');
    expect(failure.dataset.code).toBe(code);
    expect(failure.textContent).toContain(title);
    expect(failure.textContent).toContain(hint);
    // The bare code is never shown as the reason.
    expect(failure.textContent).not.toContain(code);
  });
});
