// The document import screen through the app's real routes (spec §2 "Import from document, AI
// flow: Upload, Processing, Review", §5, §8): the extractor and quota on Upload; a file of
// another kind refused before anything is sent; Upload waiting for both confirmations; the
// presigned upload (purpose document_import) and the start with a request_id; the job to
// Review; a question with a §5 problem marked and Finish waiting until it is dropped; Finish
// sending the kept questions and landing on the topic's questions with the banner; a failed
// job's text and the way back.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { FILE_KEY, JOB_UUID, PAGE, RECHARGE_AT, TOPIC_ID, docx, extraction, fakeStorage, importHandlers, info, job } from './test/fixtures.ts';

const START = `POST /content/topics/${TOPIC_ID}/document_import`;
const FINISH = `POST /content/topics/${TOPIC_ID}/document_import/${JOB_UUID}/finish`;
const uploadButton = () => screen.getByTestId('upload-button') as HTMLButtonElement;

async function chooseAndConfirm(file = docx()) {
  await screen.findByTestId('extractor-note');
  await user.upload(screen.getByLabelText('Your exam paper'), file);
  await user.click(screen.getByRole('checkbox', { name: /no personal information/ }));
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
}

describe('document import', () => {
  it('Upload says who reads the paper and the quota, refuses another kind of file, and waits for both boxes', async () => {
    const api = fakeApi(importHandlers());
    renderApp(PAGE);
    expect((await screen.findByTestId('extractor-note')).textContent).toBe(
      "Built-in readerReads numbered questions, options and answer keys. No data leaves the school's server.",
    );
    expect(screen.getByTestId('quota').textContent).toBe('18 of 20 document imports leftYour share: 5 of 7 leftRecharges on Mar 1, 2026');
    screen.getByText('PDF, Word (.doc), Word (.docx) · at most 2 MB');

    await user.upload(screen.getByLabelText('Your exam paper'), new File(['x'], 'soal.xlsx'), { applyAccept: false });
    expect(screen.getByTestId('file-refused').textContent).toBe('This file type cannot be imported. Choose a PDF, Word (.doc), or Word (.docx) file.');
    await user.upload(screen.getByLabelText('Your exam paper'), docx('besar.docx', 2_000_001));
    expect(screen.getByTestId('file-refused').textContent).toBe('This file is larger than 2 MB. Choose a smaller file.');

    await user.upload(screen.getByLabelText('Your exam paper'), docx());
    expect(uploadButton().disabled).toBe(true);
    expect(screen.getByTestId('upload-waits').textContent).toBe('Tick both boxes to upload.');
    await user.click(screen.getByRole('checkbox', { name: /no personal information/ }));
    expect(uploadButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    expect(uploadButton().disabled).toBe(false);
    expect(api.calls.some((call) => call.path.endsWith('upload_form_values.json') || call.method === 'POST')).toBe(false);
  });

  it('names the AI model when one reads the paper, and an exhausted quota keeps Upload disabled', async () => {
    fakeApi(importHandlers({ [`GET /content/topics/${TOPIC_ID}/document_import`]: () => json(info({ extractor: 'llm', model: 'qwen2.5-7b-instruct' }, { balance: 0 })) }));
    renderApp(PAGE);
    expect((await screen.findByTestId('extractor-note')).textContent).toContain('AI model qwen2.5-7b-instruct');
    expect(screen.getByTestId('quota-exhausted').textContent).toContain('Your school has no document imports left');
    await chooseAndConfirm();
    expect(uploadButton().disabled).toBe(true);
  });

  it('a member whose own share is used up is told so, with when it comes back, and Upload stays disabled', async () => {
    const used = { ...info(), member_quota: { balance: 0, limit: 7, expires_at: RECHARGE_AT } };
    fakeApi(importHandlers({ [`GET /content/topics/${TOPIC_ID}/document_import`]: () => json(used) }));
    renderApp(PAGE);
    expect((await screen.findByTestId('member-quota')).textContent).toBe('Your share: 0 of 7 left');
    expect(screen.getByTestId('member-quota-exhausted').textContent).toContain('Your share of 7 documents this semester comes back on Mar 1, 2026.');
    expect(screen.queryByTestId('quota-exhausted')).toBeNull();
    await chooseAndConfirm();
    expect(uploadButton().disabled).toBe(true);
  });

  it('uploads, reads, reviews: a problem blocks Finish until its question is dropped; Finish lands on the topic’s questions', async () => {
    const storage = fakeStorage();
    const api = fakeApi(importHandlers({ [FINISH]: () => json({ topic_id: TOPIC_ID, question_ids: [901, 902], passage_ids: [] }) }));
    const { router } = renderApp(PAGE);
    await chooseAndConfirm();
    await user.click(uploadButton());

    const questions = await screen.findAllByTestId('review-question');
    expect(storage.posts).toHaveLength(1);
    expect(storage.posts[0]!.file?.name).toBe('ulangan.docx');
    expect(api.calls.find((call) => call.path.endsWith('upload_form_values.json'))?.search).toBe('?purpose=document_import');
    const start = api.calls.find((call) => `${call.method} ${call.path}` === START)!;
    expect(start.body).toEqual({ file_key: FILE_KEY, file_name: 'ulangan.docx', no_personal_information: true, terms_accepted: true, request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(router.state.location.search).toBe(`?job=${JOB_UUID}`);
    // The Upload button is gone: focus is on the new step's heading, not lost to the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Questions found in ulangan.docx'));

    // The passage above its two questions; each question rendered as the editor's preview.
    expect(questions).toHaveLength(3);
    const passage = screen.getByTestId('review-passage');
    expect(passage.textContent).toContain('Bacaan untuk soal 1–2');
    expect(within(passage).getAllByTestId('review-question')).toHaveLength(2);
    expect(within(questions[0]!).getByTestId('question-preview').textContent).toContain('Hutan hujan tropis terdapat di …');
    within(questions[1]!).getByText('No answer key found');
    expect(within(questions[1]!).getByTestId('question-problems').textContent).toBe('1 problem to fix before importAnswers: Mark at least one valid answer as correct');
    expect(within(questions[0]!).queryByTestId('question-problems')).toBeNull();

    expect(screen.getByTestId('kept-count').textContent).toBe('3 kept of 3');
    expect(screen.getByTestId('finish-waits').textContent).toBe('Edit or drop the kept question with problems to finish.');
    expect((screen.getByTestId('finish-import') as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(questions[1]!).getByText('Drop'));
    expect(screen.getByTestId('kept-count').textContent).toBe('2 kept of 3');
    expect(screen.queryByTestId('finish-waits')).toBeNull();
    await user.click(screen.getByTestId('finish-import'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/topics/${TOPIC_ID}/questions`));
    const finish = api.calls.find((call) => `${call.method} ${call.path}` === FINISH)!;
    const body = finish.body as { questions: { key: string; passage_key: string | null }[]; passages: { key: string }[] };
    expect(body.questions.map((q) => [q.key, q.passage_key])).toEqual([['q1', 'p1'], ['q3', null]]);
    expect(body.passages.map((p) => p.key)).toEqual(['p1']);
  });

  it('Edit opens the question in the editor’s form; Done fixes its problem without saving anything, Cancel keeps it as it was', async () => {
    fakeStorage();
    const api = fakeApi(importHandlers());
    renderApp(PAGE);
    await chooseAndConfirm();
    await user.click(uploadButton());
    const second = (await screen.findAllByTestId('review-question'))[1]!;

    await user.click(within(second).getByRole('button', { name: 'Edit Question 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Question 2' });
    expect(within(dialog).getByTestId('error-summary').textContent).toContain('Answers: Mark at least one valid answer as correct');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Answer a is correct' }));
    within(dialog).getByRole('button', { name: 'Close' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Question 2' })).toBeNull());
    within(second).getByTestId('question-problems');
    // Focus is back on the question's Edit button, for a keyboard user.
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByRole('button', { name: 'Edit Question 2' })));

    await user.click(within(second).getByRole('button', { name: 'Edit Question 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Question 2' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Answer a is correct' }));
    await waitFor(() => expect(within(dialog).queryByTestId('error-summary')).toBeNull());
    await user.click(within(dialog).getByTestId('edit-done'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Question 2' })).toBeNull());
    expect(within(second).queryByTestId('question-problems')?.textContent ?? null).toBeNull();
    within(second).getByText('Edited');
    expect((screen.getByTestId('finish-import') as HTMLButtonElement).disabled).toBe(false);
    // Nothing went to the server for the edit.
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([`/content/topics/${TOPIC_ID}/document_import`]);
  });

  it('“Give these points to all” fills the missing points without marking each question Edited; a hand edit still is', async () => {
    fakeStorage();
    const paper = extraction();
    const withoutPoints = paper.questions.map((q) => (q.key === 'q2' ? q : { ...q, document: { ...q.document, points: null } }));
    const api = fakeApi(
      importHandlers({
        [`GET /jobs/${JOB_UUID}`]: () => json(job({ status: 'completed', progress: 100, result: extraction({ questions: withoutPoints }) })),
        [FINISH]: () => json({ topic_id: TOPIC_ID, question_ids: [901, 902, 903], passage_ids: [] }),
      }),
    );
    const { router } = renderApp(PAGE);
    await chooseAndConfirm();
    await user.click(uploadButton());
    const questions = await screen.findAllByTestId('review-question');
    expect(within(questions[0]!).getByTestId('question-problems').textContent).toContain('Points');

    await user.clear(screen.getByLabelText('Points'));
    await user.type(screen.getByLabelText('Points'), '5');
    await user.click(screen.getByRole('button', { name: 'Give these points to all 2' }));
    await waitFor(() => expect(screen.queryByTestId('points-for-all')).toBeNull());
    expect(within(questions[0]!).queryByTestId('question-problems')).toBeNull();
    expect(within(questions[2]!).queryByTestId('question-problems')).toBeNull();
    expect(screen.queryByText('Edited')).toBeNull();

    // A real edit in the modal is still marked.
    await user.click(within(questions[1]!).getByRole('button', { name: 'Edit Question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question 2' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Answer a is correct' }));
    await user.click(within(dialog).getByTestId('edit-done'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Question 2' })).toBeNull());
    expect(screen.getAllByText('Edited')).toHaveLength(1);
    within(questions[1]!).getByText('Edited');

    await user.click(screen.getByTestId('finish-import'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/topics/${TOPIC_ID}/questions`));
    const finish = api.calls.find((call) => `${call.method} ${call.path}` === FINISH)!;
    const body = finish.body as { questions: { key: string; document: { points: number | null } }[] };
    expect(body.questions.map((q) => [q.key, q.document.points])).toEqual([['q1', 5], ['q2', 1], ['q3', 5]]);
  });

  it('a failed job shows its §8 text with what to do, and Back to Upload starts over with a new request', async () => {
    fakeStorage();
    const api = fakeApi(
      importHandlers({
        [`GET /jobs/${JOB_UUID}`]: () => json(job({ status: 'failed', error: 'No text was found in this document.', result: { error: 'no_text' } })),
      }),
    );
    renderApp(PAGE);
    await chooseAndConfirm(docx('pindaian.docx'));
    await user.click(uploadButton());
    const failure = await screen.findByTestId('processing-failure');
    // The job's text only repeats the title: said once, with what to do.
    expect(failure.textContent).toBe('No text was found in this documentA scanned paper is a picture of text. Upload the Word file, or a PDF whose text you can select.');
    await user.click(screen.getByRole('button', { name: 'Back to Upload' }));
    await chooseAndConfirm(docx('pindaian.docx'));
    await user.click(uploadButton());
    await screen.findByTestId('processing-failure');
    const ids = api.calls.filter((call) => `${call.method} ${call.path}` === START).map((call) => (call.body as { request_id: string }).request_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('a refused start (quota exhausted meanwhile) stays on Upload with the §8 text and the recharge date', async () => {
    fakeStorage();
    fakeApi(importHandlers({ [START]: () => json({ error: 'quota_exhausted', message: 'Quota exhausted.' }, 422) }));
    renderApp(PAGE);
    await chooseAndConfirm();
    await user.click(uploadButton());
    const failure = await screen.findByTestId('upload-failure');
    expect(failure.textContent).toContain('Your school has no document imports left');
    expect(failure.textContent).toContain('The quota recharges on Mar 1, 2026.');
  });
});
