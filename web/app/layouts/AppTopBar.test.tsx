// The avatar menu's autosave toggle: disabled while saving, reverted with a notice when the
// server refuses; and the organization switcher.
import { describe, expect, it, vi } from 'vitest';
import { courseHandlers, sampleTree } from '../../test/fixtures/courseTree.ts';
import { course, courseServer, courseSummary } from '../../test/fixtures/courses.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import { deferred, fakeApi, json } from '../../test/fakeApi.ts';
import type { Reply } from '../../test/fakeApi.ts';
import { organization, publicConfig, session } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

// Lazy screens load slowly on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
const lazy = { timeout: 30_000 };

async function openAccountMenu() {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menuitemcheckbox', { name: /Autosave/ }) as Promise<HTMLButtonElement>;
}

describe('autosave toggle', () => {
  it('is disabled while saving and reverts with a notification when the update fails', async () => {
    const pending = deferred<Awaited<Reply>>();
    const api = fakeApi({
      'GET /public_config': json(publicConfig),
      'GET /users/show_current': json(session()),
      'PUT /users/update_use_autosave': () => pending.promise,
    });
    renderApp('/en/');
    const toggle = await openAccountMenu();
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    await user.click(toggle);
    await waitFor(() => expect(toggle.disabled).toBe(true));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ use_autosave: false });

    pending.resolve(json({ error: 'server_error', message: 'boom' }, 500));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect((await screen.findByText('Autosave could not be changed. Please try again.')).closest('[role="alert"]')).not.toBeNull();
  });

  it('keeps the new value when the update succeeds', async () => {
    const reply = session();
    fakeApi({
      'GET /public_config': json(publicConfig),
      'GET /users/show_current': json(reply),
      'PUT /users/update_use_autosave': json({ user: { ...reply.user, use_autosave: false } }),
    });
    renderApp('/en/');
    const toggle = await openAccountMenu();
    await user.click(toggle);
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('is not offered when the organization does not enable autosave', async () => {
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': json(session({ enable_autosave: false })) });
    renderApp('/en/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Log out' });
    expect(screen.queryByRole('menuitemcheckbox')).toBeNull();
  });

  it('hides the sibling products for an unverified organization', async () => {
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': json(session({ verified: false })) });
    renderApp('/en/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Log out' });
    expect(screen.queryByRole('menuitem', { name: 'Pena Link' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Account settings' }).getAttribute('href')).toBe(
      'https://link.pena.id/en/account',
    );
  });
});

describe('organization switcher', () => {
  it('switches school, stores the choice and goes back to the course list', async () => {
    const first = session({ has_multiple_organizations: true });
    const second = session({ id: 2, name: 'SMP Harapan Bangsa', has_multiple_organizations: true });
    fakeApi({
      'GET /public_config': json(publicConfig),
      'GET /users/show_current': ({ url }) => json(url.searchParams.get('organization_id') === '2' ? second : first),
      'GET /content/organizations': json([first.organization, second.organization]),
      'GET /content/organizations/1': json({ ...organization(), members: [], teams: [], course_tags: [], subjects: [], country_subjects: [] }),
    });
    const { router } = renderApp('/en/teams');
    await user.click(await screen.findByRole('button', { name: 'Switch organization: SMA Nusantara' }));
    await user.click(await screen.findByRole('menuitem', { name: 'SMP Harapan Bangsa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    await screen.findByRole('button', { name: 'Switch organization: SMP Harapan Bangsa' });
    expect(document.cookie).toContain('pena_organization_id=2');
  });

  it('from a course page, goes to the chosen school’s course list and never asks for the other again', async () => {
    const first = session({ has_multiple_organizations: true });
    const second = session({ id: 2, name: 'SMP Harapan Bangsa', has_multiple_organizations: true });
    const tree = sampleTree();
    const api = fakeApi({
      ...courseHandlers({ tree }, first),
      'GET /users/show_current': ({ url }) => json(url.searchParams.get('organization_id') === '2' ? second : first),
      'GET /content/organizations': json([first.organization, second.organization]),
      'GET /content/organizations/1/courses': json([courseSummary({ id: tree.id, name: tree.name })]),
      'GET /content/organizations/2/courses': json([courseSummary({ id: 21, name: 'IPA Terpadu Kelas VII', organization_id: 2 })]),
    });
    const { router } = renderApp(`/en/courses/${tree.id}`);
    await screen.findByRole('heading', { level: 1, name: tree.name }, lazy);
    const before = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Switch organization: SMA Nusantara' }));
    await user.click(await screen.findByRole('menuitem', { name: 'SMP Harapan Bangsa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    await screen.findByRole('link', { name: 'IPA Terpadu Kelas VII' }, lazy);
    expect(screen.getByTestId('organization-name').textContent).toBe('SMP Harapan Bangsa');
    expect(document.cookie).toContain('pena_organization_id=2');
    const asked = api.calls.slice(before).filter((call) => call.path === '/users/show_current').map((call) => call.search);
    expect(asked).toEqual(['?organization_id=2']);
  });

  it('stays in the school when the page keeps the teacher (unsaved changes: Stay)', async () => {
    const first = session({ has_multiple_organizations: true });
    const second = session({ id: 2, name: 'SMP Harapan Bangsa', has_multiple_organizations: true });
    courseServer({
      org: { has_multiple_organizations: true },
      handlers: {
        'GET /users/show_current': ({ url }) => json(url.searchParams.get('organization_id') === '2' ? second : first),
        'GET /content/organizations': json([first.organization, second.organization]),
        'GET /content/courses/11': json(course()),
        'GET /content/organizations/2/courses': json([]),
      },
    });
    const { router } = renderApp('/en/courses/11/edit');
    await user.type(await screen.findByRole('textbox', { name: /Course name/ }, lazy), ' Lanjut');
    const switcher = async () => {
      await user.click(screen.getByRole('button', { name: 'Switch organization: SMA Nusantara' }));
      await user.click(await screen.findByRole('menuitem', { name: 'SMP Harapan Bangsa' }));
    };
    await switcher();
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/en/courses/11/edit');
    expect(screen.getByTestId('organization-name').textContent).toBe('SMA Nusantara');
    expect((screen.getByRole('textbox', { name: /Course name/ }) as HTMLInputElement).value).toBe('Matematika Kelas 10 Lanjut');
    expect(document.cookie).not.toContain('pena_organization_id=2');
  });

  it('shows the name without a dropdown for a single organization', async () => {
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': json(session()) });
    renderApp('/en/');
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('button', { name: /Switch organization/ })).toBeNull();
    expect(document.querySelector('[data-testid="organization-name"]')?.textContent).toBe('SMA Nusantara');
  });
});
