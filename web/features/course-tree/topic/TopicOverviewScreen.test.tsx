// The topic overview: where it sits, its settings, the pages and questions tabs (counts and
// their empty states; the tables are in TopicContentTabs.test.tsx), and delete with the §2 warning.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseHandlers, courseTree, sampleTree, treeUnit, treeTopic } from '../../../test/fixtures/courseTree.ts';

afterEach(() => window.localStorage.clear());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('topic overview', () => {
  it('shows the course and unit, the settings and the pages tab with its count', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/topics/110');
    await heading('Persamaan linear');

    const crumbs = screen.getByTestId('topic-breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: 'Matematika Kelas 10' }).getAttribute('href')).toBe('/en/courses/1');
    expect(within(crumbs).getByRole('link', { name: 'Aljabar' }).getAttribute('href')).toBe('/en/bundles/11');
    expect(screen.getByTestId('setting-shuffle-answers').textContent).toContain('Off');
    expect(screen.getByTestId('setting-shuffle-questions').textContent).toContain('On');
    expect(screen.getByTestId('setting-questions-label').textContent).toContain('Default');

    const pagesTab = screen.getByRole('tab', { name: /Pages/ });
    expect(pagesTab.getAttribute('aria-selected')).toBe('true');
    // A reply without its lesson (left out, or from an older server) still counts the pages.
    expect(pagesTab.textContent).toBe('Pages2');
  });

  it('opens the questions tab on its own address, with its empty state', async () => {
    const tree = courseTree([treeUnit(10, 'Bilangan', [treeTopic(100, 'Bilangan bulat', { questions_count: 0 })])]);
    fakeApi(courseHandlers({ tree }));
    const { router } = renderApp('/en/topics/100');
    await heading('Bilangan bulat');

    await user.click(screen.getByRole('tab', { name: /Questions/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/topics/100/questions'));
    const panel = await screen.findByTestId('questions-panel');
    within(panel).getByText('No questions yet');
    expect(within(panel).getByRole('link', { name: 'Create the first question' }).getAttribute('href')).toBe('/en/topics/100/questions/new');
  });

  it('deletes the topic after the warning and goes back to its unit', async () => {
    const api = fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'DELETE /content/topics/100': { status: 204 } });
    const { router } = renderApp('/en/topics/100');
    await heading('Bilangan bulat');
    await user.click(screen.getByRole('button', { name: 'Actions for topic Bilangan bulat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete topic' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this topic?' });
    within(dialog).getByText('You are about to delete the topic “Bilangan bulat”.');
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('All pages and questions under it are lost and cannot be recovered.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete topic' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/bundles/10'));
    expect(await screen.findByText('Topic “Bilangan bulat” deleted.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/content/topics/100')).toBe(true);
  });

  it('warns in Indonesian too', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/id/topics/100');
    await heading('Bilangan bulat');
    await user.click(screen.getByRole('button', { name: 'Tindakan untuk topik Bilangan bulat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hapus topik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus topik ini?' });
    expect(within(dialog).getByTestId('delete-warning').textContent).toBe('Semua halaman dan soal di dalamnya akan hilang dan tidak dapat dipulihkan.');
  });

  it('says there was a problem fetching topics when the topic cannot be read', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'GET /content/topics/100': () => json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/topics/100');
    expect(await screen.findByText('There was a problem while fetching topics.')).toBeTruthy();
  });
});
