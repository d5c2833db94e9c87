// User Management ({lang}/members, spec §2 "Other screens", §6) in the demo school: the
// administrator reads the members with their role, team, approval and restricted state,
// searches them, changes flags and team places (which stick after a reload); an editor reads
// the roles without a control and the server refuses their changes; a restricted teacher is
// refused the screen. Everything changed is put back, so the specs after this one see the seed.
// The demo school has five members, one page of fifteen: paging past it is checked by address.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demo, login, shot } from './helpers.ts';

// Long journeys on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/** The notification that says so (several can be on screen at once). */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const table = (page: Page) => page.getByRole('table', { name: 'Members' });
const row = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(name) });
const names = (page: Page) => table(page).locator('tbody tr td:first-child p:first-child').allTextContents();

type Member = { id: number; name: string; role: string; admin: boolean; approved: boolean; restricted: boolean; teams: { name: string }[] };

/** The organization and its members as the signed-in user reads them through the API. */
async function membersThroughApi(page: Page): Promise<{ organizationId: number; members: Member[] }> {
  const session = await (await page.request.get('/users/show_current')).json();
  const reply = await page.request.get(`/content/organizations/${session.organization.id}/members`);
  expect(reply.status()).toBe(200);
  return { organizationId: session.organization.id, members: (await reply.json()) as Member[] };
}

test('an administrator reads, searches and changes members, and the changes stay after a reload', async ({ page }) => {
  await login(page, demo.admin, '/en/teams');
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/en\/members$/);
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page.getByTestId('members-count')).toHaveText('Showing 1–5 of 5 members');
  await expect.poll(() => names(page)).toEqual(['Agus Pratama', 'Budi Santoso', 'Dewi Lestari', 'Rina Wulandari', 'Siti Rahmawati']);

  // Role, team, approval and restricted state of each member.
  await expect(row(page, 'Dewi Lestari')).toContainText('Editor');
  await expect(page.getByRole('combobox', { name: 'Team of Dewi Lestari' })).toHaveValue('Editor Kurikulum · Editor');
  await expect(page.getByRole('combobox', { name: 'Team of Agus Pratama' })).toHaveValue('Kontributor · Limited editor');
  await expect(row(page, 'Rina Wulandari')).toContainText('Restricted');
  await expect(page.getByRole('switch', { name: 'Rina Wulandari is restricted' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Team of Rina Wulandari' })).toHaveValue('No team (no role)');
  await expect(row(page, 'Siti Rahmawati')).toContainText('Administrator');
  await expect(page.getByRole('switch', { name: 'Siti Rahmawati is an administrator' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Budi Santoso is an administrator' })).not.toBeChecked();
  for (const name of ['Agus Pratama', 'Budi Santoso', 'Dewi Lestari', 'Rina Wulandari', 'Siti Rahmawati']) {
    await expect(page.getByRole('switch', { name: `${name} is approved` })).toBeChecked();
  }
  await shot(page, 'members-admin-en');

  // Search by name and by email, applied after the pause and kept in the address (§5, §9).
  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.fill('dewi');
  await expect(page).toHaveURL(/\/en\/members\?q=dewi$/);
  await expect.poll(() => names(page)).toEqual(['Dewi Lestari']);
  await expect(page.getByTestId('members-count')).toHaveText('Showing 1–1 of 1 member');
  await search.fill('publisher@');
  await expect.poll(() => names(page)).toEqual(['Budi Santoso']);
  await search.fill('tidak ada');
  await expect(page.getByText('No member matches your search')).toBeVisible();
  await shot(page, 'members-admin-none-found-en');
  await search.fill('');
  await expect(page).toHaveURL(/\/en\/members$/);
  await expect.poll(() => names(page)).toHaveLength(5);

  // One page of fifteen: no page control; an address past the last page says so.
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveCount(0);
  await page.goto('/en/members?page=2');
  await expect(page.getByText('This page is empty. Go back to the first page.')).toBeVisible();
  await page.goto('/en/members');
  await expect.poll(() => names(page)).toHaveLength(5);

  // Budi becomes an administrator; Agus is restricted.
  await page.getByRole('switch', { name: 'Budi Santoso is an administrator' }).click({ force: true });
  await expect(notice(page, 'Budi Santoso was updated.')).toBeVisible();
  await expect(row(page, 'Budi Santoso')).toContainText('Administrator');
  await page.getByRole('switch', { name: 'Agus Pratama is restricted' }).click({ force: true });
  await expect(notice(page, 'Agus Pratama was updated.')).toBeVisible();
  await expect(row(page, 'Agus Pratama')).toContainText('Restricted');

  // Dewi moves from the editors to the publishers: her role follows her team.
  await page.getByRole('combobox', { name: 'Team of Dewi Lestari' }).click();
  await page.getByRole('option', { name: 'Penerbit · Publisher' }).click();
  await expect(notice(page, 'Dewi Lestari was updated.')).toBeVisible();
  await expect(row(page, 'Dewi Lestari')).toContainText('Publisher');
  await shot(page, 'members-admin-changed-en');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Budi Santoso is an administrator' })).toBeChecked();
  await expect(row(page, 'Budi Santoso')).toContainText('Administrator');
  await expect(page.getByRole('switch', { name: 'Agus Pratama is restricted' })).toBeChecked();
  await expect(row(page, 'Agus Pratama')).toContainText('Restricted');
  await expect(page.getByRole('combobox', { name: 'Team of Dewi Lestari' })).toHaveValue('Penerbit · Publisher');
  await expect(row(page, 'Dewi Lestari')).toContainText('Publisher');
  // The server holds the same: Dewi is in one team only.
  const dewi = (await membersThroughApi(page)).members.find((m) => m.name === 'Dewi Lestari')!;
  expect(dewi).toMatchObject({ role: 'publisher', teams: [{ name: 'Penerbit' }] });

  // Put everything back.
  await page.getByRole('combobox', { name: 'Team of Dewi Lestari' }).click();
  await page.getByRole('option', { name: 'Editor Kurikulum · Editor' }).click();
  await expect(page.getByRole('combobox', { name: 'Team of Dewi Lestari' })).toHaveValue('Editor Kurikulum · Editor');
  await expect(row(page, 'Dewi Lestari')).not.toContainText('Publisher');
  await page.getByRole('switch', { name: 'Agus Pratama is restricted' }).click({ force: true });
  await expect(row(page, 'Agus Pratama')).toContainText('Limited editor');
  await page.getByRole('switch', { name: 'Budi Santoso is an administrator' }).click({ force: true });
  await expect(row(page, 'Budi Santoso')).toContainText('Publisher');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Budi Santoso is an administrator' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Agus Pratama is restricted' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Team of Dewi Lestari' })).toHaveValue('Editor Kurikulum · Editor');
});

test('on a phone every member is a card with nothing cut off and no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, demo.admin, '/en/members');
  await expect.poll(() => names(page)).toHaveLength(5);
  // Still a table with its headers for screen readers.
  await expect(table(page).getByRole('columnheader')).toHaveText(['Member', 'Role', 'Team', 'Administrator', 'Approved', 'Restricted']);
  await expect(page.getByRole('row')).toHaveCount(6);
  const badge = row(page, 'Agus Pratama').getByText('Limited editor', { exact: true });
  await expect(badge).toBeVisible();
  // The badge's text is whole (not cut to an ellipsis) and the page is as wide as the screen.
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await shot(page, 'members-admin-phone-en');
});

test('an editor reads the roles without controls, and the server refuses their changes', async ({ page }) => {
  await login(page, demo.editor);
  await page.goto('/id/members');
  await expect(page.getByRole('heading', { name: 'Manajemen Pengguna', level: 1 })).toBeVisible();
  await expect(page.getByText('Hanya administrator yang dapat mengubah peran anggota.')).toBeVisible();
  const members = page.getByRole('table', { name: 'Anggota' });
  await expect(members.getByRole('row', { name: /Budi Santoso/ })).toContainText('Penerbit');
  await expect(members.getByRole('row', { name: /Agus Pratama/ })).toContainText('Editor terbatas');
  await expect(members.getByRole('row', { name: /Rina Wulandari/ })).toContainText('Dibatasi');
  await expect(members.getByRole('row', { name: /Dewi Lestari/ })).toContainText('Editor Kurikulum');
  await expect(members.getByRole('switch')).toHaveCount(0);
  await expect(members.getByRole('combobox')).toHaveCount(0);
  await shot(page, 'members-editor-id');

  // The same gate on the server: neither a flag nor a team place changes.
  const { organizationId, members: list } = await membersThroughApi(page);
  const budi = list.find((m) => m.name === 'Budi Santoso')!;
  const self = list.find((m) => m.name === 'Dewi Lestari')!;
  const put = await page.request.put(`/content/organizations/${organizationId}/members/${budi.id}`, { data: { admin: true } });
  expect(put.status()).toBe(403);
  const own = await page.request.put(`/content/organizations/${organizationId}/members/${self.id}`, { data: { admin: true } });
  expect(own.status()).toBe(403);
  const organization = await (await page.request.get(`/content/organizations/${organizationId}`)).json();
  const penerbit = (organization.teams as { id: number; name: string }[]).find((team) => team.name === 'Penerbit')!;
  const move = await page.request.post(`/content/teams/${penerbit.id}/add_member/${self.id}?move=true`);
  expect(move.status()).toBe(403);
  expect((await membersThroughApi(page)).members.find((m) => m.id === budi.id)).toMatchObject({ admin: false, role: 'publisher' });
  expect((await membersThroughApi(page)).members.find((m) => m.id === self.id)).toMatchObject({ role: 'editor', teams: [{ name: 'Editor Kurikulum' }] });
});

test('a restricted teacher is refused the screen and the list', async ({ page }) => {
  await login(page, demo.restricted, '/en/members');
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' })).toHaveCount(0);
  const session = await (await page.request.get('/users/show_current')).json();
  expect((await page.request.get(`/content/organizations/${session.organization.id}/members`)).status()).toBe(403);
});
