// WCAG 2.2 AA (axe-core's A and AA rules, e2e/axe.ts) over the app shell and the school's
// shared screens, in English and Indonesian, wide and on a phone: the login screen and its
// states, the unverified and not-found pages, the error screen, the browser notice, the
// course list and forms, the course, unit and topic overviews and their forms, publish and
// unpublish, the failed-content lists, teams, members, tags and activity, and the menus and
// confirmation dialogs on them. It reads the seeded demo school and changes nothing in it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { checkScreen } from './axe.ts';
import { demo, fillLogin, login } from './helpers.ts';

// Each test checks several screens at two widths on a busy machine.
test.describe.configure({ timeout: 480_000 });

const languages = ['en', 'id'] as const;
type Language = (typeof languages)[number];

const words = {
  en: {
    login: 'Log in to Pena',
    forgot: 'Forgot password?',
    reset: 'Reset your password',
    cancel: 'Cancel',
    courses: 'Courses',
    accountMenu: 'Account menu',
    logOut: 'Log out',
    switchOrganization: 'Switch organization',
    notFound: 'Page not found',
    newCourse: 'New course',
    editCourse: 'Edit course',
    newAssessment: 'New assessment',
    courseName: /Course name/,
    video: /Introductory video/,
    refresh: 'Refresh page',
    noAccess: "You don't have access to this page",
    pagesTab: /Pages/,
    units: 'Units',
    topics: 'Topics',
    questionsTab: /Questions/,
    unitActions: 'Actions for unit',
    deleteUnit: 'Delete unit',
    deleteUnitDialog: 'Delete this unit?',
    team: 'Team',
    tags: 'Tags',
    subjects: 'Subjects',
    otherTags: 'Other tags',
    addMember: 'Add a member to Penerbit',
  },
  id: {
    login: 'Masuk ke Pena',
    forgot: 'Lupa kata sandi?',
    reset: 'Atur ulang kata sandi',
    cancel: 'Batal',
    courses: 'Kursus',
    accountMenu: 'Menu akun',
    logOut: 'Keluar',
    switchOrganization: 'Ganti organisasi',
    notFound: 'Halaman tidak ditemukan',
    newCourse: 'Kursus baru',
    editCourse: 'Ubah kursus',
    newAssessment: 'Asesmen baru',
    courseName: /Nama kursus/,
    video: /Video pengantar/,
    refresh: 'Muat ulang halaman',
    noAccess: 'Anda tidak memiliki akses ke halaman ini',
    pagesTab: /Halaman/,
    units: 'Unit',
    topics: 'Topik',
    questionsTab: /Soal/,
    unitActions: 'Tindakan untuk unit',
    deleteUnit: 'Hapus unit',
    deleteUnitDialog: 'Hapus unit ini?',
    team: 'Tim',
    tags: 'Tag',
    subjects: 'Mata pelajaran',
    otherTags: 'Tag lainnya',
    addMember: 'Tambah anggota ke Penerbit',
  },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Signs in (login() waits for the English top bar), then opens `path` in `language`. */
async function signIn(page: Page, email: string, language: Language, path = '') {
  await login(page, email, `/en/${path}`);
  if (language !== 'en') await page.goto(`/${language}/${path}`);
}

/** The page's h1 has `text` (at each width: the check resizes the page). */
const headed = (page: Page, text: string | RegExp) => async () => {
  await expect(heading(page)).toHaveText(text);
};

type Named = { id: number; name: string };
type Seeded = { courseId: number; unitId: number; unitName: string; topicId: number };

/** Matematika Wajib Kelas X of SMA Nusantara (seeded, published) with its first unit and topic. */
async function seededCourse(page: Page): Promise<Seeded> {
  const session = (await (await page.request.get('/users/show_current')).json()) as { organization: Named };
  const name = 'Matematika Wajib Kelas X';
  const list = (await (await page.request.get(`/content/organizations/${session.organization.id}/courses`, { params: { q: name } })).json()) as Named[];
  const courseId = list.find((found) => found.name === name)!.id;
  const tree = (await (await page.request.get(`/content/courses/${courseId}/show_tree`)).json()) as { bundles: Array<Named & { topics: Named[] }> };
  const unit = tree.bundles[0]!;
  return { courseId, unitId: unit.id, unitName: unit.name, topicId: unit.topics[0]!.id };
}

for (const language of languages) {
  const w = words[language];

  test(`the login screen, a failed login and the forgot-password dialog (${language})`, async ({ page }) => {
    await page.goto(`/${language}/`);
    await checkScreen(page, `login-${language}`, headed(page, w.login));
    await fillLogin(page, demo.admin, 'not-the-password', language);
    await checkScreen(page, `login-failed-${language}`, async () => {
      await expect(page.getByRole('alert')).toBeVisible();
    });
    await page.getByRole('button', { name: w.forgot }).click();
    await checkScreen(page, `forgot-password-${language}`, async () => {
      await expect(page.getByRole('dialog', { name: w.reset })).toBeVisible();
    });
  });

  test(`the notice to a browser other than Chrome, Safari and Firefox (${language})`, async ({ browser, baseURL }) => {
    const edge = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
    });
    const page = await edge.newPage();
    await page.goto(`/${language}/`);
    await checkScreen(page, `browser-not-supported-${language}`, async () => {
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await edge.close();
  });

  test(`the unverified page (${language})`, async ({ page }) => {
    await signIn(page, demo.unverified, language);
    await expect(page).toHaveURL(new RegExp(`/${language}/unverified$`));
    await checkScreen(page, `unverified-${language}`, async () => {
      await expect(page.getByTestId('support-email')).toBeVisible();
    });
  });

  test(`the course list, with and without search results (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language);
    const rows = page.locator('tbody tr[data-testid^="course-row-"]');
    const settled = () => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await checkScreen(page, `course-list-${language}`, async () => {
      await expect(rows.first()).toBeVisible();
    });
    await page.goto(`/${language}/?q=fisika`);
    await checkScreen(page, `course-list-search-${language}`, async () => {
      await expect(rows).toHaveCount(1);
    });
    await page.goto(`/${language}/?q=tidak-ada-kursus-ini`);
    await checkScreen(page, `course-list-no-result-${language}`, async () => {
      await settled();
      await expect(rows).toHaveCount(0);
    });
  });

  test(`the top bar's menus, not found and the error screen (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language);
    // The account menu (on a phone it also holds the main links), then the school switcher.
    const logOut = page.getByRole('menuitem', { name: w.logOut });
    await checkScreen(page, `account-menu-${language}`, async () => {
      if (!(await logOut.isVisible())) await page.getByRole('button', { name: w.accountMenu }).click();
      await expect(logOut).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    const otherSchool = page.getByRole('menuitem', { name: 'SMP Harapan Bangsa' });
    await checkScreen(page, `organization-switcher-${language}`, async () => {
      if (!(await otherSchool.isVisible())) await page.getByRole('button', { name: `${w.switchOrganization}: SMA Nusantara` }).click();
      await expect(otherSchool).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.goto(`/${language}/no/such/page`);
    await checkScreen(page, `not-found-${language}`, headed(page, w.notFound));

    // A list the server fails to give: the error screen with its way to try again.
    await page.route('**/content/organizations/*/courses*', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(`/${language}/`);
    await checkScreen(page, `course-list-error-${language}`, async () => {
      await expect(page.getByRole('button', { name: w.refresh })).toBeVisible();
    });
  });

  test(`the permission error screen (${language})`, async ({ page }) => {
    await signIn(page, demo.restricted, language, 'teams');
    await checkScreen(page, `permission-error-${language}`, headed(page, w.noAccess));
  });

  test(`the course forms, empty and with their errors (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language);
    const { courseId } = await seededCourse(page);
    await page.goto(`/${language}/courses/new`);
    await checkScreen(page, `course-new-${language}`, headed(page, w.newCourse));
    const name = page.getByRole('textbox', { name: w.courseName });
    await name.fill('x');
    await name.fill('');
    await page.getByRole('textbox', { name: w.video }).fill('not a video');
    await checkScreen(page, `course-new-errors-${language}`, async () => {
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    });
    await page.goto(`/${language}/assessment_courses/new`);
    await checkScreen(page, `assessment-new-${language}`, headed(page, w.newAssessment));
    await page.goto(`/${language}/courses/${courseId}/edit`);
    await checkScreen(page, `course-edit-${language}`, async () => {
      await expect(heading(page)).toHaveText(w.editCourse);
      await expect(page.getByRole('textbox', { name: w.courseName })).toHaveValue('Matematika Wajib Kelas X');
    });
  });

  test(`the course, unit and topic overviews and the delete warning (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language);
    const { courseId, unitId, unitName, topicId } = await seededCourse(page);
    await page.goto(`/${language}/courses/${courseId}`);
    await checkScreen(page, `course-overview-${language}`, async () => {
      await expect(page.getByRole('heading', { level: 2, name: w.units })).toBeVisible();
    });
    await page.getByRole('button', { name: `${w.unitActions} ${unitName}` }).first().click();
    await page.getByRole('menuitem', { name: w.deleteUnit }).click();
    await checkScreen(page, `unit-delete-warning-${language}`, async () => {
      await expect(page.getByRole('dialog', { name: w.deleteUnitDialog })).toBeVisible();
    });
    await page.getByRole('dialog', { name: w.deleteUnitDialog }).getByRole('button', { name: w.cancel }).click();

    await page.goto(`/${language}/bundles/${unitId}`);
    await checkScreen(page, `unit-overview-${language}`, async () => {
      await expect(page.getByRole('heading', { level: 2, name: w.topics })).toBeVisible();
    });
    await page.goto(`/${language}/topics/${topicId}`);
    await checkScreen(page, `topic-pages-${language}`, async () => {
      await expect(page.getByRole('tab', { name: w.pagesTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
    await page.getByRole('tab', { name: w.questionsTab }).click();
    await checkScreen(page, `topic-questions-${language}`, async () => {
      await expect(page.getByRole('tab', { name: w.questionsTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
  });

  test(`the unit and topic forms (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language);
    const { courseId, unitId, topicId } = await seededCourse(page);
    for (const [path, name] of [
      [`courses/${courseId}/bundles/new`, 'unit-new'],
      [`bundles/${unitId}/edit`, 'unit-edit'],
      [`bundles/${unitId}/topics/new`, 'topic-new'],
      [`topics/${topicId}/edit`, 'topic-edit'],
    ] as const) {
      await page.goto(`/${language}/${path}`);
      await checkScreen(page, `${name}-${language}`, async () => {
        await expect(heading(page)).toBeVisible();
        await expect(page.getByRole('textbox').first()).toBeVisible();
      });
    }
  });

  test(`publish and unpublish of a seeded course (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language);
    const { courseId } = await seededCourse(page);
    await page.goto(`/${language}/courses/${courseId}/publish`);
    await checkScreen(page, `publish-${language}`, async () => {
      await expect(page.getByTestId('publish-topic').first()).toBeVisible();
    });
    await page.goto(`/${language}/courses/${courseId}/unpublish`);
    await checkScreen(page, `unpublish-${language}`, async () => {
      await expect(page.getByTestId('publish-topic').first()).toBeVisible();
    });
  });

  test(`the failed-content lists and the activity (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language);
    const { courseId } = await seededCourse(page);
    for (const path of ['chapters/failed', 'questions/failed', 'passages/failed', 'activity', `courses/${courseId}/activity`]) {
      await page.goto(`/${language}/${path}`);
      await checkScreen(page, `${path.replace(/\/\d+\//, '-').replace('/', '-')}-${language}`, async () => {
        await expect(heading(page)).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      });
    }
  });

  test(`teams with the add-member dialog, members and tags (${language})`, async ({ page }) => {
    await signIn(page, demo.admin, language, 'teams');
    await checkScreen(page, `teams-${language}`, async () => {
      await expect(page.getByTestId('team-card')).toHaveCount(3);
    });
    await page.getByRole('button', { name: w.addMember }).click();
    await checkScreen(page, `teams-add-member-${language}`, async () => {
      await expect(page.getByRole('dialog', { name: w.addMember })).toBeVisible();
    });
    // The member picker opens with the focus and covers Cancel: Escape closes it, then the dialog.
    const addDialog = page.getByRole('dialog', { name: w.addMember });
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(addDialog).toBeHidden({ timeout: 1_000 });
    }).toPass();

    await page.goto(`/${language}/members`);
    await checkScreen(page, `members-${language}`, async () => {
      await expect(page.getByText('Dewi Lestari').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });

    await page.goto(`/${language}/tags`);
    await checkScreen(page, `tags-grades-${language}`, headed(page, w.tags));
    await page.getByRole('tab', { name: w.subjects }).click();
    await checkScreen(page, `tags-subjects-${language}`, async () => {
      await expect(page).toHaveURL(/\/tags\/subject$/);
      await expect(page.getByRole('cell', { name: 'Matematika' }).first()).toBeVisible();
    });
    await page.getByRole('tab', { name: w.otherTags }).click();
    await checkScreen(page, `tags-other-${language}`, async () => {
      await expect(page).toHaveURL(/\/tags\/other$/);
      await expect(page.getByRole('cell', { name: 'Persiapan UTBK' })).toBeVisible();
    });
  });
}
