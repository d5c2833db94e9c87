// The publish page (spec §2, §4, §5, §8): what it shows and lets the teacher select, the
// request it sends (with the versions loaded), the progress modal then the success state,
// a failed job's reason with a refresh, the permission page for an editor, and a large course.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS } from '../../../../domain/constants.ts';
import type { JobStatusReply, PublishTree } from '../../../../domain/schemas/publishing.ts';
import { act, screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import type { Call } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { COURSE_ID, editor, page, publishingHandlers, question, sampleTree, topic, tree, unit } from '../test/fixtures.ts';

const uuid = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const job = (over: Partial<JobStatusReply> = {}): JobStatusReply => ({
  uuid,
  kind: 'publish',
  status: 'pending',
  progress: 0,
  result: null,
  error: null,
  ...over,
});

const heading = () => screen.findByRole('heading', { level: 1, name: /Matematika Kelas 10/ });
const topicBox = (name: string) => screen.getByRole('checkbox', { name: `Select topic ${name}` }) as HTMLInputElement;
/** A page's or question's checkbox, named with its kind ("Select page …", "Select question …"). */
const itemBox = (title: string) =>
  screen.getByRole('checkbox', { name: (name) => name === `Select page ${title}` || name === `Select question ${title}` }) as HTMLInputElement;
const publishButton = () => screen.getByRole('button', { name: /^Publish/ }) as HTMLButtonElement;
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('publish page', () => {
  it('shows the units, topics, pages and questions with their validity, reasons, fix links and warnings', async () => {
    fakeApi(publishingHandlers({ tree: sampleTree() }));
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    await heading();

    expect(screen.getByRole('link', { name: 'Back to course' }).getAttribute('href')).toBe('/en/courses/1');
    expect(screen.getAllByTestId('publish-unit').map((node) => node.getAttribute('aria-label'))).toEqual(['Bilangan', 'Aljabar']);
    // The page title's math is typeset; its checkbox is named in plain text.
    const intro = itemBox('Pengantar x²').closest('[data-testid="publish-item"]') as HTMLElement;
    expect(intro.querySelector('[data-latex="x^2"]')).not.toBeNull();
    within(intro).getByText(/Page · Text/);
    // Never published: the badge says so, no date.
    within(intro).getByText('Unpublished');
    expect(within(intro).queryByText(/published/i, { selector: 'p' })).toBeNull();

    // An invalid question cannot be selected, says why and links to its editor.
    const invalid = itemBox('Soal tanpa jawaban');
    expect(invalid.disabled).toBe(true);
    const invalidRow = invalid.closest('[data-testid="publish-item"]') as HTMLElement;
    within(invalidRow).getByText('Multiple choice needs at least one correct answer');
    expect(within(invalidRow).getByRole('link', { name: 'Fix' }).getAttribute('href')).toBe('/en/questions/2001');

    // An invalid topic: disabled, its §5 reason, a link to the topic.
    expect(topicBox('Pecahan').disabled).toBe(true);
    const pecahan = screen.getAllByTestId('publish-topic').find((node) => node.getAttribute('aria-label') === 'Pecahan')!;
    within(pecahan).getByText('A topic must contain at least one valid question or page');
    expect(within(pecahan).getByRole('link', { name: 'Open topic' }).getAttribute('href')).toBe('/en/topics/101');
    expect(within(pecahan).getByRole('link', { name: 'Fix' }).getAttribute('href')).toBe('/en/chapters/1001');

    // A warning shows and does not block.
    const warned = itemBox('Berapakah 2 + 3?');
    expect(warned.disabled).toBe(false);
    expect(within(warned.closest('[data-testid="publish-item"]') as HTMLElement).getByText('This question has no explanation.')).toBeTruthy();
    expect(publishButton().disabled).toBe(true);
  });

  it('names each checkbox with its kind, so a page and a topic of the same name are told apart (en, id)', async () => {
    const course = tree([unit(1, 'Satu', [topic(5, 'Pecahan', { chapters: [page(50, 'Pecahan')], questions: [question(51, 'Berapa [%\\frac{1}{2}%]?')] })])]);
    fakeApi(publishingHandlers({ tree: course }));
    const { unmount } = renderApp(`/en/courses/${COURSE_ID}/publish`);
    await heading();
    screen.getByRole('checkbox', { name: 'Select topic Pecahan' });
    screen.getByRole('checkbox', { name: 'Select page Pecahan' });
    screen.getByRole('checkbox', { name: 'Select question Berapa 1/2?' });
    unmount();
    renderApp(`/id/courses/${COURSE_ID}/publish`);
    await screen.findByRole('checkbox', { name: 'Pilih topik Pecahan' });
    screen.getByRole('checkbox', { name: 'Pilih halaman Pecahan' });
    screen.getByRole('checkbox', { name: 'Pilih soal Berapa 1/2?' });
  });

  it('selects by item, topic (indeterminate), unit and course, and names the count on the button', async () => {
    fakeApi(publishingHandlers({ tree: sampleTree() }));
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    await heading();

    await user.click(itemBox('Berapakah 2 + 3?'));
    expect(topicBox('Bilangan bulat').indeterminate).toBe(true);
    expect(topicBox('Bilangan bulat').checked).toBe(false);
    const unitBox = screen.getByRole('checkbox', { name: 'Select everything in unit Bilangan' }) as HTMLInputElement;
    expect(unitBox.indeterminate).toBe(true);
    expect(publishButton().textContent).toBe('Publish 1 item');

    await user.click(topicBox('Bilangan bulat'));
    expect(topicBox('Bilangan bulat').checked).toBe(true);
    expect(topicBox('Bilangan bulat').indeterminate).toBe(false);
    expect(itemBox('Soal tanpa jawaban').checked).toBe(false);
    expect(unitBox.checked).toBe(true);
    expect(publishButton().textContent).toBe('Publish 2 items');

    await user.click(screen.getByRole('button', { name: 'Select none in Bilangan' }));
    expect(publishButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Select all in Aljabar' }));
    expect(itemBox('Selesaikan x + 1 = 2').checked).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Select all' })[0]!);
    expect(publishButton().textContent).toBe('Publish 3 items');
    await user.click(topicBox('Bilangan bulat'));
    expect(publishButton().textContent).toBe('Publish 1 item');
    expect(publishButton().disabled).toBe(false);
  });

  it('a page alone in a topic without questions is held back by "a topic needs at least one question"', async () => {
    const course = tree([unit(1, 'Satu', [topic(5, 'Hanya halaman', { chapters: [page(50, 'Bacaan')], questions: [question(51, 'Soal')] })])]);
    fakeApi(publishingHandlers({ tree: course }));
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    await heading();
    await user.click(itemBox('Bacaan'));
    expect(screen.getByTestId('missing-question').textContent).toContain('a topic needs at least one question to publish');
    expect(publishButton().disabled).toBe(true);
    await user.click(itemBox('Soal'));
    expect(screen.queryByTestId('missing-question')).toBeNull();
    expect(publishButton().disabled).toBe(false);
  });

  describe('publishing', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
    afterEach(() => vi.useRealTimers());

    it('sends the selection with the loaded lock_versions, shows the progress, then the success state and the tree again', async () => {
      const state = { tree: sampleTree() };
      const replies = [job({ status: 'processing', progress: 40 }), job({ status: 'completed', progress: 100, result: { topics: 2 } })];
      let polled = 0;
      const api = fakeApi({
        ...publishingHandlers(state),
        [`POST /content/courses/${COURSE_ID}/publish`]: () => json(job(), 202),
        [`GET /jobs/${uuid}`]: () => {
          const reply = replies[Math.min(polled++, replies.length - 1)]!;
          if (reply.status === 'completed') state.tree = publishedSample();
          return json(reply);
        },
      });
      renderApp(`/en/courses/${COURSE_ID}/publish`);
      await heading();
      await user.click(screen.getAllByRole('button', { name: 'Select all' })[0]!);
      await user.click(publishButton());

      await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
      expect(posts(api.calls)[0]!.body).toEqual({
        topics: [
          { id: 100, lock_version: 0, chapters: [{ id: 1000, lock_version: 3 }], questions: [{ id: 2000, lock_version: 4 }] },
          { id: 110, lock_version: 0, chapters: [], questions: [{ id: 2100, lock_version: 9 }] },
        ],
      });
      const dialog = await screen.findByRole('dialog', { name: 'Publishing' });
      await waitFor(() => expect(within(dialog).getAllByText('40%').length).toBeGreaterThan(0));

      await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
      const success = await screen.findByTestId('publish-success');
      expect(success.textContent).toContain('3 items published.');
      expect(within(success).getByRole('link', { name: 'Back to course' }).getAttribute('href')).toBe('/en/courses/1');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publishing' })).toBeNull());
      // The Publish button that had the focus is gone: the success message takes it, not the page's body.
      expect(document.activeElement).toBe(success);
      // The tree was read again: the next "Publish more" shows the published state.
      await waitFor(() => expect(api.calls.filter((call) => call.path.endsWith('/publish_tree'))).toHaveLength(2));
      await user.click(within(success).getByRole('button', { name: 'Publish more' }));
      expect(screen.queryByTestId('publish-success')).toBeNull();
      expect(screen.getAllByTestId('changed-badge')).toHaveLength(1);
      expect(publishButton().disabled).toBe(true);
    });

    it('a failed job shows its reason; Refresh reads the tree again and clears the selection', async () => {
      const reason = 'Content changed after the page was loaded. Refresh and try again.';
      const api = fakeApi({
        ...publishingHandlers({ tree: sampleTree() }),
        [`POST /content/courses/${COURSE_ID}/publish`]: () => json(job(), 202),
        [`GET /jobs/${uuid}`]: () => json(job({ status: 'failed', progress: 20, error: reason })),
      });
      renderApp(`/en/courses/${COURSE_ID}/publish`);
      await heading();
      await user.click(itemBox('Berapakah 2 + 3?'));
      await user.click(publishButton());

      const alert = await screen.findByTestId('publish-refusal');
      within(alert).getByText(reason);
      within(alert).getByText('Publishing did not finish');
      const before = api.calls.filter((call) => call.path.endsWith('/publish_tree')).length;
      await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(screen.queryByTestId('publish-refusal')).toBeNull());
      expect(api.calls.filter((call) => call.path.endsWith('/publish_tree')).length).toBeGreaterThan(before);
      expect(itemBox('Berapakah 2 + 3?').checked).toBe(false);
      expect(publishButton().disabled).toBe(true);
    });
  });

  it('a tree that cannot be read says so with Try again and keeps the way back (the page has no top bar)', async () => {
    let fail = true;
    fakeApi({
      ...publishingHandlers({ tree: sampleTree() }),
      [`GET /content/courses/${COURSE_ID}/publish_tree`]: () =>
        fail ? json({ error: 'server_error', message: 'Something went wrong' }, 500) : json(sampleTree()),
    });
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    expect(await screen.findByText('There was a problem while fetching topics.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to course' }).getAttribute('href')).toBe('/en/courses/1');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });

  it('an editor gets the permission page and no call for the tree', async () => {
    const api = fakeApi(publishingHandlers({ tree: sampleTree() }, editor()));
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    expect(await screen.findByTestId('error-page-permissionError')).toBeTruthy();
    expect(api.calls.some((call) => call.path.endsWith('/publish_tree'))).toBe(false);
  });

  it('a large course (20 units × 10 topics × 20 items) draws the first unit only and selects everything', async () => {
    const units = Array.from({ length: 20 }, (_, u) =>
      unit(u + 1, `Unit ${u + 1}`, Array.from({ length: 10 }, (_, t) => {
        const base = (u * 10 + t) * 100;
        return topic(u * 10 + t + 1, `Topik ${u + 1}.${t + 1}`, {
          chapters: Array.from({ length: 10 }, (_, i) => page(base + i + 1, `Halaman ${base + i + 1}`)),
          questions: Array.from({ length: 10 }, (_, i) => question(base + 50 + i, `Soal ${base + 50 + i}`)),
        });
      })),
    );
    fakeApi(publishingHandlers({ tree: tree(units) }));
    renderApp(`/en/courses/${COURSE_ID}/publish`);
    await heading();
    expect(screen.getAllByTestId('publish-unit')).toHaveLength(20);
    expect(screen.getAllByTestId('publish-item')).toHaveLength(200);
    await user.click(screen.getAllByRole('button', { name: 'Select all' })[0]!);
    expect(publishButton().textContent).toBe('Publish 4000 items');
    expect((screen.getByRole('checkbox', { name: 'Select everything in unit Unit 20' }) as HTMLInputElement).checked).toBe(true);
  });
});

function publishedSample(): PublishTree {
  const course = sampleTree();
  const [bulat] = course.units[0]!.topics;
  bulat!.status = 'published';
  bulat!.questions[0] = { ...bulat!.questions[0]!, status: 'published', published_at: '2025-02-01T00:00:00.000Z', changed_since_published: true };
  return course;
}
