// Team management as an administrator uses it, and the read-only page others see: the real
// routes and gates, the network answered by fakeApi.
import { describe, expect, it } from 'vitest';
import type { Member, OrganizationDetail, OrganizationSummary, Team } from '../../../domain/schemas/account.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import type { Handler } from '../../test/fakeApi.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

// The shared machine can be slow to load the lazy screens: wait longer than the 1 s default.

const org = '/content/organizations/1';
const member = (id: number, name: string, email: string, extra: Partial<Member> = {}): Member => ({
  id,
  name,
  email,
  admin: false,
  approved: true,
  restricted: false,
  role: 'no_role',
  ...extra,
});
const siti = member(1, 'Siti Rahmawati', 'admin@nusantara.sch.id', { admin: true, role: 'admin' });
const budi = member(2, 'Budi Santoso', 'publisher@nusantara.sch.id', { role: 'publisher' });
const dewi = member(3, 'Dewi Lestari', 'editor@nusantara.sch.id', { role: 'editor' });
const agus = member(4, 'Agus Pratama', 'limited@nusantara.sch.id', { role: 'limited_editor' });
const rina = member(5, 'Rina Wulandari', 'restricted@nusantara.sch.id', { restricted: true, role: 'restricted' });
const person = ({ id, name, email }: Member) => ({ id, name, email });
const teams: Team[] = [
  { id: 11, name: 'Penerbit', role: 'publisher', users: [person(budi)] },
  { id: 12, name: 'Editor Kurikulum', role: 'editor', users: [person(dewi)] },
  { id: 13, name: 'Kontributor', role: 'limited_editor', users: [person(agus)] },
];

function api(org: Partial<OrganizationSummary> = {}, handlers: Record<string, Handler | { status?: number; body?: unknown }> = {}, more: Partial<OrganizationDetail> = {}) {
  const reply = session(org);
  return fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': json(reply),
    'GET /content/organizations': json([reply.organization]),
    'GET /content/organizations/1': json(organizationDetail({ ...reply.organization, members: [siti, budi, dewi, agus, rina], teams, ...more })),
    ...handlers,
  });
}

const posts = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'POST').map((call) => call.path);
const teamCard = (name: string) => screen.getByRole('article', { name });

describe('an administrator', () => {
  it('adds a member to a team, picking among members not in it', async () => {
    const { calls } = api({}, { 'POST /content/teams/11/add_member/3': { status: 204 } });
    renderApp('/en/teams');
    await screen.findByRole('article', { name: 'Penerbit' });
    await user.click(screen.getByRole('button', { name: 'Add a member to Penerbit' }));
    await screen.findByRole('dialog', { name: 'Add a member to Penerbit' });
    await user.click(screen.getByRole('combobox', { name: 'Member' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Not Budi (already in), not Siti (administrator); Dewi's current team is shown.
    expect(options).toEqual([
      'Agus Pratamalimited@nusantara.sch.id · Now in Kontributor (Limited editor)',
      'Dewi Lestarieditor@nusantara.sch.id · Now in Editor Kurikulum (Editor)',
      'Rina Wulandarirestricted@nusantara.sch.id · Not in a team',
    ]);
    await user.click(screen.getByRole('option', { name: /Dewi Lestari/ }));
    await user.click(screen.getByRole('button', { name: 'Add to team' }));

    expect((await screen.findByRole('status')).textContent).toContain('Dewi Lestari added to Penerbit.');
    expect(posts(calls)).toEqual(['/content/teams/11/add_member/3']);
    expect(calls.filter((call) => call.method === 'GET' && call.path === org).length).toBe(2);
  });

  it('removes a member after confirming, and says a failure plainly', async () => {
    let attempt = 0;
    const { calls } = api({}, {
      'POST /content/teams/12/remove_member/3': () => (++attempt === 1 ? json({ error: 'server_error', message: 'x' }, 500) : { status: 204 }),
    });
    renderApp('/en/teams');
    await screen.findByRole('article', { name: 'Editor Kurikulum' });
    await user.click(screen.getByRole('button', { name: 'Remove Dewi Lestari from Editor Kurikulum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from team?' });
    expect(dialog.textContent).toContain('Dewi Lestari will leave Editor Kurikulum and lose the Editor role.');
    expect(dialog.textContent).toContain('With no other team, they will have no role and can only view content.');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to remove member. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('status')).textContent).toContain('Dewi Lestari removed from Editor Kurikulum.');
    expect(posts(calls)).toEqual(['/content/teams/12/remove_member/3', '/content/teams/12/remove_member/3']);
  });

  it('changes a role by moving the member into the new team (add_member?move=true)', async () => {
    const { calls } = api({}, { 'POST /content/teams/11/add_member/3': json(teams[0]) });
    renderApp('/en/teams');
    const select = await screen.findByRole('combobox', { name: 'Role of Dewi Lestari' });
    expect((select as HTMLInputElement).value).toBe('Editor · Editor Kurikulum');
    // Administrators and restricted teachers have no choice: the team does not decide their role.
    expect(screen.queryByRole('combobox', { name: 'Role of Siti Rahmawati' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role of Rina Wulandari' })).toBeNull();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Publisher · Penerbit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    expect(dialog.textContent).toContain('Dewi Lestari will move from Editor Kurikulum to Penerbit and get the Publisher role.');
    expect(posts(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change role' }));

    expect((await screen.findByRole('status')).textContent).toContain('Dewi Lestari now has the Publisher role.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path + call.search)).toEqual([
      '/content/teams/11/add_member/3?move=true',
    ]);
  });

  it('takes a member out of every team when their role is set to No role', async () => {
    const { calls } = api({}, { 'POST /content/teams/13/remove_member/4': json({ ...teams[2], users: [] }) });
    renderApp('/en/teams');
    await user.click(await screen.findByRole('combobox', { name: 'Role of Agus Pratama' }));
    await user.click(await screen.findByRole('option', { name: 'No role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    expect(dialog.textContent).toContain('Agus Pratama will leave Kontributor and have no role: they will only be able to view content.');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect((await screen.findByRole('status')).textContent).toContain('Agus Pratama now has no role.');
    expect(posts(calls)).toEqual(['/content/teams/13/remove_member/4']);
  });

  it('switches the organization between the two modes after a confirmation', async () => {
    // The server's state: the mode the last PUT set.
    let useTeams = true;
    const stored = () => json(organizationDetail({ use_teams_in_qcreate: useTeams, members: [siti, dewi], teams }));
    const { calls } = api({}, {
      [`GET ${org}`]: stored,
      [`PUT ${org}`]: ({ body }) => {
        useTeams = (body as { use_teams_in_qcreate: boolean }).use_teams_in_qcreate;
        return stored();
      },
    });
    renderApp('/en/teams');
    const all = await screen.findByRole('radio', { name: /All members can edit/ });
    expect(screen.getByRole('radio', { name: /Managed by roles/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(all);
    const dialog = await screen.findByRole('dialog', { name: 'Let all members edit?' });
    expect(dialog.textContent).toContain('Every approved member will be able to create, edit, delete and publish any content');
    // Cancelling changes nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(all);
    await user.click(await screen.findByRole('button', { name: 'Let all members edit' }));
    expect((await screen.findByRole('status')).textContent).toContain('All members can now create, edit, delete and publish content.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ use_teams_in_qcreate: false });
    await waitFor(() => expect(screen.getByRole('radio', { name: /All members can edit/ }).getAttribute('aria-checked')).toBe('true'));
    // Without teams there is no team section.
    expect(screen.queryByRole('heading', { name: 'Teams' })).toBeNull();
  });
});

describe('everyone else', () => {
  it('an editor sees teams and roles read-only', async () => {
    api({ role: 'editor', admin: false, permissions: ['create', 'view', 'edit'] });
    renderApp('/en/teams');
    await screen.findByRole('article', { name: 'Penerbit' });
    expect(teamCard('Penerbit').textContent).toContain('Publisher');
    screen.getByRole('cell', { name: 'Limited editor' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add a member/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).toBeNull();
    screen.getByText(/What members can do depends on the role of their team/);
  });

  it('a member without a team role sees members but not their roles', async () => {
    api({ role: 'no_role', admin: false, permissions: ['view'], use_teams_in_qcreate: true });
    renderApp('/en/teams');
    await screen.findByRole('cell', { name: 'editor@nusantara.sch.id' });
    expect(screen.queryByRole('columnheader', { name: 'Role' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
