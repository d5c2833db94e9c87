// Importing a paper with fractions and tables, and what a teacher's quota shows (spec §2
// "Import from document, AI flow: Upload, Processing, Review", §3 "Other entities" (document
// quota), §8), as a teacher does it: the demo editor uploads the Indonesian fraction paper that
// LibreOffice saved as DOCX (server/readers/documents/fixtures/id-tabel-pecahan.docx: a table
// in the first question's stem, a described picture, a passage with a table, "Jawaban: 3/4"
// under an isian question); Review shows the stem's table and the picture's alt text, and the
// isian question's edit dialog holds the accepted answer as a learner types it (3/4, not math
// markup). The Review is then left: nothing was imported, so the member's share of the quota is
// as it was. An empty Word file (0 bytes, as Windows' "New > Word document" makes one) says it
// is empty. In English at 1366 wide and in Indonesian on a phone, with screenshots.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createTopicThroughApi, demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

const PAPER = 'server/readers/documents/fixtures/id-tabel-pecahan.docx';
const PHONE = { width: 375, height: 812 };

const text = {
  en: {
    memberShare: /^Your share: (\d+) of (\d+) left$/,
    answer: 'Accepted answer A',
    cancel: 'Cancel',
    empty: 'This document is empty',
    emptyHint: 'It has no text or pictures to read.',
  },
  id: {
    memberShare: /^Jatah Anda: sisa (\d+) dari (\d+)$/,
    answer: 'Jawaban diterima A',
    cancel: 'Batal',
    empty: 'Dokumen ini kosong',
    emptyHint: 'Tidak ada teks atau gambar yang dapat dibaca.',
  },
} as const;

const fileInput = (page: Page) => page.getByTestId('document-file').locator('input[type="file"]');

async function confirmAndUpload(page: Page) {
  await page.getByTestId('confirm-no-personal').check();
  await page.getByTestId('confirm-terms').check();
  await page.getByTestId('upload-button').click();
}

for (const [language, size] of [
  ['en', { width: 1366, height: 900 }],
  ['id', PHONE],
] as const) {
  const suffix = `${language}-${size.width}`;
  const t = text[language];

  test(`${language} at ${size.width}: a fraction key stays typeable, a stem's table is a table; the abandoned Review costs nothing`, async ({ page }) => {
    await page.setViewportSize(size);
    await login(page, demo.editor);
    const topic = await createTopicThroughApi(page, { course: `Matematika ${suffix} ${Date.now()}`, unit: 'Pecahan', topic: `Latihan ${suffix}` });
    await page.goto(`/${language}/topics/${topic.topicId}/import/document`);
    const share = page.getByTestId('member-quota');
    await expect(share).toHaveText(t.memberShare);
    const before = await share.textContent();

    await fileInput(page).setInputFiles(PAPER);
    await confirmAndUpload(page);
    const questions = page.getByTestId('review-question');
    await expect(questions).toHaveCount(6, { timeout: 120_000 });

    // The first question's stem keeps its table; the second's picture keeps its description.
    const table = questions.first().getByTestId('question-preview').locator('table');
    await expect(table.locator('tr')).toHaveCount(4);
    await expect(table.locator('tr').nth(1)).toContainText('Januari');
    await expect(table.locator('tr').nth(1)).toContainText('120');
    await expect(questions.nth(1).locator('img')).toHaveAttribute('alt', 'Segitiga siku-siku ABC dengan sisi 6 cm dan 8 cm');
    await shot(page, `import-document-keys-1-review-${suffix}`);

    // The isian question: its accepted answer is 3/4, as a learner types it.
    const fraction = questions.nth(4);
    await expect(fraction).toContainText(/a3\/4$/);
    await fraction.locator('[data-edit-button]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t.answer })).toHaveValue('3/4');
    await shot(page, `import-document-keys-2-edit-${suffix}`);
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // The Review is left without finishing: nothing imported, nothing charged. (The member's share
    // is read, not the school's balance: another spec may finish an import of the school meanwhile.)
    await page.goto(`/${language}/topics/${topic.topicId}/import/document`);
    await expect(share).toHaveText(before!);
    await shot(page, `import-document-keys-3-quota-${suffix}`);
  });

  test(`${language} at ${size.width}: an empty Word file says it is empty`, async ({ page }) => {
    await page.setViewportSize(size);
    await login(page, demo.editor);
    const topic = await createTopicThroughApi(page, { course: `Kosong ${suffix} ${Date.now()}`, unit: 'Bab 1', topic: `Soal ${suffix}` });
    await page.goto(`/${language}/topics/${topic.topicId}/import/document`);
    await expect(page.getByTestId('member-quota')).toBeVisible();
    await fileInput(page).setInputFiles({ name: 'Soal baru.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.alloc(0) });
    await confirmAndUpload(page);
    const failure = page.getByTestId('upload-failure');
    await expect(failure).toContainText(t.empty);
    await expect(failure).toContainText(t.emptyHint);
    await expect(failure).not.toContainText(language === 'en' ? 'not supported' : 'tidak didukung');
    await shot(page, `import-document-keys-4-empty-${suffix}`);
  });
}
