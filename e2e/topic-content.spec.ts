// A topic's content as a teacher sees it on the topic overview: pages and questions made
// through the API appear in their tabs with type, points, passage and status, reordered by
// keyboard with the order surviving a reload, and a page deleted after confirming. Study
// guides: a real (small) PDF uploaded and listed, a text file named .pdf refused by the
// server, a link added and deleted. On a phone the tables are cards and the page no wider
// than the screen. Screenshots of both tabs and the upload modal in English and Indonesian.
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, keyboardMove, login, shot } from './helpers.ts';

const textPage = (topicId: number, title: string) => ({ topic_id: topicId, type: 'text', title, content: `<p>${title}: bacaan untuk siswa.</p>`, sections: [] });
const answer = (key: string, content: string, correct = false) => ({ key, content, answer_type: 'text', correct });

/** A PDF that PDF readers open: one page saying `text`, with a correct cross-reference table. */
function minimalPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function names(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

/** Where an element ends on the page, from its left edge (without scrolling anything into view). */
async function rightEdge(locator: Locator): Promise<number> {
  return locator.evaluate((node) => node.getBoundingClientRect().right + window.scrollX);
}

test('pages and questions in the topic tabs: listed, reordered by keyboard, deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.editor);
  const topicId = (await createTopicThroughApi(page, { course: 'Matematika Dasar 7', unit: 'Bilangan', topic: 'Bilangan bulat' })).topicId;
  await apiPost(page, '/content/chapters', textPage(topicId, 'Pengenalan bilangan bulat'));
  await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'video', title: 'Video: garis bilangan', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', video_description: '', duration: 240 });
  await apiPost(page, '/content/chapters', textPage(topicId, 'Operasi hitung'));
  const passage = await apiPost(page, '/map/passages', {
    topic_id: topicId,
    title: 'Suhu di puncak gunung',
    content_html: '<p>Suhu di puncak Gunung Semeru pada pagi hari mencapai −4 °C, sedangkan di kaki gunung 18 °C.</p>',
  });
  await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'multiple_choice',
    content_html: '<p>Berapakah hasil dari −7 + 12?</p>',
    points: 2,
    answers: [answer('a', '<p>5</p>', true), answer('b', '<p>−19</p>'), answer('c', '<p>19</p>')],
  });
  await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'exact_value',
    content_html: '<p>Berapa selisih suhu antara kaki dan puncak gunung?</p>',
    points: 2.5,
    passage_id: passage.id,
    answers: [answer('a', '22', true)],
  });
  await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'true_or_false',
    content_html: '<p>0 adalah bilangan bulat.</p>',
    points: 1,
    answers: [answer('t', 'True', true), answer('f', 'False')],
  });

  await page.goto(`/en/topics/${topicId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bilangan bulat' })).toBeVisible();
  const pageRows = page.getByTestId('page-row');
  await expect(pageRows).toHaveCount(3);
  await expect.poll(() => names(pageRows)).toEqual(['Pengenalan bilangan bulat', 'Video: garis bilangan', 'Operasi hitung']);
  await expect(pageRows.nth(1).getByTestId('chapter-type')).toHaveText('Video');
  await expect(pageRows.nth(0).getByTestId('chapter-type')).toHaveText('Text');
  await expect(page.getByRole('tab', { name: /Pages/ })).toContainText('3');
  await expect(page.getByRole('link', { name: 'Operasi hitung' })).toHaveAttribute('href', /\/en\/chapters\/\d+$/);
  await shot(page, 'topic-pages-en');

  // Keyboard reorder: "Operasi hitung" moves up one place, and stays there after a reload.
  const saved = page.waitForResponse((r) => r.url().endsWith(`/content/topics/${topicId}/chapters/reorder.json`) && r.request().method() === 'PUT');
  await keyboardMove(page, 'Drag to reorder Operasi hitung', 'ArrowUp', ['2 of 3']);
  expect((await saved).status()).toBe(200);
  await expect.poll(() => names(pageRows)).toEqual(['Pengenalan bilangan bulat', 'Operasi hitung', 'Video: garis bilangan']);
  await page.reload();
  await expect(pageRows).toHaveCount(3);
  await expect.poll(() => names(pageRows)).toEqual(['Pengenalan bilangan bulat', 'Operasi hitung', 'Video: garis bilangan']);

  // The questions tab: stem, type, points, passage, status; and the passage with its one question.
  await page.getByRole('tab', { name: /Questions/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/topics/${topicId}/questions$`));
  const questionRows = page.getByTestId('question-row');
  await expect(questionRows).toHaveCount(3);
  await expect(questionRows.getByTestId('question-type')).toHaveText(['Multiple choice', 'Exact value', 'True or false']);
  await expect(questionRows.getByTestId('question-points')).toHaveText(['2', '2.5', '1']);
  await expect(questionRows.nth(1).getByTestId('question-passage')).toHaveText('Suhu di puncak gunung');
  await expect(page.getByTestId('passage-row').getByTestId('passage-questions')).toHaveText('1 question');
  await shot(page, 'topic-questions-en');

  const reordered = page.waitForResponse((r) => r.url().endsWith(`/map/topics/${topicId}/questions/reorder.json`) && r.request().method() === 'PUT');
  await keyboardMove(page, 'Drag to reorder Berapakah hasil dari −7 + 12?', 'ArrowDown', ['2 of 3']);
  expect((await reordered).status()).toBe(200);
  await page.reload();
  await expect(questionRows).toHaveCount(3);
  await expect(questionRows.getByTestId('question-type')).toHaveText(['Exact value', 'Multiple choice', 'True or false']);

  // Delete a page, after the confirmation.
  await page.getByRole('tab', { name: /Pages/ }).click();
  await page.getByRole('button', { name: 'Actions for page Video: garis bilangan' }).click();
  await page.getByRole('menuitem', { name: 'Delete page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this page?' });
  await expect(dialog.getByTestId('delete-warning')).toHaveText('Its content is lost and cannot be recovered.');
  await dialog.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByText('Page “Video: garis bilangan” deleted.')).toBeVisible();
  await page.reload();
  await expect(pageRows).toHaveCount(2);

  // The same tabs in Indonesian.
  await page.goto(`/id/topics/${topicId}`);
  await expect(page.getByTestId('page-row')).toHaveCount(2);
  await expect(page.getByTestId('pages-table').getByRole('columnheader', { name: 'Jenis' })).toBeVisible();
  await shot(page, 'topic-pages-id');
  await page.getByRole('tab', { name: /Soal/ }).click();
  await expect(questionRows.getByTestId('question-type')).toHaveText(['Isian tepat', 'Pilihan ganda', 'Benar atau salah']);
  await shot(page, 'topic-questions-id');

  // On a phone each row is a card: every value beside its column's name and the actions menu on
  // screen, and the page no wider than the screen (the tables once made it 577 and 877 px wide).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(questionRows).toHaveCount(3);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(questionRows.first().getByText('Bacaan', { exact: true })).toBeVisible();
  await expect(questionRows.first().getByTestId('question-passage')).toHaveText('Suhu di puncak gunung');
  await expect(questionRows.first().getByTestId('question-points')).toHaveText('2,5');
  expect(await rightEdge(page.getByRole('button', { name: 'Tindakan untuk soal 1' }))).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('passage-row').getByTestId('passage-questions')).toBeVisible();
  await shot(page, 'topic-questions-phone-id');
  await page.getByRole('tab', { name: /Halaman/ }).click();
  await expect(pageRows).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(pageRows.first().getByText('Jenis', { exact: true })).toBeVisible();
  expect(await rightEdge(page.getByRole('button', { name: 'Tindakan untuk halaman Pengenalan bilangan bulat' }))).toBeLessThanOrEqual(375);
  await shot(page, 'topic-pages-phone-id');
});

test('study guides: a PDF uploaded and listed, a fake PDF refused, a link added and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.editor);
  const topicId = (await createTopicThroughApi(page, { course: 'IPA Terpadu 8', unit: 'Bilangan', topic: 'Sistem pencernaan' })).topicId;

  await page.goto(`/en/topics/${topicId}`);
  const guides = page.getByTestId('study-guides');
  await expect(guides.getByTestId('study-guides-empty')).toBeVisible();

  // A real PDF: checked by content on the server, listed with its type and size, downloadable.
  await guides.getByRole('button', { name: 'Upload study guide' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload a study guide' });
  await modal.locator('input[type=file]').setInputFiles({ name: 'Ringkasan_sistem_pencernaan.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Sistem pencernaan manusia') });
  await expect(modal.getByRole('textbox', { name: /Name/ })).toHaveValue('Ringkasan sistem pencernaan');
  await expect(modal.getByTestId('chosen-file')).toHaveText('Ringkasan_sistem_pencernaan.pdf');
  await shot(page, 'study-guide-modal-en');
  await modal.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(modal).toBeHidden({ timeout: 15_000 });
  const documents = guides.getByTestId('study-guide-document');
  await expect(documents).toHaveCount(1);
  await expect(documents.getByRole('link', { name: 'Ringkasan sistem pencernaan', exact: true })).toBeVisible();
  await expect(documents.getByTestId('study-guide-meta')).toHaveText(/^PDF · \d+ (B|KB)$/);
  const href = await documents.getByRole('link', { name: 'Ringkasan sistem pencernaan', exact: true }).getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A text file named .pdf passes the browser's check by name; the server reads its content and refuses it.
  await guides.getByRole('button', { name: 'Upload study guide' }).click();
  await modal.locator('input[type=file]').setInputFiles({ name: 'catatan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Catatan biasa, bukan PDF.\n') });
  await modal.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(modal.getByRole('alert')).toContainText('This file type is not accepted.');
  await shot(page, 'study-guide-refused-en');
  // A file the browser can tell is wrong is refused before anything is sent.
  await modal.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(modal.getByTestId('file-error')).toContainText('This file type is not accepted.');
  await expect(modal.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(documents).toHaveCount(1);

  // A linked study guide: the address is checked as it is typed.
  await guides.getByRole('button', { name: 'Add link' }).click();
  const linkModal = page.getByRole('dialog', { name: 'Add a linked study guide' });
  await linkModal.getByRole('textbox', { name: /Name/ }).fill('Sistem pencernaan (Wikipedia)');
  await linkModal.getByRole('textbox', { name: /Link/ }).fill('javascript:alert(1)');
  await expect(linkModal.getByText('Enter a valid link that starts with http:// or https://')).toBeVisible();
  await expect(linkModal.getByRole('button', { name: 'Add link' })).toBeDisabled();
  await linkModal.getByRole('textbox', { name: /Link/ }).fill('id.wikipedia.org/wiki/Sistem_pencernaan_manusia');
  await linkModal.getByRole('button', { name: 'Add link' }).click();
  const links = guides.getByTestId('study-guide-link');
  await expect(links).toHaveCount(1);
  await expect(links.getByTestId('study-guide-url')).toHaveText('https://id.wikipedia.org/wiki/Sistem_pencernaan_manusia');
  await page.reload();
  await expect(documents).toHaveCount(1);
  await expect(links).toHaveCount(1);
  await shot(page, 'study-guides-en');

  await guides.getByRole('button', { name: 'Delete link Sistem pencernaan (Wikipedia)' }).click();
  await page.getByRole('dialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Delete link' }).click();
  await expect(links).toHaveCount(0);
  await guides.getByRole('button', { name: 'Delete study guide Ringkasan sistem pencernaan' }).click();
  await page.getByRole('dialog', { name: 'Delete this study guide?' }).getByRole('button', { name: 'Delete study guide' }).click();
  await expect(guides.getByTestId('study-guides-empty')).toBeVisible();
  await page.reload();
  await expect(guides.getByTestId('study-guides-empty')).toBeVisible();

  // The modal in Indonesian, with a file chosen.
  await page.goto(`/id/topics/${topicId}`);
  await page.getByTestId('study-guides').getByRole('button', { name: 'Unggah panduan belajar' }).click();
  const modalId = page.getByRole('dialog', { name: 'Unggah panduan belajar' });
  await modalId.locator('input[type=file]').setInputFiles({ name: 'Lembar_kerja.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Lembar kerja') });
  await expect(modalId.getByRole('textbox', { name: /Nama/ })).toHaveValue('Lembar kerja');
  await shot(page, 'study-guide-modal-id');
  await modalId.getByRole('button', { name: 'Unggah', exact: true }).click();
  await expect(modalId).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Panduan belajar “Lembar kerja” berhasil diunggah.')).toBeVisible();
  await shot(page, 'study-guides-id');
});
