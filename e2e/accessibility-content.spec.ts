// WCAG 2.2 AA (axe-core's A and AA rules) on the screens where content is written, imported and
// previewed, in English and Indonesian, each at 1366 and 375 px (e2e/axe.ts): the page editor
// (new, and a saved page with a table, an image and math) with its link, embed and equation
// dialogs; the video page editor; the study guides' link and upload dialogs; the passage editor;
// the question editor of each of the seven types new, filled, and with its rules broken; the
// imports (spreadsheet with a problem row and its review, document, another tool's file with a
// refused file and its review, the test bank, another school) and the interchange export plan;
// the copy/move dialog; generating pages from a deck; the learner preview of each type before and
// after Check, its text page and the expired link's screen. Everything is set up through the API
// on a course of the spec's own.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { checkScreen } from './axe.ts';
import { apiPost, createTopicThroughApi, demo, login, previewPathFromTopic } from './helpers.ts';
import { sevenTypesTopic, TYPES, type QuestionType } from './sevenTypes.ts';

// The tests set up their own topics: they run side by side. A bound, not a wait: each runs axe some
// thirty times over heavy editors, minutes on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

type Language = 'en' | 'id';
const LANGUAGES: Language[] = ['en', 'id'];

const words = {
  en: {
    content: 'Content',
    pageTitle: 'Page title',
    link: 'Link',
    embed: 'Embed video',
    equation: 'Insert equation',
    addLink: 'Add link',
    uploadGuide: 'Upload study guide',
    check: 'Check answer',
    actions: 'Actions for question 1',
    copyTo: 'Copy to…',
    exportAs: 'Export as Aiken',
    backToUpload: 'Back to Upload',
    openCourse: /^Open course /,
  },
  id: {
    content: 'Isi',
    pageTitle: 'Judul halaman',
    link: 'Tautan',
    embed: 'Sematkan video',
    equation: 'Sisipkan persamaan',
    addLink: 'Tambah tautan',
    uploadGuide: 'Unggah panduan belajar',
    check: 'Periksa jawaban',
    actions: 'Tindakan untuk soal 1',
    copyTo: 'Salin ke…',
    exportAs: 'Ekspor sebagai Aiken',
    backToUpload: 'Kembali ke Unggah',
    openCourse: /^Buka kursus /,
  },
} as const;

const samples = path.resolve(import.meta.dirname, '../../shared/interop-samples');
const SPREADSHEET = 'e2e/fixtures/one-bad-row.xlsx';
const PAPER = 'server/readers/documents/fixtures/id-pilihan-ganda.docx';
const DECK = 'server/readers/documents/fixtures/slides-tata-surya.pptx';
const GIFT_FILE = path.join(samples, 'gift/questions.gift.txt');
const NOT_UTF8 = path.join(samples, 'gift/questions_encoding_windows-1252.gift.txt');

/** A 2×2 PNG (a few bytes written by hand): the image put into the page. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAxMDAAAAWKAEDPtzM/wAAAABJRU5ErkJggg==',
  'base64',
);

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Opens a dialog with `open`, checks the dialog (the screen behind it is checked on its own, and
 * the open modal's scroll lock squeezes it), and closes it with Escape.
 */
async function checkDialog(page: Page, name: string, open: () => Promise<void>) {
  await open();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveCSS('opacity', '1');
  await checkScreen(page, name, undefined, { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
}

test('the page editors, their dialogs, study guides and the passage editor', async ({ page }) => {
  await login(page, demo.admin);
  const { topicId } = await createTopicThroughApi(page, { course: `Aksesibilitas halaman ${Date.now()}`, unit: 'Bab 1', topic: 'Halaman' });
  const passage = await apiPost(page, '/map/passages', { topic_id: topicId, title: 'Siklus air', content_html: '<p>Air menguap karena panas matahari.</p>' });
  const video = await apiPost(page, '/content/chapters', {
    topic_id: topicId,
    type: 'video',
    title: 'Tonton: siklus air',
    video_url: 'youtube:dQw4w9WgXcQ',
    content: '<p>Perhatikan langkahnya.</p>',
    sections: [],
  });
  // The browser's own question on leaving a page with a change not saved: leave.
  page.on('dialog', (question) => void question.accept());
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\/embed\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title><body>Player</body>' }));

  // A saved page with a table, an image and math, made in the editor as a teacher makes it.
  await page.goto(`/en/topics/${topicId}/chapters/new?type=text`);
  await page.getByRole('textbox', { name: /Page title/ }).fill('Siklus air');
  const area = page.getByRole('textbox', { name: /^Content/ });
  await area.click();
  await page.keyboard.type('Luas persegi [%s^2%] dan tabelnya.');
  await page.keyboard.press('Enter');
  await page.getByTestId('rich-text-image-input').setInputFiles({ name: 'awan.png', mimeType: 'image/png', buffer: PNG });
  await expect(area.locator('img[data-media-id]')).toHaveCount(1, { timeout: 20_000 });
  // The editor asks for the new image's alternative text. The prompt is what is checked: the
  // image behind it has none yet, which is the teacher's content, not the screen.
  const altPrompt = page.getByRole('dialog', { name: 'Describe the image you added' });
  await checkScreen(page, 'image-alt-prompt-en', () => expect(altPrompt).toBeVisible(), { include: '[role="dialog"]' });
  await altPrompt.getByRole('textbox', { name: /Alternative text/ }).fill('Awan putih di langit biru');
  await altPrompt.getByRole('button', { name: 'Save alternative text' }).click();
  await expect(altPrompt).toBeHidden();
  await page.getByRole('button', { name: 'Insert table' }).click();
  await expect(area.locator('table')).toHaveCount(1);
  await page.getByTestId('editor-save').click();
  await expect(page).toHaveURL(/\/en\/chapters\/\d+$/);
  const pageId = Number(page.url().split('/').pop());

  for (const language of LANGUAGES) {
    const w = words[language];
    await page.goto(`/${language}/topics/${topicId}/chapters/new?type=text`);
    await checkScreen(page, `page-new-${language}`, () => expect(page.getByTestId('editor-kind')).toBeVisible());

    await page.goto(`/${language}/chapters/${pageId}`);
    const content = page.getByRole('textbox', { name: new RegExp(`^${w.content}`) });
    await checkScreen(page, `page-saved-${language}`, async () => {
      await expect(content.locator('.katex').first()).toBeVisible();
      await expect(content.locator('table')).toBeVisible();
    });
    await content.locator('p').first().click();
    await checkDialog(page, `page-link-dialog-${language}`, () => page.getByRole('button', { name: w.link, exact: true }).click());
    await checkDialog(page, `page-embed-dialog-${language}`, () => page.getByRole('button', { name: w.embed, exact: true }).click());
    await checkDialog(page, `page-equation-dialog-${language}`, () => page.getByRole('button', { name: w.equation, exact: true }).click());
    // Leaving with a change not saved asks first.
    await page.getByRole('textbox', { name: w.pageTitle }).fill(`Siklus air dan awan (${language})`);
    await checkDialog(page, `page-leave-dialog-${language}`, () => page.getByTestId('editor-back').click());

    await page.goto(`/${language}/topics/${topicId}/chapters/new?type=video`);
    await checkScreen(page, `video-new-${language}`, () => expect(page.getByTestId('video-url')).toBeVisible());
    await page.goto(`/${language}/chapters/${video.id}`);
    await checkScreen(page, `video-saved-${language}`, () => expect(page.getByTestId('video-preview').locator('iframe')).toBeVisible());

    await page.goto(`/${language}/topics/${topicId}`);
    await checkDialog(page, `study-guide-link-${language}`, () => page.getByRole('button', { name: w.addLink }).click());
    await checkDialog(page, `study-guide-upload-${language}`, () => page.getByRole('button', { name: w.uploadGuide }).click());

    await page.goto(`/${language}/topics/${topicId}/passages/new`);
    await checkScreen(page, `passage-new-${language}`, () => expect(page.getByTestId('editor-kind')).toBeVisible());
    await page.goto(`/${language}/passages/${passage.id}`);
    await checkScreen(page, `passage-saved-${language}`, () => expect(page.getByText('Air menguap karena panas matahari.')).toBeVisible());
  }
});

/** The questions of the seven-types topic by type. */
async function questionIds(page: Page, topicId: number): Promise<Record<QuestionType, number>> {
  const topic = (await (await page.request.get(`/content/topics/${topicId}`)).json()) as { questions: { id: number; type: QuestionType }[] };
  return Object.fromEntries(topic.questions.map((q) => [q.type, q.id])) as Record<QuestionType, number>;
}

// One test a language: each checks 30 states of a heavy editor.
for (const language of LANGUAGES) {
  test(`the question editor of each type: new with what to fix, filled, and with its fields broken (${language})`, async ({ page }) => {
    await login(page, demo.admin);
    const topicId = await sevenTypesTopic(page);
    const ids = await questionIds(page, topicId);
    const form = page.getByTestId('question-form');
    const stem = page.getByRole('textbox', { name: language === 'en' ? 'Question' : 'Soal', exact: true });
    for (const type of TYPES) {
      // New: nothing written yet, the type's rules listed beside Save as what to fix.
      await page.goto(`/${language}/topics/${topicId}/questions/new?type=${type}`);
      await checkScreen(page, `question-new-${type}-${language}`, () => expect(form).toBeVisible());
      await page.goto(`/${language}/questions/${ids[type]}`);
      await checkScreen(page, `question-filled-${type}-${language}`, () => expect(stem).not.toBeEmpty());
    }
    // Broken: the stem and the points emptied, each field's message under it.
    await stem.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.getByRole('textbox', { name: language === 'en' ? 'Points' : 'Poin', exact: true }).fill('');
    await expect(page.getByTestId('question-save')).toBeDisabled();
    await checkScreen(page, `question-errors-${language}`);
  });
}

/** A private window (no session: the link is the capability). */
async function privateWindow(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

for (const language of LANGUAGES) {
  test(`the learner preview: the text page, each type before and after Check, the expired link (${language})`, async ({ page, browser, baseURL }) => {
    await login(page, demo.admin);
    const topicId = await sevenTypesTopic(page);
    const previewPath = await previewPathFromTopic(page, topicId, language);
    const { context, page: learner } = await privateWindow(browser, baseURL);
    try {
      await learner.goto(previewPath);
      const lessons = learner.getByTestId('preview-lessons');
      await checkScreen(learner, `preview-lesson-${language}`, () => expect(lessons.getByRole('table')).toBeVisible());
      await lessons.getByRole('navigation').getByRole('button').last().click();
      const player = learner.getByTestId('question-player');
      for (const [index, type] of TYPES.entries()) {
        await expect(learner.getByTestId('preview-position')).toHaveText(new RegExp(`^${index + 1} `));
        await checkScreen(learner, `preview-${type}-${language}`, () => expect(player).toBeVisible());
        await answerAnyhow(learner, type);
        await player.getByRole('button', { name: words[language].check, exact: true }).click();
        await expect(learner.getByTestId('player-result')).toBeVisible();
        await checkScreen(learner, `preview-${type}-checked-${language}`);
        if (index < TYPES.length - 1) await learner.getByTestId('preview-questions').getByRole('navigation').getByRole('button').last().click();
      }

      // The link's time is up: the server answers so (a preview link lives for hours; the
      // reply is the one its route gives for an expired token).
      await learner.route('**/preview/*?*', (route) =>
        route.fulfill({ status: 404, json: { error: 'not_found', message: 'This preview link has expired.', expired: true } }),
      );
      await learner.goto(previewPath);
      await checkScreen(learner, `preview-expired-${language}`, () => expect(learner.getByRole('heading', { level: 1 })).toBeVisible());
    } finally {
      await context.close();
    }
  });
}

/** Some answer with each type's gesture, right or not: Check then has something to mark. */
async function answerAnyhow(page: Page, type: QuestionType) {
  const player = page.getByTestId('question-player');
  const pick = async (select: string) => {
    await player.getByRole('combobox', { name: select }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
  };
  switch (type) {
    case 'multiple_choice':
      await player.getByRole('radio').first().check();
      break;
    case 'exact_value':
      await player.getByRole('textbox').fill('42');
      break;
    case 'categorise':
      for (const item of ['Apel', 'Wortel', 'Mangga']) await pick(item);
      break;
    case 'correct_order':
      break;
    case 'grouped_choices':
      for (const group of await player.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
      break;
    case 'matching_choices':
      for (const premise of ['Kucing', 'Anjing']) await pick(premise);
      break;
    case 'true_or_false':
      await player.getByRole('button', { pressed: false }).first().click();
      break;
  }
}

test('spreadsheet, another tool’s file and document imports, their steps, and the export plan', async ({ page }) => {
  await login(page, demo.admin);
  for (const language of LANGUAGES) {
    const w = words[language];
    const { topicId } = await createTopicThroughApi(page, { course: `Aksesibilitas impor ${language} ${Date.now()}`, unit: 'Bab 1', topic: 'Impor' });

    // Spreadsheet: the Convert step, the Import step with its problem row, Review.
    await page.goto(`/${language}/topics/${topicId}/import/excel`);
    await checkScreen(page, `spreadsheet-upload-${language}`, () => expect(page.getByTestId('template-link')).toBeVisible());
    await page.getByTestId('spreadsheet-file').locator('input[type="file"]').setInputFiles(SPREADSHEET);
    await checkScreen(page, `spreadsheet-chosen-${language}`, () => expect(page.getByTestId('spreadsheet-file-chosen')).toBeVisible());
    await page.getByRole('button', { name: language === 'en' ? 'Convert' : 'Konversi', exact: true }).click();
    await checkScreen(page, `spreadsheet-import-${language}`, () => expect(page.getByTestId('problem-row').first()).toBeVisible());
    await page.getByRole('button', { name: language === 'en' ? 'Import 3 questions' : 'Impor 3 soal', exact: true }).click();
    await checkScreen(page, `spreadsheet-review-${language}`, () => expect(page.getByTestId('import-done')).toBeVisible());

    // Another tool's file: Upload, a refused file, Review with what was left out.
    const interchangeFile = page.getByTestId('interchange-file').locator('input[type="file"]');
    await page.goto(`/${language}/topics/${topicId}/import/file`);
    await checkScreen(page, `interchange-upload-${language}`, () => expect(page.getByTestId('upload-button')).toBeVisible());
    await interchangeFile.setInputFiles(NOT_UTF8);
    await page.getByTestId('upload-button').click();
    await checkScreen(page, `interchange-failure-${language}`, () => expect(page.getByTestId('processing-failure')).toBeVisible({ timeout: 60_000 }));
    await page.getByRole('button', { name: w.backToUpload, exact: true }).click();
    await interchangeFile.setInputFiles(GIFT_FILE);
    await page.getByTestId('upload-button').click();
    await checkScreen(page, `interchange-review-${language}`, () => expect(page.getByTestId('file-format')).toBeVisible({ timeout: 60_000 }));
    await page.getByTestId('give-points').click();
    await page.getByTestId('finish-import').click();
    await expect(page).toHaveURL(new RegExp(`/${language}/topics/${topicId}/questions$`));

    // The export plan of a topic with questions Aiken cannot hold.
    await page.getByTestId('export-menu-button').click();
    await page.getByTestId('export-menu').getByRole('menuitem', { name: 'Aiken', exact: true }).click();
    await expect(page.getByRole('dialog', { name: w.exportAs })).toBeVisible();
    await checkScreen(page, `export-plan-${language}`, () => expect(page.getByTestId('export-left-out')).toBeVisible());
    await page.keyboard.press('Escape');

    // Document import: Upload with its confirmations, then Processing or Review.
    await page.goto(`/${language}/topics/${topicId}/import/document`);
    await checkScreen(page, `document-upload-${language}`, () => expect(page.getByTestId('extractor-note')).toBeVisible());
    await page.getByTestId('document-file').locator('input[type="file"]').setInputFiles(PAPER);
    await page.getByTestId('confirm-no-personal').check();
    await page.getByTestId('confirm-terms').check();
    await checkScreen(page, `document-ready-${language}`, () => expect(page.getByTestId('upload-button')).toBeEnabled());
    await page.getByTestId('upload-button').click();
    await checkScreen(page, `document-review-${language}`, () => expect(page.getByTestId('review-question')).toHaveCount(10, { timeout: 120_000 }));
  }
});

type Named = { id: number; name: string };

test('the test bank and another school as sources, copy/move, and pages generated from a deck', async ({ page }) => {
  await login(page, demo.admin);
  const orgs = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const nusantara = orgs.find((org) => org.name === 'SMA Nusantara')!;
  for (const language of LANGUAGES) {
    const w = words[language];
    const { topicId } = await createTopicThroughApi(page, { course: `Aksesibilitas sumber ${language} ${Date.now()}`, unit: 'Bab 1', topic: 'Sumber' });

    // The test bank: its courses, a course's topics, a topic's questions with one selected.
    await page.goto(`/${language}/topics/${topicId}/organizations/pena/import`);
    await checkScreen(page, `bank-courses-${language}`, () => expect(page.getByTestId('source-course').first()).toBeVisible());
    await page.getByRole('button', { name: w.openCourse }).first().click();
    await checkScreen(page, `bank-course-${language}`, () => expect(page.getByTestId('source-topic').first()).toBeVisible());
    await page.locator('[data-testid=source-topic]:not([disabled])').first().click();
    await page.getByTestId('source-question').first().getByRole('checkbox').check();
    await checkScreen(page, `bank-topic-${language}`, () => expect(page.getByTestId('selection-tray')).toBeVisible());
    await page.getByTestId('selection-tray').getByRole('button').last().click();
    await expect(page).toHaveURL(new RegExp(`/${language}/topics/${topicId}/questions$`));

    // Another school's courses (the school's own, as a second school sees them).
    await page.goto(`/${language}/topics/${topicId}/organizations/${nusantara.id}/import`);
    await checkScreen(page, `school-courses-${language}`, () => expect(page.getByTestId('source-course').first()).toBeVisible());

    // Copy/move of the imported question (a test bank's: copied, not moved): the dialog's first step.
    await page.goto(`/${language}/topics/${topicId}/questions`);
    await page.getByRole('button', { name: w.actions, exact: true }).click();
    await page.getByRole('menuitem', { name: w.copyTo }).click();
    await expect(dialog(page)).toBeVisible();
    await checkScreen(page, `copy-question-${language}`, () => expect(dialog(page).getByTestId('copy-move-source')).toBeVisible());
    await page.keyboard.press('Escape');

    // Pages from a deck: the progress, then the pages made.
    await page.goto(`/${language}/topics/${topicId}`);
    const panel = page.getByTestId('pages-panel');
    await checkScreen(page, `generate-pages-${language}`, () => expect(panel.getByTestId('generate-pages-input')).toBeAttached());
    await panel.getByTestId('generate-pages-input').setInputFiles(DECK);
    await checkScreen(page, `generate-pages-done-${language}`, () => expect(panel.getByTestId('generation-done')).toBeVisible({ timeout: 60_000 }));
  }
});
