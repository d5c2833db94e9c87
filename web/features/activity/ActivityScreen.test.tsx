// The activity screens in jsdom with the real routes: a course's feed beside its sidebar and
// the organization's own events, each line in words in the teacher's language, the filters
// and the page in the address (page 1 dropped, §9), and who is offered the screens.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { renderApp } from '../../test/render.tsx';
import { activityEvent, activityServer, dewi, editor, feedQueries, publisher, siti } from './test/fixtures.ts';

const course = '/content/courses/1/activity';
const organization = '/content/organizations/1/activity';
const address = (router: { state: { location: { pathname: string; search: string } } }) =>
  decodeURIComponent(router.state.location.pathname + router.state.location.search);
const rowTexts = async () => (await screen.findAllByTestId('activity-row')).map((row) => row.textContent);

const courseEvents = () => [
  activityEvent({ kind: 'published', item_type: 'topic', item_title: 'Pecahan', details: { pages: 2, questions: 3, passages: 0 } }),
  activityEvent({ kind: 'deleted', item_type: 'page', item_title: 'Latihan [%x^2%]', actor: dewi }),
  activityEvent({ kind: 'imported', item_type: 'topic', item_title: 'Pecahan', details: { questions: 12, passages: 1, from: 'spreadsheet' } }),
  activityEvent({ kind: 'moved', item_type: 'unit', item_title: 'Aljabar', details: { from: 'Matematika 9', to: 'Matematika 10' } }),
  activityEvent({ kind: 'reordered', item_type: 'topic', item_title: 'Pecahan', details: { items: 'questions', order: [3, 1, 2] } }),
  activityEvent({ kind: 'created', item_type: 'question', item_title: 'Berapakah 1/2 + 1/4?', actor: null }),
];

describe('a course’s activity', () => {
  it('lists who did what, in words, newest first, with what it carried and when', async () => {
    const { calls } = activityServer({ course: () => ({ items: courseEvents() }) });
    renderApp('/en/courses/1/activity');
    await screen.findByRole('heading', { name: 'Activity', level: 1 });
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(6);
    const first = within(rows[0]!);
    first.getByText('Siti Rahmawati');
    expect(rows[0]!.textContent).toContain('Siti Rahmawati published topic ‘Pecahan’');
    expect(first.getByTestId('activity-details').textContent).toBe('2 pages · 3 questions');
    expect(first.getByText('Published')).toBeTruthy();
    // A deleted item keeps its line; a title's math is its plain text.
    expect(rows[1]!.textContent).toContain('Dewi Lestari deleted page ‘Latihan x²’');
    expect(rows[2]!.textContent).toContain('imported 12 questions into topic ‘Pecahan’');
    expect(within(rows[2]!).getByTestId('activity-details').textContent).toBe('1 passage · From a spreadsheet');
    expect(within(rows[3]!).getByTestId('activity-details').textContent).toBe('From ‘Matematika 9’ to ‘Matematika 10’');
    expect(rows[4]!.textContent).toContain('reordered the questions of topic ‘Pecahan’');
    expect(rows[5]!.textContent).toContain('A former member created question ‘Berapakah 1/2 + 1/4?’');
    expect(rows[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-02T08:00:00.000Z');
    expect(screen.getByTestId('activity-count').textContent).toBe('Showing 1–6 of 6 events');
    expect(feedQueries(calls, course)).toEqual([{ page: '1', per: '15' }]);
    // The course's name heads the screen, with the way back to it.
    await screen.findByText('Matematika Kelas 10', { selector: 'p' });
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/en/courses/1');
  });

  it('speaks Indonesian, each kind and item type in its words', async () => {
    activityServer({ course: () => ({ items: courseEvents().slice(0, 3) }) });
    renderApp('/id/courses/1/activity');
    const texts = await rowTexts();
    expect(texts[0]).toContain('Siti Rahmawati menerbitkan topik ‘Pecahan’');
    expect(texts[0]).toContain('2 halaman · 3 soal');
    expect(texts[0]).toContain('Diterbitkan');
    expect(texts[1]).toContain('Dewi Lestari menghapus halaman ‘Latihan x²’');
    expect(texts[2]).toContain('mengimpor 12 soal ke topik ‘Pecahan’');
    screen.getByRole('heading', { name: 'Aktivitas', level: 1 });
  });

  it('filters by kind and person, from the first page, with the filters in the address', async () => {
    const { calls } = activityServer({
      course: (url) => {
        const kind = url.searchParams.get('kind');
        const actor = url.searchParams.get('actor_id');
        const items = courseEvents().filter((e) => (!kind || e.kind === kind) && (!actor || String(e.actor?.id) === actor));
        return { items, count: url.searchParams.get('page') === '2' ? 20 : items.length };
      },
    });
    const { router } = renderApp('/en/courses/1/activity?page=2');
    await screen.findByRole('heading', { name: 'Activity', level: 1 });
    await user.click(screen.getByRole('combobox', { name: 'What happened' }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(address(router)).toBe('/en/courses/1/activity?kind=deleted'));
    expect(await rowTexts()).toHaveLength(1);
    await user.type(screen.getByRole('combobox', { name: 'Person' }), 'Dew');
    await user.click(await screen.findByRole('option', { name: 'Dewi Lestari' }));
    await waitFor(() => expect(address(router)).toBe('/en/courses/1/activity?actor_id=3&kind=deleted'));
    await waitFor(() => expect(feedQueries(calls, course).at(-1)).toEqual({ page: '1', per: '15', kind: 'deleted', actor_id: '3' }));
    // A filter that finds nothing offers to clear it.
    activityServer({ course: () => ({ items: [] }) });
    await user.click(screen.getByRole('combobox', { name: 'What happened' }));
    await user.click(await screen.findByRole('option', { name: 'Moved' }));
    await screen.findByText('No activity matches');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address(router)).toBe('/en/courses/1/activity'));
    await screen.findByText('Nothing has happened yet');
  });

  it('reads a date range from the address and pages with the page in it', async () => {
    const from = Date.parse('2026-03-01T00:00:00Z');
    const to = Date.parse('2026-03-31T23:59:59Z');
    const { calls } = activityServer({ course: (url) => ({ items: courseEvents(), count: 20, pages: url.searchParams.get('page') === '2' ? 2 : 2 }) });
    const { router } = renderApp(`/en/courses/1/activity?from=${from}&to=${to}`);
    await rowTexts();
    expect(feedQueries(calls, course)[0]).toEqual({ page: '1', per: '15', from: String(from), to: String(to) });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address(router)).toBe(`/en/courses/1/activity?from=${from}&to=${to}&page=2`));
    await waitFor(() => expect(feedQueries(calls, course).at(-1)).toMatchObject({ page: '2' }));
  });

  it('is offered from the course overview to administrators', async () => {
    activityServer();
    const { router } = renderApp('/en/courses/1');
    await user.click(await screen.findByRole('button', { name: 'More course actions' }));
    const link = await screen.findByTestId('activity-link');
    expect(link.getAttribute('href')).toBe('/en/courses/1/activity');
    await user.click(link);
    await waitFor(() => expect(address(router)).toBe('/en/courses/1/activity'));
  });

  it('is offered to publishers, who may open it', async () => {
    activityServer({ reply: publisher(), course: () => ({ items: courseEvents().slice(0, 1) }) });
    renderApp('/en/courses/1');
    await user.click(await screen.findByRole('button', { name: 'More course actions' }));
    await user.click(await screen.findByTestId('activity-link'));
    expect(await rowTexts()).toHaveLength(1);
  });

  it('is not offered to editors', async () => {
    activityServer({ reply: editor() });
    renderApp('/en/courses/1');
    // An editor may copy the course: the menu opens, without the activity.
    await user.click(await screen.findByRole('button', { name: 'More course actions' }));
    await screen.findByRole('menuitem', { name: 'Copy course…' });
    expect(screen.queryByTestId('activity-link')).toBeNull();
  });

  it('shows the permission page to an editor who opens the address', async () => {
    const { calls } = activityServer({ reply: editor() });
    renderApp('/en/courses/1/activity');
    await screen.findByText("You don't have access to this page");
    expect(feedQueries(calls, course)).toEqual([]);
  });
});

describe('the organization’s activity', () => {
  it('lists role changes and team places for administrators, linked from User Management', async () => {
    const { calls } = activityServer({
      organization: () => ({
        items: [
          activityEvent({ kind: 'role_changed', item_type: 'member', item_id: 3, item_title: dewi.name, details: { role: 'admin', previous_role: 'editor' } }),
          activityEvent({ kind: 'member_added', item_type: 'member', item_id: 3, item_title: dewi.name, details: { team: 'Tim Sains', role: 'editor', previous_role: 'no_role' } }),
          activityEvent({ kind: 'deleted', item_type: 'course', item_id: 7, item_title: 'Kursus Lama', actor: siti }),
        ],
      }),
    });
    const { router } = renderApp('/en/members');
    await user.click(await screen.findByTestId('organization-activity-link'));
    await waitFor(() => expect(address(router)).toBe('/en/activity'));
    await screen.findByRole('heading', { name: 'Organization activity', level: 1 });
    const texts = await rowTexts();
    expect(texts[0]).toContain('Siti Rahmawati changed the role of ‘Dewi Lestari’');
    expect(texts[0]).toContain('Editor → Administrator');
    expect(texts[1]).toContain('added ‘Dewi Lestari’ to team ‘Tim Sains’');
    expect(texts[1]).toContain('No role → Editor');
    expect(texts[2]).toContain('deleted course ‘Kursus Lama’');
    expect(feedQueries(calls, organization)).toEqual([{ page: '1', per: '15' }]);
    // Its kinds are the organization's.
    await user.click(screen.getByRole('combobox', { name: 'What happened' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Role changed', 'Added to a team', 'Removed from a team', 'Deleted']);
  });

  it('is not offered to a publisher', async () => {
    activityServer({ reply: publisher() });
    renderApp('/en/members');
    await screen.findByRole('heading', { name: 'User Management', level: 1 });
    expect(screen.queryByTestId('organization-activity-link')).toBeNull();
    activityServer({ reply: publisher() });
    renderApp('/en/activity');
    expect(await screen.findAllByText("You don't have access to this page")).not.toHaveLength(0);
  });
});
