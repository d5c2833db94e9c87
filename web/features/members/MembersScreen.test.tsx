// User Management as an administrator and as an editor (spec §2, §6): the real routes and
// gates, the network answered by fakeApi.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrganizationSummary, Team } from '../../../domain/schemas/account.ts';
import type { ManagedMember } from '../../../domain/schemas/members.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import type { Handler } from '../../test/fakeApi.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const list = '/content/organizations/1/members';
const member = (id: number, name: string, extra: Partial<ManagedMember> = {}): ManagedMember => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@nusantara.sch.id`,
  admin: false,
  approved: true,
  restricted: false,
  role: 'no_role',
  teams: [],
  ...extra,
});
const siti = member(1, 'Siti Rahmawati', { admin: true, role: 'admin' });
const dewi = member(3, 'Dewi Lestari', { role: 'editor', teams: [{ id: 12, name: 'Editor Kurikulum', role: 'editor' }] });
const rina = member(5, 'Rina Wulandari', { restricted: true, role: 'restricted' });
const teams: Team[] = [
  { id: 11, name: 'Penerbit', role: 'publisher', users: [] },
  { id: 12, name: 'Editor Kurikulum', role: 'editor', users: [{ id: 3, name: dewi.name, email: dewi.email }] },
];

function api(org: Partial<OrganizationSummary> = {}, handlers: Record<string, Handler | { status?: number; body?: unknown }> = {}) {
  const reply = session(org);
  return fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': json(reply),
    'GET /content/organizations': json([reply.organization]),
    'GET /content/organizations/1': json(organizationDetail({ ...reply.organization, teams })),
    [`GET ${list}`]: ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json([siti, dewi, rina].filter((m) => !q || m.name.toLowerCase().includes(q)));
    },
    ...handlers,
  });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('User Management as an administrator', () => {
  it('lists the members with role, team and status, and restricts a member', async () => {
    const { calls } = api({}, { 'PUT /content/organizations/1/members/3': ({ body }) => json({ ...dewi, ...(body as object), role: 'restricted' }) });
    renderApp('/en/members');
    await screen.findByRole('heading', { name: 'User Management', level: 1 });
    await screen.findByText('Dewi Lestari');
    expect(row('Dewi Lestari').textContent).toContain('Editor');
    expect(row('Rina Wulandari').textContent).toContain('Restricted');
    expect((screen.getByRole('switch', { name: 'Rina Wulandari is restricted' }) as HTMLInputElement).checked).toBe(true);
    expect(calls.find((c) => c.path === list)?.search).toBe('?per=15');

    await user.click(screen.getByRole('switch', { name: 'Dewi Lestari is restricted' }));
    expect((await screen.findByRole('status')).textContent).toContain('Dewi Lestari was updated.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['/content/organizations/1/members/3', { restricted: true }]]);
    // The list is read again after the change.
    await waitFor(() => expect(calls.filter((c) => c.path === list).length).toBeGreaterThan(1));
  });

  it('keeps a table for screen readers while a narrow screen shows each member as a labelled card', async () => {
    api();
    renderApp('/en/members');
    await screen.findByText('Dewi Lestari');
    // Explicit roles: a narrow screen lays rows and cells out as blocks (components/responsiveTable),
    // which takes the implicit table roles away in browsers.
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table.getAttribute('role')).toBe('table');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Member', 'Role', 'Team', 'Administrator', 'Approved', 'Restricted']);
    const cells = within(row('Dewi Lestari')).getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('role'))).toEqual(headers.map(() => 'cell'));
    // Every value's card label names its column and is hidden from screen readers (they hear the header).
    const labels = cells.slice(1).map((td) => td.querySelector('[aria-hidden="true"]'));
    expect(labels.map((label) => label?.textContent)).toEqual(headers.slice(1));
  });

  it("says the server's reason when the last administrator gives up the role", async () => {
    api({}, {
      'PUT /content/organizations/1/members/1': json(
        { error: 'unprocessable_entity', message: 'The organization needs at least one administrator.', fields: { admin: 'x' } },
        422,
      ),
    });
    renderApp('/en/members');
    await user.click(await screen.findByRole('switch', { name: 'Siti Rahmawati is an administrator' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The organization needs at least one administrator.');
  });

  it("moves a member to another team, which changes their role", async () => {
    const { calls } = api({}, { 'POST /content/teams/11/add_member/3': { status: 204 } });
    renderApp('/en/members');
    await user.click(await screen.findByRole('combobox', { name: 'Team of Dewi Lestari' }));
    await user.click(await screen.findByRole('option', { name: 'Penerbit · Publisher' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path + c.search)).toEqual(['/content/teams/11/add_member/3?move=true']));
  });

  it('searches after the debounce, from the first page again (page 1 left out of the call)', async () => {
    const { calls } = api();
    renderApp('/en/members?page=2');
    await screen.findByText('Dewi Lestari');
    expect(calls.find((c) => c.path === list)?.search).toBe('?page=2&per=15');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'dewi');
    await waitFor(() => expect(calls.some((c) => c.path === list && c.search === '?q=dewi&per=15')).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Siti Rahmawati/ })).toBeNull());
  });
  it('an emptied page offers the way back to the first page', async () => {
    const { calls } = api({}, { [`GET ${list}`]: ({ url }) => (url.searchParams.get('page') === '3' ? { body: [], headers: { 'X-Pena-Count': '20', 'X-Pena-Pages': '2' } } : json([siti, dewi, rina])) });
    renderApp('/en/members?page=3');
    await screen.findByText('This page is empty. Go back to the first page.');
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByText('Dewi Lestari');
    expect(calls.filter((c) => c.path === list).map((c) => c.search)).toEqual(['?page=3&per=15', '?per=15']);
  });
});

describe('User Management as an editor', () => {
  it('shows roles and teams read-only', async () => {
    api({ admin: false, role: 'editor', permissions: ['create', 'view', 'edit'] });
    renderApp('/en/members');
    await screen.findByText('Dewi Lestari');
    screen.getByText('Only administrators can change members\' roles.');
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(row('Dewi Lestari').textContent).toContain('Editor Kurikulum');
  });

  it('a restricted member is refused the page', async () => {
    const { calls } = api({ admin: false, restricted: true, role: 'restricted', permissions: [] });
    renderApp('/en/members');
    await waitFor(() => expect(document.body.textContent).toMatch(/have access to this page/), { timeout: 3000 });
    expect(calls.some((c) => c.path === list)).toBe(false);
  });
});

describe('the teams page', () => {
  it('links to User Management', async () => {
    api();
    renderApp('/en/teams');
    const link = await screen.findByRole('link', { name: 'User Management' });
    expect(link.getAttribute('href')).toBe('/en/members');
  });
});
