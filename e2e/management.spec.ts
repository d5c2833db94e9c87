// Tag and team management by an administrator of the demo school, as a teacher would do
// it: create and delete grades, tags and subjects (with the server's name check and its
// suggested spelling), switch how permissions work and back, add a member to a team and
// remove them. Everything changed is put back, so the specs after this one see the seed.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, login, shot } from './helpers.ts';

// Long journeys on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const rowNames = (page: Page, list: string) =>
  page.getByRole('table', { name: list }).locator('tbody tr td:first-child').allTextContents();

test('an administrator manages grades: deletes two unused ones, then adds them back with the suggested spelling', async ({ page }) => {
  await login(page, demo.admin, '/en/tags');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
  await expect.poll(async () => (await rowNames(page, 'Grades')).slice(0, 4)).toEqual(['Kinder', 'G1', 'G2', 'G3']);
  await shot(page, 'management-tags-grades-en');

  // A grade used by courses says how many lose it; cancelling changes nothing.
  await page.getByRole('checkbox', { name: 'Select G10' }).check();
  await page.getByRole('button', { name: 'Delete 1 selected' }).click();
  const g10 = page.getByRole('dialog', { name: 'Delete this grade?' });
  await expect(g10).toContainText(/\d+ courses? will lose the tag “G10”\./);
  await shot(page, 'management-tags-delete-used-en');
  await g10.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('checkbox', { name: 'Select G10' }).uncheck();

  await page.getByRole('checkbox', { name: 'Select G4' }).check();
  await page.getByRole('checkbox', { name: 'Select G5' }).check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 grades?' });
  await expect(confirm).toContainText('G40 courses');
  await expect(confirm).toContainText('No course uses these tags.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(banner(page)).toContainText('2 grades deleted.');
  await expect(page.getByRole('cell', { name: 'G4', exact: true })).toHaveCount(0);

  // "g 4" is free; the server suggests its school spelling, used with one click.
  await page.getByRole('button', { name: 'New grade' }).click();
  const dialog = page.getByRole('dialog', { name: 'New grade' });
  await dialog.getByLabel('Grade name').fill('g10');
  await expect(dialog.getByText('The grade “G10” already exists.')).toBeVisible();
  await dialog.getByLabel('Grade name').fill('Kelas 4');
  await expect(dialog.getByText('Must be one of Kinder, G1 to G12')).toBeVisible();
  await dialog.getByLabel('Grade name').fill('g 4');
  await expect(dialog.getByRole('button', { name: 'Use “G4”' })).toBeVisible();
  await shot(page, 'management-tags-new-grade-en');
  await dialog.getByRole('button', { name: 'Use “G4”' }).click();
  await expect(dialog.getByLabel('Grade name')).toHaveValue('G4');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(banner(page)).toContainText('Grade “G4” created.');

  // The grades not added yet are one click away.
  await page.getByRole('button', { name: 'New grade' }).click();
  await dialog.getByTestId('missing-grades').getByText('G5', { exact: true }).click();
  await expect(dialog.getByLabel('Grade name')).toHaveValue('G5');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(banner(page)).toContainText('Grade “G5” created.');
  await expect.poll(async () => (await rowNames(page, 'Grades')).slice(0, 7)).toEqual(['Kinder', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6']);
});

test('an administrator creates, finds and deletes another tag and a subject', async ({ page }) => {
  await login(page, demo.admin, '/en/tags/other');
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Tag name').fill(' remedial ');
  await expect(dialog.getByText('The tag “Remedial” already exists.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Tag name').fill('Olimpiade Sains');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(banner(page)).toContainText('Tag “Olimpiade Sains” created.');
  await shot(page, 'management-tags-other-en');

  await page.getByRole('searchbox', { name: 'Search tags' }).fill('olimpiade');
  await expect.poll(() => rowNames(page, 'Other tags')).toEqual(['Olimpiade Sains']);
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await page.getByRole('button', { name: 'Delete 1 selected' }).click();
  await page.getByRole('dialog', { name: 'Delete this tag?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(banner(page)).toContainText('Tag “Olimpiade Sains” deleted.');
  await expect(page.getByText('Nothing matches “olimpiade”.')).toBeVisible();

  await page.getByRole('tab', { name: 'Subjects' }).click();
  await expect(page).toHaveURL(/\/en\/tags\/subject$/);
  // The country's subjects are listed beside the school's, without controls.
  const country = page.getByRole('table', { name: 'National curriculum subjects' });
  await expect(country.getByRole('cell', { name: 'Pendidikan Pancasila' })).toBeVisible();
  await expect(country.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'New subject' }).click();
  const subject = page.getByRole('dialog', { name: 'New subject' });
  await subject.getByLabel('Subject name').fill('ips');
  await expect(subject.getByText('The subject “IPS” already exists.')).toBeVisible();
  await subject.getByLabel('Subject name').fill('Prakarya');
  await subject.getByRole('button', { name: 'Create' }).click();
  await expect(banner(page)).toContainText('Subject “Prakarya” created.');
  await shot(page, 'management-tags-subject-en');
  await page.getByRole('checkbox', { name: 'Select Prakarya' }).check();
  await page.getByRole('button', { name: 'Delete 1 selected' }).click();
  await page.getByRole('dialog', { name: 'Delete this subject?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(banner(page)).toContainText('Subject “Prakarya” deleted.');
  await expect(page.getByRole('cell', { name: 'Prakarya' })).toHaveCount(0);
});

test('an administrator switches how permissions work and back, and adds and removes a team member', async ({ page }) => {
  await login(page, demo.admin, '/en/teams');
  const byRoles = page.getByRole('radio', { name: /Managed by roles/ });
  const allEdit = page.getByRole('radio', { name: /All members can edit/ });
  await expect(byRoles).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'management-team-en');

  await allEdit.click();
  const toAll = page.getByRole('dialog', { name: 'Let all members edit?' });
  await expect(toAll).toContainText('Every approved member will be able to create, edit, delete and publish any content');
  await shot(page, 'management-team-switch-en');
  await toAll.getByRole('button', { name: 'Let all members edit' }).click();
  await expect(banner(page)).toContainText('All members can now create, edit, delete and publish content.');
  await expect(allEdit).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('team-card')).toHaveCount(0);
  await shot(page, 'management-team-all-en');

  await byRoles.click();
  await page.getByRole('dialog', { name: 'Manage by roles?' }).getByRole('button', { name: 'Manage by roles' }).click();
  await expect(banner(page)).toContainText('This organization is now managed by roles.');
  await expect(byRoles).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('team-card')).toHaveCount(3);

  // Add Dewi (an editor) to the publishers, then take her out again.
  await page.getByRole('button', { name: 'Add a member to Penerbit' }).click();
  const add = page.getByRole('dialog', { name: 'Add a member to Penerbit' });
  await add.getByRole('combobox', { name: 'Member' }).click();
  await page.getByRole('option', { name: /Dewi Lestari/ }).click();
  await shot(page, 'management-team-add-en');
  await add.getByRole('button', { name: 'Add to team' }).click();
  await expect(banner(page)).toContainText('Dewi Lestari added to Penerbit.');
  const penerbit = page.getByRole('article', { name: 'Penerbit' });
  await expect(penerbit).toContainText('Dewi Lestari');
  await expect(page.getByRole('combobox', { name: 'Role of Dewi Lestari' })).toHaveValue('Publisher · Penerbit');

  await penerbit.getByRole('button', { name: 'Remove Dewi Lestari from Penerbit' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove from team?' });
  await expect(remove).toContainText('Dewi Lestari will leave Penerbit and lose the Publisher role.');
  await expect(remove).toContainText('They stay in Editor Kurikulum.');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(banner(page)).toContainText('Dewi Lestari removed from Penerbit.');
  await expect(penerbit).not.toContainText('Dewi Lestari');
  await expect(page.getByRole('combobox', { name: 'Role of Dewi Lestari' })).toHaveValue('Editor · Editor Kurikulum');

  // A role change moves the member between teams; move Agus and back.
  await page.getByRole('combobox', { name: 'Role of Agus Pratama' }).click();
  await page.getByRole('option', { name: 'Editor · Editor Kurikulum' }).click();
  await page.getByRole('dialog', { name: 'Change role?' }).getByRole('button', { name: 'Change role' }).click();
  await expect(banner(page)).toContainText('Agus Pratama now has the Editor role.');
  await expect(page.getByRole('article', { name: 'Kontributor' })).not.toContainText('Agus Pratama');
  await page.getByRole('combobox', { name: 'Role of Agus Pratama' }).click();
  await page.getByRole('option', { name: 'Limited editor · Kontributor' }).click();
  await page.getByRole('dialog', { name: 'Change role?' }).getByRole('button', { name: 'Change role' }).click();
  await expect(banner(page)).toContainText('Agus Pratama now has the Limited editor role.');
  await expect(page.getByRole('article', { name: 'Kontributor' })).toContainText('Agus Pratama');
});

test('an editor sees the team page read-only', async ({ page }) => {
  await login(page, demo.editor, '/en/teams');
  await expect(page.getByTestId('team-card')).toHaveCount(3);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add a member/ })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Limited editor' })).toBeVisible();
  await shot(page, 'management-team-editor-en');
});

test('the management screens in Indonesian', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/id/tags');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag');
  // The English test above added back every grade it deleted: with all school grades there,
  // no "New grade" is offered, and the page says why.
  await expect(page.getByTestId('grades-complete')).toHaveText('Semua kelas, dari Kinder sampai G12, sudah ada.');
  await expect(page.getByRole('button', { name: 'Kelas baru' })).toHaveCount(0);
  await shot(page, 'management-tags-grades-id');

  await page.getByRole('tab', { name: 'Mata pelajaran' }).click();
  await expect(page.getByRole('heading', { name: 'Kurikulum nasional' })).toBeVisible();
  await shot(page, 'management-tags-subject-id');
  await page.getByRole('tab', { name: 'Tag lainnya' }).click();
  await page.getByRole('checkbox', { name: 'Pilih Remedial' }).check();
  await page.getByRole('button', { name: 'Hapus 1 yang dipilih' }).click();
  await expect(page.getByRole('dialog', { name: 'Hapus tag ini?' })).toContainText('akan kehilangan tag “Remedial”');
  await shot(page, 'management-tags-other-id');
  await page.getByRole('button', { name: 'Batal' }).click();

  await page.goto('/id/teams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tim');
  await expect(page.getByRole('radio', { name: /Dikelola berdasarkan peran/ })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'management-team-id');
  await page.getByRole('button', { name: 'Keluarkan Dewi Lestari dari Editor Kurikulum' }).click();
  await expect(page.getByRole('dialog', { name: 'Keluarkan dari tim?' })).toContainText('hanya dapat melihat konten');
  await shot(page, 'management-team-remove-id');
  await page.getByRole('button', { name: 'Batal' }).click();
});
