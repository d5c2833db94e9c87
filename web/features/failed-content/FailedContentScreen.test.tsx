// The failed-content lists in jsdom with the real routes: chapters/failed wins over the
// editor's chapters/:pageId, rows say where an item sits and why with a link to fix it,
// the course filter and the page live in the address (page 1 dropped, §9), the tabs keep
// the course, and an empty list says nothing has failed.
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { screen, user } from '../../test/dom.ts';
import { renderApp } from '../../test/render.tsx';
import { courseOption, failedItem, failedServer, listQueries } from './test/fixtures.ts';

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  decodeURIComponent(router.state.location.pathname + router.state.location.search);

describe('failed content lists', () => {
  it('shows the failed pages at chapters/failed (not the page editor), where each sits, why, and a Fix link', async () => {
    const server = failedServer({
      lists: {
        chapters: () => ({
          items: [
            failedItem(),
            failedItem({ id: 42, title: '', reasons: ['Content changed after the page was loaded.'], source: 'publish', failed_at: '2025-03-02T08:00:00.000Z' }),
          ],
        }),
      },
    });
    renderApp('/en/chapters/failed');
    const rows = await screen.findAllByTestId('failed-row');
    screen.getByRole('heading', { name: 'Failed content' });
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    // The title's math is typeset, not shown as [% %] source.
    expect(rows[0]!.querySelector('[data-latex="x^2"]')).toBeTruthy();
    first.getByText('Text');
    expect(first.getByRole('link', { name: 'Matematika Kelas 10' }).getAttribute('href')).toBe('/en/courses/11');
    expect(first.getByRole('link', { name: 'Bab 1 Aljabar' }).getAttribute('href')).toBe('/en/bundles/21');
    expect(first.getByRole('link', { name: 'Persamaan Linear' }).getAttribute('href')).toBe('/en/topics/31');
    first.getByText('A text page needs some text or media');
    expect(first.getByRole('link', { name: 'Fix Latihan x²' }).getAttribute('href')).toBe('/en/chapters/41');
    const second = within(rows[1]!);
    second.getByText('Untitled');
    second.getByText(/Failed in publishing · /);
    expect(second.getByRole('link', { name: 'Fix Untitled' }).getAttribute('href')).toBe('/en/chapters/42');
    expect(screen.getByTestId('failed-count').textContent).toBe('Showing 1–2 of 2 failed pages');
    const [query] = listQueries(server.calls, 'chapters');
    expect(Object.fromEntries(query!)).toEqual({ page: '1', per: '15' });
  });

  it('lists accessibility findings apart from the failures, named as such (Indonesian)', async () => {
    failedServer({
      lists: {
        chapters: () => ({
          items: [failedItem({ reasons: [], findings: ['Ada gambar tanpa teks alternatif bagi siswa yang tidak dapat melihatnya'] })],
        }),
      },
    });
    renderApp('/id/chapters/failed');
    const [row] = await screen.findAllByTestId('failed-row');
    const cells = within(row!);
    cells.getByText('Aksesibilitas: belum semua siswa dapat menggunakannya');
    expect(within(cells.getByTestId('failed-findings')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ada gambar tanpa teks alternatif bagi siswa yang tidak dapat melihatnya',
    ]);
    // No failure list when the item only has findings.
    expect(cells.getAllByRole('list')).toHaveLength(1);
  });

  it('typesets math in the course, unit and topic names, and keeps its table scrolling inside its own box', async () => {
    failedServer({
      lists: {
        chapters: () => ({
          items: [
            failedItem({
              course: { id: 11, name: 'Kalkulus [%\\frac{a}{b}%]' },
              unit: { id: 21, name: 'Bab [%\\sqrt{x}%]' },
              topic: { id: 31, name: 'Integral [%x^3%]' },
            }),
          ],
        }),
      },
      courses: [courseOption(11, 'Kalkulus [%\\frac{a}{b}%]')],
    });
    renderApp('/en/chapters/failed');
    const [row] = await screen.findAllByTestId('failed-row');
    // The names' math is typeset like the title's, never shown as [% %] source.
    expect(row!.textContent).not.toContain('[%');
    const typeset = [...row!.querySelectorAll('[data-latex]')].map((node) => node.getAttribute('data-latex'));
    expect(typeset).toEqual(expect.arrayContaining(['\\frac{a}{b}', '\\sqrt{x}', 'x^3']));
    expect(row!.querySelector('[data-latex="x^3"]')!.closest('a')!.getAttribute('href')).toBe('/en/topics/31');
    // The scroll box is the containing block of the visually hidden header (position: absolute):
    // otherwise that header escapes the box and widens the whole page on a phone.
    const box = screen.getByTestId('failed-table-scroll');
    expect(box.contains(screen.getByRole('table'))).toBe(true);
    expect(getComputedStyle(box).position).toBe('relative');
    // The course filter offers the name as plain text (a select cannot typeset).
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(await screen.findByRole('option', { name: 'Kalkulus a/b' })).toBeTruthy();
  });

  it('pages through the list with the page in the address, page 1 dropped (§9)', async () => {
    const server = failedServer({
      lists: { questions: (url) => ({ items: [failedItem({ id: Number(url.searchParams.get('page')), type: 'multiple_choice', title: `Soal ${url.searchParams.get('page')}` })], totals: { count: 31, pages: 3 } }) },
    });
    const { router } = renderApp('/en/questions/failed?page=2');
    await screen.findByText('Soal 2');
    expect(screen.getByTestId('failed-count').textContent).toBe('Showing 16–16 of 31 failed questions');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Soal 3');
    expect(path(router)).toBe('/en/questions/failed?page=3');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Soal 1');
    expect(path(router)).toBe('/en/questions/failed');
    expect(listQueries(server.calls, 'questions').map((q) => q.get('page'))).toEqual(['2', '3', '1']);
  });

  it('filters by a course from the address and from the picker, back on page 1', async () => {
    const server = failedServer({
      courses: [courseOption(11, 'Matematika Kelas 10'), courseOption(12, 'Fisika Dasar'), courseOption(13, 'Rahasia', false)],
      lists: { chapters: (url) => ({ items: [failedItem({ title: `Kursus ${url.searchParams.get('course_id') ?? 'semua'}` })], totals: { count: 20, pages: 2 } }) },
    });
    const { router } = renderApp('/en/chapters/failed?page=2');
    await screen.findByText('Kursus semua');
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    // Only courses the teacher may open are offered.
    expect(screen.queryByRole('option', { name: 'Rahasia' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Fisika Dasar' }));
    await screen.findByText('Kursus 12');
    expect(path(router)).toBe('/en/chapters/failed?course_id=12');
    expect(Object.fromEntries(listQueries(server.calls, 'chapters').at(-1)!)).toEqual({ course_id: '12', page: '1', per: '15' });
  });

  it('switches lists with the tabs, keeping the course and dropping the page', async () => {
    const server = failedServer({
      lists: { passages: () => ({ items: [failedItem({ id: 51, type: 'passage', title: 'Bacaan kosong' })] }), chapters: () => ({ items: [failedItem()] }) },
    });
    const { router } = renderApp('/en/chapters/failed?course_id=11&page=2');
    await screen.findAllByTestId('failed-row');
    await user.click(screen.getByRole('tab', { name: 'Passages' }));
    await screen.findByText('Bacaan kosong');
    expect(path(router)).toBe('/en/passages/failed?course_id=11');
    expect(screen.getByRole('link', { name: 'Fix Bacaan kosong' }).getAttribute('href')).toBe('/en/passages/51');
    expect(Object.fromEntries(listQueries(server.calls, 'passages')[0]!)).toEqual({ course_id: '11', page: '1', per: '15' });
  });

  it('says nothing has failed when the list is empty', async () => {
    failedServer({ lists: { questions: () => ({ items: [] }) } });
    renderApp('/en/questions/failed');
    expect(await screen.findByText('Nothing has failed')).toBeTruthy();
    screen.getByText('Every item here is ready to publish.');
  });

  it('offers the first page when the asked page has emptied', async () => {
    failedServer({
      lists: { questions: (url) => (url.searchParams.get('page') === '3' ? { items: [], totals: { count: 12, pages: 1 } } : { items: [failedItem({ id: 1, type: 'multiple_choice', title: 'Soal 1' })], totals: { count: 12, pages: 1 } }) },
    });
    const { router } = renderApp('/en/questions/failed?page=3');
    await screen.findByText('This page is empty');
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByText('Soal 1');
    expect(path(router)).toBe('/en/questions/failed');
  });

  it('speaks Indonesian under /id', async () => {
    failedServer({ lists: { chapters: () => ({ items: [failedItem({ source: 'publish', failed_at: '2025-03-02T08:00:00.000Z' })] }) } });
    renderApp('/id/chapters/failed');
    await screen.findAllByTestId('failed-row');
    screen.getByRole('heading', { name: 'Konten gagal' });
    screen.getByRole('tab', { name: 'Bacaan' });
    screen.getByText(/Gagal saat penerbitan · /);
    expect(screen.getByRole('link', { name: 'Perbaiki Latihan x²' }).getAttribute('href')).toBe('/id/chapters/41');
  });

  it('refuses restricted teachers (route guard) and shows a refused list as the permission page', async () => {
    const restricted = failedServer({ org: { restricted: true, admin: false, role: 'restricted', permissions: [] } });
    renderApp('/en/chapters/failed');
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(listQueries(restricted.calls, 'chapters')).toEqual([]);
  });

  it('shows the permission page when the server refuses the list', async () => {
    failedServer({ lists: { questions: () => ({ status: 403, body: { error: 'permission_error', message: 'No' } }) } });
    renderApp('/en/questions/failed');
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(screen.queryByTestId('failed-row')).toBeNull();
  });
});
