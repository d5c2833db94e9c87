// The unit and topic forms: checked on every change with errors by field, submit blocked
// while invalid, the §8 failure texts, server field errors, the leave-or-stay question, and
// after saving the new page with a success banner.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { unitOf, courseHandlers, sampleTree, topicOf, treeUnit, treeTopic } from '../../../test/fixtures/courseTree.ts';

afterEach(() => window.localStorage.clear());

const findForm = (name: string) => screen.findByRole('form', { name });

describe('new unit form', () => {
  it('blocks submit while the name is empty or too long, and says why by field', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    renderApp('/en/courses/1/bundles/new');
    const form = await findForm('New unit');
    // The bare layout: no top bar.
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    const submit = within(form).getByRole('button', { name: 'Create unit' });
    const name = within(form).getByRole('textbox', { name: /Unit name/ });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(name, 'Statistika');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.clear(name);
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);

    await user.click(name);
    await user.paste('x'.repeat(256));
    expect(await within(form).findByText('Must be at most 255 characters')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
  });

  it('creates the unit and opens its page with a success banner', async () => {
    const tree = sampleTree();
    const created = unitOf(tree, treeUnit(13, 'Statistika', [], { description: 'Data dan peluang' }));
    const api = fakeApi({
      ...courseHandlers({ tree }),
      'POST /content/bundles': json(created, 201),
      'GET /content/bundles/13': json(created),
    });
    const { router } = renderApp('/en/courses/1/bundles/new');
    const form = await findForm('New unit');
    await user.type(within(form).getByRole('textbox', { name: /Unit name/ }), 'Statistika');
    await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'Data dan peluang');
    await user.click(within(form).getByRole('button', { name: 'Create unit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/bundles/13'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ course_id: 1, name: 'Statistika', description: 'Data dan peluang' });
    expect(await screen.findByText('Unit “Statistika” created.')).toBeTruthy();
    // Leaving after saving asks nothing.
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('says “Failed to create unit. Please try again.” when the server fails', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'POST /content/bundles': json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/courses/1/bundles/new');
    const form = await findForm('New unit');
    await user.type(within(form).getByRole('textbox', { name: /Unit name/ }), 'Statistika');
    await user.click(within(form).getByRole('button', { name: 'Create unit' }));
    expect(await within(form).findByText('Failed to create unit. Please try again.')).toBeTruthy();
  });

  it('puts the server’s field messages on the fields', async () => {
    fakeApi({
      ...courseHandlers({ tree: sampleTree() }),
      'POST /content/bundles': json({ error: 'unprocessable_entity', message: 'Invalid', fields: { name: 'A unit with this name already exists' } }, 422),
    });
    renderApp('/en/courses/1/bundles/new');
    const form = await findForm('New unit');
    await user.type(within(form).getByRole('textbox', { name: /Unit name/ }), 'Bilangan');
    await user.click(within(form).getByRole('button', { name: 'Create unit' }));
    expect(await within(form).findByText('A unit with this name already exists')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    fakeApi(courseHandlers({ tree: sampleTree() }));
    const { router } = renderApp('/en/courses/1/bundles/new');
    const form = await findForm('New unit');
    await user.type(within(form).getByRole('textbox', { name: /Unit name/ }), 'Statis');
    // The form has checked the name (its checks are asynchronous): it is dirty now.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Create unit' })).toHaveProperty('disabled', false));
    await user.click(within(form).getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/en/courses/1/bundles/new');
    expect(within(form).getByRole('textbox', { name: /Unit name/ })).toHaveProperty('value', 'Statis');
  });

  it('speaks Indonesian, §8 failure included', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'POST /content/bundles': json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/id/courses/1/bundles/new');
    const form = await findForm('Unit baru');
    await user.type(within(form).getByRole('textbox', { name: /Nama unit/ }), 'Statistika');
    await user.click(within(form).getByRole('button', { name: 'Buat unit' }));
    expect(await within(form).findByText('Gagal membuat unit. Silakan coba lagi.')).toBeTruthy();
  });
});

describe('edit unit form', () => {
  it('sends the changes with the version it loaded and says “Failed to update unit…” on failure', async () => {
    const api = fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'PUT /content/bundles/10': json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/bundles/10/edit');
    const form = await findForm('Edit unit');
    const save = within(form).getByRole('button', { name: 'Save' });
    // Nothing changed yet: nothing to save.
    expect(save).toHaveProperty('disabled', true);
    await user.type(within(form).getByRole('textbox', { name: /Unit name/ }), ' Cacah');
    await user.click(save);
    expect(await within(form).findByText('Failed to update unit. Please try again.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Bilangan Cacah', description: '', lock_version: 0 });
  });
});

describe('topic forms', () => {
  it('creates a topic in the unit and opens it', async () => {
    const tree = sampleTree();
    const created = topicOf(tree, tree.bundles[2]!, treeTopic(120, 'Segitiga', { chapters_count: 0, questions_count: 0 }));
    const api = fakeApi({
      ...courseHandlers({ tree }),
      'POST /content/topics': json(created, 201),
      'GET /content/topics/120': json(created),
    });
    const { router } = renderApp('/en/bundles/12/topics/new');
    const form = await findForm('New topic');
    const submit = within(form).getByRole('button', { name: 'Create topic' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(form).getByRole('textbox', { name: /Topic name/ }), 'Segitiga');
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/topics/120'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ bundle_id: 12, name: 'Segitiga' });
    expect(await screen.findByText('Topic “Segitiga” created.')).toBeTruthy();
  });

  it('says “Failed to create topic. Please try again.” when the server fails', async () => {
    fakeApi({ ...courseHandlers({ tree: sampleTree() }), 'POST /content/topics': json({ error: 'server_error', message: 'boom' }, 500) });
    renderApp('/en/bundles/12/topics/new');
    const form = await findForm('New topic');
    await user.type(within(form).getByRole('textbox', { name: /Topic name/ }), 'Segitiga');
    await user.click(within(form).getByRole('button', { name: 'Create topic' }));
    expect(await within(form).findByText('Failed to create topic. Please try again.')).toBeTruthy();
  });

  it('edits the settings: the switches, and an empty questions label sent as none', async () => {
    const tree = sampleTree();
    const api = fakeApi({
      ...courseHandlers({ tree }),
      'PUT /content/topics/100': ({ body }) => json(topicOf(tree, tree.bundles[0]!, tree.bundles[0]!.topics[0]!, { ...(body as object), lock_version: 1 })),
    });
    const { router } = renderApp('/en/topics/100/edit');
    const form = await findForm('Edit topic');
    await user.click(within(form).getByRole('switch', { name: /Shuffle answers/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/topics/100'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Bilangan bulat',
      shuffle_answers: true,
      shuffle_questions: true,
      questions_label: null,
      lock_version: 0,
    });
  });

  it('shows the conflict notice when someone else saved the topic first', async () => {
    fakeApi({
      ...courseHandlers({ tree: sampleTree() }),
      'PUT /content/topics/100': json({ error: 'conflict', message: 'Changed', current: {} }, 409),
    });
    renderApp('/en/topics/100/edit');
    const form = await findForm('Edit topic');
    await user.type(within(form).getByRole('textbox', { name: /Questions label/ }), 'Latihan');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Someone else saved this topic while you were editing it/)).toBeTruthy();
  });
});
