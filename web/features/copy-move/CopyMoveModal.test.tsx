// The Copy/Move modal (spec §2, §4, §8): browsing to a target in the other school with the
// course search, the summary and its warnings, linked questions, a copy done at once (200) and
// one run as a job (202) to the result, failures in English and Indonesian with a retry that
// sends the same request_id, and no Move for a course.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS } from '../../../domain/constants.ts';
import { i18n } from '../../i18n/index.ts';
import { act, screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import type { Call, Handler } from '../../test/fakeApi.ts';
import { course, courseTree, sampleTree, treeUnit, treeTopic } from '../../test/fixtures/courseTree.ts';
import { courseSummary, job, result, targetHandlers, topicTargets } from '../../test/fixtures/copyMove.ts';
import { renderModal } from './test/render.tsx';
import type { CopySource } from './index.ts';

afterEach(() => vi.useRealTimers());

const unit: CopySource = { kind: 'bundle', id: 11, name: 'Aljabar', organization_id: 1, course_id: 1 };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** School 1 has the source's course; school 2 (SMP Harapan) a course shared with others and one locked. */
function schoolHandlers() {
  return {
    ...targetHandlers({
      courses: {
        1: [courseSummary(1, 'Matematika Kelas 10')],
        2: [
          courseSummary(31, 'Matematika 8', { organization_id: 2 }),
          courseSummary(32, 'Bahasa Indonesia 8', { organization_id: 2 }),
          courseSummary(33, 'Kimia Rahasia', { organization_id: 2, accessible: false }),
        ],
      },
    }),
    'GET /content/courses/1': () => json(course()),
    'GET /content/courses/1/show_tree': () => json(sampleTree()),
    'GET /content/courses/31': () => json(course({ id: 31, name: 'Matematika 8', organization_id: 2, share_settings: { enabled: true, user_ids: [7] } })),
  };
}

const dialog = () => screen.findByRole('dialog');
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

async function browseToMatematika8(box: HTMLElement) {
  await user.click(within(box).getByRole('button', { name: 'Organizations' }));
  await user.click(await within(box).findByRole('button', { name: 'Open SMP Harapan' }));
  await within(box).findByRole('radio', { name: 'Matematika 8' });
  await user.type(within(box).getByRole('textbox', { name: 'Search courses by name' }), 'mat');
  await waitFor(() => expect(within(box).queryByRole('radio', { name: 'Bahasa Indonesia 8' })).toBeNull());
  await user.click(within(box).getByRole('radio', { name: 'Matematika 8' }));
  await user.click(within(box).getByRole('button', { name: 'Next' }));
}

describe('CopyMoveModal', () => {
  it('browses to a course of the other school, sums up with warnings, and shows the copy done at once', async () => {
    const api = fakeApi({
      ...schoolHandlers(),
      'POST /content/copy': ({ body }) => json(job((body as { request_id: string }).request_id, 'copy', { result: result({ organization_id: 2, course_id: 31 }) })),
    });
    renderModal(unit);
    const box = await dialog();

    // Step 1: copy or move, each with a line saying what it does.
    within(box).getByText('Make a copy in another place. The original stays where it is.');
    expect(within(box).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.click(within(box).getByRole('radio', { name: 'Copy' }));
    await user.click(within(box).getByRole('button', { name: 'Next' }));

    // Step 2: the courses of its own school, its course marked as where it is now; the list
    // is a radio group named for what is chosen in it.
    const courses = await within(box).findByRole('radiogroup', { name: 'Choose the course' });
    const own = within(courses).getByRole('radio', { name: 'Matematika Kelas 10' });
    within(box).getByText(/^Step 2 of 3 · /);
    expect(own.closest('[data-testid="target-row"]')?.textContent).toContain('Current location');
    expect(within(box).getByTestId('target-breadcrumb').textContent).toBe('Organizations/SMA Nusantara');

    await browseToMatematika8(box);
    // The search went to the course list after the pause, not letter by letter.
    const searches = api.calls.filter((call) => call.path === '/content/organizations/2/courses').map((call) => new URLSearchParams(call.search).get('q'));
    expect(searches).toEqual([null, 'mat']);

    // Step 3: what will happen.
    expect(within(box).getByTestId('copy-move-summary').textContent).toBe('Copy the unit “Aljabar” to the course “Matematika 8” in SMP Harapan.');
    within(box).getByText('The copy starts unpublished.');
    expect(within(box).getByTestId('organization-warning').textContent).toBe('The copy belongs to another organization, SMP Harapan.');
    expect((await within(box).findByTestId('shared-warning')).textContent).toBe('“Matematika 8” is shared with other people. They will see this unit there.');

    await user.click(within(box).getByRole('button', { name: 'Copy unit' }));
    expect(await within(box).findByText('Copied to “Matematika 8”')).toBeTruthy();
    within(box).getByText('With 3 pages, 8 questions, and 1 passage');
    expect(within(box).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/en/bundles/900');
    const sent = posts(api.calls)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'bundle', id: 11, target_id: 31, include_linked_questions: false });
    expect(sent.request_id).toMatch(uuidPattern);
  });

  it('a locked course cannot be chosen', async () => {
    fakeApi(schoolHandlers());
    renderModal({ ...unit, action: 'copy' });
    const box = await dialog();
    await user.click(await within(box).findByRole('button', { name: 'Organizations' }));
    await user.click(await within(box).findByRole('button', { name: 'Open SMP Harapan' }));
    const locked = await within(box).findByRole('radio', { name: 'Kimia Rahasia' });
    expect(locked).toHaveProperty('disabled', true);
    expect(locked.closest('[data-testid="target-row"]')?.textContent).toContain('Locked: you cannot open it');
  });

  it('follows a background copy (202) to completion, then shows the result', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let polls = 0;
    const handlers: Record<string, Handler> = {
      ...schoolHandlers(),
      'POST /content/copy': ({ body }) => {
        const uuid = (body as { request_id: string }).request_id;
        // The job's address is its uuid: the first poll finds it under way, the next one done.
        handlers[`GET /jobs/${uuid}`] = () => {
          polls += 1;
          return json(polls === 1 ? job(uuid, 'copy', { status: 'processing', progress: 40 }) : job(uuid, 'copy', { result: result({ id: 901 }) }));
        };
        return json(job(uuid, 'copy', { status: 'pending', progress: 0 }), 202);
      },
    };
    fakeApi(handlers);

    renderModal({ ...unit, action: 'copy' });
    const box = await dialog();
    await user.click(await within(box).findByRole('radio', { name: 'Matematika Kelas 10' }));
    await user.click(within(box).getByRole('button', { name: 'Next' }));
    within(box).getByText('It is copied into the place it is in, so its name ends with “(copy)”.');
    await user.click(within(box).getByRole('button', { name: 'Copy unit' }));

    const progress = await screen.findByRole('dialog', { name: 'Copying unit “Aljabar”' });
    expect(await within(progress).findByText('Working on it…')).toBeTruthy();
    expect(within(progress).getAllByText('40%').length).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    expect(await screen.findByText('Copied to “Matematika Kelas 10”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/en/bundles/901');
    expect(polls).toBe(2);
  });

  it('brings linked questions along when asked, and says so', async () => {
    const tree = courseTree([treeUnit(10, 'Bilangan', [treeTopic(100, 'Bilangan bulat'), treeTopic(101, 'Pecahan')])]);
    const api = fakeApi({
      ...schoolHandlers(),
      'GET /content/courses/1/show_tree': () => json(tree),
      'GET /map/topics': () => json(topicTargets([100, 'Bilangan bulat'], [101, 'Pecahan'])),
      'POST /content/move': ({ body }) =>
        json(job((body as { request_id: string }).request_id, 'move', { result: result({ action: 'move', kind: 'question', id: 12, name: 'Urutkan bilangan', topic_id: 101, item_count: 3, linked_question_count: 2 }) })),
    });
    renderModal({ kind: 'question', id: 12, name: 'Urutkan bilangan', organization_id: 1, course_id: 1, bundle_id: 10, topic_id: 100, action: 'move' });
    const box = await dialog();
    await waitFor(() => expect(within(box).getByTestId('target-breadcrumb').textContent).toBe('Organizations/SMA Nusantara/Matematika Kelas 10/Bilangan'));
    expect(await within(box).findByRole('radio', { name: 'Bilangan bulat' })).toHaveProperty('disabled', true);
    await user.click(within(box).getByRole('radio', { name: 'Pecahan' }));
    await user.click(within(box).getByRole('button', { name: 'Next' }));

    const option = within(box).getByRole('checkbox', { name: 'Include linked questions' });
    within(box).getByText(/Otherwise those links are removed\./);
    await user.click(option);
    await user.click(within(box).getByRole('button', { name: 'Next' }));
    expect(within(box).getByTestId('copy-move-summary').textContent).toBe(
      'Move the question “Urutkan bilangan” to the topic “Pecahan” (unit “Bilangan”, course “Matematika Kelas 10”) in SMA Nusantara.',
    );
    within(box).getByText('Linked questions come along and stay linked.');
    await user.click(within(box).getByRole('button', { name: 'Move question' }));

    expect(await within(box).findByText('Moved to “Pecahan”')).toBeTruthy();
    within(box).getByText('Linked questions that came along: 2');
    // The question is one item itself: no count of pages, questions, passages and study guides.
    expect(within(box).getByTestId('copy-move-result').textContent).not.toMatch(/pages, questions/i);
    expect(within(box).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/en/questions/12');
    expect(api.calls.find((call) => call.path === '/map/topics')?.search).toBe('?bundle_id=10&from_pena_courses=true');
    expect(posts(api.calls)[0]!.body).toMatchObject({ kind: 'question', id: 12, target_id: 101, include_linked_questions: true });
  });

  it('says “Failed to copy unit” and retries with the same request_id', async () => {
    let attempts = 0;
    const api = fakeApi({
      ...schoolHandlers(),
      'POST /content/copy': ({ body }) => {
        attempts += 1;
        return attempts === 1 ? json({ error: 'server_error', message: 'boom' }, 500) : json(job((body as { request_id: string }).request_id, 'copy', { result: result() }));
      },
    });
    renderModal({ ...unit, action: 'copy' });
    const box = await dialog();
    await user.click(await within(box).findByRole('radio', { name: 'Matematika Kelas 10' }));
    await user.click(within(box).getByRole('button', { name: 'Next' }));
    await user.click(within(box).getByRole('button', { name: 'Copy unit' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Failed to copy unit. Please try again.');

    await user.click(within(box).getByRole('button', { name: 'Copy unit' }));
    expect(await within(box).findByText('Copied to “Matematika Kelas 10”')).toBeTruthy();
    const [first, second] = posts(api.calls).map((call) => (call.body as { request_id: string }).request_id);
    expect(second).toBe(first);
  });

  it('says “Gagal memindahkan unit” in Indonesian with the server’s reason', async () => {
    await i18n.changeLanguage('id');
    fakeApi({
      ...schoolHandlers(),
      'POST /content/move': json({ error: 'unprocessable_entity', message: 'Beberapa isian tidak valid.', fields: { target_id: 'Sudah berada di sana.' } }, 422),
    });
    renderModal({ ...unit, action: 'move' }, { path: '/id/' });
    const box = await screen.findByRole('dialog', { name: 'Pindahkan unit' });
    await user.click(await within(box).findByRole('button', { name: 'Organisasi' }));
    await user.click(await within(box).findByRole('button', { name: 'Buka SMP Harapan' }));
    const courses = await within(box).findByRole('radiogroup', { name: 'Pilih kursus' });
    await user.click(within(courses).getByRole('radio', { name: 'Matematika 8' }));
    await user.click(within(box).getByRole('button', { name: 'Lanjut' }));
    expect(within(box).getByTestId('copy-move-summary').textContent).toBe('Pindahkan unit “Aljabar” ke kursus “Matematika 8” di SMP Harapan.');
    expect(within(box).getByTestId('organization-warning').textContent).toBe(
      'SMP Harapan adalah organisasi lain: unit ini menjadi belum diterbitkan di sana, dan berkasnya disalin ke sana.',
    );
    await user.click(within(box).getByRole('button', { name: 'Pindahkan unit' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('Gagal memindahkan unit. Silakan coba lagi.Sudah berada di sana.');
  });

  it('says “Failed to move question” for a refusal in English', async () => {
    fakeApi({
      ...schoolHandlers(),
      'GET /map/topics': () => json(topicTargets([100, 'Bilangan bulat'], [101, 'Pecahan'])),
      'POST /content/move': json({ error: 'permission_error', message: 'Failed to move question. Please try again.' }, 403),
    });
    renderModal({ kind: 'question', id: 12, name: 'Urutkan', organization_id: 1, course_id: 1, bundle_id: 10, topic_id: 100, action: 'move' });
    const box = await dialog();
    const topics = await within(box).findByRole('radiogroup', { name: 'Choose the topic' });
    await user.click(within(topics).getByRole('radio', { name: 'Pecahan' }));
    await user.click(within(box).getByRole('button', { name: 'Next' }));
    await user.click(within(box).getByRole('button', { name: 'Next' }));
    await user.click(within(box).getByRole('button', { name: 'Move question' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Failed to move question. Please try again.');
  });

  it('offers no Move for a course, which is copied into an organization', async () => {
    const api = fakeApi({
      ...schoolHandlers(),
      'POST /content/copy': ({ body }) => json(job((body as { request_id: string }).request_id, 'copy', { status: 'pending', progress: 0 }), 202),
    });
    renderModal({ kind: 'course', id: 1, name: 'Matematika Kelas 10', organization_id: 1, course_id: 1 });
    const box = await screen.findByRole('dialog', { name: 'Copy course' });
    // No copy-or-move step at all: a course can only be copied. The steps are numbered from
    // what is shown, and the first has no Back.
    const organizations = await within(box).findByRole('radiogroup', { name: 'Choose the organization' });
    within(box).getByText(/^Step 1 of 2 · /);
    expect(within(box).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(box).queryByRole('radio', { name: 'Move' })).toBeNull();
    // One heading over the list, no "Organizations" crumb repeating it.
    expect(within(box).queryByTestId('target-breadcrumb')).toBeNull();
    await user.click(within(organizations).getByRole('radio', { name: 'SMP Harapan' }));
    await user.click(within(box).getByRole('button', { name: 'Next' }));
    within(box).getByText(/^Step 2 of 2 · /);
    expect(within(box).getByTestId('copy-move-summary').textContent).toBe('Copy the course “Matematika Kelas 10” to SMP Harapan.');
    await user.click(within(box).getByRole('button', { name: 'Copy course' }));
    await waitFor(() => expect(posts(api.calls)[0]?.body).toMatchObject({ kind: 'course', id: 1, target_id: 2 }));
  });
});
