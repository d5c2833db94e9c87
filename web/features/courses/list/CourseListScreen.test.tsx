// The course list end to end in jsdom: the address drives the request (and a reload shows
// the same list), typing is debounced, page 1 is dropped, locked courses do not open, and
// the empty and no-results states differ.
import { describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS } from '../../../../domain/constants.ts';
import { act, fireEvent, screen, user, waitFor } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseServer, courseSummary, listQueries } from '../../../test/fixtures/courses.ts';

/** The first paint loads the session, the lazy screen and the list (setup.ts allows it time). */
const listed = (name = 'Matematika Kelas 10') => screen.findByText(name);

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  decodeURIComponent(router.state.location.pathname + router.state.location.search);

describe('course list', () => {
  it('asks for what the address says, shows it in the controls, and asks the same after a reload', async () => {
    const server = courseServer({ list: () => ({ items: [courseSummary()], totals: { count: 31, pages: 3 } }) });
    const address = '/en/?q=aljabar&level=G10&course_tag_ids[]=3&user_ids[]=no_author&sort_by=created_at&sort=desc&page=2';
    const first = renderApp(address);
    await listed();
    const [query] = listQueries(server.calls);
    expect(Object.fromEntries(query!)).toMatchObject({
      q: 'aljabar',
      level: 'G10',
      'course_tag_ids[]': '3',
      'user_ids[]': 'no_author',
      sort_by: 'created_at',
      sort: 'desc',
      page: '2',
      per: '15',
    });
    expect((screen.getByRole('searchbox', { name: 'Search by course name' }) as HTMLInputElement).value).toBe('aljabar');
    expect((screen.getByRole('combobox', { name: 'Grade' }) as HTMLInputElement).value).toBe('G10');
    expect(screen.getByRole('button', { name: /Filters/ }).getAttribute('aria-expanded')).toBe('true');
    screen.getByText('Showing 16–16 of 31 courses');

    // A reload: the same address in a fresh app sends the same request.
    const before = path(first.router);
    first.unmount();
    renderApp(before);
    await listed();
    const queries = listQueries(server.calls);
    expect(queries.at(-1)!.toString()).toBe(query!.toString());
  });

  it('searches once for the whole text after the debounce, back on page 1', async () => {
    const server = courseServer({ list: () => ({ items: [courseSummary()], totals: { count: 40, pages: 3 } }) });
    const { router } = renderApp('/en/?page=3');
    await listed();
    // The whole text in one input event: how long the machine takes between keys cannot
    // split it (the debounce's restart is the next test, on a clock it controls).
    await user.click(screen.getByRole('searchbox', { name: 'Search by course name' }));
    await user.paste('aljabar');
    await waitFor(() => expect(path(router)).toBe('/en/?q=aljabar'));
    await waitFor(() => expect(listQueries(server.calls).at(-1)!.get('q')).toBe('aljabar'));
    expect(listQueries(server.calls).map((q) => q.get('q')).filter(Boolean)).toEqual(['aljabar']);
    expect(listQueries(server.calls).at(-1)!.get('page')).toBe('1');
  });

  it('restarts the 500 ms debounce on every keystroke (§9 FILTER_DEBOUNCE_MS)', async () => {
    const server = courseServer({ list: () => ({ items: [courseSummary()] }) });
    const { router } = renderApp('/en/');
    await listed();
    const search = screen.getByRole('searchbox', { name: 'Search by course name' });
    // From here the test owns the clock the debounce runs on. Keys are single input events
    // (fireEvent runs inside act, with no timers of its own to wait for).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const elapse = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
      fireEvent.change(search, { target: { value: 'a' } });
      elapse(FILTER_DEBOUNCE_MS - 1);
      fireEvent.change(search, { target: { value: 'al' } });
      elapse(FILTER_DEBOUNCE_MS - 1);
      // 998 ms after the first key, 499 after the last: nothing searched yet.
      expect(path(router)).toBe('/en/');
      elapse(1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(path(router)).toBe('/en/?q=al'));
    await waitFor(() => expect(listQueries(server.calls).at(-1)!.get('q')).toBe('al'));
    // One request for the whole word: none for "a".
    expect(listQueries(server.calls).map((q) => q.get('q')).filter(Boolean)).toEqual(['al']);
  });

  it('drops a search still waiting for the debounce when the teacher follows a link elsewhere', async () => {
    courseServer({ list: () => ({ items: [courseSummary()] }) });
    const { router } = renderApp('/en/');
    await listed();
    const search = screen.getByRole('searchbox', { name: 'Search by course name' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(search, { target: { value: 'aljabar' } });
      // The router is at the next page at once; React shows it once its screen has loaded, and
      // until then the list, with its debounce, is still mounted: the debounce ends meanwhile.
      void router.navigate('/en/teams');
      act(() => void vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(path(router)).toBe('/en/teams');
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    expect(path(router)).toBe('/en/teams');
  });

  it('searches by tag when the tag mode is chosen', async () => {
    const server = courseServer({ list: () => ({ items: [courseSummary()] }) });
    const { router } = renderApp('/en/');
    await listed();
    await user.click(screen.getByText('Tag'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by tag' }), 'remedial');
    await waitFor(() => expect(path(router)).toBe('/en/?tag_search=remedial'));
    await waitFor(() => expect(listQueries(server.calls).at(-1)!.get('tag_search')).toBe('remedial'));
    expect(listQueries(server.calls).at(-1)!.has('q')).toBe(false);
  });

  it('drops page 1 from the address', async () => {
    courseServer({ list: () => ({ items: [courseSummary()], totals: { count: 40, pages: 3 } }) });
    const { router } = renderApp('/en/');
    await listed();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(path(router)).toBe('/en/?page=2'));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(path(router)).toBe('/en/'));
  });

  it('applies a filter after the debounce and clears them all at once', async () => {
    const server = courseServer({ list: () => ({ items: [courseSummary()] }) });
    const { router } = renderApp('/en/');
    await listed();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    // The panel opens on an animation frame (Mantine's Collapse): wait for its fields.
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Unpublished' }));
    await waitFor(() => expect(path(router)).toBe('/en/?publish_status=unpublished'));
    await waitFor(() => expect(listQueries(server.calls).at(-1)!.get('publish_status')).toBe('unpublished'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(path(router)).toBe('/en/'));
  });

  it('links open courses to their overview; a locked course shows the notice and does not open', async () => {
    courseServer({
      list: () => ({
        items: [
          courseSummary(),
          courseSummary({ id: 12, name: 'Fisika Rahasia', accessible: false, share_enabled: true }),
        ],
      }),
    });
    const { router } = renderApp('/en/');
    await listed();
    const open = screen.getByRole('link', { name: 'Matematika Kelas 10' });
    expect(open.getAttribute('href')).toBe('/en/courses/11');

    expect(screen.queryByRole('link', { name: 'Fisika Rahasia' })).toBeNull();
    const locked = screen.getByTestId('course-row-12');
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.textContent).toContain('Only the author, admins and people it is shared with can open this course');
    await user.click(screen.getByText('Fisika Rahasia'));
    expect(router.state.location.pathname).toBe('/en/');

    await user.click(screen.getByTestId('course-row-11').querySelectorAll('td')[3]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/courses/11'));
  });

  it('tells "no courses yet" (with the create menu) from "nothing matches" (with clear filters)', async () => {
    courseServer({ list: () => ({ items: [] }) });
    const empty = renderApp('/en/');
    expect(await listed('No courses in this organization yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create' }).length).toBeGreaterThan(0);
    empty.unmount();

    renderApp('/en/?q=zzz');
    expect(await listed('No courses match your search')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('offers Course and Assessment to creators, nothing to those who may only view', async () => {
    courseServer({ list: () => ({ items: [courseSummary()] }) });
    const admin = renderApp('/en/');
    await listed();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('menuitem', { name: /^Course/ })).getAttribute('href')).toBe('/en/courses/new');
    expect(screen.getByRole('menuitem', { name: /^Assessment/ }).getAttribute('href')).toBe('/en/assessment_courses/new');
    admin.unmount();

    courseServer({ org: { role: 'no_role', admin: false, permissions: ['view'] }, list: () => ({ items: [courseSummary()] }) });
    renderApp('/en/');
    await listed();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New course' })).toBeNull();
  });

  it('shows a failed list as the error page in place', async () => {
    courseServer({
      handlers: { 'GET /content/organizations/1/courses': { status: 500, body: { error: 'server_error', message: 'boom' } } },
    });
    renderApp('/en/');
    expect(await screen.findByText('An error occurred on our servers.')).toBeTruthy();
  });
});
