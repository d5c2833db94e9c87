// The import from another tool's file and the export plan as a teacher sees them, on a laptop
// (1366 px) and a phone (375 px), in English and Indonesian: Upload; a refused file's failure
// (Moodle's GIFT sample saved as Windows-1252, not UTF-8) with the way back; Review of Moodle's
// questions.gift.txt with its "Not imported" list; and Export questions › Aiken's plan, which
// names the questions Aiken cannot hold. Nothing scrolls sideways and no text is an
// untranslated key; screenshots of each (E2E_SCREENSHOTS=1) to look at.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createTopicThroughApi, demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

const samples = path.resolve(import.meta.dirname, '../../shared/interop-samples');
const GIFT_FILE = path.join(samples, 'gift/questions.gift.txt');
const NOT_UTF8 = path.join(samples, 'gift/questions_encoding_windows-1252.gift.txt');

const sizes = [
  { width: 1366, height: 820 },
  { width: 375, height: 812 },
] as const;

const words = {
  en: {
    heading: 'Your file',
    notUtf8: 'This text file is not saved as UTF-8',
    backToUpload: 'Back to Upload',
    notImported: 'Not imported: 2 items',
    exportAs: 'Export as Aiken',
    leftOut: '6 questions are left out, as this format cannot hold them:',
  },
  id: {
    heading: 'Berkas Anda',
    notUtf8: 'Berkas teks ini tidak disimpan sebagai UTF-8',
    backToUpload: 'Kembali ke Unggah',
    notImported: 'Tidak diimpor: 2 butir',
    exportAs: 'Ekspor sebagai Aiken',
    leftOut: '6 soal tidak disertakan karena format ini tidak dapat memuatnya:',
  },
} as const;

/** What sticks out past the window's right edge: the outermost such elements, named. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const outermost = out.filter((el) => !out.includes(el.parentElement!)).slice(0, 5);
    return outermost.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px): ${(el.textContent ?? '').slice(0, 40)}`);
  });
}

/** Nothing scrolls sideways, once the page has laid itself out again for the window's new size. */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => sidewaysOverflow(page), { message: 'the page scrolls sideways' }).toEqual([]);
}

/** At each size: nothing sideways, no catalogue key shown as text, and the screenshot. */
async function atBothSizes(page: Page, name: string, language: 'en' | 'id') {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await expect(page.locator('body')).not.toContainText(/\b(interchange|document_import|common)\.[a-z_]+/);
    await shot(page, `${name}-${size.width}-${language}`);
  }
  await page.setViewportSize(sizes[0]);
}

const fileInput = (page: Page) => page.getByTestId('interchange-file').locator('input[type="file"]');

async function upload(page: Page, file: string) {
  await fileInput(page).setInputFiles(file);
  await expect(page.getByTestId('interchange-file-chosen')).toContainText(path.basename(file));
  await page.getByTestId('upload-button').click();
}

for (const language of ['en', 'id'] as const) {
  test(`Upload, a refused file, Review with what was left out, and the export plan at 1366 and 375 px (${language})`, async ({ page }) => {
    const w = words[language];
    await login(page, demo.editor);
    const { topicId } = await createTopicThroughApi(page, { course: `Moodle ${language} ${Date.now()}`, unit: 'GIFT', topic: 'Soal dari Moodle' });
    await page.goto(`/${language}/topics/${topicId}/import/file`);
    await expect(page.getByRole('heading', { name: w.heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('upload-button')).toBeDisabled();
    await atBothSizes(page, 'interchange-1-upload', language);

    await upload(page, NOT_UTF8);
    // The job reads the file and refuses it: Processing's failure, with the way back.
    const failure = page.getByTestId('processing-failure');
    await expect(failure).toContainText(w.notUtf8, { timeout: 60_000 });
    await atBothSizes(page, 'interchange-2-failure', language);
    await page.getByRole('button', { name: w.backToUpload, exact: true }).click();
    await expect(page.getByTestId('upload-button')).toBeDisabled();

    await upload(page, GIFT_FILE);
    await expect(page.getByTestId('file-format')).toHaveText('Format: GIFT', { timeout: 60_000 });
    await expect(page.getByTestId('skipped-list')).toContainText(w.notImported);
    await expect(page.getByTestId('review-question').first()).toBeVisible();
    await atBothSizes(page, 'interchange-3-review', language);

    await page.getByTestId('give-points').click();
    await expect(page.getByTestId('finish-waits')).toHaveCount(0);
    await page.getByTestId('finish-import').click();
    await expect(page).toHaveURL(new RegExp(`/${language}/topics/${topicId}/questions$`));
    await expect(page.getByTestId('question-row')).toHaveCount(7);

    await page.getByTestId('export-menu-button').click();
    await page.getByTestId('export-menu').getByRole('menuitem', { name: 'Aiken', exact: true }).click();
    const plan = page.getByRole('dialog', { name: w.exportAs, exact: true });
    await expect(plan.getByTestId('export-left-out')).toContainText(w.leftOut);
    await expect(plan.getByTestId('export-download')).toBeVisible();
    await atBothSizes(page, 'interchange-4-export-plan', language);
  });
}
