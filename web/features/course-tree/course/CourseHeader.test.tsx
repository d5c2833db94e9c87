// The course overview shows what the course form sets (§3 Course): its icon, subjects and
// introductory video, beside the name, tags and description.
import { describe, expect, it } from 'vitest';
import { screen } from '../../../test/dom.ts';
import { fakeApi } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { course, courseHandlers, sampleTree } from '../../../test/fixtures/courseTree.ts';

describe('the course overview head', () => {
  it('shows the icon, the subjects and a link to the introductory video', async () => {
    const tree = sampleTree();
    fakeApi(
      courseHandlers({
        tree,
        course: course({
          id: tree.id,
          name: tree.name,
          icon_url: '/icons/matematika.svg',
          subjects: [
            { id: 1, name: 'Matematika', organization_id: 1 },
            { id: 9, name: 'IPA', organization_id: null },
          ],
          introductory_video_url: 'https://www.youtube.com/watch?v=abc123',
        }),
      }),
    );
    renderApp('/en/courses/1');
    const subjects = await screen.findByTestId('course-subjects');
    expect(subjects.textContent).toBe('SubjectsMatematikaIPA');
    expect(screen.getByRole('img', { name: 'Course icon' }).getAttribute('src')).toBe('/icons/matematika.svg');
    const video = screen.getByRole('link', { name: 'Watch the introductory video' });
    expect(video.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc123');
    expect(video.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
