// The unit overview: its topics with counts, reordering topics by keyboard, copying and moving
// a topic (the Copy/Move modal), deleting the unit after the §2 warning, and the §8 fetch failure.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseTree } from '../../../../domain/schemas/courses.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { layOutSortableRows } from '../../../test/dnd.ts';
import { job, result, targetHandlers } from '../../../test/fixtures/copyMove.ts';
import { courseHandlers, sampleTree } from '../../../test/fixtures/courseTree.ts';

afterEach(() => window.localStorage.clear());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const topicNames = () => screen.getAllByTestId('topic-row').map((row) => row.getAttribute('aria-label'));

describe('unit overview', () => {
  it('shows the unit in its course with its topics, their counts and the actions', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/bundles/10');
    await heading('Bilangan');

    // The breadcrumb (and the sidebar's course name, once the sidebar is in) lead to the course.
    const courseLinks = screen.getAllByRole('link', { name: 'Matematika Kelas 10' });
    expect(courseLinks.map((link) => link.getAttribute('href'))).toEqual(courseLinks.map(() => '/en/courses/1'));
    expect(topicNames()).toEqual(['Bilangan bulat', 'Pecahan']);
    expect(within(screen.getAllByTestId('topic-row')[0]!).getByText('2 pages · 5 questions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New topic' }).getAttribute('href')).toBe('/en/bundles/10/topics/new');
    expect(screen.getByRole('link', { name: 'Edit unit' }).getAttribute('href')).toBe('/en/bundles/10/edit');
  });

  it('reorders topics with the keyboard and sends the unit’s new order', async () => {
    layOutSortableRows();
    const api = fakeApi({
      ...courseHandlers({ tree: sampleTree() }),
      'PUT /content/topics/reorder.json': ({ body }) => json({ bundle_id: 10, order: (body as { order: number[] }).order }),
    });
    renderApp('/en/bundles/10');
    await heading('Bilangan');
    const handle = screen.getByRole('button', { name: 'Drag to reorder Pecahan' });

    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ bundle_id: 10, order: [101, 100] }));
  });

  it('moves a topic to another unit chosen in the Copy/Move modal', async () => {
    const state: { tree: CourseTree } = { tree: sampleTree() };
    const api = fakeApi({
      ...courseHandlers(state),
      ...targetHandlers(),
      'POST /content/move': ({ body }) => {
        const { target_id: target, request_id: uuid } = body as { target_id: number; request_id: string };
        const moving = state.tree.bundles[0]!.topics[1]!;
        state.tree = {
          ...state.tree,
          bundles: state.tree.bundles.map((b) =>
            b.id === 10 ? { ...b, topics: b.topics.filter((t) => t.id !== 101) } : b.id === target ? { ...b, topics: [...b.topics, moving] } : b,
          ),
        };
        const moved = result({ action: 'move', kind: 'topic', id: 101, name: 'Pecahan', bundle_id: target, item_count: 7 });
        return json(job(uuid, 'move', { result: moved }));
      },
    });
    renderApp('/en/bundles/10');
    await heading('Bilangan');
    await user.click(screen.getByRole('button', { name: 'Actions for topic Pecahan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move topic' });
    // The unit it is in is its current location and cannot be chosen for a move.
    const current = await within(dialog).findByRole('radio', { name: 'Bilangan' });
    expect(current).toHaveProperty('disabled', true);
    expect(current.closest('[data-testid="target-row"]')?.textContent).toContain('It is already there.');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Geometri' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByTestId('copy-move-summary').textContent).toBe(
      'Move the topic “Pecahan” to the unit “Geometri” of the course “Matematika Kelas 10” in SMA Nusantara.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move topic' }));

    expect(await within(dialog).findByText('Moved to “Geometri”')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/content/move')?.body).toMatchObject({ kind: 'topic', id: 101, target_id: 12, include_linked_questions: false });
    await waitFor(() => expect(topicNames()).toEqual(['Bilangan bulat']));
  });

  it('says so when moving fails', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), ...targetHandlers(), 'POST /content/move': json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/bundles/10');
    await heading('Bilangan');
    await user.click(screen.getByRole('button', { name: 'Actions for topic Bilangan bulat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move topic' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Aljabar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move topic' }));
    expect(await within(dialog).findByText('Failed to move topic. Please try again.')).toBeTruthy();
  });

  it('opens the Copy/Move modal to copy a topic from its row', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), ...targetHandlers() });
    renderApp('/en/bundles/10');
    await heading('Bilangan');
    await user.click(screen.getByRole('button', { name: 'Actions for topic Pecahan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy topic' });
    // Copying into the unit it is in is allowed (the copy gets "(copy)" after its name).
    expect(await within(dialog).findByRole('radio', { name: 'Bilangan' })).toHaveProperty('disabled', false);
  });

  it('deletes the unit after the warning and returns to the course with a banner', async () => {
    const state: { tree: CourseTree } = { tree: sampleTree() };
    fakeApi({
      ...courseHandlers(state),
      'DELETE /content/bundles/10': () => {
        state.tree = { ...state.tree, bundles: state.tree.bundles.filter((b) => b.id !== 10) };
        return { status: 204 };
      },
    });
    const { router } = renderApp('/en/bundles/10');
    await heading('Bilangan');
    await user.click(screen.getByRole('button', { name: 'Actions for unit Bilangan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this unit?' });
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('All pages and questions under it are lost and cannot be recovered.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/1'));
    expect(await screen.findByText('Unit “Bilangan” deleted.')).toBeTruthy();
  });

  it('deletes a topic of the unit after the warning', async () => {
    const api = fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'DELETE /content/topics/100': { status: 204 } });
    renderApp('/en/bundles/10');
    await heading('Bilangan');
    await user.click(screen.getByRole('button', { name: 'Actions for topic Bilangan bulat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this topic?' });
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('All pages and questions under it are lost and cannot be recovered.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete topic' }));
    expect(await screen.findByText('Topic “Bilangan bulat” deleted.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/content/topics/100')).toBe(true);
  });

  it('says there was a problem fetching units when the unit cannot be read', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'GET /content/bundles/10': () => json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/bundles/10');
    expect(await screen.findByText('There was a problem while fetching units.')).toBeTruthy();
  });

  it('shows not-found for a unit that does not exist', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/bundles/999');
    expect(await screen.findByTestId('error-page-notFound')).toBeTruthy();
  });
});
