// Questions from other tools' files and back out (spec §2 "Import questions", §5), as a teacher
// of SMA Nusantara (the demo school with upload_question_bulk) does it, in English and in
// Indonesian: Import questions › From another tool … opens the import screen; a QTI 2.1 package
// (QTIWorks' WebDeveloperTest1.zip, nine items) and a GIFT file (Moodle's questions.gift.txt:
// seven questions, the essay and the numeric-tolerance question left out) each go through
// Upload → Processing → Review, which names the format and lists what it left out with why; the
// teacher drops one question, gives another different points in its editor, finishes, and the
// topic's questions tab lists exactly the kept ones. Then the GIFT topic is exported as GIFT and
// as Aiken: the plan names what Aiken cannot hold and why, and the downloaded file holds a kept
// question's stem. The samples are read in place from ../shared/interop-samples.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createTopicThroughApi, demo, login } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

const samples = path.resolve(import.meta.dirname, '../../shared/interop-samples');
const QTI_PACKAGE = path.join(samples, 'qti21/packages/WebDeveloperTest1.zip');
const GIFT_FILE = path.join(samples, 'gift/questions.gift.txt');

type Language = 'en' | 'id';

const words = {
  en: {
    importMenu: 'Import questions',
    fromAnotherTool: 'From another tool (QTI, Moodle, GIFT, Aiken, Common Cartridge)',
    question: (n: number) => `Question ${n}`,
    drop: 'Drop',
    edit: (n: number) => `Edit Question ${n}`,
    points: 'Points',
    edited: 'Edited',
    notImported: 'Not imported: 2 items',
    essay: 'Q8: Pena has no question type for this (essay)',
    tolerance: 'Q5: The answer accepts a range or tolerance (numerical)',
    kept: (kept: number, total: number) => `${kept} kept of ${total}`,
    done: (n: number) => `${n} questions were imported from the file.`,
    exportAs: (format: string) => `Export as ${format}`,
    holds: (n: number) => (n === 1 ? '1 question' : `${n} questions`),
    leftOut: (n: number) => (n === 1 ? '1 question is left out, as this format cannot hold it:' : `${n} questions are left out, as this format cannot hold them:`),
    aikenOnly: 'Aiken holds only multiple-choice questions with one correct answer.',
    noCounterpart: 'This format has no counterpart for this question type.',
  },
  id: {
    importMenu: 'Impor soal',
    fromAnotherTool: 'Dari aplikasi lain (QTI, Moodle, GIFT, Aiken, Common Cartridge)',
    question: (n: number) => `Soal ${n}`,
    drop: 'Buang',
    edit: (n: number) => `Sunting Soal ${n}`,
    points: 'Poin',
    edited: 'Disunting',
    notImported: 'Tidak diimpor: 2 butir',
    essay: 'Q8: Pena tidak memiliki jenis soal untuk ini (essay)',
    tolerance: 'Q5: Jawabannya menerima rentang atau toleransi (numerical)',
    kept: (kept: number, total: number) => `${kept} disimpan dari ${total}`,
    done: (n: number) => `${n} soal berhasil diimpor dari berkas.`,
    exportAs: (format: string) => `Ekspor sebagai ${format}`,
    holds: (n: number) => `${n} soal`,
    leftOut: (n: number) => `${n} soal tidak disertakan karena format ini tidak dapat memuatnya:`,
    aikenOnly: 'Aiken hanya memuat soal pilihan ganda dengan satu jawaban benar.',
    noCounterpart: 'Format ini tidak memiliki padanan untuk jenis soal ini.',
  },
} as const;

const fileInput = (page: Page) => page.getByTestId('interchange-file').locator('input[type="file"]');
const reviewQuestion = (page: Page, language: Language, n: number) => page.getByRole('article', { name: words[language].question(n), exact: true });

/** Chooses the file, uploads it and waits for Review (through Processing, however quick). */
async function uploadToReview(page: Page, file: string) {
  await fileInput(page).setInputFiles(file);
  await expect(page.getByTestId('interchange-file-chosen')).toContainText(path.basename(file));
  await page.getByTestId('upload-button').click();
  await expect(page.getByTestId('file-format')).toBeVisible({ timeout: 60_000 });
}

/** Drops question `drop`, gives question `edit` 3 points in its editor, and checks both show. */
async function dropOneEditAnother(page: Page, language: Language, drop: number, edit: number) {
  const w = words[language];
  await reviewQuestion(page, language, drop).getByText(w.drop, { exact: true }).click();
  await expect(reviewQuestion(page, language, drop).getByTestId('dropped-note')).toBeVisible();

  await page.getByRole('button', { name: w.edit(edit), exact: true }).click();
  const editor = page.getByRole('dialog', { name: w.edit(edit), exact: true });
  await editor.getByRole('textbox', { name: w.points, exact: true }).fill('3');
  await editor.getByTestId('edit-done').click();
  await expect(editor).toBeHidden();
  await expect(reviewQuestion(page, language, edit)).toContainText(w.edited);
}

/** GIFT gives no points and the school needs them: every kept question gets 1 point at once. */
async function givePointsToAll(page: Page) {
  const panel = page.getByTestId('points-for-all');
  await expect(panel).toBeVisible();
  await page.getByTestId('give-points').click();
  await expect(panel).toBeHidden();
}

async function finish(page: Page, language: Language, topicId: number, kept: number) {
  await expect(page.getByTestId('finish-waits')).toHaveCount(0);
  await page.getByTestId('finish-import').click();
  await expect(page).toHaveURL(new RegExp(`/${language}/topics/${topicId}/questions$`));
  await expect(page.getByText(words[language].done(kept))).toBeVisible();
  await expect(page.getByTestId('question-row')).toHaveCount(kept);
}

/** The topic's Export questions › `format`: the plan modal, left open. */
async function openExportPlan(page: Page, language: Language, format: string) {
  await page.getByTestId('export-menu-button').click();
  await page.getByTestId('export-menu').getByRole('menuitem', { name: format, exact: true }).click();
  const plan = page.getByRole('dialog', { name: words[language].exportAs(format), exact: true });
  await expect(plan.getByTestId('export-count')).toBeVisible();
  return plan;
}

/** Download from the plan modal: the file's text. */
async function download(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(saved, 'utf8') };
}

for (const language of ['en', 'id'] as const) {
  test(`imports a QTI package and a GIFT file through Review, then exports GIFT and Aiken (${language})`, async ({ page }) => {
    const w = words[language];
    await login(page, demo.editor);
    const stamp = Date.now();
    const qti = await createTopicThroughApi(page, { course: `Web ${language} ${stamp}`, unit: 'HTML', topic: 'Web Developer Test 1' });
    const gift = await createTopicThroughApi(page, { course: `Moodle ${language} ${stamp}`, unit: 'GIFT', topic: 'Moodle GIFT' });

    // QTI 2.1, reached through the topic's menu.
    await page.goto(`/${language}/topics/${qti.topicId}/questions`);
    await page.getByRole('button', { name: w.importMenu, exact: true }).click();
    await page.getByTestId('import-menu').getByRole('menuitem', { name: w.fromAnotherTool, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/topics/${qti.topicId}/import/file$`));
    await uploadToReview(page, QTI_PACKAGE);
    await expect(page.getByTestId('file-format')).toHaveText('Format: QTI 2.1');
    await expect(page.getByTestId('skipped-list')).toHaveCount(0);
    await expect(page.getByTestId('kept-count')).toHaveText(w.kept(9, 9));
    await expect(reviewQuestion(page, language, 1)).toContainText('what file extension is required');
    // QTI's response processing scores each item: every question has its points already.
    await expect(page.getByTestId('points-for-all')).toHaveCount(0);
    await dropOneEditAnother(page, language, 1, 2);
    await expect(page.getByTestId('kept-count')).toHaveText(w.kept(8, 9));
    await finish(page, language, qti.topicId, 8);
    const qtiPanel = page.getByTestId('questions-panel');
    await expect(page.getByTestId('question-row').first()).toContainText('What is the notation required to create a link');
    await expect(page.getByTestId('question-row').first().getByTestId('question-points')).toHaveText('3');
    await expect(qtiPanel).not.toContainText('what file extension is required');

    // GIFT, by the screen's address.
    await page.goto(`/${language}/topics/${gift.topicId}/import/file`);
    await uploadToReview(page, GIFT_FILE);
    await expect(page.getByTestId('file-format')).toHaveText('Format: GIFT');
    const skipped = page.getByTestId('skipped-list');
    await expect(skipped).toContainText(w.notImported);
    await expect(skipped.getByTestId('skipped-item')).toHaveCount(2);
    await expect(skipped.getByTestId('skipped-item').nth(0)).toContainText(w.essay);
    await expect(skipped.getByTestId('skipped-item').nth(1)).toContainText(w.tolerance);
    await expect(page.getByTestId('kept-count')).toHaveText(w.kept(7, 7));
    // Question 3 is "colours", the multiple-answer one; Question 2 the one-answer "Q2".
    await givePointsToAll(page);
    await dropOneEditAnother(page, language, 3, 2);
    await expect(page.getByTestId('kept-count')).toHaveText(w.kept(6, 7));
    await finish(page, language, gift.topicId, 6);
    const rows = page.getByTestId('question-row');
    await expect(rows.first()).toContainText('Match the activity to the description.');
    await expect(rows.first().getByTestId('question-points')).toHaveText('1');
    await expect(rows.nth(1)).toContainText("What's between orange and green in the spectrum?");
    await expect(rows.nth(1).getByTestId('question-points')).toHaveText('3');
    await expect(rows.nth(2)).toContainText('Which is the best animal?');

    // Export as GIFT: the matching question has a response that matches nothing ("Chat"), which
    // GIFT cannot write; the other five fit.
    let plan = await openExportPlan(page, language, 'GIFT');
    await expect(plan.getByTestId('export-count')).toContainText(w.holds(5));
    await expect(plan.getByTestId('export-left-out')).toContainText(w.leftOut(1));
    await expect(plan.getByTestId('left-out-item')).toHaveCount(1);
    await expect(plan.getByTestId('left-out-item')).toContainText('Match the activity');
    await expect(plan.getByTestId('left-out-item')).toContainText(w.noCounterpart);
    const giftFile = await download(page);
    expect(giftFile.name).toMatch(/\.(gift\.)?txt$/);
    expect(giftFile.text).toContain("What's between orange and green in the spectrum?");
    expect(giftFile.text).toContain('Which is the best animal?');
    expect(giftFile.text).not.toContain('Match the activity');
    await expect(plan).toBeHidden();

    // Export as Aiken: only the one-answer multiple choice fits; the plan says why the rest do not.
    plan = await openExportPlan(page, language, 'Aiken');
    await expect(plan.getByTestId('export-count')).toContainText(w.holds(1));
    await expect(plan.getByTestId('export-left-out')).toContainText(w.leftOut(5));
    const leftOut = plan.getByTestId('left-out-item');
    await expect(leftOut).toHaveCount(5);
    await expect(leftOut.filter({ hasText: 'Which is the best animal?' })).toContainText(w.aikenOnly);
    await expect(leftOut.filter({ hasText: 'Match the activity' })).toContainText(w.aikenOnly);
    const aikenFile = await download(page);
    expect(aikenFile.text).toContain("What's between orange and green in the spectrum?");
    expect(aikenFile.text).toMatch(/^ANSWER: [A-Z]$/m);
    expect(aikenFile.text).not.toContain('Which is the best animal?');
  });
}
