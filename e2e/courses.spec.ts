// The course list and the course forms as teachers use them: creating a course with
// grades, tags and subjects; search and filters that narrow the list and survive a
// reload; a limited editor kept out of another teacher's course; a course shared with
// selected people locked for everyone else. Screenshots in English and Indonesian.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, login, shot } from './helpers.ts';

// Each test walks through several screens on a busy machine.
test.describe.configure({ timeout: 90_000 });

const rows = (page: Page) => page.locator('tbody tr[data-testid^="course-row-"]');

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The list has caught up with the address (no request in flight, no placeholder rows). */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The id of a seeded course, read from its link in the list. */
async function courseId(page: Page, name: string): Promise<number> {
  await page.goto(`/en/?q=${encodeURIComponent(name)}`);
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  return Number(href?.split('/').pop());
}

test('an editor creates a course with grades, tags and subjects and lands on its overview', async ({ page }) => {
  await login(page, demo.editor);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Course/ }).click();
  await expect(page).toHaveURL(/\/en\/courses\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New course');
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  const create = page.getByRole('button', { name: 'Create course' });
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: /Course name/ }).fill('Kimia Kelas X');
  await page.getByRole('textbox', { name: /Course name/ }).fill('');
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /Introductory video/ }).fill('https://vimeo.com/1');
  await expect(page.getByText('Enter a YouTube or Brightcove video address')).toBeVisible();
  for (const tag of ['Kurikulum Merdeka', 'Persiapan UTBK', 'Remedial']) await pick(page, 'Other tags', tag);
  await shot(page, 'course-new-errors-en');

  await page.getByRole('textbox', { name: /Course name/ }).fill('Kimia Kelas X');
  await page.getByRole('textbox', { name: /Introductory video/ }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('textbox', { name: /Description/ }).fill('Struktur atom, ikatan kimia dan stoikiometri.');
  await pick(page, 'Grades', 'G10');
  await pick(page, 'Subjects', 'IPA');
  await page.getByRole('radiogroup', { name: 'Course icon' }).getByRole('radio').nth(2).click();
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/en\/courses\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByText('Course created. Add its first unit to get started.')).toBeVisible();

  // The list finds it by tag and shows what was chosen.
  await page.goto('/en/?tag_search=utbk');
  const row = page.getByTestId(`course-row-${id}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Kimia Kelas X');
  await expect(row).toContainText('G10');
  await expect(row).toContainText('IPA');
  await expect(row).toContainText('Remedial');
  await expect(row).toContainText('Dewi Lestari');
  await expect(row).toContainText('Unpublished');

  // Its edit page has what was saved.
  await page.goto(`/en/courses/${id}/edit`);
  await expect(page.getByRole('textbox', { name: /Course name/ })).toHaveValue('Kimia Kelas X');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit course');
  await shot(page, 'course-edit-en');
});

test('search and filters narrow the list, live in the address and survive a reload', async ({ page }) => {
  await login(page, demo.admin);
  await expect(rows(page).first()).toBeVisible();
  const all = await rows(page).count();
  expect(all).toBeGreaterThan(3);
  await shot(page, 'course-list-en');

  await page.getByRole('searchbox', { name: 'Search by course name' }).fill('fisika');
  await expect(page).toHaveURL(/\?q=fisika$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Fisika Kelas XI');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by course name' })).toHaveValue('fisika');
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.getByRole('button', { name: /Filters/ }).click();
  await pick(page, 'Grade', 'G10');
  await pick(page, 'Status', 'Published');
  await expect(page).toHaveURL(/level=G10/);
  await expect(page).toHaveURL(/publish_status=published/);
  // The address changes first; the rows follow (wait for the last non-matching one to go).
  await expect(rows(page).filter({ hasNotText: 'G10' })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'Unpublished' })).toHaveCount(0);
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeLessThan(all);
  const narrowed = await rows(page).count();
  await shot(page, 'course-list-filters-en');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Grade', exact: true })).toHaveValue('G10');
  await expect(rows(page)).toHaveCount(narrowed);

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(rows(page)).toHaveCount(all);

  // Creator filter with the authors of the organization, then sort.
  await pick(page, 'Creator', 'Budi Santoso');
  await expect(page).toHaveURL(/user_ids%5B%5D=\d+/);
  await expect(rows(page).filter({ hasNotText: 'Budi Santoso' })).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Fisika Kelas XI');

  // Newest first: sort goes to the address at once and survives a reload too.
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Newest first' }).click();
  await expect(page).toHaveURL(/sort_by=created_at&sort=desc/);
  await expect(rows(page).first()).toContainText('Tryout UTBK Saintek 2025');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Newest first');
  await expect(rows(page).first()).toContainText('Tryout UTBK Saintek 2025');
  // A created-date range: two clicks in the calendar, epoch ms in the address.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.getByRole('button', { name: 'Created between' }).click();
  const calendar = page.getByRole('dialog');
  const days = calendar.locator('button[data-today], table button:not([data-outside])');
  await days.first().click();
  await calendar.locator('button[data-today]').click();
  await expect(page).toHaveURL(/created_from=\d+&created_to=\d+/);
  const range = new URL(page.url()).searchParams;
  expect(Number(range.get('created_to'))).toBeGreaterThan(Number(range.get('created_from')));
  await settled(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Created between' })).not.toHaveText('Pick a date range');
});

test('the list and the forms in Indonesian', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/id/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kursus');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'course-list-id');
  await page.getByRole('button', { name: /Filter/ }).click();
  await pick(page, 'Kelas', 'G11');
  await expect(page).toHaveURL(/level=G11/);
  await shot(page, 'course-list-filters-id');

  await page.goto('/id/courses/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kursus baru');
  await page.getByRole('textbox', { name: /Nama kursus/ }).fill('x'.repeat(256));
  await expect(page.getByText('Maksimal 255 karakter')).toBeVisible();
  await page.getByRole('textbox', { name: /Video pengantar/ }).fill('bukan video');
  await expect(page.getByText('Masukkan alamat video YouTube atau Brightcove')).toBeVisible();
  await shot(page, 'course-new-errors-id');

  await page.goto('/id/assessment_courses/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asesmen baru');
  await page.getByRole('textbox', { name: /Nama kursus/ }).fill('Penilaian Akhir Semester');
  await page.getByRole('textbox', { name: /Batas waktu/ }).fill('0');
  await expect(page.getByText('Masukkan menit dalam bilangan bulat dari 1 sampai 10000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buat asesmen' })).toBeDisabled();
  await shot(page, 'assessment-new-errors-id');
});

test('an assessment course is created with its time limit', async ({ page }) => {
  await login(page, demo.admin);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Assessment/ }).click();
  await expect(page).toHaveURL(/\/en\/assessment_courses\/new$/);
  await page.getByRole('textbox', { name: /Course name/ }).fill('Penilaian Tengah Semester Fisika');
  await page.getByRole('textbox', { name: /Time limit/ }).fill('20000');
  await expect(page.getByText('Enter whole minutes from 1 to 10000')).toBeVisible();
  await shot(page, 'assessment-new-errors-en');
  await page.getByRole('textbox', { name: /Time limit/ }).fill('75');
  await page.getByText('Online tryout', { exact: true }).click();
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page).toHaveURL(/\/en\/courses\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await page.goto('/en/?q=penilaian+tengah');
  await expect(page.getByTestId(`course-row-${id}`)).toContainText('Tryout');
  await page.goto(`/en/courses/${id}/edit`);
  await expect(page.getByRole('textbox', { name: /Time limit/ })).toHaveValue('75');

  // Deleting it from the edit page, after the warning, returns to the list with a banner.
  await page.getByRole('button', { name: 'Delete course' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('cannot be recovered');
  await confirm.getByRole('button', { name: 'Delete course' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByText('Course “Penilaian Tengah Semester Fisika” deleted.')).toBeVisible();
  await expect(page.getByTestId(`course-row-${id}`)).toHaveCount(0);
});

/** A 1×1 PNG: the server checks uploads by their bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an editor uploads an icon and manages the video presenters of a course', async ({ page }) => {
  await login(page, demo.editor);
  const id = await courseId(page, 'Fisika Kelas XI');
  await page.goto(`/en/courses/${id}/edit`);
  const icons = page.getByRole('radiogroup', { name: 'Course icon' });
  await expect(icons.getByRole('radio').nth(1)).toBeVisible();
  const before = await icons.getByRole('radio').count();
  await icons.locator('input[type="file"]').setInputFiles({ name: 'ikon-fisika.png', mimeType: 'image/png', buffer: png });
  await expect(icons.getByRole('radio')).toHaveCount(before + 1);
  await expect(icons.getByRole('radio', { checked: true })).toHaveAccessibleName('ikon-fisika.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/courses/${id}$`));

  await page.goto(`/en/courses/${id}/edit`);
  await expect(icons.getByRole('radio', { checked: true })).toHaveAccessibleName('ikon-fisika.png');
  await page.getByRole('button', { name: 'Add presenter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Pak Hendra');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Guru Fisika, 12 tahun mengajar.');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'hendra.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Add presenter' }).click();
  await expect(dialog).toHaveCount(0);
  // Listed with its actions (the form's preview-video presenter choice names it too).
  await expect(page.getByRole('button', { name: 'Edit Pak Hendra' })).toBeVisible();
  await shot(page, 'course-edit-presenters');

  await page.getByRole('button', { name: 'Edit Pak Hendra' }).click();
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Pak Hendra Wijaya');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit Pak Hendra Wijaya' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Pak Hendra Wijaya' }).click();
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No presenters yet.')).toBeVisible();
});

test('a limited editor cannot edit another teacher’s course', async ({ page }) => {
  await login(page, demo.admin);
  const id = await courseId(page, 'Matematika Wajib Kelas X');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await login(page, demo.limited, `/en/courses/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
  await shot(page, 'course-edit-limited-denied');
});

test('a course shared with selected people is locked for everyone else', async ({ page, browser }) => {
  await login(page, demo.limited);
  await page.getByRole('searchbox', { name: 'Search by course name' }).fill('Bahasa Inggris');
  const locked = rows(page).filter({ hasText: 'Bahasa Inggris Kelas X' });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await expect(locked).toContainText('Only the author, admins and people it is shared with can open this course');
  await expect(page.getByRole('link', { name: 'Bahasa Inggris Kelas X' })).toHaveCount(0);
  await locked.click({ force: true });
  await expect(page).toHaveURL(/\/en\/\?q=/);
  await shot(page, 'course-list-locked');

  // The editor it is shared with opens it.
  const editor = await browser.newPage();
  await login(editor, demo.editor, '/en/?q=bahasa+inggris');
  await expect(editor.getByRole('link', { name: 'Bahasa Inggris Kelas X' })).toBeVisible();
  await editor.close();
});
