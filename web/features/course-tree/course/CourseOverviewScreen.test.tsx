// The course overview: its header and who may edit, the units with their topics, reordering
// by keyboard and by the menu (and the rollback when the server refuses), deleting a unit
// after the warning, searching topics, and the inaccessible and fetch-failure states.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { deferred, fakeApi, json } from '../../../test/fakeApi.ts';
import type { Reply } from '../../../test/fakeApi.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { layOutSortableRows } from '../../../test/dnd.ts';
import { course, courseHandlers, sampleTree } from '../../../test/fixtures/courseTree.ts';
import type { CourseTree } from '../../../../domain/schemas/courses.ts';

afterEach(() => window.localStorage.clear());

const heading = () => screen.findByRole('heading', { level: 1, name: 'Matematika Kelas 10' });
const unitNames = () => screen.getAllByTestId('unit-card').map((card) => card.getAttribute('aria-label'));

describe('course overview', () => {
  it('shows the course, its units with their topics, and the edit and create actions for an administrator', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/courses/1');
    await heading();

    const header = screen.getByTestId('course-header');
    within(header).getByText('Unpublished');
    within(header).getByText('Bilangan, aljabar dan geometri untuk kelas 10.');
    within(header).getByText(/3 units · 4 topics/);
    expect(within(header).getByRole('link', { name: 'Edit course' }).getAttribute('href')).toBe('/en/courses/1/edit');
    expect(within(header).getByRole('link', { name: 'New unit' }).getAttribute('href')).toBe('/en/courses/1/bundles/new');

    await waitFor(() => expect(unitNames()).toEqual(['Bilangan', 'Aljabar', 'Geometri']));
    const algebra = screen.getAllByTestId('unit-card')[1]!;
    expect(within(algebra).getByRole('link', { name: 'Persamaan linear' }).getAttribute('href')).toBe('/en/topics/110');
    expect(within(algebra).queryByRole('link', { name: 'Fungsi' })).toBeNull();
    expect(within(screen.getAllByTestId('unit-card')[2]!).getByText('No topics in this unit yet')).toBeTruthy();
  });

  it('offers a limited editor neither edit, nor new unit, nor reordering in a course someone else made', async () => {
    const limited = session({ role: 'limited_editor', admin: false, permissions: ['create', 'view', 'edit'] }, { id: 7 });
    fakeApi(courseHandlers({ tree: sampleTree() }, limited));
    renderApp('/en/courses/1');
    await heading();
    await waitFor(() => expect(unitNames()).toHaveLength(3));
    expect(screen.queryByRole('link', { name: 'Edit course' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New unit' })).toBeNull();
    expect(screen.queryAllByTestId('drag-handle')).toHaveLength(0);
  });

  it('reorders units with the keyboard and sends the new order', async () => {
    layOutSortableRows();
    const state = { tree: sampleTree() };
    const api = fakeApi({
      ...courseHandlers(state),
      'PUT /content/bundles/reorder.json': ({ body }) => {
        const { order } = body as { order: number[] };
        state.tree = { ...state.tree, bundles: order.map((id) => state.tree.bundles.find((b) => b.id === id)!) };
        return json({ course_id: 1, order });
      },
    });
    renderApp('/en/courses/1');
    await heading();
    const handle = await screen.findByRole('button', { name: 'Drag to reorder Bilangan' });

    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ course_id: 1, order: [11, 10, 12] }));
    await waitFor(() => expect(unitNames()).toEqual(['Aljabar', 'Bilangan', 'Geometri']));
  });

  it('moves a unit down from its menu, and puts the order back with a notice when the server refuses', async () => {
    const pending = deferred<Awaited<Reply>>();
    const api = fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'PUT /content/bundles/reorder.json': () => pending.promise });
    renderApp('/en/courses/1');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Actions for unit Bilangan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));

    // The request goes out after the optimistic update (awaited by the mutation): wait for it.
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ course_id: 1, order: [11, 10, 12] }));
    // Shown at once, before the server answers.
    await waitFor(() => expect(unitNames()).toEqual(['Aljabar', 'Bilangan', 'Geometri']));

    pending.resolve(json({ error: 'server_error', message: 'boom' }, 500));
    expect(await screen.findByText('Failed to reorder units. Please try again.')).toBeTruthy();
    await waitFor(() => expect(unitNames()).toEqual(['Bilangan', 'Aljabar', 'Geometri']));
  });

  it('deletes a unit after warning that everything under it is lost', async () => {
    const state: { tree: CourseTree } = { tree: sampleTree() };
    const api = fakeApi({
      ...courseHandlers(state),
      'DELETE /content/bundles/10': () => {
        state.tree = { ...state.tree, bundles: state.tree.bundles.filter((b) => b.id !== 10) };
        return { status: 204 };
      },
    });
    renderApp('/en/courses/1');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Actions for unit Bilangan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete unit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this unit?' });
    within(dialog).getByText('You are about to delete the unit “Bilangan” with all its topics.');
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('All pages and questions under it are lost and cannot be recovered.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));

    expect(await screen.findByText('Unit “Bilangan” deleted.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/content/bundles/10')).toBe(true);
    await waitFor(() => expect(unitNames()).toEqual(['Aljabar', 'Geometri']));
  });

  it('keeps the warning open with the §8 message when deleting fails', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'DELETE /content/bundles/12': json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/courses/1');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Actions for unit Geometri' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this unit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
    expect(await within(dialog).findByText('Failed to delete unit. Please try again.')).toBeTruthy();
  });

  it('deletes the course after its warning and goes back to the course list', async () => {
    const api = fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'DELETE /content/courses/1': { status: 204 } });
    const { router } = renderApp('/en/courses/1');
    await heading();
    await user.click(screen.getByRole('button', { name: 'More course actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this course?' });
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('All pages and questions under it are lost and cannot be recovered.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/content/courses/1')).toBe(true);
  });

  it('says so in the warning when the server refuses to delete the course', async () => {
    fakeApi({
      ...courseHandlers({ tree: sampleTree() }),
      'DELETE /content/courses/1': json({ error: 'permission_error', message: 'Forbidden' }, 403),
    });
    renderApp('/en/courses/1');
    await heading();
    await user.click(screen.getByRole('button', { name: 'More course actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this course?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete course' }));
    expect(await within(dialog).findByText('You do not have permission to delete this course.')).toBeTruthy();
  });

  it('searches topics by name, ignoring case and punctuation', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/courses/1');
    await heading();
    const search = await screen.findByRole('textbox', { name: 'Search topics by name' });

    await user.type(search, 'PERSAMAAN-lin');
    const results = await screen.findByTestId('search-results');
    within(results).getByText('1 topic found');
    expect(within(results).getAllByTestId('topic-line').map((line) => line.textContent?.startsWith('Persamaan linear'))).toEqual([true]);

    await user.clear(search);
    await user.type(search, 'trigonometri');
    expect((await screen.findByTestId('search-empty')).textContent).toBe('No topic name matches “trigonometri”.');
  });

  it('says once, with the true reason, that a course is shared with others only', async () => {
    fakeApi({
      ...courseHandlers({ tree: sampleTree() }),
      'GET /content/courses/1': () => json({ error: 'permission_error', message: 'This course is shared with selected users only.' }, 403),
      'GET /content/courses/1/show_tree': () => json({ error: 'permission_error', message: 'This course is shared with selected users only.' }, 403),
    });
    renderApp('/en/courses/1');
    const page = await screen.findByTestId('error-page-permissionError');
    within(page).getByText('This course is shared with selected users only.');
    // Not the role as the reason, and no second notice beside it (sidebar or alert).
    expect(screen.queryByText(/Your role in this organization does not allow it/)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('sidebar-loading')).toBeNull());
    expect(screen.queryByText('You do not have access to this course.')).toBeNull();
    expect(screen.queryByText('This course is not shared with you')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows only the not-found page for a course of another organization, with no sidebar notice', async () => {
    fakeApi({
      ...courseHandlers({ tree: sampleTree() }),
      'GET /content/courses/1': () => json({ error: 'not_found', message: 'The page you are looking for does not exist.' }, 404),
      'GET /content/courses/1/show_tree': () => json({ error: 'not_found', message: 'The page you are looking for does not exist.' }, 404),
    });
    renderApp('/en/courses/1');
    expect(await screen.findByTestId('error-page-notFound')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('sidebar-loading')).toBeNull());
    expect(screen.queryByText('You do not have access to this course.')).toBeNull();
  });

  it('says there was a problem fetching units when the tree cannot be read, and retries', async () => {
    let fail = true;
    const tree = sampleTree();
    fakeApi({
      ...courseHandlers({ tree, course: course({ bundles_count: 3 }) }),
      'GET /content/courses/1/show_tree': () => (fail ? json({ error: 'server_error', message: 'boom' }, 500) : json(tree)),
    });
    renderApp('/en/courses/1');
    await heading();
    const failure = await screen.findAllByText('There was a problem while fetching units.');
    expect(failure.length).toBeGreaterThan(0);
    fail = false;
    await user.click(within(screen.getByTestId('fetch-failed')).getByRole('button', { name: 'Please try again' }));
    await waitFor(() => expect(unitNames()).toEqual(['Bilangan', 'Aljabar', 'Geometri']));
  });
});
