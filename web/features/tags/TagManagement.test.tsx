// Tag management as a teacher uses it: the real routes and gates, the network answered by
// fakeApi with the replies of the contract in domain/schemas/courses.ts.
import { describe, expect, it, vi } from 'vitest';
import type { OrganizationDetail, OrganizationSummary } from '../../../domain/schemas/account.ts';
import { act, fireEvent, screen, user, waitFor } from '../../test/dom.ts';
import type { Handler } from '../../test/fakeApi.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../../test/fixtures.ts';
import { renderApp, renderWithApp } from '../../test/render.tsx';
import { SignedInContext, signedIn } from '../auth/index.ts';
import { NAME_CHECK_DEBOUNCE_MS } from './CreateNameModal.tsx';
import { GradeTagList } from './TagLists.tsx';

const org = '/content/organizations/1';

const detail = (overrides: Partial<OrganizationDetail> = {}) =>
  organizationDetail({
    course_tags: [
      { id: 1, name: 'G10', type: 'grade', count: 3 },
      { id: 2, name: 'Kinder', type: 'grade', count: 0 },
      { id: 3, name: 'Remedial', type: 'other', count: 1 },
      { id: 4, name: 'Persiapan UTBK', type: 'other', count: 4 },
      { id: 5, name: 'Kurikulum Merdeka', type: 'other', count: 0 },
    ],
    ...overrides,
  });

function api(handlers: Record<string, Handler | { status?: number; body?: unknown }> = {}, overrides: Partial<OrganizationSummary> = {}) {
  const reply = session(overrides);
  return fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': json(reply),
    'GET /content/organizations': json([reply.organization]),
    [`GET ${org}`]: json(detail(reply.organization)),
    ...handlers,
  });
}

const searchOf = (calls: { path: string; search: string }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => new URLSearchParams(call.search));

describe('creating a tag', () => {
  it('checks the name with the server after a pause, offers the suggested spelling, then creates it', async () => {
    const calls = api({
      [`GET ${org}/validate_tag`]: ({ url }) =>
        url.searchParams.get('course_tag_name') === 'g 4'
          ? json({ valid: true, suggested_name: 'G4' })
          : json({ valid: true, suggested_name: null }),
      [`POST ${org}/course_tags`]: json({ id: 9, name: 'G4', type: 'grade', count: 0 }, 201),
    }).calls;
    renderApp('/en/tags');
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    const field = await screen.findByLabelText('Grade name');
    // The whole name in one input event: how long the machine takes between keys cannot split it.
    await user.click(field);
    await user.paste('g 4');

    await screen.findByText('Suggested: “G4”');
    // Debounced: one check for the whole name, none for what was typed on the way.
    expect(searchOf(calls, `${org}/validate_tag`).map((q) => [q.get('course_tag_name'), q.get('type')])).toEqual([['g 4', 'grade']]);
    await user.click(screen.getByRole('button', { name: 'Use “G4”' }));
    expect((field as HTMLInputElement).value).toBe('G4');
    await screen.findByLabelText('This name is available');
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    await user.click(create);

    expect(await screen.findByText('Grade “G4” created.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ course_tag_name: 'G4', type: 'grade' });
    // The organization (tags with counts) is fetched again after the change.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === org).length).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New grade' })).toBeNull());
  });

  it('refuses a grade that is not a school grade, and offers the grades not added yet', async () => {
    const { calls } = api({ [`GET ${org}/validate_tag`]: json({ valid: true, suggested_name: null }) });
    renderApp('/en/tags');
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    const field = await screen.findByLabelText('Grade name');
    await user.type(field, 'Kelas 10');
    expect(await screen.findByText('Must be one of Kinder, G1 to G12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    const chips = screen.getByTestId('missing-grades');
    expect(chips.textContent).toContain('G1G2G3G4G5G6G7G8G9G11G12');
    expect(chips.textContent).not.toContain('Kinder');
    await user.click(screen.getByRole('checkbox', { name: 'G11' }));
    expect((field as HTMLInputElement).value).toBe('G11');
    await screen.findByLabelText('This name is available');
    expect(searchOf(calls, `${org}/validate_tag`).map((q) => q.get('course_tag_name'))).toEqual(['G11']);
  });

  it('says when the server knows the name already, naming the existing tag', async () => {
    api({ [`GET ${org}/validate_tag`]: json({ valid: false, suggested_name: 'OLIMPIADE' }) });
    renderApp('/en/tags/other');
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    await user.type(await screen.findByLabelText('Tag name'), 'Olimpiade');
    expect(await screen.findByText('The tag “OLIMPIADE” already exists.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a duplicate at once, without asking the server', async () => {
    const { calls } = api({ [`GET ${org}/validate_tag`]: json({ valid: true, suggested_name: null }) });
    renderApp('/en/tags/other');
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    const field = await screen.findByLabelText('Tag name');
    // The test owns the clock of the server check's debounce: the duplicate is typed and the
    // debounce runs out, with no real time in between to depend on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(field, { target: { value: '  remedial ' } });
      act(() => void vi.advanceTimersByTime(NAME_CHECK_DEBOUNCE_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('The tag “Remedial” already exists.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    // A name that is not a duplicate is checked; before it, none was (requests are in order).
    fireEvent.change(field, { target: { value: 'Olimpiade' } });
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/validate_tag'))).toBe(true));
    expect(searchOf(calls, `${org}/validate_tag`).map((q) => q.get('course_tag_name'))).toEqual(['Olimpiade']);
  });

  it('shows the server’s reason when it refuses the name, and the §8 message when it fails', async () => {
    let attempt = 0;
    api({
      [`GET ${org}/validate_tag`]: json({ valid: true, suggested_name: null }),
      [`POST ${org}/course_tags`]: () =>
        ++attempt === 1
          ? json({ error: 'server_error', message: 'boom' }, 500)
          : json({ error: 'unprocessable_entity', message: 'Invalid', fields: { course_tag_name: 'This tag already exists' } }, 422),
    });
    renderApp('/en/tags/other');
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    await user.type(await screen.findByLabelText('Tag name'), 'Olimpiade');
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));

    await user.click(create);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create tag. Please try again.');
    await user.click(create);
    expect(await screen.findByText('This tag already exists')).toBeTruthy();
    screen.getByRole('dialog', { name: 'New tag' });
  });

  it('says the name is required after it was cleared', async () => {
    api();
    renderApp('/en/tags');
    await user.click(await screen.findByRole('button', { name: 'New grade' }));
    const field = await screen.findByLabelText('Grade name');
    await user.type(field, 'x');
    await user.clear(field);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('deleting tags', () => {
  it('selects several, says how many courses lose each tag, and sends their ids', async () => {
    const { calls } = api({ [`DELETE ${org}/delete_course_tags`]: { status: 204 } });
    renderApp('/en/tags/other');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Remedial' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Persiapan UTBK' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 tags?' });
    const listed = [...dialog.querySelectorAll('li')].map((li) => li.textContent);
    expect(listed).toEqual(['Persiapan UTBK4 courses', 'Remedial1 course']);
    expect(dialog.textContent).toContain('The courses counted above will lose these tags.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('status')).textContent).toContain('2 tags deleted.');
    const sent = calls.find((call) => call.method === 'DELETE');
    expect(sent?.path).toBe(`${org}/delete_course_tags`);
    expect((sent?.body as { course_tag_ids: number[] }).course_tag_ids.sort()).toEqual([3, 4]);
  });

  it('selects everything shown by the search, and keeps the dialog open with the §8 message on failure', async () => {
    const { calls } = api({ [`DELETE ${org}/delete_course_tags`]: json({ error: 'server_error', message: 'x' }, 500) });
    renderApp('/en/tags');
    await screen.findByText('Kinder');
    await user.type(screen.getByRole('searchbox', { name: 'Search grades' }), 'g-10');
    expect(screen.queryByText('Kinder')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this grade?' });
    expect(dialog.textContent).toContain('3 courses will lose the tag “G10”.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete tag. Please try again.');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ course_tag_ids: [1] });
  });

  it('tells an empty search from an empty list', async () => {
    api();
    renderApp('/en/tags/other');
    await screen.findByText('Remedial');
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeTruthy();
  });
});

describe('subjects', () => {
  it('lists country subjects read-only beside the organization’s own, and creates a subject', async () => {
    const { calls } = api({
      [`GET ${org}/validate_subject`]: json({ valid: true }),
      [`POST ${org}/subjects`]: json({ id: 7, name: 'Informatika', organization_id: 1 }, 201),
      [`DELETE ${org}/delete_subjects`]: { status: 204 },
    });
    renderApp('/en/tags/subject');
    await screen.findByText('Matematika');
    screen.getByRole('checkbox', { name: 'Select Matematika' });
    screen.getByText('IPA');
    expect(screen.queryByRole('checkbox', { name: 'Select IPA' })).toBeNull();

    // A country subject's name cannot be taken again.
    await user.click(screen.getByRole('button', { name: 'New subject' }));
    const field = await screen.findByLabelText('Subject name');
    await user.type(field, 'ipa');
    expect(await screen.findByText('The subject “IPA” already exists.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Informatika');
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    await user.click(create);
    expect((await screen.findByRole('status')).textContent).toContain('Subject “Informatika” created.');
    expect(searchOf(calls, `${org}/validate_subject`).map((q) => q.get('subject_name'))).toEqual(['Informatika']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ subject_name: 'Informatika' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Matematika' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1 selected' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status')).textContent).toContain('Subject “Matematika” deleted.');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ subject_ids: [1] });
  });
});

describe('who manages tags', () => {
  it('a role that cannot manage tags is refused the page', async () => {
    api({}, { role: 'limited_editor', admin: false, permissions: ['create', 'view', 'edit'] });
    renderApp('/en/tags');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("You don't have access to this page");
  });

  it('the lists show no create or delete controls to those who cannot manage tags', async () => {
    api();
    const viewer = signedIn(session({ role: 'limited_editor', admin: false, permissions: ['create', 'view', 'edit'] }));
    expect(viewer.access.canManageTags).toBe(false);
    renderWithApp(
      <SignedInContext.Provider value={viewer}>
        <GradeTagList />
      </SignedInContext.Provider>,
      { path: '/en/tags' },
    );
    await screen.findByText('Kinder');
    screen.getByRole('searchbox', { name: 'Search grades' });
    expect(screen.queryByRole('button', { name: 'New grade' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
