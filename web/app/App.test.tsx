// The app's routes and gates end to end in jsdom, with the network answered by fakeApi.
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../domain/constants.ts';
import type { OrganizationSummary } from '../../domain/schemas/account.ts';
import { readCookie } from '../lib/cookies.ts';
import { screen, user, waitFor } from '../test/dom.ts';
import { fakeApi, json } from '../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

const unauthenticated = json({ error: 'unauthenticated', message: 'Please log in.' }, 401);

function signedInAs(org: Partial<OrganizationSummary> = {}) {
  const reply = session(org);
  return fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': json(reply),
    'GET /content/organizations': json([reply.organization]),
    'GET /content/organizations/1': json(organizationDetail(reply.organization)),
  });
}

const navLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.closest('nav'))
    .map((link) => link.textContent);

describe('signed out', () => {
  it('shows the login screen at any address under the language', async () => {
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': unauthenticated });
    renderApp('/en/teams');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Log in to Pena');
    screen.getByLabelText('Username');
    screen.getByRole('button', { name: 'Forgot password?' });
    expect(screen.getAllByText(`© ${new Date().getFullYear()} Pena. All rights reserved.`).length).toBeGreaterThan(0);
  });

  it('asks nothing when the browser has no session: the login screen without a 401', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    const api = fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': unauthenticated });
    renderApp('/en/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Log in to Pena');
    expect(api.calls.filter((call) => call.path === '/users/show_current')).toEqual([]);
  });

  it('forgets the session hint when the server no longer knows the session', async () => {
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': unauthenticated });
    renderApp('/en/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Log in to Pena');
    expect(readCookie(SESSION_HINT_COOKIE)).toBeNull();
  });

  it('says the session expired when the token did, and nothing when there is another error', async () => {
    fakeApi({
      'GET /public_config': json(publicConfig),
      'GET /users/show_current': json({ error: 'token_expired', message: 'expired' }, 401),
      'POST /map/auth': json({ error: 'unprocessable_entity', message: 'x' }, 422),
    });
    renderApp('/en/');
    expect((await screen.findByRole('alert')).textContent).toBe('Your session has expired. Please log in again.');
    await user.type(screen.getByLabelText('Username'), 'admin@nusantara.sch.id');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not log in. Please check your username and password.'),
    );
  });

  it('logs in and shows the course list', async () => {
    const reply = session();
    const api = fakeApi({
      'GET /public_config': json(publicConfig),
      'GET /users/show_current': unauthenticated,
      'POST /map/auth': json(reply),
      'GET /content/organizations': json([reply.organization]),
      'GET /content/organizations/1': json(organizationDetail(reply.organization)),
      'GET /content/organizations/1/courses': json([]),
    });
    renderApp('/id/');
    await user.type(await screen.findByLabelText('Nama pengguna'), 'admin@nusantara.sch.id');
    await user.type(screen.getByLabelText('Kata sandi'), 'pena-demo');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kursus');
    expect(api.calls.find((call) => call.path === '/map/auth')?.body).toEqual({
      email: 'admin@nusantara.sch.id',
      password: 'pena-demo',
    });
    expect(document.cookie).toContain('pena_organization_id=1');
  });
});

describe('top bar links (domain/access topBarLinks)', () => {
  const authoring = ['create', 'view', 'edit'] as OrganizationSummary['permissions'];
  const cases: Array<[string, Partial<OrganizationSummary>, string[]]> = [
    ['admin', {}, ['Courses', 'Team', 'Tags']],
    ['editor', { role: 'editor', admin: false, permissions: authoring }, ['Courses', 'Team', 'Tags']],
    ['limited editor', { role: 'limited_editor', admin: false, permissions: authoring }, ['Courses', 'Team']],
    ['restricted', { role: 'restricted', admin: false, restricted: true, permissions: [] }, []],
    ['admin without tag management', { features: [] }, ['Courses', 'Team']],
  ];

  it.each(cases)('%s', async (_who, org, expected) => {
    signedInAs(org);
    renderApp('/en/');
    await screen.findByRole('button', { name: 'Account menu' });
    expect(navLinks()).toEqual(expected);
  });
});

describe('routes and gates', () => {
  it('sends every route of an unverified organization to the unverified page, with the PH notice', async () => {
    const reply = session({ name: 'Bayanihan Learning Center', verified: false, country_code: 'PH', role: 'member', admin: false });
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': json(reply) });
    const { router } = renderApp('/en/teams');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/unverified'));
    expect(await screen.findByText('+63 2 8876 5432')).toBeTruthy();
    expect(screen.getByText('hello@pena.ph').getAttribute('href')).toBe('mailto:hello@pena.ph');
    // Under /en the whole page is English: the Philippine variant (fil) only changes wording
    // such as "Call center", never the language (§1).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your school is waiting for verification');
    screen.getByText(/Call center:/);
    screen.getByText('Questions about verification? Contact our team in the Philippines:');
    screen.getByRole('button', { name: 'Account menu' });
  });

  it('sends a verified organization away from the unverified page', async () => {
    signedInAs();
    const { router } = renderApp('/en/unverified');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
  });

  it('shows the not-found page for an unknown path and under /tags', async () => {
    signedInAs();
    const { router } = renderApp('/en/nothing/here');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    await waitFor(() => router.navigate('/en/tags/unknown'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });

  it('denies the team page to restricted users', async () => {
    signedInAs({ role: 'restricted', admin: false, restricted: true, permissions: [] });
    renderApp('/en/teams');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("You don't have access to this page");
    expect(screen.queryByRole('button', { name: 'Refresh page' })).toBeNull();
  });

  it('lists grade tags in school order', async () => {
    signedInAs();
    renderApp('/en/tags');
    await screen.findByText('Kinder');
    const cells = [...document.querySelectorAll('tbody tr td:first-child')];
    expect(cells.map((cell) => cell.textContent)).toEqual(['Kinder', 'G10']);
  });

  it('puts the language in front of an address without one', async () => {
    signedInAs();
    document.cookie = 'pena_lang=id; path=/';
    const { router } = renderApp('/teams');
    await waitFor(() => expect(router.state.location.pathname).toBe('/id/teams'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tim');
    expect(document.documentElement.lang).toBe('id');
  });
});
