// The course filters of the import page (spec §2 "Import questions from an organization or the
// test bank": course set, subject, grade level): the course set is chosen by name from the sets
// the source's courses use (an unnamed one by its number), and a subject name the school and
// the country both have is offered once, finding courses under either.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { organizationDetail } from '../../../test/fixtures.ts';
import { courseSummary } from '../../../test/fixtures/copyMove.ts';
import { PROVIDER_ID, TARGET_TOPIC, importHandlers } from '../test/fixtures.ts';

afterEach(() => window.localStorage.clear());

const field = (label: string) => screen.getByLabelText(label, { selector: 'input:not([type=hidden])' });

describe('the course filters', () => {
  it('chooses a course set by its name and sends its id', async () => {
    const api = fakeApi(importHandlers());
    renderApp(`/en/topics/${TARGET_TOPIC}/organizations/pena/import`);
    expect(await screen.findByText('2 courses')).toBeTruthy();
    await user.click(field('Course set'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Bank Soal SMA', 'Course set 77']);
    await user.click(screen.getByRole('option', { name: 'Bank Soal SMA' }));
    expect(await screen.findByText('1 course')).toBeTruthy();
    screen.getByRole('button', { name: 'Open course Bank Soal Matematika SMA' });
    const sets = api.calls.find((c) => c.path === `/importing/organizations/${PROVIDER_ID}/course_sets`)!;
    expect(new URLSearchParams(sets.search).get('organization_id')).toBe('1');
    expect(api.calls.some((c) => c.path.endsWith('/courses') && new URLSearchParams(c.search).get('course_set_id') === '31')).toBe(true);
  });

  it('names the course sets in Indonesian too', async () => {
    fakeApi(importHandlers());
    renderApp(`/id/topics/${TARGET_TOPIC}/organizations/pena/import`);
    expect(await screen.findByText('2 kursus')).toBeTruthy();
    await user.click(field('Set kursus'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Bank Soal SMA', 'Set kursus 77']);
  });

  it("offers a subject the school and the country both name once, and asks for both", async () => {
    const api = fakeApi({
      ...importHandlers(),
      'GET /content/organizations/2': () =>
        json(
          organizationDetail({
            id: 2,
            name: 'SMP Harapan Bangsa',
            subjects: [
              { id: 5, name: 'Matematika', organization_id: 2 },
              { id: 6, name: 'Bahasa Indonesia', organization_id: 2 },
            ],
            country_subjects: [
              { id: 15, name: 'Matematika', organization_id: null },
              { id: 16, name: 'Bahasa Indonesia', organization_id: null },
              { id: 17, name: 'IPA', organization_id: null },
            ],
          }),
        ),
      'GET /importing/organizations/2/courses': () => ({ status: 200, body: [courseSummary(300, 'Matematika Kelas 8', { organization_id: 2 })], headers: { 'X-Pena-Count': '1', 'X-Pena-Pages': '1' } }),
    });
    renderApp(`/en/topics/${TARGET_TOPIC}/organizations/2/import`);
    expect(await screen.findByRole('button', { name: 'Open course Matematika Kelas 8' })).toBeTruthy();
    await user.click(field('Subject'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Bahasa Indonesia', 'IPA', 'Matematika']);
    await user.click(screen.getByRole('option', { name: 'Matematika' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/importing/organizations/2/courses' && new URLSearchParams(c.search).getAll('subject_ids[]').join() === '5,15')).toBe(true),
    );
  });
});
