// The unit and topic forms offer only what the teacher may save (§6): a limited editor who
// opens the edit or new-topic address of someone else's unit or topic gets the permission
// page with the true reason, never a form that fails; and a refusal on save says permission,
// not "Please try again".
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { courseHandlers, sampleTree } from '../../../test/fixtures/courseTree.ts';

afterEach(() => window.localStorage.clear());

const limited = session({ role: 'limited_editor', admin: false, permissions: ['create', 'view', 'edit'] }, { id: 7 });
const ownContentOnly = 'Your role lets you change only what you created. Ask its author or an administrator of your school.';

describe('forms a limited editor may not save', () => {
  it.each([
    ['/en/topics/100/edit', 'Edit topic'],
    ['/en/bundles/10/edit', 'Edit unit'],
    ['/en/bundles/10/topics/new', 'New topic'],
    ['/en/courses/1/bundles/new', 'New unit'],
  ])('%s of an admin’s record shows the permission page, not the form', async (path, formName) => {
    fakeApi(courseHandlers({ tree: sampleTree() }, limited));
    renderApp(path);
    expect(await screen.findByText(ownContentOnly)).toBeTruthy();
    screen.getByTestId('error-page-permissionError');
    expect(screen.queryByRole('form', { name: formName })).toBeNull();
  });

  it('the limited editor’s own topic opens its form', async () => {
    const tree = sampleTree();
    tree.bundles[0]!.topics[0]!.creator_id = 7;
    fakeApi(courseHandlers({ tree }, limited));
    renderApp('/en/topics/100/edit');
    expect(await screen.findByRole('form', { name: 'Edit topic' })).toBeTruthy();
  });
});

describe('a refused save', () => {
  it('says permission with the server’s reason, not “Please try again”', async () => {
    fakeApi({
      ...courseHandlers({ tree: sampleTree() }),
      'PUT /content/topics/100': json({ error: 'permission_error', message: 'You do not have permission to edit this sub-chapter.' }, 403),
    });
    renderApp('/en/topics/100/edit');
    const form = await screen.findByRole('form', { name: 'Edit topic' });
    const name = within(form).getByRole('textbox', { name: /Topic name/ });
    await user.type(name, ' baru');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await within(form).findByText('You do not have permission to edit this sub-chapter.')).toBeTruthy();
    expect(within(form).queryByText(/Please try again/)).toBeNull();
  });
});
