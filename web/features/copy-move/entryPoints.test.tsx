// Every place the Copy/Move modal opens from (spec §2): the course overview's header (copy the
// course), a unit card's menu, a topic row's menu, the topic overview's "Copy to" button and
// menu, and the menus of a page, a question and a passage; offered only to who may (§6).
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user } from '../../test/dom.ts';
import { fakeApi } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { session } from '../../test/fixtures.ts';
import { courseHandlers, sampleTree } from '../../test/fixtures/courseTree.ts';
import { contentHandlers, contentState } from '../course-tree/topic/test/contentFixtures.ts';
import { targetHandlers } from '../../test/fixtures/copyMove.ts';

afterEach(() => window.localStorage.clear());

async function openFrom(menu: string, item: string) {
  await user.click(await screen.findByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Copy/Move entry points', () => {
  it('copies the course from the course overview header', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), ...targetHandlers() });
    renderApp('/en/courses/1');
    await screen.findByRole('heading', { level: 1, name: 'Matematika Kelas 10' });
    await openFrom('More course actions', 'Copy course…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy course' });
    expect(await within(dialog).findByRole('radio', { name: 'SMP Harapan' })).toBeTruthy();
  });

  it('copies and moves a unit from its card on the course overview', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), ...targetHandlers() });
    renderApp('/en/courses/1');
    await screen.findByRole('heading', { level: 1, name: 'Matematika Kelas 10' });
    await openFrom('Actions for unit Aljabar', 'Copy to…');
    expect(within(await screen.findByRole('dialog', { name: 'Copy unit' })).getByTestId('copy-move-source').textContent).toBe('Unit: Aljabar');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await openFrom('Actions for unit Aljabar', 'Move to…');
    expect(await screen.findByRole('dialog', { name: 'Move unit' })).toBeTruthy();
  });

  it('copies and moves a topic from its row on the unit overview', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), ...targetHandlers() });
    renderApp('/en/bundles/10');
    await screen.findByRole('heading', { level: 1, name: 'Bilangan' });
    await openFrom('Actions for topic Pecahan', 'Move to…');
    expect(await screen.findByRole('dialog', { name: 'Move topic' })).toBeTruthy();
  });

  it('copies a topic with the topic overview’s Copy to button, and moves it from its menu', async () => {
    fakeApi({ ...contentHandlers(contentState()), ...targetHandlers() });
    renderApp('/en/topics/100');
    await screen.findByRole('heading', { level: 1, name: 'Bilangan bulat' });
    await user.click(screen.getByRole('button', { name: 'Copy to…' }));
    const copy = await screen.findByRole('dialog', { name: 'Copy topic' });
    expect(await within(copy).findByRole('radio', { name: 'Bilangan' })).toBeTruthy();
    await user.click(within(copy).getByRole('button', { name: 'Cancel' }));
    await openFrom('Actions for topic Bilangan bulat', 'Move to…');
    expect(await screen.findByRole('dialog', { name: 'Move topic' })).toBeTruthy();
  });

  it('copies a page and moves a question and a passage from their menus', async () => {
    fakeApi({ ...contentHandlers(contentState()), ...targetHandlers() });
    renderApp('/en/topics/100');
    await screen.findByRole('heading', { level: 1, name: 'Bilangan bulat' });
    await openFrom('Actions for page Pengenalan bilangan bulat', 'Copy to…');
    expect(await screen.findByRole('dialog', { name: 'Copy page' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('tab', { name: /Questions/ }));
    await openFrom('Actions for question 2', 'Move to…');
    const question = await screen.findByRole('dialog', { name: 'Move question' });
    expect(within(question).getByTestId('copy-move-source').textContent).toBe('Question: Urutkan bilangan berikut dari yang terkecil.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await openFrom('Actions for passage Suhu di puncak gunung', 'Copy to…');
    expect(await screen.findByRole('dialog', { name: 'Copy passage' })).toBeTruthy();
  });

  it('offers a limited editor Copy but not Move of another’s page, and a viewer neither', async () => {
    const limited = session({ role: 'limited_editor', admin: false, permissions: ['create', 'view', 'edit'] }, { id: 5 });
    fakeApi({ ...contentHandlers(contentState(), limited), ...targetHandlers() });
    const first = renderApp('/en/topics/100');
    await screen.findByRole('heading', { level: 1, name: 'Bilangan bulat' });
    await user.click(screen.getByRole('button', { name: 'Actions for page Pengenalan bilangan bulat' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy to…' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Move to…' })).toBeNull();
    first.unmount();

    // No role in their only organization: they may view, but create nowhere, so nothing to copy into.
    const viewer = session({ role: 'no_role', admin: false, permissions: ['view'] });
    fakeApi({ ...courseHandlers({ tree: sampleTree() }, viewer), ...targetHandlers() });
    renderApp('/en/bundles/10');
    await screen.findByRole('heading', { level: 1, name: 'Bilangan' });
    await user.click(screen.getByRole('button', { name: 'Actions for topic Pecahan' }));
    await screen.findByRole('menuitem', { name: 'Open topic' });
    expect(screen.queryByRole('menuitem', { name: 'Copy to…' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Move to…' })).toBeNull();
  });
});
