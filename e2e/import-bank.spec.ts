// Importing from the provider's test bank as a teacher does it (issue 11 §1; spec §2 "Import
// questions from an organization or the test bank", §6 read-only references, §8): the demo
// administrator opens a topic of SMA Nusantara, Import questions › From the test bank, opens
// the seeded "Bank Soal Matematika SMA" › "Sifat Eksponen", ticks three questions, imports them,
// finds them at the end of the topic marked read-only, and opens one: shown, not editable, with
// the §8 text. Then once in Indonesian on a phone, with a passage (its questions come along).
// Screenshots of each step in both languages, desktop and phone.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, login, shot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

type Named = { id: number; name: string };
type Tree = Named & { bundles: Array<Named & { topics: Array<Named & { questions_count: number }> }> };

/** A topic of SMA Nusantara that has questions, through the API. */
async function anyTopicWithQuestions(page: Page): Promise<number> {
  const orgs = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const nusantara = orgs.find((org) => org.name === 'SMA Nusantara')!;
  const courses = (await (await page.request.get(`/content/organizations/${nusantara.id}/courses`, { params: { per: 100 } })).json()) as Named[];
  for (const course of courses) {
    const tree = (await (await page.request.get(`/content/courses/${course.id}/show_tree`)).json()) as Tree;
    for (const unit of tree.bundles) for (const topic of unit.topics) if (topic.questions_count > 0) return topic.id;
  }
  throw new Error('no topic with questions');
}

test('imports three questions from the test bank and finds them read-only', async ({ page }) => {
  await login(page, demo.admin);
  const topicId = await anyTopicWithQuestions(page);
  await page.goto(`/en/topics/${topicId}/questions`);
  const rows = page.getByTestId('question-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  await page.getByRole('button', { name: 'Import questions' }).click();
  await shot(page, 'import-bank-1-menu-en');
  await page.getByRole('menuitem', { name: 'From the test bank' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/topics/${topicId}/organizations/pena/import$`));
  await expect(page.getByTestId('import-source')).toHaveText('Pena test bank');
  await shot(page, 'import-bank-2-courses-en');

  await page.getByRole('button', { name: 'Open course Bank Soal Matematika SMA' }).click();
  await expect(page.getByTestId('source-topic').first()).toBeVisible();
  await shot(page, 'import-bank-3-course-en');
  await page.getByRole('button', { name: 'Open topic Sifat Eksponen' }).click();
  const view = page.getByTestId('source-topic-view');
  await expect(view.getByTestId('question-preview').first()).toBeVisible();
  // Math is rendered, as a teacher reads it.
  await expect(view.locator('.katex').first()).toBeVisible();
  for (const n of [1, 2, 3]) await page.getByRole('checkbox', { name: `Select question ${n}` }).check();
  const tray = page.getByTestId('selection-tray');
  await expect(tray.getByTestId('selection-count')).toHaveText('3 questions');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'import-bank-4-selected-en');

  await tray.getByRole('button', { name: 'Import 3 questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/topics/${topicId}/questions$`));
  await expect(page.getByText('3 questions imported.')).toBeVisible();
  await expect(rows).toHaveCount(before + 3);
  for (let i = before; i < before + 3; i++) await expect(rows.nth(i).getByTestId('read-only')).toBeVisible();
  await shot(page, 'import-bank-5-imported-en');

  await rows.nth(before).getByRole('link').first().click();
  await expect(page.getByTestId('read-only-message')).toHaveText("Question references imported from the provider's courses are not editable.");
  await expect(page.getByTestId('question-preview')).toBeVisible();
  await shot(page, 'import-bank-6-read-only-en');
});

test('in Indonesian on a phone, a passage comes with its questions', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, demo.admin);
  const topicId = await anyTopicWithQuestions(page);
  await page.goto(`/id/topics/${topicId}/questions`);
  const rows = page.getByTestId('question-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  await page.getByRole('button', { name: 'Impor soal' }).click();
  await shot(page, 'import-bank-1-menu-id-phone');
  await page.getByRole('menuitem', { name: 'Dari bank soal' }).click();
  await expect(page.getByTestId('import-source')).toHaveText('Bank soal Pena');
  await shot(page, 'import-bank-2-courses-id-phone');
  await page.getByRole('button', { name: 'Buka kursus Bank Soal Matematika SMA' }).click();
  await expect(page.getByTestId('source-topic').first()).toBeVisible();
  await shot(page, 'import-bank-3-course-id-phone');
  await page.getByRole('button', { name: 'Buka topik Pertumbuhan Eksponensial' }).click();
  const passage = page.getByTestId('source-passage').first();
  await expect(passage).toBeVisible();
  await passage.getByRole('checkbox').first().check();
  const count = page.getByTestId('selection-count');
  await expect(count).not.toHaveText('0 soal');
  const brought = Number((await count.textContent())!.split(' ')[0]);
  expect(brought).toBeGreaterThan(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'import-bank-4-selected-id-phone');

  await page.getByTestId('import-button-phone').click();
  await expect(page).toHaveURL(new RegExp(`/id/topics/${topicId}/questions$`));
  await expect(page.getByText(`${brought} soal berhasil diimpor.`)).toBeVisible();
  await expect(rows).toHaveCount(before + brought);
  await shot(page, 'import-bank-5-imported-id-phone');
  await rows.nth(before).getByRole('link').first().click();
  await expect(page.getByTestId('read-only-message')).toHaveText('Referensi soal yang diimpor dari kursus penyedia tidak dapat diedit.');
  await shot(page, 'import-bank-6-read-only-id-phone');
});

test('the import page in the other language and size', async ({ page }) => {
  await login(page, demo.admin);
  const topicId = await anyTopicWithQuestions(page);
  for (const [lang, width] of [['id', 1366], ['en', 375]] as const) {
    await page.setViewportSize({ width, height: 820 });
    const suffix = `${lang}${width < 500 ? '-phone' : ''}`;
    await page.goto(`/${lang}/topics/${topicId}/questions`);
    await page.getByRole('button', { name: lang === 'en' ? 'Import questions' : 'Impor soal' }).click();
    await shot(page, `import-bank-1-menu-${suffix}`);
    await page.goto(`/${lang}/topics/${topicId}/organizations/pena/import`);
    await expect(page.getByTestId('source-course').first()).toBeVisible();
    await shot(page, `import-bank-2-courses-${suffix}`);
    await page.getByTestId('source-course').first().click();
    await expect(page.getByTestId('source-topic').first()).toBeVisible();
    await shot(page, `import-bank-3-course-${suffix}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Open topic Sifat Eksponen' : 'Buka topik Sifat Eksponen' }).click();
    await page.getByTestId('source-question').nth(0).getByRole('checkbox').check();
    await page.getByTestId('source-question').nth(1).getByRole('checkbox').check();
    await expect(page.getByTestId('selection-count')).toHaveText(lang === 'en' ? '2 questions' : '2 soal');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `import-bank-4-selected-${suffix}`);
  }
});

test('from another school the questions come as copies the teacher may edit', async ({ page }) => {
  await login(page, demo.admin);
  const orgs = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const harapan = orgs.find((org) => org.name === 'SMP Harapan Bangsa')!;
  const courses = (await (await page.request.get(`/content/organizations/${harapan.id}/courses`)).json()) as Named[];
  const tree = (await (await page.request.get(`/content/courses/${courses[0]!.id}/show_tree`)).json()) as Tree;
  const target = tree.bundles.flatMap((unit) => unit.topics)[0]!;

  await page.goto(`/en/topics/${target.id}/questions`);
  await expect(page.getByTestId('organization-name')).toHaveText('SMP Harapan Bangsa');
  await page.getByRole('button', { name: 'Import questions' }).click();
  // Harapan may not import licensed questions nor spreadsheets: only the other school.
  await expect(page.getByRole('menuitem', { name: 'From the test bank' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'SMA Nusantara' }).click();
  await expect(page.getByTestId('import-source')).toHaveText('SMA Nusantara');
  await expect(page.getByText('Questions from another school are copied with their images; you can edit the copies.')).toBeVisible();

  // The first course of Nusantara with a topic that has questions.
  await expect(page.getByTestId('source-course').first()).toBeVisible();
  const names = await page.getByTestId('source-course').allTextContents();
  let opened = false;
  for (let i = 0; i < names.length && !opened; i++) {
    await page.getByTestId('source-course').nth(i).click();
    await expect(page.getByTestId('source-topic').first()).toBeVisible();
    const open = page.locator('[data-testid=source-topic]:not([disabled])');
    if ((await open.count()) > 0) {
      await open.first().click();
      opened = true;
    } else {
      await page.getByTestId('import-crumbs').getByRole('button', { name: 'Courses' }).click();
    }
  }
  expect(opened).toBe(true);
  await page.getByTestId('source-question').first().getByRole('checkbox').check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'import-school-1-selected-en');
  await page.getByTestId('selection-tray').getByRole('button', { name: 'Import 1 question' }).click();
  await expect(page.getByText('1 question imported.')).toBeVisible();
  const rows = page.getByTestId('question-row');
  await expect(rows.last()).toBeVisible();
  // A copy, not a reference: no read-only mark, and it opens in the editor.
  await expect(rows.last().getByTestId('read-only')).toHaveCount(0);
  await rows.last().getByRole('link').first().click();
  await expect(page.getByTestId('read-only-message')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save|Saved/ }).first()).toBeVisible();
});
