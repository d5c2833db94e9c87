// "Download courses" on the course list (spec §2, §4, §7, §8): the POST carries the list's own
// query from the address (filters, search, sort; never the page), or include_ids for the rows
// picked; the confirmation says which; a failed start shows the §8 text.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { within } from '@testing-library/react';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseServer, courseSummary } from '../../../test/fixtures/courses.ts';
import { downloadJob, downloadPosts } from './test/jobs.ts';

const twoCourses = () => ({
  items: [courseSummary(), courseSummary({ id: 12, name: 'Fisika Kelas 11' }), courseSummary({ id: 13, name: 'Kimia Rahasia', accessible: false })],
  totals: { count: 37, pages: 3 },
});

function server(handlers: Record<string, Handler | ReturnType<typeof json>> = {}) {
  return courseServer({
    list: twoCourses,
    handlers: {
      'GET /users/download_courses_jobs': json([]),
      'POST /content/organizations/1/download_courses': json(downloadJob({ status: 'pending', progress: 0 }), 202),
      ...handlers,
    },
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Download courses' });

describe('Download courses', () => {
  it('sends the list’s search, filters and sort from the address as the query string, never the page', async () => {
    const api = server();
    renderApp('/en/?q=aljabar&level=G10&course_tag_ids[]=3&course_tag_ids[]=4&user_ids[]=no_author&sort_by=created_at&sort=desc&page=2');
    await screen.findByText('Matematika Kelas 10');

    await user.click(screen.getByRole('button', { name: 'Download courses' }));
    const modal = await dialog();
    expect(within(modal).getByTestId('download-what').textContent).toBe('All 37 courses matching your search and filters');
    expect(modal.textContent).toContain('Large downloads are also sent to admin@nusantara.sch.id');
    await user.click(within(modal).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(downloadPosts(api.calls)).toHaveLength(1));
    const [post] = downloadPosts(api.calls);
    expect(post!.path).toBe('/content/organizations/1/download_courses');
    expect([...post!.query]).toEqual([
      ['sort_by', 'created_at'],
      ['sort', 'desc'],
      ['q', 'aljabar'],
      ['level', 'G10'],
      ['user_ids[]', 'no_author'],
      ['course_tag_ids[]', '3'],
      ['course_tag_ids[]', '4'],
    ]);
    expect(post!.body).toBeUndefined();

    // The job shows under "Your downloads" at once, waiting to start.
    const panel = await screen.findByRole('region', { name: 'Your downloads' });
    within(panel).getByText('Waiting to start…');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Download courses' })).toBeNull());
  });

  it('with no search or filter, says it is every course of the organization', async () => {
    server();
    renderApp('/en/');
    await screen.findByText('Matematika Kelas 10');
    await user.click(screen.getByRole('button', { name: 'Download courses' }));
    expect(within(await dialog()).getByTestId('download-what').textContent).toBe('All 37 courses of SMA Nusantara');
  });

  it('picked rows go as include_ids (with the query), "N selected" can be cleared, and the pick is gone after the start', async () => {
    const api = server();
    renderApp('/en/?publish_status=published');
    await screen.findByText('Matematika Kelas 10');

    // A course that does not open cannot be picked.
    expect((screen.getByRole('checkbox', { name: 'Select Kimia Rahasia' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Matematika Kelas 10' }));
    expect(screen.getByTestId('course-selection').textContent).toContain('1 selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('course-selection')).toBeNull();

    // The head checkbox picks every course of the page that opens.
    await user.click(screen.getByRole('checkbox', { name: 'Select all courses on this page' }));
    expect(screen.getByTestId('course-selection').textContent).toContain('2 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select Fisika Kelas 11' }));
    expect((screen.getByRole('checkbox', { name: 'Select all courses on this page' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Select Fisika Kelas 11' }));

    await user.click(screen.getByRole('button', { name: 'Download selected' }));
    const modal = await dialog();
    expect(within(modal).getByTestId('download-what').textContent).toBe('2 selected courses');
    await user.click(within(modal).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(downloadPosts(api.calls)).toHaveLength(1));
    const query = downloadPosts(api.calls)[0]!.query;
    expect(query.getAll('include_ids[]')).toEqual(['11', '12']);
    expect(query.get('publish_status')).toBe('published');
    await waitFor(() => expect(screen.queryByTestId('course-selection')).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Select Matematika Kelas 10' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a new search starts a new selection; a click on the checkbox never opens the course', async () => {
    server();
    const { router } = renderApp('/en/');
    await screen.findByText('Matematika Kelas 10');
    await user.click(screen.getByRole('checkbox', { name: 'Select Matematika Kelas 10' }));
    expect(router.state.location.pathname).toBe('/en/');
    screen.getByTestId('course-selection');
    await user.type(screen.getByRole('searchbox', { name: 'Search by course name' }), 'fis');
    await waitFor(() => expect(router.state.location.search).toBe('?q=fis'));
    await waitFor(() => expect(screen.queryByTestId('course-selection')).toBeNull());
  });

  it('a start that fails shows the §8 text in the confirmation, which stays open to try again', async () => {
    const api = server({ 'POST /content/organizations/1/download_courses': json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/');
    await screen.findByText('Matematika Kelas 10');
    await user.click(screen.getByRole('button', { name: 'Download courses' }));
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: 'Download' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Failed to download courses. Please try again.');
    expect(downloadPosts(api.calls)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
  });

  it('speaks Indonesian', async () => {
    server({ 'POST /content/organizations/1/download_courses': json({ error: 'server_error', message: 'boom' }, 500) });
    await i18n.changeLanguage('id');
    renderApp('/id/?q=aljabar');
    await screen.findByText('Matematika Kelas 10');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Matematika Kelas 10' }));
    expect(screen.getByTestId('course-selection').textContent).toContain('1 dipilih');
    await user.click(screen.getByRole('button', { name: 'Hapus pilihan' }));
    await user.click(screen.getByRole('button', { name: 'Unduh kursus' }));
    const modal = await screen.findByRole('dialog', { name: 'Unduh kursus' });
    expect(within(modal).getByTestId('download-what').textContent).toBe('Semua 37 kursus yang cocok dengan pencarian dan filter Anda');
    await user.click(within(modal).getByRole('button', { name: 'Unduh' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Gagal mengunduh kursus. Silakan coba lagi.');
  });
});
