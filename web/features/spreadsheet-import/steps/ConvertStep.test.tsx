// Step 1, Convert (spec §2, §5, §6, §8): the header and stepper, the template link, the file
// pickers with their limits, the multipart request, and each whole-file failure shown in the
// teacher's language with what to do; files refused before sending; the guard.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { session } from '../../../test/fixtures.ts';
import { PAGE, TOPIC_ID, conversion, importHandlers, xlsx } from '../test/fixtures.ts';
import { chooseFiles, formsSentTo, heading } from '../test/flow.ts';

const CONVERT = `/content/topics/${TOPIC_ID}/excel/convert`;
const convertButton = () => screen.getByRole('button', { name: 'Convert' }) as HTMLButtonElement;

describe('spreadsheet import: Convert', () => {
  it('shows the topic, the steps, the template and the pickers; sends the .xlsx and the images .zip as one form', async () => {
    const api = fakeApi(importHandlers({ [`POST ${CONVERT}`]: () => json(conversion()) }));
    renderApp(PAGE);
    const title = await heading();
    expect(title.querySelector('[data-latex="x^2"], .katex')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to topic' }).getAttribute('href')).toBe(`/en/topics/${TOPIC_ID}`);
    screen.getByText('Import questions from a spreadsheet');
    const steps = screen.getByRole('navigation', { name: 'Import steps' });
    within(steps).getByText('Convert');
    within(steps).getByText('Review');
    expect(screen.getByTestId('current-step').textContent).toBe('Step 1 of 3 · Convert');

    const template = screen.getByRole('link', { name: 'Download the template (.xlsx)' });
    expect(template.getAttribute('href')).toBe('/importing/excel_template');
    expect(template.hasAttribute('download')).toBe(true);
    expect(within(screen.getByTestId('spreadsheet-file')).getByText('Excel (.xlsx), up to 20 MB')).toBeTruthy();
    expect(within(screen.getByTestId('images-file')).getByText('ZIP, up to 35 MB')).toBeTruthy();
    expect((screen.getByLabelText('Spreadsheet') as HTMLInputElement).accept).toContain('.xlsx');
    expect(convertButton().disabled).toBe(true);

    const images = new File([new Uint8Array(10)], 'gambar.zip', { type: 'application/zip' });
    await chooseFiles({ file: xlsx('soal kelas 10.xlsx', 3_000_000), images });
    expect(within(screen.getByTestId('spreadsheet-file-chosen')).getByText('soal kelas 10.xlsx')).toBeTruthy();
    expect(within(screen.getByTestId('spreadsheet-file-chosen')).getByText('3 MB')).toBeTruthy();
    await user.click(convertButton());

    await screen.findByTestId('ready-count');
    const [form] = formsSentTo(api, CONVERT);
    expect((form!.get('file') as File).name).toBe('soal kelas 10.xlsx');
    expect((form!.get('images') as File).name).toBe('gambar.zip');
    expect(screen.getByTestId('current-step').textContent).toBe('Step 2 of 3 · Import');
  });

  it('a removed images .zip is not sent', async () => {
    const api = fakeApi(importHandlers({ [`POST ${CONVERT}`]: () => json(conversion()) }));
    renderApp(PAGE);
    await heading();
    await chooseFiles({ images: new File([new Uint8Array(10)], 'gambar.zip', { type: 'application/zip' }) });
    await user.click(screen.getByRole('button', { name: 'Remove gambar.zip' }));
    await user.click(convertButton());
    await screen.findByTestId('ready-count');
    expect(formsSentTo(api, CONVERT)[0]!.has('images')).toBe(false);
  });

  it('an invalid header (422 fields.file) is shown in the server words with what to do; the file stays chosen', async () => {
    const reason = 'The header of sheet "Multiple choice" does not match the template: column C should be "Answer A".';
    fakeApi(importHandlers({ [`POST ${CONVERT}`]: () => json({ error: 'unprocessable_entity', message: reason, fields: { file: reason } }, 422) }));
    renderApp(PAGE);
    await heading();
    await chooseFiles();
    await user.click(convertButton());

    const alert = await screen.findByTestId('convert-failure');
    within(alert).getByText('This file cannot be imported');
    within(alert).getByText(reason);
    within(alert).getByText(/Download the template again/);
    expect(screen.getByTestId('current-step').textContent).toBe('Step 1 of 3 · Convert');
    screen.getByTestId('spreadsheet-file-chosen');
    // Choosing another file clears the old failure.
    await user.click(screen.getByRole('button', { name: 'Remove soal.xlsx' }));
    expect(screen.queryByTestId('convert-failure')).toBeNull();
  });

  it('a file refused for several problems lists each of them, then what to do', async () => {
    const lines = [
      'Invalid header in sheet "Multiple choice", column C: "Colour" is not a column of the template.',
      'Invalid header in sheet "Multiple choice": the column "Correct answer" is missing.',
      'Invalid header in sheet "True or false", column C: "Jawab" is not a column of the template.',
    ];
    const reason = lines.join('\n');
    fakeApi(importHandlers({ [`POST ${CONVERT}`]: () => json({ error: 'unprocessable_entity', message: reason, fields: { file: reason } }, 422) }));
    renderApp(PAGE);
    await heading();
    await chooseFiles();
    await user.click(convertButton());

    const alert = await screen.findByTestId('convert-failure');
    within(alert).getByText('This spreadsheet has 3 problems:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(lines);
    within(alert).getByText(/Download the template again/);
  });

  it('a file over the cap (413) says the limits and what to do', async () => {
    fakeApi(importHandlers({ [`POST ${CONVERT}`]: () => json({ error: 'payload_too_large', message: 'Too large' }, 413) }));
    renderApp(PAGE);
    await heading();
    await chooseFiles();
    await user.click(convertButton());
    const alert = await screen.findByTestId('convert-failure');
    within(alert).getByText('The file is too large');
    within(alert).getByText('A spreadsheet can be at most 20 MB and a .zip of images at most 35 MB.');
  });

  it('a server error is the "Failed to … Please try again." line; Convert again succeeds', async () => {
    let fail = true;
    fakeApi(importHandlers({ [`POST ${CONVERT}`]: () => (fail ? json({ error: 'server_error', message: 'boom' }, 500) : json(conversion())) }));
    renderApp(PAGE);
    await heading();
    await chooseFiles();
    await user.click(convertButton());
    expect((await screen.findByTestId('convert-failure')).textContent).toContain('Failed to convert spreadsheet. Please try again.');
    fail = false;
    await user.click(convertButton());
    await screen.findByTestId('ready-count');
  });

  it('refuses a file of another kind or over 20 MB before sending anything', async () => {
    const api = fakeApi(importHandlers());
    renderApp(PAGE);
    await heading();
    const area = within(screen.getByTestId('spreadsheet-file')).getByText('Drag a file here, or').closest('div[class]') as HTMLElement;
    fireEvent.drop(area, { dataTransfer: { files: [new File([new Uint8Array(4)], 'lama.xls')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not one of the accepted types (Excel (.xlsx)). Choose another file.');
    await user.upload(screen.getByLabelText('Spreadsheet'), xlsx('besar.xlsx', 20_000_001));
    expect(screen.getByRole('alert').textContent).toBe('This file is larger than 20 MB. Choose a smaller file.');
    expect(convertButton().disabled).toBe(true);
    // A dropped .xlsx is taken.
    fireEvent.drop(area, { dataTransfer: { files: [xlsx('benar.xlsx')] } });
    await waitFor(() => expect(screen.getByTestId('spreadsheet-file-chosen').textContent).toContain('benar.xlsx'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('speaks Indonesian under /id', async () => {
    fakeApi(importHandlers());
    renderApp(`/id/topics/${TOPIC_ID}/import/excel`);
    await heading();
    screen.getByText('Impor soal dari spreadsheet');
    screen.getByRole('link', { name: 'Unduh template (.xlsx)' });
    expect(screen.getByRole('link', { name: 'Kembali ke topik' }).getAttribute('href')).toBe(`/id/topics/${TOPIC_ID}`);
    expect(screen.getByTestId('current-step').textContent).toBe('Langkah 1 dari 3 · Konversi');
    screen.getByRole('button', { name: 'Konversi' });
  });

  it.each([
    ['without bulk question upload', session({ features: ['manage_assessments'] })],
    ['a member who may only view (no import permission)', session({ role: 'no_role', admin: false, permissions: ['view'] }, { role: 'no_role' })],
  ])('%s gets the permission error (§6 import_excel)', async (_who, sessionReply) => {
    const api = fakeApi(importHandlers({}, sessionReply));
    renderApp(PAGE);
    expect(await screen.findByTestId('error-page-permissionError')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convert' })).toBeNull();
    expect(api.calls.some((call) => call.path === `/content/topics/${TOPIC_ID}`)).toBe(false);
  });

  it('a topic the teacher cannot open is the not-found page', async () => {
    fakeApi(importHandlers({ [`GET /content/topics/${TOPIC_ID}`]: () => json({ error: 'not_found', message: 'Not found' }, 404) }));
    renderApp(PAGE);
    expect(await screen.findByTestId('error-page-notFound')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convert' })).toBeNull();
  });
});
