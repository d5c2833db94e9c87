// The course sidebar of spec §2, through the real routes: header, no-units and no-topics
// messages, locked nodes, the unit of the current page opened on arrival, open/close all,
// the open state remembered per course, reset, assessment links, and a long course windowed.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { within } from '@testing-library/react';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseHandlers, courseTree, sampleTree, treeUnit, treeTopic } from '../../../test/fixtures/courseTree.ts';

afterEach(() => window.localStorage.clear());

async function sidebar() {
  // The first render loads the lazy screens (within the shared bound of web/test/setup.ts).
  return within(await screen.findByTestId('course-sidebar'));
}

const unitToggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^(Open|Close) unit ${name}$`) });

describe('course sidebar', () => {
  it('shows the way back, the course name, the tags with +N, and the units closed', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/courses/1');
    const side = await sidebar();

    expect(side.getByRole('link', { name: 'Back to course list' }).getAttribute('href')).toBe('/en/');
    expect(side.getByTestId('sidebar-course-name').textContent).toBe('Matematika Kelas 10');
    // Narrower than 440 px: two tags, then "+1" naming the rest.
    const tags = side.getByTestId('course-tags');
    within(tags).getByText('G10');
    within(tags).getByText('Remedial');
    expect(within(tags).queryByText('Kurikulum Merdeka')).toBeNull();
    expect(within(tags).getByLabelText('1 more tag: Kurikulum Merdeka').textContent).toBe('+1');
    expect(side.queryByTestId('assessment-pill')).toBeNull();

    expect(side.getAllByTestId('tree-unit').map((row) => row.textContent)).toEqual(['Bilangan2', 'Aljabar2', 'Geometri0']);
    expect(unitToggle('Bilangan').getAttribute('aria-expanded')).toBe('false');
    expect(side.queryByRole('link', { name: 'Bilangan bulat' })).toBeNull();
  });

  it('lists a unit’s topics when opened, the no-topics message for an empty unit, and locked topics as greyed text', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/courses/1');
    const side = await sidebar();

    await user.click(unitToggle('Aljabar'));
    expect(side.getByRole('link', { name: 'Persamaan linear' }).getAttribute('href')).toBe('/en/topics/110');
    const locked = side.getAllByTestId('tree-topic').find((row) => row.textContent === 'Fungsi')!;
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.querySelector('a')).toBeNull();
    expect(side.queryByRole('link', { name: 'Fungsi' })).toBeNull();

    await user.click(unitToggle('Geometri'));
    side.getByText('No topics in this unit yet');
  });

  it('says so when the course has no units', async () => {
    fakeApi(courseHandlers({ tree: courseTree([]) }));
    renderApp('/en/courses/1');
    const side = await sidebar();
    expect(side.getByTestId('no-units').textContent).toBe('This course has no units yet');
    expect(side.getByRole('button', { name: 'Open all units' })).toHaveProperty('disabled', true);
  });

  it('greys a locked unit with a lock: no toggle, no link, never opened', async () => {
    const tree = courseTree([treeUnit(10, 'Bilangan', [treeTopic(100, 'Bilangan bulat')]), treeUnit(11, 'Rahasia', [treeTopic(110, 'Tersembunyi')], { accessible: false })]);
    fakeApi(courseHandlers({ tree }));
    renderApp('/en/courses/1');
    const side = await sidebar();

    const locked = side.getAllByTestId('tree-unit')[1]!;
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(within(locked).queryByRole('link')).toBeNull();
    within(locked).getByLabelText('Locked');

    await user.click(side.getByRole('button', { name: 'Open all units' }));
    side.getByRole('link', { name: 'Bilangan bulat' });
    expect(side.queryByText('Tersembunyi')).toBeNull();
  });

  it('opens the unit holding the current topic on arrival, and marks the topic as the current page', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/topics/110');
    const side = await sidebar();

    const current = await side.findByRole('link', { name: 'Persamaan linear' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(unitToggle('Aljabar').getAttribute('aria-expanded')).toBe('true');
    expect(unitToggle('Bilangan').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the unit of a unit page, and the next unit too when the teacher goes there', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    const { router } = renderApp('/en/bundles/10');
    const side = await sidebar();
    await waitFor(() => expect(unitToggle('Bilangan').getAttribute('aria-expanded')).toBe('true'));

    await router.navigate('/en/bundles/11');
    await waitFor(() => expect(unitToggle('Aljabar').getAttribute('aria-expanded')).toBe('true'));
    expect(unitToggle('Bilangan').getAttribute('aria-expanded')).toBe('true');
    expect(side.getByRole('link', { name: 'Aljabar' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes every unit with one button', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/courses/1');
    const side = await sidebar();

    await user.click(side.getByRole('button', { name: 'Open all units' }));
    expect(['Bilangan', 'Aljabar', 'Geometri'].map((name) => unitToggle(name).getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true']);
    expect(side.getAllByTestId('tree-topic')).toHaveLength(4);

    await user.click(side.getByRole('button', { name: 'Close all units' }));
    expect(side.queryAllByTestId('tree-topic')).toHaveLength(0);
    side.getByRole('button', { name: 'Open all units' });
  });

  it('remembers which units are open for the course, and reset forgets it', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    const first = renderApp('/en/courses/1');
    await sidebar();
    await user.click(unitToggle('Aljabar'));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('pena.courseTree.1.open') ?? '[]')).toEqual([11]));
    first.unmount();

    renderApp('/en/courses/1');
    const side = await sidebar();
    expect(unitToggle('Aljabar').getAttribute('aria-expanded')).toBe('true');
    side.getByRole('link', { name: 'Persamaan linear' });

    await user.click(side.getByRole('button', { name: 'Reset the tree' }));
    expect(unitToggle('Aljabar').getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(window.localStorage.getItem('pena.courseTree.1.open')).toBeNull());
  });

  it('refresh reads the tree again', async () => {
    const state = { tree: sampleTree() };
    const api = fakeApi(courseHandlers(state));
    renderApp('/en/courses/1');
    const side = await sidebar();
    state.tree = sampleTree({ name: 'Matematika Wajib' });

    await user.click(side.getByRole('button', { name: 'Refresh the tree' }));
    await waitFor(() => expect(side.getByTestId('sidebar-course-name').textContent).toBe('Matematika Wajib'));
    expect(api.calls.filter((call) => call.path === '/content/courses/1/show_tree').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the assessment pill, and links topics of a school assessment course to their questions list', async () => {
    fakeApi(courseHandlers({ tree: sampleTree({ school_assessment_course: true }) }));
    renderApp('/en/courses/1');
    const side = await sidebar();

    expect(side.getByTestId('assessment-pill').textContent).toBe('Assessment');
    await user.click(unitToggle('Bilangan'));
    expect(side.getByRole('link', { name: 'Pecahan' }).getAttribute('href')).toBe('/en/topics/101/questions');
  });

  it('windows a course of 20 units × 10 topics: only the rows in view are in the page', async () => {
    const units = Array.from({ length: 20 }, (_, u) =>
      treeUnit(1000 + u, `Unit ${u + 1}`, Array.from({ length: 10 }, (_, i) => treeTopic(10_000 + u * 10 + i, `Topik ${u + 1}.${i + 1}`))),
    );
    fakeApi(courseHandlers({ tree: courseTree(units) }));
    // jsdom lays nothing out: give the tree's scroll area a sidebar's height.
    const rect = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'virtual-tree' ? 640 : 0;
    });
    onTestFinished(() => rect.mockRestore());
    renderApp('/en/courses/1');
    const side = await sidebar();

    await user.click(side.getByRole('button', { name: 'Open all units' }));
    side.getByTestId('virtual-tree');
    // 220 rows open; the window holds a sidebar's worth plus overscan: the first unit's topics, not the last's.
    side.getByRole('link', { name: 'Topik 1.1' });
    expect(side.queryByRole('link', { name: 'Topik 20.10' })).toBeNull();
    const rendered = side.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
  });

  it('speaks Indonesian', async () => {
    fakeApi(courseHandlers({ tree: courseTree([treeUnit(12, 'Geometri')]) }));
    renderApp('/id/courses/1');
    const side = await sidebar();
    side.getByRole('link', { name: 'Kembali ke daftar kursus' });
    await user.click(side.getByRole('button', { name: 'Buka semua unit' }));
    side.getByText('Belum ada topik di unit ini');
  });
});
