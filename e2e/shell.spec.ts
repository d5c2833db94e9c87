// The app shell: role-dependent top bar, organization switcher, language switch,
// verification gate, error pages and logout.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, login, organizationName, shot, topBarLinks } from './helpers.ts';
import { shotsWideAndPhone, watchForScreen } from './screens.ts';

test('an administrator sees Courses, Team and Tags and the course list', async ({ page }) => {
  await login(page, demo.admin);
  await expect.poll(() => topBarLinks(page)).toEqual(['Courses', 'Team', 'Tags']);
  await expect(organizationName(page)).toHaveText('SMA Nusantara');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
  // The first page of fifteen: all of them, or fifteen when specs before this one added more.
  const showing = page.getByText(/^Showing 1–\d+ of \d+ courses$/);
  await expect(showing).toBeVisible();
  const [, shown, total] = ((await showing.textContent()) ?? '').match(/^Showing 1–(\d+) of (\d+) courses$/)!.map(Number);
  expect(total).toBeGreaterThanOrEqual(8);
  expect(shown).toBe(Math.min(15, total!));
  await expect(page.locator('tbody tr[data-testid^="course-row-"]')).toHaveCount(shown!);
  await shot(page, 'admin-course-list');
  // Specs before this one add courses, so a seeded course may be past the first page: find it.
  await page.getByPlaceholder('Search by course name…').fill('Matematika Wajib');
  await expect(page.getByRole('link', { name: 'Matematika Wajib Kelas X' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/en\/teams$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');
  await expect(page.getByTestId('team-card')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'restricted@nusantara.sch.id' })).toBeVisible();
  await shot(page, 'admin-team');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tags' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
  await expect(page.locator('tbody tr td:first-child').first()).toHaveText('Kinder');
  await page.getByRole('tab', { name: 'Subjects' }).click();
  await expect(page).toHaveURL(/\/en\/tags\/subject$/);
  await expect(page.getByRole('cell', { name: 'Matematika' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Other tags' }).click();
  await expect(page).toHaveURL(/\/en\/tags\/other$/);
  await expect(page.getByRole('cell', { name: 'Persiapan UTBK' })).toBeVisible();
  await shot(page, 'admin-tags-other');
});

test('the account menu shows the email, autosave, the sibling products and settings', async ({ page }) => {
  await login(page, demo.admin);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(demo.admin);
  await expect(page.getByRole('menuitemcheckbox', { name: /Autosave/ })).toBeChecked();
  await expect(page.getByRole('menuitem', { name: 'Pena Link' })).toHaveAttribute('href', 'https://link.pena.id');
  await expect(page.getByRole('menuitem', { name: 'Pena Learn' })).toHaveAttribute('href', 'https://learn.pena.id');
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
    'href',
    'https://link.pena.id/en/account',
  );
  await shot(page, 'admin-account-menu');
  await page.getByRole('menuitemcheckbox', { name: /Autosave/ }).click({ force: true });
  await expect(page.getByRole('menuitemcheckbox', { name: /Autosave/ })).not.toBeChecked();
  await expect(page.getByRole('menuitemcheckbox', { name: /Autosave/ })).toBeEnabled();
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /Autosave/ })).not.toBeChecked();
});

test('an editor sees Courses, Team and Tags; a limited editor sees Courses and Team', async ({ page, browser }) => {
  await login(page, demo.editor);
  await expect.poll(() => topBarLinks(page)).toEqual(['Courses', 'Team', 'Tags']);

  const other = await browser.newPage();
  await login(other, demo.limited);
  await expect.poll(() => topBarLinks(other)).toEqual(['Courses', 'Team']);
  await other.goto('/en/tags');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
  await other.close();
});

test('a restricted teacher sees no links and cannot open the team page', async ({ page }) => {
  await login(page, demo.restricted);
  await expect.poll(() => topBarLinks(page)).toEqual([]);
  await expect(page.getByText('You cannot view courses in this organization')).toBeVisible();
  await page.goto('/en/teams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
  await expect(page.getByRole('link', { name: 'Back to course list' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh page' })).toHaveCount(0);
  await shot(page, 'restricted-permission-error');
});

test('the organization switcher changes school and lands on the course list', async ({ page }) => {
  await login(page, demo.admin, '/en/teams');
  await expect(page).toHaveURL(/\/en\/teams$/);
  await page.getByRole('button', { name: 'Switch organization: SMA Nusantara' }).click();
  await page.getByRole('menuitem', { name: 'SMP Harapan Bangsa' }).click();
  await expect(organizationName(page)).toHaveText('SMP Harapan Bangsa');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
  // The list is the new school's: its courses, none of the other school's.
  await expect(page.getByRole('link', { name: 'IPA Terpadu Kelas VII' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Matematika Wajib Kelas X' })).toHaveCount(0);
  // The choice survives a reload (the organization cookie).
  await page.reload();
  await expect(organizationName(page)).toHaveText('SMP Harapan Bangsa');
  await page.goto('/en/teams');
  await expect(page.getByText('All members can create, edit, delete and publish content', { exact: false })).toBeVisible();
});

type Named = { id: number; name: string };
type School = Named & { course: string; courseId: number; unitId: number; topicId: number };

/** The admin's two schools, each with a seeded course and its first unit and topic (through the API). */
async function schools(page: Page): Promise<{ nusantara: School; harapan: School }> {
  const all = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const school = async (name: string, course: string): Promise<School> => {
    const organization = all.find((found) => found.name === name)!;
    const list = (await (await page.request.get(`/content/organizations/${organization.id}/courses`, { params: { q: course } })).json()) as Named[];
    const courseId = list.find((found) => found.name === course)!.id;
    const tree = (await (await page.request.get(`/content/courses/${courseId}/show_tree`)).json()) as { bundles: Array<Named & { topics: Named[] }> };
    return { ...organization, course, courseId, unitId: tree.bundles[0]!.id, topicId: tree.bundles[0]!.topics[0]!.id };
  };
  return { nusantara: await school('SMA Nusantara', 'Matematika Wajib Kelas X'), harapan: await school('SMP Harapan Bangsa', 'IPA Terpadu Kelas VII') };
}

const switcherWords = { en: { label: 'Switch organization', heading: 'Courses' }, id: { label: 'Ganti organisasi', heading: 'Kursus' } } as const;

/**
 * Switches from `from` (a page of `leaving`) to `to` with the top bar: the course list of `to`,
 * in the page's language; `leaving` is not asked for again, and its course is never on screen
 * under `to`'s name, even for a moment.
 */
async function switchSchool(page: Page, language: 'en' | 'id', from: string, leaving: School, to: School) {
  const asked: string[] = [];
  const listen = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname === '/users/show_current') asked.push(url.searchParams.get('organization_id') ?? 'default');
  };
  await page.goto(from);
  await expect(organizationName(page)).toHaveText(leaving.name);
  // Already on screen: the page's own record, or the list's courses.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  const mixed = await watchForScreen(page, {
    signs: [
      { selector: '[data-testid="organization-name"]', text: to.name },
      { selector: 'a, h1', text: leaving.course },
    ],
  });
  page.on('request', listen);
  await page.getByRole('button', { name: `${switcherWords[language].label}: ${leaving.name}` }).click();
  await page.getByRole('menuitem', { name: to.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/$`));
  await expect(organizationName(page)).toHaveText(to.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(switcherWords[language].heading);
  await expect(page.getByRole('link', { name: to.course, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: leaving.course, exact: true })).toHaveCount(0);
  page.off('request', listen);
  expect(asked).not.toContain(String(leaving.id));
  expect(await mixed.seen()).toEqual([]);
}

test('switching school from a course page or the list lands on the chosen school’s course list, never showing the other’s courses under its name', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.admin);
  const { nusantara, harapan } = await schools(page);
  await switchSchool(page, 'en', `/en/courses/${nusantara.courseId}`, nusantara, harapan);
  await switchSchool(page, 'en', '/en/', harapan, nusantara);
  await shotsWideAndPhone(page, 'switched-school-list-en');
});

test('switching school from a topic or unit page lands on the chosen school’s course list (Indonesian)', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.admin);
  const { nusantara, harapan } = await schools(page);
  await switchSchool(page, 'id', `/id/topics/${nusantara.topicId}`, nusantara, harapan);
  await switchSchool(page, 'id', `/id/bundles/${harapan.unitId}`, harapan, nusantara);
  await shotsWideAndPhone(page, 'switched-school-list-id');
  // The choice survives a reload (the organization cookie).
  await page.reload();
  await expect(organizationName(page)).toHaveText(nusantara.name);
});

test('the language switch changes the address prefix and the texts', async ({ page }) => {
  await login(page, demo.admin, '/en/teams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  await expect(page).toHaveURL(/\/id\/teams$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tim');
  await expect.poll(() => topBarLinks(page)).toEqual(['Kursus', 'Tim', 'Tag']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await shot(page, 'team-id');
  // An address without a prefix now opens in Indonesian (language cookie).
  await page.goto('/tags');
  await expect(page).toHaveURL(/\/id\/tags$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag');
});

test('an unverified organization is sent to the unverified page from every route', async ({ page }) => {
  await login(page, demo.unverified);
  await expect(page).toHaveURL(/\/en\/unverified$/);
  await expect(page.getByTestId('support-phone')).toHaveText('+63 2 8876 5432');
  await expect(page.getByTestId('support-email')).toHaveText('hello@pena.ph');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your school is waiting for verification');
  await expect.poll(() => topBarLinks(page)).toEqual([]);
  await shot(page, 'unverified-ph');
  await page.goto('/en/teams');
  await expect(page).toHaveURL(/\/en\/unverified$/);
  await page.goto('/id/');
  await expect(page).toHaveURL(/\/id\/unverified$/);
  await expect(page.getByText('Ada pertanyaan tentang verifikasi? Hubungi tim kami di Filipina:')).toBeVisible();
});

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  await login(page, demo.admin, '/en/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh page' })).toHaveCount(0);
  await shot(page, 'not-found');
  await page.getByRole('link', { name: 'Back to course list' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/en/tags/unknown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the root address redirects by language, old hash addresses and organization', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/#/courses/12');
  await expect(page).toHaveURL(/\/en\/courses\/12$/);
  await login(page, demo.admin);
  await page.goto('/?organization_id=2');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(organizationName(page)).toHaveText('SMP Harapan Bangsa');
  await page.goto('/#/organizations/1');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(organizationName(page)).toHaveText('SMA Nusantara');
});

test('logout returns to the login screen and forgets the session', async ({ page }) => {
  await login(page, demo.publisher);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Pena');
  await expect(page).toHaveURL(/\/en\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('pena_token');
  expect(cookies.map((cookie) => cookie.name)).not.toContain('pena_organization_id');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Pena');
});

test('the provider organization can log in', async ({ page }) => {
  await login(page, demo.provider);
  await expect(organizationName(page)).toHaveText('Pena Bank Soal');
  await expect.poll(() => topBarLinks(page)).toEqual(['Courses', 'Team', 'Tags']);
});
