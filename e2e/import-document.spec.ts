// Importing questions from an exam document as a teacher does it (spec §2 "Import
// from document, AI flow: Upload, Processing, Review", §4, §5, §8): the demo administrator opens
// a topic's Import questions › From a document (AI), sees who reads the paper and the quota,
// uploads the Indonesian multiple-choice paper with a key table that LibreOffice saved as DOCX
// (server/readers/documents/fixtures/id-pilihan-ganda.docx: ten questions, keys 1 A … 10 B),
// ticks both confirmations, waits through Processing, drops question 2 in Review, finishes, and
// finds the other nine in the topic's questions tab. Then in Indonesian on a phone; then a
// scanned PDF, whose failure says what to do and leads back to Upload. Screenshots of each step.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createTopicThroughApi, demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

const PAPER = 'server/readers/documents/fixtures/id-pilihan-ganda.docx';
const SCANNED = 'server/readers/documents/fixtures/scanned.pdf';
const PHONE = { width: 375, height: 812 };

async function freshTopic(page: Page, label: string) {
  const names = { course: `Matematika ${label} ${Date.now()}`, unit: 'Aljabar', topic: `PAS Kelas VIII ${label}` };
  return { ...names, ...(await createTopicThroughApi(page, names)) };
}

const fileInput = (page: Page) => page.getByTestId('document-file').locator('input[type="file"]');

async function uploadPaper(page: Page, file: string, language: 'en' | 'id') {
  await fileInput(page).setInputFiles(file);
  const upload = page.getByTestId('upload-button');
  await expect(upload).toBeDisabled();
  await page.getByTestId('confirm-no-personal').check();
  await expect(upload).toBeDisabled();
  await page.getByTestId('confirm-terms').check();
  await expect(upload).toBeEnabled();
  await upload.click();
  // Processing, or already Review when the reader was quick.
  await expect(page.getByTestId('processing').or(page.getByTestId('review-question').first()).or(page.getByTestId('processing-failure'))).toBeVisible();
  if (await page.getByTestId('processing').isVisible()) {
    await expect(page.getByTestId('do-not-refresh')).toHaveText(
      language === 'en'
        ? 'This may take a few minutes. Please do not refresh or leave this page.'
        : 'Proses ini dapat memakan waktu beberapa menit. Jangan memuat ulang atau meninggalkan halaman ini.',
    );
  }
}

test('imports a Word paper: Upload, Processing, Review with one question dropped, the rest in the topic', async ({ page }) => {
  await login(page, demo.admin);
  const topic = await freshTopic(page, 'en');
  await page.goto(`/en/topics/${topic.topicId}/questions`);
  await page.getByRole('button', { name: 'Import questions' }).click();
  await page.getByRole('menuitem', { name: 'From a document (AI)' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/topics/${topic.topicId}/import/document$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.topic);
  await expect(page.getByTestId('extractor-note')).toContainText('Built-in reader');
  await expect(page.getByTestId('quota')).toContainText(/\d+ of \d+ document imports left/);
  await shot(page, 'import-document-1-upload-en');

  await uploadPaper(page, PAPER, 'en');
  if (await page.getByTestId('processing').isVisible()) await shot(page, 'import-document-2-processing-en');

  const questions = page.getByTestId('review-question');
  await expect(questions).toHaveCount(10, { timeout: 120_000 });
  await expect(questions.first()).toContainText('Question 1');
  await expect(questions.first().getByTestId('question-preview')).toContainText('Hasil dari 12 + (−8) × 3 adalah');
  await expect(page.getByTestId('kept-count')).toHaveText('10 kept of 10');
  await shot(page, 'import-document-3-review-en');

  // The paper prints no points and the demo school uses the point system: each question says so, and Finish waits.
  await expect(questions.first().getByTestId('question-problems')).toContainText('Points: Points cannot be empty');
  await expect(page.getByTestId('finish-import')).toBeDisabled();
  await expect(page.getByTestId('finish-waits')).toHaveText('Edit or drop the 10 kept questions with problems to finish.');
  await questions.nth(1).getByText('Drop', { exact: true }).click();
  await page.getByTestId('give-points').click();
  await expect(page.getByTestId('question-problems')).toHaveCount(0);
  await expect(page.getByTestId('kept-count')).toHaveText('9 kept of 10');
  await expect(questions.nth(1).getByTestId('dropped-note')).toBeVisible();
  await expect(page.getByTestId('finish-waits')).toHaveCount(0);
  await page.getByTestId('finish-import').click();

  await expect(page).toHaveURL(new RegExp(`/en/topics/${topic.topicId}/questions$`));
  await expect(page.getByText('9 questions were imported from the document.')).toBeVisible();
  const rows = page.getByTestId('question-row');
  await expect(rows).toHaveCount(9);
  await expect(rows.first()).toContainText('Hasil dari 12 + (−8) × 3 adalah');
  await expect(rows.nth(1)).toContainText('Gradien garis yang melalui titik (2, 3) dan (6, 11)');
  await expect(page.getByTestId('questions-panel')).not.toContainText('Suku ke-10 dari barisan');
  await shot(page, 'import-document-4-topic-en');
});

test('in Indonesian on a phone: the steps fit, Review drops one, the rest reach the topic', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, demo.admin);
  const topic = await freshTopic(page, 'id');
  await page.goto(`/id/topics/${topic.topicId}/import/document`);
  await expect(page.getByTestId('current-step')).toHaveText('Langkah 1 dari 3 · Unggah');
  await expect(page.getByTestId('extractor-note')).toContainText('Pembaca bawaan');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'import-document-1-upload-id-phone');

  await uploadPaper(page, PAPER, 'id');
  if (await page.getByTestId('processing').isVisible()) await shot(page, 'import-document-2-processing-id-phone');
  const questions = page.getByTestId('review-question');
  await expect(questions).toHaveCount(10, { timeout: 120_000 });
  await expect(page.getByTestId('current-step')).toHaveText('Langkah 3 dari 3 · Tinjau');
  await expect(page.getByTestId('kept-count')).toHaveText('10 disimpan dari 10');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'import-document-3-review-id-phone');

  await questions.nth(1).getByText('Buang', { exact: true }).click();
  await expect(page.getByTestId('kept-count')).toHaveText('9 disimpan dari 10');
  await page.getByRole('button', { name: 'Beri 9 soal poin ini' }).click();
  await expect(page.getByTestId('question-problems')).toHaveCount(0);
  await page.getByTestId('finish-import').click();
  await expect(page).toHaveURL(new RegExp(`/id/topics/${topic.topicId}/questions$`));
  await expect(page.getByText('9 soal diimpor dari dokumen.')).toBeVisible();
  await expect(page.getByTestId('question-row')).toHaveCount(9);
  await expect(page.getByTestId('questions-panel')).toContainText('Banyak sisi pada prisma segi enam');
});

test('a scanned PDF fails with what to do, in both languages, and Back to Upload starts over', async ({ page }) => {
  await login(page, demo.admin);
  const topic = await freshTopic(page, 'scan');
  for (const [language, size] of [['en', null], ['id', PHONE]] as const) {
    if (size) await page.setViewportSize(size);
    await page.goto(`/${language}/topics/${topic.topicId}/import/document`);
    await uploadPaper(page, SCANNED, language);
    const failure = page.getByTestId('processing-failure').or(page.getByTestId('upload-failure'));
    await expect(failure).toBeVisible({ timeout: 120_000 });
    await expect(failure).toContainText(language === 'en' ? /text|scanned/i : /teks|pindaian/i);
    await shot(page, `import-document-5-failure-${language}${size ? '-phone' : ''}`);
    if (await page.getByTestId('processing-failure').isVisible()) {
      await page.getByRole('button', { name: language === 'en' ? 'Back to Upload' : 'Kembali ke Unggah' }).click();
      await expect(page.getByTestId('upload-button')).toBeVisible();
    }
  }
});
