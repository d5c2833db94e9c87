// Importing questions from a spreadsheet as a teacher does it (issue 11 §2; spec §2 "Import from
// document, spreadsheet flow: Convert, Import, Review", §5, §8): the demo administrator opens a
// topic, Import questions › From a spreadsheet, uploads a file saved by LibreOffice
// (e2e/fixtures/one-bad-row.xlsx, made from one-bad-row.fods with
// `soffice --headless --convert-to xlsx:"Calc MS Excel 2007 XML"`) whose third Multiple choice
// row names an answer that has no option; sees that row's error by sheet, row and column, fixes
// nothing, imports the other three, sees Review, opens one in its editor and finds all three in
// the topic. Then in Indonesian on a phone; then a file that does not match the template.
// Screenshots of each step in both languages, desktop and phone.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createTopicThroughApi, demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const FIXTURE = 'e2e/fixtures/one-bad-row.xlsx';
const NOT_THE_TEMPLATE = 'server/importers/spreadsheet/fixtures/wrong-header.xlsx';
const PHONE = { width: 375, height: 812 };

async function freshTopic(page: Page, label: string) {
  const names = { course: `Matematika ${label} ${Date.now()}`, unit: 'Bilangan', topic: `Pecahan ${label}` };
  return { ...names, ...(await createTopicThroughApi(page, names)) };
}

const spreadsheetInput = (page: Page) => page.getByTestId('spreadsheet-file').locator('input[type="file"]');

test('imports a spreadsheet with one bad row: the row’s error, the rest imported, Review, the questions in the topic', async ({ page }) => {
  await login(page, demo.admin);
  const topic = await freshTopic(page, 'en');
  await page.goto(`/en/topics/${topic.topicId}/questions`);
  await page.getByRole('button', { name: 'Import questions' }).click();
  await page.getByRole('menuitem', { name: 'From a spreadsheet' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/topics/${topic.topicId}/import/excel$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.topic);
  await expect(page.getByTestId('template-link')).toHaveAttribute('href', '/importing/excel_template');
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('template-link').click()]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  await shot(page, 'import-spreadsheet-1-convert-en');

  await spreadsheetInput(page).setInputFiles(FIXTURE);
  await expect(page.getByTestId('spreadsheet-file-chosen')).toContainText('one-bad-row.xlsx');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();

  // Import: three rows ready, one with a problem, named by sheet, row, column and field.
  await expect(page.getByTestId('ready-count')).toContainText('3');
  await expect(page.getByTestId('problem-count')).toContainText('1');
  const problem = page.getByTestId('conversion-problems').getByTestId('problem-row');
  await expect(problem).toHaveCount(1);
  await expect(problem.getByRole('cell')).toHaveText(['Multiple choice', '3', 'F', 'Correct answer', /option/i]);
  await expect(page.getByTestId('skip-note')).toContainText('will be skipped');
  await expect(page.getByTestId('ready-rows').getByTestId('row-item')).toHaveCount(3);
  // The stem's math is typeset.
  await expect(page.getByTestId('ready-rows').getByTestId('row-item').first().locator('.katex').first()).toBeVisible();
  await shot(page, 'import-spreadsheet-2-import-en');

  // Fix nothing: import the rest.
  await page.getByRole('button', { name: 'Import 3 questions' }).click();
  const done = page.getByTestId('import-done');
  await expect(done).toContainText(`3 questions were imported into “${topic.topic}”.`);
  await expect(done).toContainText('1 row with problems was skipped.');
  await expect(page.getByTestId('skipped-problems').getByTestId('problem-row')).toHaveCount(1);
  await expect(page.getByTestId('imported-rows').getByTestId('row-item')).toHaveCount(3);
  await shot(page, 'import-spreadsheet-3-review-en');

  // Each imported row opens its question's editor.
  await page.getByRole('link', { name: 'Open the question from Multiple choice, row 2' }).click();
  await expect(page).toHaveURL(/\/en\/questions\/\d+$/);
  // The editor holds the row: its explanation, and the stem's math as equations.
  await expect(page.getByText('Samakan penyebutnya dulu.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Equation \\frac\{1\}\{2\}/ }).first()).toBeVisible();

  // The topic holds the three, in sheet and row order.
  await page.goto(`/en/topics/${topic.topicId}/questions`);
  const rows = page.getByTestId('question-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Hasil dari');
  await expect(rows.nth(2)).toContainText('Matahari terbit di sebelah timur.');
  await expect(page.getByTestId('questions-panel')).not.toContainText('Ibu kota Jawa Barat');
});

test('in Indonesian on a phone: the steps stay readable, the bad row is a card, Review links back to the topic', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, demo.admin);
  const topic = await freshTopic(page, 'id');
  await page.goto(`/id/topics/${topic.topicId}/import/excel`);
  await expect(page.getByTestId('current-step')).toHaveText('Langkah 1 dari 3 · Konversi');
  await shot(page, 'import-spreadsheet-1-convert-id-phone');

  await spreadsheetInput(page).setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Konversi', exact: true }).click();
  await expect(page.getByTestId('current-step')).toHaveText('Langkah 2 dari 3 · Impor');
  const card = page.getByTestId('conversion-problems').getByTestId('problem-row');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('baris 3 · kolom F');
  await expect(page.getByTestId('skip-note')).toContainText('1 baris bermasalah akan dilewati');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'import-spreadsheet-2-import-id-phone');

  await page.getByRole('button', { name: 'Impor 3 soal' }).click();
  await expect(page.getByTestId('import-done')).toContainText(`3 soal diimpor ke “${topic.topic}”.`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'import-spreadsheet-3-review-id-phone');
  await page.getByRole('link', { name: 'Kembali ke topik' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/id/topics/${topic.topicId}$`));
});

test('a file that does not match the template is refused with the reason and what to do; then the right file converts', async ({ page }) => {
  await login(page, demo.admin);
  const topic = await freshTopic(page, 'header');
  for (const [language, size] of [['en', null], ['id', PHONE]] as const) {
    if (size) await page.setViewportSize(size);
    await page.goto(`/${language}/topics/${topic.topicId}/import/excel`);
    await spreadsheetInput(page).setInputFiles(NOT_THE_TEMPLATE);
    await page.getByRole('button', { name: language === 'en' ? 'Convert' : 'Konversi', exact: true }).click();
    const failure = page.getByTestId('convert-failure');
    await expect(failure).toContainText(language === 'en' ? 'This file cannot be imported' : 'Berkas ini tidak dapat diimpor');
    await expect(failure).toContainText(language === 'en' ? 'Download the template again' : 'Unduh template lagi');
    await shot(page, `import-spreadsheet-4-refused-${language}${size ? '-phone' : ''}`);
  }
  await page.getByRole('button', { name: 'Hapus wrong-header.xlsx' }).click();
  await spreadsheetInput(page).setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Konversi', exact: true }).click();
  await expect(page.getByTestId('ready-count')).toContainText('3');
});
