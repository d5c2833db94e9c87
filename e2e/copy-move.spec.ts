// Copy and move as a teacher uses them (spec §2 "Copy/Move modal", §4): the demo
// administrator copies a unit to another course from the course overview's unit menu (the job's
// progress, the result, "Open" on the copy, the original untouched; in English and Indonesian),
// moves a question to another topic of the course from the questions tab (gone from the source,
// last in the target, the same stem), and copies a course to their second school from the
// course header, then opens it there: its units and topics, unpublished. Screenshots of the
// modal, the progress and the result in both languages.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { demo, login, organizationName, shot, shotOf } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

type Named = { id: number; name: string };
type TreeTopic = Named & { chapters_count: number; questions_count: number; passages_count: number };
type Tree = Named & { bundles: Array<Named & { status: string; topics: Array<TreeTopic & { status: string }> }> };

async function organizations(page: Page): Promise<Named[]> {
  return (await (await page.request.get('/content/organizations')).json()) as Named[];
}

async function organizationId(page: Page, name: string): Promise<number> {
  const found = (await organizations(page)).find((org) => org.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

/** The courses of an organization with this exact name, through the API. */
async function coursesNamed(page: Page, orgId: number, name: string): Promise<Named[]> {
  const list = await page.request.get(`/content/organizations/${orgId}/courses`, { params: { q: name } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as Named[]).filter((course) => course.name === name);
}

async function courseId(page: Page, orgId: number, name: string): Promise<number> {
  const [found] = await coursesNamed(page, orgId, name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

async function tree(page: Page, id: number): Promise<Tree> {
  const reply = await page.request.get(`/content/courses/${id}/show_tree`);
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as Tree;
}

async function courseStatus(page: Page, id: number): Promise<string> {
  const reply = await page.request.get(`/content/courses/${id}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { status: string }).status;
}

/** Units with their topics and what each topic holds, ids aside: what a faithful copy repeats. */
const outline = (course: Tree) =>
  course.bundles.map((unit) => ({
    unit: unit.name,
    topics: unit.topics.map((topic) => [topic.name, topic.chapters_count, topic.questions_count, topic.passages_count]),
  }));

async function labels(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

/**
 * Holds the answers of GET /jobs/{uuid} until `release()`: a copy job may end within one poll,
 * so the progress modal is seen (and photographed) first, then the real answers go through.
 */
async function holdJobPolls(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const statuses: string[] = [];
  await page.route('**/jobs/*', async (route) => {
    await held;
    const reply = await route.fetch();
    statuses.push(((await reply.json()) as { status: string }).status);
    await route.fulfill({ response: reply });
  });
  return { release, statuses, done: () => page.unroute('**/jobs/*') };
}

const MATEMATIKA = 'Matematika Wajib Kelas X';
const FISIKA = 'Fisika Kelas XI';
const NUSANTARA = 'SMA Nusantara';
const HARAPAN = 'SMP Harapan Bangsa';

const unitTexts = {
  en: {
    unit: 'Bab 4 Trigonometri',
    actions: (name: string) => `Actions for unit ${name}`,
    copyTo: 'Copy to…',
    title: 'Copy unit',
    step: 'Step 2 of 3 · Choose where',
    choose: 'Choose the course',
    current: 'Current location',
    selected: `Selected: ${FISIKA}`,
    next: 'Next',
    summary: (unit: string) => `Copy the unit “${unit}” to the course “${FISIKA}” in ${NUSANTARA}.`,
    unpublished: 'The copy starts unpublished.',
    confirm: 'Copy unit',
    progress: (unit: string) => `Copying unit “${unit}”`,
    waiting: /Waiting to start…|Working on it…/,
    copied: `Copied to “${FISIKA}”`,
    copyLabel: (unit: string) => `The copy: ${unit}`,
    open: 'Open',
    topics: 'Topics',
  },
  id: {
    unit: 'Bab 5 Statistika',
    actions: (name: string) => `Tindakan untuk unit ${name}`,
    copyTo: 'Salin ke…',
    title: 'Salin unit',
    step: 'Langkah 2 dari 3 · Pilih tujuan',
    choose: 'Pilih kursus',
    current: 'Lokasi saat ini',
    selected: `Dipilih: ${FISIKA}`,
    next: 'Lanjut',
    summary: (unit: string) => `Salin unit “${unit}” ke kursus “${FISIKA}” di ${NUSANTARA}.`,
    unpublished: 'Salinan dibuat dengan status belum diterbitkan.',
    confirm: 'Salin unit',
    progress: (unit: string) => `Menyalin unit “${unit}”`,
    waiting: /Menunggu|Sedang|Memproses/,
    copied: `Disalin ke “${FISIKA}”`,
    copyLabel: (unit: string) => `Salinan: ${unit}`,
    open: 'Buka',
    topics: 'Topik',
  },
} as const;

for (const language of ['en', 'id'] as const) {
  const words = unitTexts[language];
  test(`a unit is copied to another course from the unit menu: progress, result, the copy opened, the original unchanged (${language})`, async ({ page }) => {
    await login(page, demo.admin);
    const nusantara = await organizationId(page, NUSANTARA);
    const matematika = await courseId(page, nusantara, MATEMATIKA);
    const fisika = await courseId(page, nusantara, FISIKA);
    const before = await tree(page, matematika);
    const source = before.bundles.find((unit) => unit.name === words.unit)!;
    const fisikaBefore = await tree(page, fisika);

    await page.goto(`/${language}/courses/${matematika}`);
    await expect(page.getByRole('heading', { level: 1, name: MATEMATIKA })).toBeVisible();
    await page.getByRole('button', { name: words.actions(words.unit), exact: true }).click();
    await page.getByRole('menuitem', { name: words.copyTo }).click();

    // The modal opens on the courses of the unit's school, its own course marked.
    const modal = page.getByRole('dialog', { name: words.title });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(words.step);
    await expect(modal.getByTestId('copy-move-source')).toContainText(words.unit);
    await expect(modal.getByRole('radiogroup', { name: words.choose })).toBeVisible();
    await expect(modal.getByRole('radio', { name: MATEMATIKA, exact: true })).toContainText(words.current);
    await modal.getByRole('radio', { name: FISIKA, exact: true }).click();
    await expect(modal.getByTestId('copy-move-selected')).toHaveText(words.selected);
    await expect(modal).toHaveCSS('opacity', '1');
    await shotOf(modal, `copy-unit-target-${language}`);
    await modal.getByRole('button', { name: words.next }).click();

    await expect(modal).toContainText(words.summary(words.unit));
    await expect(modal).toContainText(words.unpublished);
    await shotOf(modal, `copy-unit-summary-${language}`);

    // A unit is copied by a background job: its progress, then the result.
    const polls = await holdJobPolls(page);
    const copied = page.waitForResponse((reply) => reply.url().endsWith('/content/copy') && reply.request().method() === 'POST');
    await modal.getByRole('button', { name: words.confirm, exact: true }).click();
    expect((await copied).status()).toBe(202);
    const progress = page.getByRole('dialog', { name: words.progress(words.unit) });
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('status')).toHaveText(words.waiting);
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(progress).toHaveCSS('opacity', '1');
    await shotOf(progress, `copy-unit-progress-${language}`);
    polls.release();

    const result = page.getByTestId('copy-move-result');
    await expect(result.getByRole('status')).toHaveText(words.copied);
    await expect(result).toContainText(words.copyLabel(words.unit));
    await expect(progress).toHaveCount(0);
    expect(polls.statuses.at(-1)).toBe('completed');
    await expect(modal).toHaveCSS('opacity', '1');
    await shotOf(modal, `copy-unit-result-${language}`);
    await polls.done();

    // "Open": the copy, in the other course, with the same topics.
    await result.getByRole('link', { name: words.open }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/bundles/\\d+$`));
    const copyId = Number(/\/bundles\/(\d+)$/.exec(page.url())![1]);
    expect(copyId).not.toBe(source.id);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: words.unit })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.topics })).toBeVisible();
    await expect.poll(() => labels(page.getByTestId('topic-row'))).toEqual(source.topics.map((topic) => topic.name));
    await expect(page.getByTestId('course-sidebar').getByTestId('sidebar-course-name')).toHaveText(FISIKA);
    await shot(page, `copy-unit-opened-${language}`);

    // Fisika has it last, with its topics and what they hold; Matematika is as it was.
    const fisikaAfter = await tree(page, fisika);
    expect(fisikaAfter.bundles.map((unit) => unit.name)).toEqual([...fisikaBefore.bundles.map((unit) => unit.name), words.unit]);
    expect(fisikaAfter.bundles.at(-1)!.id).toBe(copyId);
    expect(outline(fisikaAfter).at(-1)).toEqual(outline(before).find((unit) => unit.unit === words.unit));
    expect(outline(await tree(page, matematika))).toEqual(outline(before));
    await page.goto(`/${language}/courses/${matematika}`);
    await expect.poll(() => labels(page.getByTestId('unit-card'))).toEqual(before.bundles.map((unit) => unit.name));
  });
}

test('a question is moved to another topic of the course from the questions tab: gone here, last there, the same stem', async ({ page }) => {
  await login(page, demo.admin);
  const nusantara = await organizationId(page, NUSANTARA);
  const course = await tree(page, await courseId(page, nusantara, MATEMATIKA));
  const unit = course.bundles.find((bundle) => bundle.name === 'Bab 1 Eksponen dan Logaritma')!;
  const from = unit.topics.find((topic) => topic.name === 'Bentuk Akar')!;
  const to = unit.topics.find((topic) => topic.name === 'Sifat-sifat Eksponen')!;
  const stem = 'Pasangkan setiap bentuk akar dengan bentuk sederhananya.';

  await page.goto(`/en/topics/${from.id}/questions`);
  const rows = page.getByTestId('question-row');
  await expect(rows).toHaveCount(from.questions_count);
  const sourceNames = await labels(rows);
  const number = sourceNames.indexOf(stem) + 1;
  expect(number).toBeGreaterThan(0);
  await page.getByRole('button', { name: `Actions for question ${number}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();

  // Browsing starts beside the question: its unit's topics, its own topic not a choice.
  const modal = page.getByRole('dialog', { name: 'Move question' });
  await expect(modal.getByTestId('copy-move-source')).toHaveText(`Question: ${stem}`);
  await expect(modal.getByRole('radio', { name: 'Bentuk Akar', exact: true })).toBeDisabled();
  // Up to the course and back down, as a teacher looking around would.
  await modal.getByTestId('target-breadcrumb').getByRole('button', { name: MATEMATIKA }).click();
  await expect(modal.getByTestId('target-level-units')).toBeVisible();
  await modal.getByRole('button', { name: `Open ${unit.name}` }).click();
  await modal.getByRole('radio', { name: to.name, exact: true }).click();
  await expect(modal.getByTestId('copy-move-selected')).toHaveText(`Selected: ${to.name}`);
  await modal.getByRole('button', { name: 'Next' }).click();

  // Linked questions: left off (this one has none).
  await expect(modal.getByRole('checkbox', { name: 'Include linked questions' })).not.toBeChecked();
  await shotOf(modal, 'move-question-options-en');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal).toContainText(
    `Move the question “${stem}” to the topic “${to.name}” (unit “${unit.name}”, course “${MATEMATIKA}”) in ${NUSANTARA}.`,
  );
  await expect(modal).toContainText(`It goes to the end of “${to.name}” and keeps its history.`);
  await shotOf(modal, 'move-question-summary-en');

  // A move is answered at once: the result, no job.
  const moved = page.waitForResponse((reply) => reply.url().endsWith('/content/move') && reply.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Move question', exact: true }).click();
  expect((await moved).status()).toBe(200);
  const result = modal.getByTestId('copy-move-result');
  await expect(result.getByRole('status')).toHaveText(`Moved to “${to.name}”`);
  await expect(result).toContainText(`Moved: ${stem}`);
  await expect(modal).toHaveCSS('opacity', '1');
  await shotOf(modal, 'move-question-result-en');
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toHaveCount(0);

  // Gone from the source's list, the others closed up.
  await expect.poll(() => labels(rows)).toEqual(sourceNames.filter((name) => name !== stem));

  // Last in the target's list; opened, the same stem.
  await page.goto(`/en/topics/${to.id}/questions`);
  await expect(rows).toHaveCount(to.questions_count + 1);
  await expect(rows.last()).toHaveAttribute('aria-label', stem);
  await rows.last().getByRole('link', { name: stem }).click();
  await expect(page).toHaveURL(/\/en\/questions\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveText(stem);
});

test('a course is copied to the second school from the course header and opened there: its units and topics, unpublished', async ({ page }) => {
  const name = 'Bahasa Indonesia Kelas XII';
  await login(page, demo.admin);
  await expect(organizationName(page)).toHaveText(NUSANTARA);
  const nusantara = await organizationId(page, NUSANTARA);
  const harapan = await organizationId(page, HARAPAN);
  const original = await courseId(page, nusantara, name);
  const before = await tree(page, original);
  expect(await courseStatus(page, original)).toBe('published');
  expect(await coursesNamed(page, harapan, name)).toEqual([]);

  await page.goto(`/en/courses/${original}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'More course actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy course…' }).click();

  // The target is an organization where the admin may create content; the course's own is marked.
  const modal = page.getByRole('dialog', { name: 'Copy course' });
  // Steps are numbered from what is shown: a course has no copy-or-move step.
  await expect(modal).toContainText('Step 1 of 2 · Choose where');
  await expect(modal.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(modal.getByRole('radiogroup', { name: 'Choose the organization' })).toBeVisible();
  await expect(modal.getByRole('radio', { name: NUSANTARA, exact: true })).toContainText('Current location');
  await modal.getByRole('radio', { name: HARAPAN, exact: true }).click();
  await expect(modal).toHaveCSS('opacity', '1');
  await shotOf(modal, 'copy-course-target-en');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal).toContainText(`Copy the course “${name}” to ${HARAPAN}.`);
  await expect(modal).toContainText(`The copy belongs to another organization, ${HARAPAN}.`);
  await expect(modal).toHaveCSS('opacity', '1');
  await shotOf(modal, 'copy-course-summary-en');

  const polls = await holdJobPolls(page);
  await modal.getByRole('button', { name: 'Copy course', exact: true }).click();
  const progress = page.getByRole('dialog', { name: `Copying course “${name}”` });
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(progress).toHaveCSS('opacity', '1');
  await shotOf(progress, 'copy-course-progress-en');
  polls.release();
  const result = page.getByTestId('copy-move-result');
  await expect(result.getByRole('status')).toHaveText(`Copied to “${HARAPAN}”`);
  await expect(result).toContainText(`The copy: ${name}`);
  await shotOf(modal, 'copy-course-result-en');
  await polls.done();

  // "Open": the copy, in the second school (the app switches to it and says so), unpublished.
  await result.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/courses\/\d+$/);
  const copyId = Number(/\/courses\/(\d+)$/.exec(page.url())![1]);
  expect(copyId).not.toBe(original);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(organizationName(page)).toHaveText(HARAPAN);
  await expect(page.getByText(`Switched to ${HARAPAN}: what you opened belongs to this organization.`)).toBeVisible();
  const header = page.getByTestId('course-header');
  await expect(header.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect.poll(() => labels(page.getByTestId('unit-card'))).toEqual(before.bundles.map((unit) => unit.name));
  await expect(page.getByTestId('unit-card').getByTestId('topic-line').getByRole('link')).toHaveText(
    before.bundles.flatMap((unit) => unit.topics.map((topic) => topic.name)),
  );
  await shot(page, 'copy-course-opened-en');

  // The copy is the second school's, with what every topic holds; the original is still published.
  expect((await coursesNamed(page, harapan, name)).map((course) => course.id)).toEqual([copyId]);
  const copy = await tree(page, copyId);
  expect(outline(copy)).toEqual(outline(before));
  expect(await courseStatus(page, copyId)).toBe('unpublished');
  const statuses = copy.bundles.flatMap((unit) => [unit.status, ...unit.topics.map((topic) => topic.status)]);
  expect(new Set(statuses)).toEqual(new Set(['unpublished']));
  expect(await courseStatus(page, original)).toBe('published');
});
