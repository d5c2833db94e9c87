// The topic's "Import questions" menu (§2 topic buttons, §6 guards): each entry shows only
// when its guard passes (the test bank: import_provider; another school: import_organization
// in the teacher's role there; a spreadsheet: import_excel; a document: import_document), and the menu not at all when
// none does. The export says how many test-bank questions it leaves out, and is disabled, saying
// why, when the topic has nothing else.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../test/fixtures.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { contentHandlers, contentState, question } from '../course-tree/topic/test/contentFixtures.ts';
import { TARGET_TOPIC, importHandlers, schools } from './test/fixtures.ts';

afterEach(() => window.localStorage.clear());

async function openMenu() {
  await screen.findByTestId('questions-panel');
  await user.click(await screen.findByRole('button', { name: 'Import questions' }));
  return screen.findByTestId('import-menu');
}

describe('Import questions menu', () => {
  it('offers the test bank, the other school, a spreadsheet and the export', async () => {
    fakeApi(importHandlers());
    const { router } = renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'From the test bank' }).getAttribute('href')).toBe(`/en/topics/${TARGET_TOPIC}/organizations/pena/import`);
    within(menu).getByText('From another school');
    expect(await within(menu).findByRole('menuitem', { name: 'SMP Harapan Bangsa' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'SMP Harapan Bangsa' }).getAttribute('href')).toBe(`/en/topics/${TARGET_TOPIC}/organizations/2/import`);
    expect(within(menu).queryByRole('menuitem', { name: 'SMA Nusantara' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'From a spreadsheet' }).getAttribute('href')).toBe(`/en/topics/${TARGET_TOPIC}/import/excel`);
    expect(within(menu).getByRole('menuitem', { name: 'From a document (AI)' }).getAttribute('href')).toBe(`/en/topics/${TARGET_TOPIC}/import/document`);
    const exportLink = within(menu).getByRole('menuitem', { name: 'Export questions to a spreadsheet' });
    expect(exportLink.getAttribute('href')).toBe(`/content/topics/${TARGET_TOPIC}/excel/export`);
    expect(exportLink.hasAttribute('download')).toBe(true);

    await user.click(within(menu).getByRole('menuitem', { name: 'From the test bank' }));
    expect(router.state.location.pathname).toBe(`/en/topics/${TARGET_TOPIC}/organizations/pena/import`);
  });

  it.each([
    ['en', 'Export questions to a spreadsheet', 'All questions here come from the test bank. They are read-only, so there is nothing to export.', '2 questions from the test bank are left out: they stay read-only in the topic.'],
    ['id', 'Ekspor soal ke spreadsheet', 'Semua soal di sini berasal dari bank soal. Soal itu hanya dapat dibaca, jadi tidak ada yang dapat diekspor.', '2 soal dari bank soal tidak diekspor: soal itu tetap hanya dapat dibaca di topik.'],
  ])('(%s) says which test-bank questions the export leaves out, and offers no export of a topic that has only those', async (lang, exportName, bankOnly, leftOut) => {
    const bank = (id: number) => question(id, `Soal bank ${id}`, { source: 'provider', read_only: true });
    const only = importHandlers();
    Object.assign(only, contentHandlers(contentState({ questions: [bank(11), bank(12)], passages: [] })));
    fakeApi(only);
    const first = renderApp(`/${lang}/topics/${TARGET_TOPIC}/questions`);
    await screen.findByTestId('questions-panel');
    await user.click(await screen.findByRole('button', { name: lang === 'en' ? 'Import questions' : 'Impor soal' }));
    let menu = await screen.findByTestId('import-menu');
    const disabled = within(menu).getByRole('menuitem', { name: `${exportName}. ${bankOnly}` });
    expect(disabled.getAttribute('href')).toBeNull();
    expect(disabled.hasAttribute('disabled') || disabled.getAttribute('aria-disabled') === 'true' || disabled.hasAttribute('data-disabled')).toBe(true);
    expect(within(menu).getByTestId('export-note').textContent).toBe(bankOnly);
    first.unmount();

    const mixed = importHandlers();
    Object.assign(mixed, contentHandlers(contentState({ questions: [question(10, 'Soal sekolah'), bank(11), bank(12)], passages: [] })));
    fakeApi(mixed);
    renderApp(`/${lang}/topics/${TARGET_TOPIC}/questions`);
    await screen.findByTestId('questions-panel');
    await user.click(await screen.findByRole('button', { name: lang === 'en' ? 'Import questions' : 'Impor soal' }));
    menu = await screen.findByTestId('import-menu');
    const link = within(menu).getByRole('menuitem', { name: `${exportName}. ${leftOut}` });
    expect(link.getAttribute('href')).toBe(`/content/topics/${TARGET_TOPIC}/excel/export`);
    expect(within(menu).getByTestId('export-note').textContent).toBe(leftOut);
  }, 60_000);

  it('hides the entries whose guard fails', async () => {
    fakeApi({
      ...importHandlers({ sessionOrg: { can_import_license_questions: false, features: [] } }),
      // The other school is not verified: nothing may be imported from it.
      'GET /content/organizations': () => json([schools()[0], organization({ id: 2, name: 'SMP Harapan Bangsa', verified: false })]),
    });
    const { queryClient } = renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    await screen.findByTestId('questions-panel');
    await waitFor(() => expect(queryClient.getQueryState(['organizations', 'list'])?.status).toBe('success'));
    // Nothing left to offer: no menu at all.
    screen.getByRole('link', { name: 'New passage' });
    expect(screen.queryByRole('button', { name: 'Import questions' })).toBeNull();
  });

  it('keeps the other school when only the test bank is not allowed', async () => {
    fakeApi(importHandlers({ sessionOrg: { can_import_license_questions: false, features: [] } }));
    renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    const menu = await openMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'SMP Harapan Bangsa' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'From the test bank' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'From a spreadsheet' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'From a document (AI)' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Export questions to a spreadsheet' })).toBeNull();
  });

  it('offers a document only with both upload_question_bulk and upload_question_llm (import_document)', async () => {
    fakeApi(importHandlers({ sessionOrg: { features: ['upload_question_bulk'] } }));
    renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    const menu = await openMenu();
    within(menu).getByRole('menuitem', { name: 'From a spreadsheet' });
    expect(within(menu).queryByRole('menuitem', { name: 'From a document (AI)' })).toBeNull();
  });

  it('is not there for a teacher who may not add questions', async () => {
    fakeApi(importHandlers({ sessionOrg: { role: 'no_role', admin: false, permissions: [], features: [] } }));
    renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    await screen.findByTestId('questions-panel');
    expect(screen.queryByRole('button', { name: 'Import questions' })).toBeNull();
  });
});
