// Importing from the provider's test bank as a teacher does it (spec §2 "Import
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
  await page.getByRole('menuitem', { name: 'From the test bank', exact: true }).click();
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
  await page.getByRole('menuitem', { name: 'Dari bank soal', exact: true }).click();
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
  await expect(page.getByRole('menuitem', { name: 'From the test bank', exact: true })).toHaveCount(0);
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

/** SMA Nusantara, a topic of its course by name, and a topic of the test bank with its questions, through the API. */
async function importSetup(page: Page, courseName: string, topicName: string) {
  const orgs = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const nusantara = orgs.find((org) => org.name === 'SMA Nusantara')!;
  const courses = (await (await page.request.get(`/content/organizations/${nusantara.id}/courses`, { params: { per: 100 } })).json()) as Named[];
  const tree = (await (await page.request.get(`/content/courses/${courses.find((c) => c.name === courseName)!.id}/show_tree`)).json()) as Tree;
  const target = tree.bundles.flatMap((unit) => unit.topics).find((topic) => topic.name === topicName)!;
  const bank = (await (await page.request.get('/importing/organizations/pena/courses', { params: { organization_id: nusantara.id } })).json()) as Named[];
  const bankTree = (await (await page.request.get(`/importing/courses/${bank.find((c) => c.name === 'Bank Soal Matematika SMA')!.id}/show_tree`, { params: { organization_id: nusantara.id } })).json()) as Tree;
  const sifat = bankTree.bundles.flatMap((unit) => unit.topics).find((topic) => topic.name === 'Sifat Eksponen')!;
  const questions = ((await (await page.request.get(`/importing/topics/${sifat.id}/questions`, { params: { organization_id: nusantara.id } })).json()) as { questions: Named[] }).questions;
  const provider = ((await (await page.request.get('/public_config')).json()) as { provider_organization_id: number }).provider_organization_id;
  /** Imports the test bank questions at these positions (1-based) into the target, as an earlier import did. */
  const importEarlier = async (...numbers: number[]) => {
    const reply = await page.request.post(`/content/topics/${target.id}/import_questions`, {
      data: { organization_id: provider, question_ids: numbers.map((n) => questions[n - 1]!.id), request_id: crypto.randomUUID() },
    });
    expect(reply.status()).toBe(200);
  };
  return { target, importEarlier };
}

test('what the topic already holds is marked, left out of Select all, and asked about before it is imported again', async ({ page }) => {
  await login(page, demo.admin);
  const { target, importEarlier } = await importSetup(page, 'Sejarah Indonesia Kelas XI', 'Sumpah Pemuda');
  await importEarlier(1, 2);

  await page.goto(`/en/topics/${target.id}/organizations/pena/import`);
  await page.getByRole('button', { name: 'Open course Bank Soal Matematika SMA' }).click();
  await page.getByRole('button', { name: 'Open topic Sifat Eksponen' }).click();
  const view = page.getByTestId('source-topic-view');
  const questions = view.getByTestId('source-question');
  await expect(questions.nth(0).getByTestId('already-imported')).toHaveText('Already in this topic');
  await expect(questions.nth(1).getByTestId('already-imported')).toBeVisible();
  await expect(questions.nth(2).getByTestId('already-imported')).toHaveCount(0);
  await expect(view.getByTestId('already-note')).toBeVisible();
  await shot(page, 'import-again-1-marked-en');

  // Select all takes only the two the topic does not hold yet.
  await page.getByRole('checkbox', { name: 'Select all not yet in your topic (2 questions)' }).check();
  const tray = page.getByTestId('selection-tray');
  await expect(tray.getByTestId('selection-count')).toHaveText('2 questions');
  await expect(tray.getByTestId('already-imported')).toHaveCount(0);
  // Ticked by hand, one the topic holds comes along, marked.
  await page.getByRole('checkbox', { name: 'Select question 1' }).check();
  await expect(tray.getByTestId('selection-count')).toHaveText('3 questions');
  await expect(tray.getByTestId('already-imported')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'import-again-2-selected-en');

  await tray.getByRole('button', { name: 'Import 3 questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Some are already in this topic' });
  await expect(dialog.getByText('1 of the questions you chose is already in this topic', { exact: false })).toBeVisible();
  await shot(page, 'import-again-3-asked-en');
  await dialog.getByRole('button', { name: 'Import only the 2 new questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/topics/${target.id}/questions$`));
  await expect(page.getByText('2 questions imported.')).toBeVisible();
  await expect(page.getByTestId('question-row')).toHaveCount(4);
});

test('in Indonesian on a phone, a question already in the topic is imported again once the teacher says so', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, demo.admin);
  const { target, importEarlier } = await importSetup(page, 'Sejarah Indonesia Kelas XI', 'Peristiwa Rengasdengklok');
  await importEarlier(1);

  await page.goto(`/id/topics/${target.id}/organizations/pena/import`);
  await page.getByRole('button', { name: 'Buka kursus Bank Soal Matematika SMA' }).click();
  await page.getByRole('button', { name: 'Buka topik Sifat Eksponen' }).click();
  const first = page.getByTestId('source-question').first();
  await expect(first.getByTestId('already-imported')).toHaveText('Sudah ada di topik ini');
  await expect(page.getByRole('checkbox', { name: 'Pilih semua yang belum ada di topik Anda (3 soal)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pilih soal 1' }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'import-again-1-marked-id-phone');
  await page.getByTestId('import-button-phone').click();
  const dialog = page.getByRole('dialog', { name: 'Sebagian sudah ada di topik ini' });
  await expect(dialog.getByText('1 soal yang Anda pilih sudah ada di topik ini', { exact: false })).toBeVisible();
  // Nothing new is chosen: no "only the new ones".
  await expect(dialog.getByRole('button', { name: /soal baru/ })).toHaveCount(0);
  await shot(page, 'import-again-2-asked-id-phone');
  await dialog.getByRole('button', { name: 'Tetap impor semua (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/id/topics/${target.id}/questions$`));
  await expect(page.getByText('1 soal berhasil diimpor.')).toBeVisible();
  await expect(page.getByTestId('question-row')).toHaveCount(2);
});

test("the test bank's filters find its courses by course set, grade and subject, in English and Indonesian", async ({ page }) => {
  await login(page, demo.admin);
  const topicId = await anyTopicWithQuestions(page);
  const courses = page.getByTestId('source-course');
  const field = (label: string) => page.getByRole('combobox', { name: label, exact: true });
  for (const [lang, width] of [['en', 1366], ['id', 375]] as const) {
    const en = lang === 'en';
    const suffix = `${lang}${width < 500 ? '-phone' : ''}`;
    await page.setViewportSize({ width, height: 820 });
    await page.goto(`/${lang}/topics/${topicId}/organizations/pena/import`);
    await expect(courses).toHaveCount(2);

    await field(en ? 'Course set' : 'Set kursus').click();
    await expect(page.getByRole('option')).toHaveText(['Bank Soal SMA', 'Bank Soal SMP']);
    await shot(page, `import-filters-1-course-sets-${suffix}`);
    await page.getByRole('option', { name: 'Bank Soal SMP' }).click();
    await expect(courses).toHaveText([/Bank Soal Matematika SMP/]);
    await page.getByRole('button', { name: en ? 'Clear filters' : 'Hapus filter' }).click();
    await expect(courses).toHaveCount(2);

    await field(en ? 'Grade level' : 'Jenjang kelas').click();
    await page.getByRole('option', { name: 'G11', exact: true }).click();
    await expect(courses).toHaveText([/Bank Soal Matematika SMA/]);
    await page.getByRole('button', { name: en ? 'Clear filters' : 'Hapus filter' }).click();

    await field(en ? 'Subject' : 'Mata pelajaran').click();
    await page.getByRole('option', { name: 'Matematika', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(courses).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `import-filters-2-subject-${suffix}`);
  }
});

test('from another school each subject is offered once, and finds the courses under it', async ({ page }) => {
  await login(page, demo.admin);
  const orgs = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const harapan = orgs.find((org) => org.name === 'SMP Harapan Bangsa')!;
  const nusantara = orgs.find((org) => org.name === 'SMA Nusantara')!;
  const courses = (await (await page.request.get(`/content/organizations/${harapan.id}/courses`)).json()) as Named[];
  const tree = (await (await page.request.get(`/content/courses/${courses[0]!.id}/show_tree`)).json()) as Tree;
  const target = tree.bundles.flatMap((unit) => unit.topics)[0]!;
  for (const [lang, width] of [['en', 1366], ['id', 375]] as const) {
    await page.setViewportSize({ width, height: 820 });
    await page.goto(`/${lang}/topics/${target.id}/organizations/${nusantara.id}/import`);
    await expect(page.getByTestId('source-course').first()).toBeVisible();
    await page.getByRole('combobox', { name: lang === 'en' ? 'Subject' : 'Mata pelajaran', exact: true }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.filter((name) => name === 'Matematika')).toHaveLength(1);
    expect(options.filter((name) => name === 'Bahasa Indonesia')).toHaveLength(1);
    await shot(page, `import-school-subjects-${lang}${width < 500 ? '-phone' : ''}`);
    await page.getByRole('option', { name: 'Matematika', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Open course Matematika Wajib Kelas X' : 'Buka kursus Matematika Wajib Kelas X' })).toBeVisible();
  }
});
