// Status, last-published date and "Changed since published" on the course tree's screens
// (spec §2, §4 "What is published is a snapshot"): the course overview and its unit cards,
// the unit overview and its topic rows, the topic overview and its pages, questions and
// passages tables. Unpublished records show neither date nor badge.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user } from '../../test/dom.ts';
import { fakeApi } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { course, courseHandlers, courseTree, treeUnit, treeTopic } from '../../test/fixtures/courseTree.ts';
import { TOPIC_ID, page, contentHandlers, contentState, passage, question } from './topic/test/contentFixtures.ts';

afterEach(() => window.localStorage.clear());

const at = '2026-03-02T08:00:00.000Z';
const published = { status: 'published' as const, published_at: at };

/** Unit 10 published with a changed topic (100) and an unchanged one (101); unit 11 published, unchanged; unit 12 never published. */
function publishedTree() {
  return courseTree([
    treeUnit(10, 'Bilangan', [treeTopic(100, 'Bilangan bulat', { ...published, changed_since_published: true }), treeTopic(101, 'Pecahan', published)], {
      ...published,
      changed_since_published: true,
    }),
    treeUnit(11, 'Aljabar', [treeTopic(110, 'Persamaan linear', published)], published),
    treeUnit(12, 'Geometri'),
  ]);
}

describe('publish state on the course tree', () => {
  it('shows the course’s status, last-published date and changes, and each unit’s', async () => {
    const tree = publishedTree();
    fakeApi(courseHandlers({ tree, course: course({ ...published, changed_since_published: true }) }));
    renderApp('/en/courses/1');
    const header = await screen.findByTestId('course-header');
    within(header).getByText('Published');
    within(header).getByText('Last published Mar 2, 2026');
    expect(within(header).getByTestId('changed-badge').textContent).toBe('Changed since published');

    await screen.findAllByTestId('unit-card');
    const [changed, quiet, never] = ['Bilangan', 'Aljabar', 'Geometri'].map((name) => screen.getAllByTestId('unit-card').find((card) => card.getAttribute('aria-label') === name));
    within(changed!).getByTestId('changed-badge');
    within(quiet!).getByText('Published');
    expect(within(quiet!).queryByTestId('changed-badge')).toBeNull();
    within(never!).getByText('Unpublished');
  });

  it('says what a change means for students, in Indonesian too', async () => {
    fakeApi(courseHandlers({ tree: publishedTree(), course: course({ ...published, changed_since_published: true }) }));
    renderApp('/id/courses/1');
    const header = await screen.findByTestId('course-header');
    within(header).getByText('Terakhir diterbitkan 2 Mar 2026');
    const badge = within(header).getByTestId('changed-badge');
    expect(badge.textContent).toBe('Diubah sejak diterbitkan');
    expect(badge.getAttribute('aria-label')).toContain('Siswa masih mendapatkan versi yang diterbitkan pada 2 Mar 2026');
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });

  it('shows the unit’s date, and which of its topics changed since published', async () => {
    fakeApi(courseHandlers({ tree: publishedTree() }));
    renderApp('/en/bundles/10');
    await screen.findByRole('heading', { level: 1, name: 'Bilangan' });
    expect(screen.getAllByText('Last published Mar 2, 2026').length).toBeGreaterThanOrEqual(1);
    const [changed, quiet] = screen.getAllByTestId('topic-row');
    within(changed!).getByTestId('changed-badge');
    within(changed!).getByText('Last published Mar 2, 2026');
    expect(within(quiet!).queryByTestId('changed-badge')).toBeNull();
    within(quiet!).getByText('Published');
  });

  it('shows the topic’s state and marks the pages, questions and passages edited since published', async () => {
    const state = contentState({
      pages: [page(1, 'Pengenalan', { ...published, changed_since_published: true }), page(2, 'Operasi hitung', { ...published, position: 2 })],
      questions: [question(11, 'Berapakah −7 + 12?', published), question(12, 'Urutkan bilangan berikut.', { ...published, position: 2, changed_since_published: true })],
      passages: [passage(21, 'Suhu di puncak gunung', { ...published, changed_since_published: true })],
    });
    const handlers = contentHandlers(state);
    const topicReply = handlers[`GET /content/topics/${TOPIC_ID}`]!;
    fakeApi({
      ...handlers,
      [`GET /content/topics/${TOPIC_ID}`]: async (request) => {
        const reply = await topicReply(request);
        const body = { ...(reply.body as object), ...published, changed_since_published: true };
        return { ...reply, body };
      },
    });
    renderApp(`/en/topics/${TOPIC_ID}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bilangan bulat' });
    const head = heading.closest('div')!.parentElement!;
    within(head).getByTestId('changed-badge');
    expect(screen.getAllByText('Last published Mar 2, 2026').length).toBeGreaterThanOrEqual(1);

    const pages = screen.getAllByTestId('page-row');
    expect(pages.map((row) => Boolean(within(row).queryByTestId('changed-badge')))).toEqual([true, false]);
    within(pages[1]!).getByText('Published');

    await user.click(screen.getByRole('tab', { name: /Questions/ }));
    const questions = await screen.findAllByTestId('question-row');
    expect(questions.map((row) => Boolean(within(row).queryByTestId('changed-badge')))).toEqual([false, true]);
    const passages = await screen.findAllByTestId('passage-row');
    expect(within(passages[0]!).getByTestId('changed-badge').textContent).toBe('Changed since published');
  });
});
