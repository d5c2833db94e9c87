// The topic's "Import questions" menu (§2 topic buttons, §6 guards): each entry shows only
// when its guard passes (the test bank: import_provider; another school: import_organization
// in the teacher's role there; a spreadsheet: import_excel; a document: import_document), and the menu not at all when
// none does.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../test/fixtures.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
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
    expect(within(menu).getByText('From another school')).toBeTruthy();
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
    expect(screen.getByRole('link', { name: 'New passage' })).toBeTruthy();
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
    expect(within(menu).getByRole('menuitem', { name: 'From a spreadsheet' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'From a document (AI)' })).toBeNull();
  });

  it('is not there for a teacher who may not add questions', async () => {
    fakeApi(importHandlers({ sessionOrg: { role: 'no_role', admin: false, permissions: [], features: [] } }));
    renderApp(`/en/topics/${TARGET_TOPIC}/questions`);
    await screen.findByTestId('questions-panel');
    expect(screen.queryByRole('button', { name: 'Import questions' })).toBeNull();
  });
});
