// What a teacher may do, as the screens show it (§2, §6): forms offered only to those who may
// save them, one error surface with the true reason, a course of another school opened in its
// own school, and a Philippine school's page in one language.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, login, organizationName, shot } from './helpers.ts';

type Named = { id: number; name: string };

async function courseIdIn(page: Page, organizationId: number, name: string): Promise<number> {
  const list = await page.request.get(`/content/organizations/${organizationId}/courses`, { params: { q: name } });
  const found = ((await list.json()) as Named[]).find((course) => course.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

async function selectedOrganizationId(page: Page): Promise<number> {
  return ((await (await page.request.get('/users/show_current')).json()) as { organization: Named }).organization.id;
}

test('a limited editor is not offered the forms of an admin’s unit and topic', async ({ page }) => {
  await login(page, demo.limited);
  const orgId = await selectedOrganizationId(page);
  // An admin's course shared with everyone in the school (a published one by the editor would do too).
  const courseId = await courseIdIn(page, orgId, 'Matematika Wajib Kelas X');
  const tree = (await (await page.request.get(`/content/courses/${courseId}/show_tree`)).json()) as {
    bundles: Array<Named & { topics: Named[] }>;
  };
  const unit = tree.bundles[0]!;
  const topic = unit.topics[0]!;

  await page.goto(`/en/topics/${topic.id}/edit`);
  const refusal = page.getByTestId('error-page-permissionError');
  await expect(refusal).toContainText('Your role lets you change only what you created.');
  await expect(page.getByRole('form', { name: 'Edit topic' })).toHaveCount(0);
  await shot(page, 'access-topic-edit-refused-en');

  await page.goto(`/id/bundles/${unit.id}/edit`);
  await expect(refusal).toContainText('Peran Anda hanya mengizinkan mengubah konten yang Anda buat sendiri.');
  await expect(page.getByRole('form')).toHaveCount(0);
  await shot(page, 'access-unit-edit-refused-id');

});

test('a course shared with selected people says so once, with the true reason', async ({ page }) => {
  await login(page, demo.limited);
  const orgId = await selectedOrganizationId(page);
  const courseId = await courseIdIn(page, orgId, 'Bahasa Inggris Kelas X');

  await page.goto(`/en/courses/${courseId}`);
  const refusal = page.getByTestId('error-page-permissionError');
  await expect(refusal).toContainText('This course is shared with selected users only.');
  await expect(page.getByText('Your role in this organization does not allow it', { exact: false })).toHaveCount(0);
  await expect(page.getByText('You do not have access to this course.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await shot(page, 'access-course-not-shared-en');
  await page.goto(`/id/courses/${courseId}`);
  await expect(refusal).toContainText('Kursus ini hanya dibagikan kepada pengguna tertentu.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await shot(page, 'access-course-not-shared-id');
});

test('another organization’s course is only “not found”, with no sidebar notice beside it', async ({ page }) => {
  await login(page, demo.admin);
  const organizations = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const harapan = organizations.find((org) => org.name === 'SMP Harapan Bangsa')!;
  const foreign = await courseIdIn(page, harapan.id, 'IPA Terpadu Kelas VII');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await login(page, demo.publisher);
  await page.goto(`/en/courses/${foreign}`);
  await expect(page.getByTestId('error-page-notFound')).toBeVisible();
  await expect(page.getByTestId('sidebar-loading')).toHaveCount(0);
  await expect(page.getByText('You do not have access to this course.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a course of the admin’s other school opens in that school, and says so', async ({ page }) => {
  await login(page, demo.admin);
  await expect(organizationName(page)).toHaveText('SMA Nusantara');
  const organizations = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const harapan = organizations.find((org) => org.name === 'SMP Harapan Bangsa')!;
  const courseId = await courseIdIn(page, harapan.id, 'IPA Terpadu Kelas VII');

  await page.goto(`/en/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'IPA Terpadu Kelas VII' })).toBeVisible();
  await expect(organizationName(page)).toHaveText('SMP Harapan Bangsa');
  await expect(page.getByText('Switched to SMP Harapan Bangsa: what you opened belongs to this organization.')).toBeVisible();
  await shot(page, 'access-other-school-en');
  // The choice is kept: the course list is now the second school's.
  await page.goto('/id/');
  await expect(organizationName(page)).toHaveText('SMP Harapan Bangsa');
  await page.goto(`/id/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'IPA Terpadu Kelas VII' })).toBeVisible();
  await shot(page, 'access-other-school-id');
});

test('a Philippine school’s unverified page is in one language', async ({ page }) => {
  await login(page, demo.unverified);
  await expect(page).toHaveURL(/\/en\/unverified$/);
  const notice = page.getByTestId('unverified-notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your school is waiting for verification');
  await expect(notice).toContainText('Call center:');
  await expect(notice).toContainText('Check again');
  await expect(page.getByText('Terms of use')).toBeVisible();
  await shot(page, 'unverified-ph-en');
  await page.goto('/id/unverified');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sekolah Anda/i);
  await expect(notice).toContainText('Ada pertanyaan tentang verifikasi? Hubungi tim kami di Filipina:');
  await shot(page, 'unverified-ph-id');
});

test('the logged-out start asks no “who am I” question that can only fail', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) failures.push(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Pena' })).toBeVisible();
  expect(failures).toEqual([]);
});
