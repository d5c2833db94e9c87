// The unpublish page (spec §2, §4, §8): only what is published can be selected, topics used in
// assignments are marked, the server's refusal is shown in its words with the topics it names,
// a failed unpublish job says why; and the course overview's Publish/Unpublish buttons.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { COURSE_ID, editor, publishedTree, publisher, publishingHandlers } from '../test/fixtures.ts';

const uuid = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const job = (over: Partial<JobStatusReply> = {}): JobStatusReply => ({
  uuid,
  kind: 'unpublish',
  status: 'pending',
  progress: 0,
  result: null,
  error: null,
  ...over,
});
const USED_TEXT =
  'The following topics are currently used in assignments sent in Link and cannot be unpublished. Please deselect them and try again.';

const heading = () => screen.findByRole('heading', { level: 1, name: /Matematika Kelas 10/ });
const topicBox = (name: string) => screen.getByRole('checkbox', { name: `Select topic ${name}` }) as HTMLInputElement;
const unpublishButton = () => screen.getByRole('button', { name: /^Unpublish/ }) as HTMLButtonElement;

describe('unpublish page', () => {
  it('lists what is published, marks topics used in assignments, and selects whole topics', async () => {
    fakeApi(publishingHandlers({ tree: publishedTree() }));
    renderApp(`/en/courses/${COURSE_ID}/unpublish`);
    await heading();

    // Drafts never published are not listed; the never-published topic neither.
    expect(screen.queryByRole('checkbox', { name: 'Select question Draf baru' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select topic Desimal' })).toBeNull();
    const used = screen.getAllByTestId('publish-topic').find((node) => node.getAttribute('aria-label') === 'Bilangan bulat')!;
    expect(within(used).getByTestId('assignment-badge').textContent).toBe('Used in assignments');
    expect(within(used).getAllByTestId('changed-badge')).toHaveLength(1);
    // Dated as the course tree dates it (course_tree.status.published_on).
    expect(within(used).getAllByText(/^Last published \w{3} \d{1,2}, \d{4}$/).length).toBeGreaterThan(0);

    await user.click(topicBox('Pecahan'));
    expect(unpublishButton().textContent).toBe('Unpublish 1 item');
  });

  it("shows the server's refusal in its words, lists and marks the topics it names, and deselects them (no Refresh)", async () => {
    // As the server answers (server/routes/publishing/unpublish.ts): the §8 text naming the
    // topics, and a field per refused topic by its index in the selection sent.
    const message = `${USED_TEXT} “Bilangan bulat”`;
    const api = fakeApi({
      ...publishingHandlers({ tree: publishedTree() }),
      [`POST /content/courses/${COURSE_ID}/unpublish`]: () =>
        json({ error: 'unprocessable_entity', message, fields: { 'topics.0.id': message } }, 422),
    });
    renderApp(`/en/courses/${COURSE_ID}/unpublish`);
    await heading();
    await user.click(topicBox('Pecahan'));
    await user.click(topicBox('Bilangan bulat'));
    await user.click(unpublishButton());

    const alert = await screen.findByTestId('publish-refusal');
    within(alert).getByText('Cannot unpublish');
    // The §8 sentence as the server words it; the topics it quotes at its end listed under it.
    within(alert).getByText(USED_TEXT);
    expect(within(alert).getByTestId('refused-topics').textContent).toBe('Bilangan bulat');
    // Refreshing cannot make a topic used in assignments unpublishable: only deselecting it.
    expect(within(alert).queryByRole('button', { name: 'Refresh' })).toBeNull();
    const sent = api.calls.find((call) => call.method === 'POST')!;
    expect(sent.body).toEqual({
      topics: [
        { id: 100, lock_version: 0, chapters: [], questions: [] },
        { id: 101, lock_version: 1, chapters: [], questions: [] },
      ],
    });
    // topics.0 of the body sent (tree order) is the topic used in assignments.
    const marked = screen.getAllByTestId('publish-topic').filter((node) => node.hasAttribute('data-refused'));
    expect(marked.map((node) => node.getAttribute('aria-label'))).toEqual(['Bilangan bulat']);
    await user.click(within(alert).getByRole('button', { name: 'Deselect this topic' }));
    expect(topicBox('Bilangan bulat').checked).toBe(false);
    expect(topicBox('Pecahan').checked).toBe(true);
    expect(screen.queryByTestId('publish-refusal')).toBeNull();
  });

  it('names topics the server gives by id (already unpublished)', async () => {
    const already = 'The following topics are already unpublished.';
    fakeApi({
      ...publishingHandlers({ tree: publishedTree() }),
      [`POST /content/courses/${COURSE_ID}/unpublish`]: () => json({ error: 'topics_already_unpublished', message: already, topic_ids: [101] }, 422),
    });
    renderApp(`/en/courses/${COURSE_ID}/unpublish`);
    await heading();
    await user.click(topicBox('Pecahan'));
    await user.click(unpublishButton());
    const alert = await screen.findByTestId('publish-refusal');
    within(alert).getByText(already);
    expect(within(alert).getByTestId('refused-topics').textContent).toBe('Pecahan');
    within(alert).getByRole('button', { name: 'Deselect this topic' });
    expect(within(alert).queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('a topic no longer in the course: its reason, and a refresh', async () => {
    const notInCourse = 'This topic is not in this course.';
    fakeApi({
      ...publishingHandlers({ tree: publishedTree() }),
      [`POST /content/courses/${COURSE_ID}/unpublish`]: () =>
        json({ error: 'unprocessable_entity', message: 'Some fields are not valid.', fields: { 'topics.0.id': notInCourse } }, 422),
    });
    renderApp(`/en/courses/${COURSE_ID}/unpublish`);
    await heading();
    await user.click(topicBox('Pecahan'));
    await user.click(unpublishButton());
    const alert = await screen.findByTestId('publish-refusal');
    within(alert).getByText(notInCourse);
    expect(within(alert).getByTestId('refused-topics').textContent).toBe('Pecahan');
    within(alert).getByRole('button', { name: 'Refresh' });
  });

  it('a failed unpublish job shows its message', async () => {
    const reason = 'The content changed and some chapters are no longer valid. Refresh the page and try again.';
    fakeApi({
      ...publishingHandlers({ tree: publishedTree() }),
      [`POST /content/courses/${COURSE_ID}/unpublish`]: () => json(job(), 202),
      [`GET /jobs/${uuid}`]: () => json(job({ status: 'failed', error: reason })),
    });
    renderApp(`/en/courses/${COURSE_ID}/unpublish`);
    await heading();
    await user.click(topicBox('Pecahan'));
    await user.click(unpublishButton());
    const alert = await screen.findByTestId('publish-refusal');
    within(alert).getByText('Unpublishing did not finish');
    within(alert).getByText(reason);
    within(alert).getByRole('button', { name: 'Refresh' });
  });

  it('is in Indonesian under /id', async () => {
    fakeApi(publishingHandlers({ tree: publishedTree() }));
    renderApp(`/id/courses/${COURSE_ID}/unpublish`);
    await heading();
    screen.getByText('Dipakai dalam tugas');
    expect(screen.getByRole('link', { name: 'Kembali ke kursus' }).getAttribute('href')).toBe('/id/courses/1');
  });
});

describe('course overview buttons', () => {
  const courseReply = {
    'GET /content/courses/1': () => json({ ...minimalCourse(), id: 1 }),
    'GET /content/courses/1/show_tree': () => json({ ...minimalTree() }),
  };

  it('a publisher sees Publish and Unpublish linking to the pages; an editor does not', async () => {
    fakeApi({ ...publishingHandlers({ tree: publishedTree() }, publisher()), ...courseReply });
    const first = renderApp('/en/courses/1');
    const header = await screen.findByTestId('course-header');
    expect(within(header).getByRole('link', { name: 'Publish' }).getAttribute('href')).toBe('/en/courses/1/publish');
    expect(within(header).getByRole('link', { name: 'Unpublish' }).getAttribute('href')).toBe('/en/courses/1/unpublish');
    first.unmount();

    fakeApi({ ...publishingHandlers({ tree: publishedTree() }, editor()), ...courseReply });
    renderApp('/en/courses/1');
    const editorHeader = await screen.findByTestId('course-header');
    await waitFor(() => expect(within(editorHeader).queryByRole('link', { name: 'Edit course' })).not.toBeNull());
    expect(within(editorHeader).queryByRole('link', { name: 'Publish' })).toBeNull();
    expect(within(editorHeader).queryByRole('link', { name: 'Unpublish' })).toBeNull();
  });
});

function minimalCourse() {
  const stamp = '2025-01-15T08:00:00.000Z';
  return {
    id: 1, name: 'Matematika Kelas 10', organization_id: 1, status: 'published', school_assessment_course: false, assessment_kind: null,
    grades: [], course_tags: [], subjects: [], icon_url: null, creator: { id: 1, name: 'Siti', email: 'admin@nusantara.sch.id' },
    creator_id: 1, accessible: true, share_enabled: false, bundles_count: 0, topics_count: 0, published_at: stamp,
    changed_since_published: false, created_at: stamp, updated_at: stamp, description: '', system: 'penaschool', systems: ['penaschool'],
    meta: {}, course_set_id: null, course_subset_id: null, share_settings: { enabled: false, user_ids: [] }, icon_image_id: null,
    preview_video: null, introductory_video_url: null, publish_to_system: null, lock_version: 0,
  };
}

function minimalTree() {
  return {
    id: 1, name: 'Matematika Kelas 10', accessible: true, school_assessment_course: false, creator_id: 1, grades: [], course_tags: [],
    bundles: [], bundles_count: 0, topics_count: 0,
  };
}
