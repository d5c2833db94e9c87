// A course of the user's other organization opens in that organization (§2 "Top bar", §6):
// the selected organization switches to the course's, the top bar names it and a notice
// says so; the role that decides the buttons is the one held there.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSelectedOrganization, readSelectedOrganizationId } from '../../organizations/index.ts';
import { screen, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { course, courseHandlers, sampleTree } from '../../../test/fixtures/courseTree.ts';

afterEach(() => {
  window.localStorage.clear();
  clearSelectedOrganization();
});

describe('a course of the user’s other organization', () => {
  it('switches to the course’s organization, says so, and uses the role held there', async () => {
    const first = session({ has_multiple_organizations: true });
    // A limited editor in the second school: someone else's course is not theirs to edit.
    const second = session(
      { id: 2, name: 'SMP Harapan Bangsa', has_multiple_organizations: true, admin: false, role: 'limited_editor', permissions: ['create', 'view', 'edit'] },
      { administrable_organizations: [1] },
    );
    const tree = sampleTree();
    fakeApi({
      ...courseHandlers({ tree, course: course({ id: tree.id, name: tree.name, organization_id: 2, creator_id: 5 }) }),
      'GET /users/show_current': ({ url }) => json(url.searchParams.get('organization_id') === '2' ? second : first),
      'GET /content/organizations': json([first.organization, second.organization]),
    });
    renderApp('/en/courses/1');

    await waitFor(() => expect(screen.getByTestId('organization-name').textContent).toBe('SMP Harapan Bangsa'));
    expect(await screen.findByText('Switched to SMP Harapan Bangsa: what you opened belongs to this organization.')).toBeTruthy();
    expect(readSelectedOrganizationId()).toBe(2);
    await screen.findByRole('heading', { level: 1, name: tree.name });
    expect(screen.queryByRole('link', { name: 'Edit course' })).toBeNull();
  });

  it('stays in the selected organization for its own courses', async () => {
    const first = session({ has_multiple_organizations: true });
    const tree = sampleTree();
    const api = fakeApi({
      ...courseHandlers({ tree }, first),
      'GET /content/organizations': json([first.organization]),
    });
    renderApp('/en/courses/1');
    await screen.findByRole('heading', { level: 1, name: tree.name });
    expect(screen.getByTestId('organization-name').textContent).toBe('SMA Nusantara');
    expect(api.calls.filter((call) => call.path === '/users/show_current').every((call) => !call.search.includes('organization_id=2'))).toBe(true);
  });
});
