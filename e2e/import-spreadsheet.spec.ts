// Importing questions from a spreadsheet as a teacher does it (spec §2 "Spreadsheet import:
// Convert, Import, Review", §5, §8): the demo administrator opens a
// topic, Import questions › From a spreadsheet, uploads a file saved by LibreOffice
// (e2e/fixtures/one-bad-row.xlsx, made from one-bad-row.fods with
// `soffice --headless --convert-to xlsx:"Calc MS Excel 2007 XML"`) whose third Multiple choice
// row names an answer that has no option; sees that row's error by sheet, row and column, fixes
// nothing, imports the other three, sees Review, opens one in its editor and finds all three in
// the topic. Then in Indonesian on a phone; then a file that does not match the template, and
// one whose headers have several problems (each listed); then a file with pictures in a .zip:
// the Import and Review steps show each question whole, its options, the correct one marked
// and its pictures, in both languages at 1366 and 375 px. Screenshots of each step in both
// languages, desktop and phone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { buildZip } from '../server/readers/spreadsheet/test/files.ts';
import { createTopicThroughApi, demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const FIXTURE = 'e2e/fixtures/one-bad-row.xlsx';
const NOT_THE_TEMPLATE = 'server/readers/spreadsheet/fixtures/wrong-header.xlsx';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

/** A PNG of `width`×`height` pixels, `paint` giving each pixel's RGB: pictures a teacher can see in a screenshot. */
function pngOf(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(paint(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A pizza with one of four slices left, and one slice alone: the pictures of the question below. */
const pizza = () =>
  pngOf(160, 160, (x, y) => {
    const dx = x - 80;
    const dy = y - 80;
    if (dx * dx + dy * dy > 75 * 75) return [255, 255, 255];
    return dx >= 0 && dy < 0 ? [230, 160, 40] : [245, 235, 215];
  });
const slice = () => pngOf(120, 120, (x, y) => (x > 10 && y > 10 && x > y ? [230, 160, 40] : [255, 255, 255]));

/** A filled template with pictures, and the .zip of its pictures, written to a temporary folder. */
async function picturesFiles(): Promise<{ sheet: string; zip: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pena-e2e-pictures-'));
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Multiple choice').addRows([
    ['No.', 'Question', 'Option A', 'Option B', 'Option C', 'Correct answer', 'Points', 'Explanation'],
    [1, 'Berapa bagian pizza yang tersisa? [image: pizza.png]', '1/2', '[image: potongan.png]', '3/4', 'B', 2, 'Satu dari empat potong masih ada.'],
  ]);
  wb.addWorksheet('True or false').addRows([
    ['No.', 'Question', 'Correct answer', 'Points'],
    [1, 'Seperempat sama dengan 0,25.', 'TRUE', 1],
  ]);
  const sheet = path.join(dir, 'soal-bergambar.xlsx');
  writeFileSync(sheet, Buffer.from(await wb.xlsx.writeBuffer()));
  const zip = path.join(dir, 'gambar.zip');
  writeFileSync(zip, buildZip([{ name: 'pizza.png', data: pizza() }, { name: 'potongan.png', data: slice() }]));
  return { sheet, zip };
}

/** A row shows its question whole: the options, the one key marked, and every picture loaded. */
async function expectWholeQuestion(row: Locator, language: 'en' | 'id') {
  const preview = row.getByTestId('question-preview');
  await expect(preview).toContainText('1/2');
  await expect(preview).toContainText('3/4');
  await expect(preview).toContainText('Satu dari empat potong masih ada.');
  await expect(preview.getByLabel(language === 'en' ? 'Correct' : 'Benar', { exact: true })).toHaveCount(1);
  const pictures = preview.locator('img');
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  }
}

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

test('a file whose headers have several problems lists each of them; the instructions name no image column', async ({ page }) => {
  await login(page, demo.admin);
  const topic = await freshTopic(page, 'headers');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pena-e2e-headers-'));
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Multiple choice').addRows([['No.', 'Question', 'Colour', 'Option A']]);
  wb.addWorksheet('True or false').addRows([['No.', 'Question', 'Jawab']]);
  const file = path.join(dir, 'header-salah.xlsx');
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
  const expected = {
    en: [
      'Invalid header in sheet "Multiple choice", column C: "Colour" is not a column of the template.',
      'Invalid header in sheet "Multiple choice": the column "Correct answer" is missing.',
      'Invalid header in sheet "True or false", column C: "Jawab" is not a column of the template.',
      'Invalid header in sheet "True or false": the column "Correct answer" is missing.',
    ],
    id: [/"Multiple choice", kolom C.*"Colour"/, /"Multiple choice".*"Jawaban benar"/, /"True or false", kolom C.*"Jawab"/, /"True or false".*"Jawaban benar"/],
  };
  for (const [language, size] of [['en', DESKTOP], ['id', DESKTOP], ['en', PHONE], ['id', PHONE]] as const) {
    await page.setViewportSize(size);
    await page.goto(`/${language}/topics/${topic.topicId}/import/excel`);
    await expect(page.getByTestId('template-link')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(language === 'en' ? 'image column' : 'kolom gambar');
    await expect(page.locator('main')).toContainText(language === 'en' ? '[image: https://…]' : '[gambar: https://…]');
    await spreadsheetInput(page).setInputFiles(file);
    await page.getByRole('button', { name: language === 'en' ? 'Convert' : 'Konversi', exact: true }).click();
    const failure = page.getByTestId('convert-failure');
    await expect(failure).toContainText(language === 'en' ? 'This spreadsheet has 4 problems:' : 'Spreadsheet ini memiliki 4 masalah:');
    await expect(failure.getByRole('listitem')).toHaveText(expected[language]);
    await expect(failure).toContainText(language === 'en' ? 'Download the template again' : 'Unduh template lagi');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await shot(page, `import-spreadsheet-5-headers-${language}-${size.width}`);
  }
});

test('Import and Review show each question whole: its options, the correct one marked and its pictures (en and id, 1366 and 375 px)', async ({ page }) => {
  test.setTimeout(400_000);
  await login(page, demo.admin);
  const files = await picturesFiles();
  for (const [language, size] of [['en', DESKTOP], ['id', DESKTOP], ['en', PHONE], ['id', PHONE]] as const) {
    await page.setViewportSize(size);
    const topic = await freshTopic(page, `pictures ${language} ${size.width}`);
    await page.goto(`/${language}/topics/${topic.topicId}/import/excel`);
    await spreadsheetInput(page).setInputFiles(files.sheet);
    await page.getByTestId('images-file').locator('input[type="file"]').setInputFiles(files.zip);
    await page.getByRole('button', { name: language === 'en' ? 'Convert' : 'Konversi', exact: true }).click();

    const ready = page.getByTestId('ready-rows').getByTestId('row-item');
    await expect(ready).toHaveCount(2);
    await expectWholeQuestion(ready.first(), language);
    await expect(ready.nth(1).getByTestId('question-preview')).toContainText(language === 'en' ? 'True' : 'Benar');
    await expect(ready.nth(1).getByTestId('question-preview').getByLabel(language === 'en' ? 'Correct' : 'Benar', { exact: true })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await shot(page, `import-spreadsheet-6-import-pictures-${language}-${size.width}`);

    await page.getByRole('button', { name: language === 'en' ? 'Import 2 questions' : 'Impor 2 soal' }).click();
    await expect(page.getByTestId('import-done')).toBeVisible();
    const imported = page.getByTestId('imported-rows').getByTestId('row-item');
    await expect(imported).toHaveCount(2);
    await expectWholeQuestion(imported.first(), language);
    // Review shows the pictures as stored: the organization's files.
    await expect(imported.first().getByTestId('question-preview').locator('img').first()).toHaveAttribute('src', /^\/files\/org\/\d+\/image\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await shot(page, `import-spreadsheet-7-review-pictures-${language}-${size.width}`);
  }
});
