// The course list's status column (spec §2, §4 "What is published is a snapshot"): published
// or not, "Changed since published" when topics were edited after publishing, and the
// last-published date in its own column; an unpublished course shows a dash there.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseServer, courseSummary } from '../../../test/fixtures/courses.ts';

describe('course list publish state', () => {
  it('marks the courses changed since published, with their last-published date', async () => {
    courseServer({
      list: () => ({
        items: [
          courseSummary({ id: 11, name: 'Matematika Kelas 10', changed_since_published: true }),
          courseSummary({ id: 12, name: 'Fisika Kelas 10' }),
          courseSummary({ id: 13, name: 'Biologi Kelas 11', status: 'unpublished', published_at: null }),
        ],
      }),
    });
    renderApp('/en/');
    await screen.findByText('Matematika Kelas 10');
    const cells = (id: number) => within(screen.getByTestId(`course-row-${id}`)).getAllByRole('cell');
    const [changed, quiet, never] = [cells(11), cells(12), cells(13)];
    expect(changed![4]!.textContent).toBe('PublishedChanged since published');
    expect(changed![7]!.textContent).toBe('Mar 2, 2025');
    expect(quiet![4]!.textContent).toBe('Published');
    expect(within(quiet![4]!).queryByTestId('changed-badge')).toBeNull();
    expect(never![4]!.textContent).toBe('Unpublished');
    expect(never![7]!.textContent).toBe('—');
  });

  it('says it in Indonesian', async () => {
    courseServer({ list: () => ({ items: [courseSummary({ changed_since_published: true })] }) });
    renderApp('/id/');
    await screen.findByText('Matematika Kelas 10');
    const row = screen.getByTestId('course-row-11');
    expect(within(row).getByTestId('changed-badge').textContent).toBe('Diubah sejak diterbitkan');
    within(row).getByText('2 Mar 2025');
  });
});
