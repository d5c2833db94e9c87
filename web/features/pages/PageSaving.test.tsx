// Saving a page without losing anything: a 409 opens the conflict dialog with both versions
// (keep mine stores mine over theirs, take theirs resets the editor to it), a new page is
// created once by its first save and moves to its own address, the back link asks while
// there are unsaved changes, delete asks first, and a teacher who may not edit reads only.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { deferred, fakeApi, json } from '../../test/fakeApi.ts';
import type { Reply } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { baseHandlers, pageServer, topicWithItems } from '../../components/editor/test/fixtures.ts';
import { lessonPage } from '../../test/content.ts';

const manual = { user: { autosave_effective: false } };
const titleField = () => screen.findByRole('textbox', { name: /Page title/ }) as Promise<HTMLInputElement>;

async function retitle(title: HTMLInputElement, text: string) {
  await user.clear(title);
  await user.click(title);
  await user.paste(text);
}

describe('page editor conflicts', () => {
  it('shows both versions on a 409 and keeps mine over theirs on request', async () => {
    const server = pageServer(lessonPage());
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] }), manual), ...server.handlers });
    renderApp('/en/chapters/501');
    const title = await titleField();
    // Another tab saves first.
    server.saveElsewhere({ title: 'Judul dari tab lain', content: '<p>Teks <em>mereka</em></p>' });
    await retitle(title, 'Judul saya');
    await user.click(screen.getByTestId('editor-save'));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved a newer version' });
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('Judul saya');
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('ax² + bx + c = 0');
    expect(within(dialog).getByTestId('conflict-theirs').textContent).toContain('Judul dari tab lain');
    expect(within(dialog).getByTestId('conflict-theirs').querySelector('em')?.textContent).toBe('mereka');
    expect(screen.getByTestId('save-indicator').textContent).toContain('Not saved');
    within(dialog).getByRole('button', { name: 'Copy your text' });

    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Someone else saved a newer version' })).toBeNull());
    const saves = api.calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => (call.body as { lock_version: number }).lock_version)).toEqual([3, 4]);
    expect(server.stored.title).toBe('Judul saya');
    expect(server.stored.lock_version).toBe(5);
    expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!');
  });

  it('takes their version: the editor shows it and the next save builds on it', async () => {
    const server = pageServer(lessonPage());
    const api = fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] }), manual), ...server.handlers });
    renderApp('/en/chapters/501');
    const title = await titleField();
    server.saveElsewhere({ title: 'Judul dari tab lain' });
    await retitle(title, 'Judul saya');
    await user.click(screen.getByTestId('editor-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved a newer version' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the saved version' }));

    await waitFor(() => expect(title.value).toBe('Judul dari tab lain'));
    expect(screen.queryByRole('dialog', { name: 'Someone else saved a newer version' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await user.type(title, '!');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(server.stored.title).toBe('Judul dari tab lain!'));
    expect((api.calls.filter((call) => call.method === 'PUT').at(-1)!.body as { lock_version: number }).lock_version).toBe(4);
  });
});

describe('new page', () => {
  it('is created by its first save, moves to its own address and is updated afterwards', async () => {
    const topic = topicWithItems();
    let created: ReturnType<typeof lessonPage> | null = null;
    const api = fakeApi({
      ...baseHandlers(topic, manual),
      'POST /content/chapters': ({ body }) => {
        created = lessonPage({ ...(body as object), id: 777, lock_version: 0 });
        return json(created, 201);
      },
      'PUT /content/chapters/777': ({ body }) => json({ ...created!, ...(body as object), lock_version: 1 }),
    });
    const { router } = renderApp('/en/topics/100/chapters/new?type=video');
    const title = await titleField();
    expect(screen.getByTestId('editor-kind').textContent).toBe('Video page');
    // Invalid until it has a title and a video: nothing can be saved yet.
    expect((screen.getByTestId('editor-save') as HTMLButtonElement).disabled).toBe(true);
    await user.click(title);
    await user.paste('Video pembuka');
    await user.click(screen.getByTestId('video-url'));
    await user.paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(screen.getByTestId('editor-save'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/chapters/777'));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ topic_id: 100, type: 'video', title: 'Video pembuka', video_url: 'youtube:dQw4w9WgXcQ' });
    // No leave/stay question on the way.
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();

    // The same editor carries on at the new address (nothing remounts).
    await waitFor(() => expect(screen.getByTestId('save-indicator').textContent).toContain('Saved!'));
    expect(await titleField()).toBe(title);
    expect(title.value).toBe('Video pembuka');
    expect(screen.getByTestId('editor-kind').textContent).toBe('Video page');
    await user.type(title, ' 2');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ title: 'Video pembuka 2', lock_version: 0 });
  });

  it('keeps what the teacher typed while the first save was on its way', async () => {
    const reply = deferred<Awaited<Reply>>();
    const api = fakeApi({
      ...baseHandlers(topicWithItems(), manual),
      'POST /content/chapters': () => reply.promise,
      'PUT /content/chapters/778': ({ body }) => json(lessonPage({ ...(body as object), id: 778, lock_version: 1 })),
    });
    const { router } = renderApp('/en/topics/100/chapters/new?type=text');
    const title = await titleField();
    await user.click(title);
    await user.paste('Bab satu');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    await user.type(title, ' dan dua');
    reply.resolve(json(lessonPage({ id: 778, title: 'Bab satu', content: '', lock_version: 0 }), 201));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/chapters/778'));
    expect(await titleField()).toBe(title);
    expect(title.value).toBe('Bab satu dan dua');
    expect(screen.getByTestId('save-indicator').textContent).toContain('Unsaved changes');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ title: 'Bab satu dan dua', lock_version: 0 }));
  });
});

describe('leaving the editor', () => {
  it('asks before the back link leaves unsaved changes, and leaves without asking twice', async () => {
    const server = pageServer(lessonPage());
    fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] }), manual), ...server.handlers });
    const { router } = renderApp('/en/chapters/501');
    await user.type(await titleField(), ' baru');
    await user.click(screen.getByTestId('editor-back'));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/en/chapters/501');

    await user.click(screen.getByTestId('editor-back'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/topics/100'));
  });

  it('leaves at once when everything is saved', async () => {
    const server = pageServer(lessonPage());
    fakeApi({ ...baseHandlers(topicWithItems({ pages: [server.stored] }), manual), ...server.handlers });
    const { router } = renderApp('/en/chapters/501');
    await titleField();
    await user.click(screen.getByTestId('editor-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/topics/100'));
  });

  it('deletes the page after confirmation and goes back to the topic', async () => {
    const server = pageServer(lessonPage());
    const api = fakeApi({
      ...baseHandlers(topicWithItems({ pages: [server.stored] })),
      ...server.handlers,
      'DELETE /content/chapters/501': { status: 204 },
    });
    const { router } = renderApp('/en/chapters/501');
    await titleField();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    expect(dialog.textContent).toContain('The page “Persamaan kuadrat” will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/topics/100'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/content/chapters/501')).toBe(true);
  });
});

describe('read-only page', () => {
  it("is shown without Save to a limited editor on someone else's page", async () => {
    const server = pageServer(lessonPage({ creator_id: 99 }));
    fakeApi({
      ...baseHandlers(topicWithItems({ pages: [server.stored] }), { org: { admin: false, role: 'limited_editor' } }),
      ...server.handlers,
    });
    renderApp('/en/chapters/501');
    const title = await titleField();
    expect(title.disabled).toBe(true);
    expect(screen.getByTestId('editor-read-only').textContent).toBe('Read only');
    expect(screen.queryByTestId('editor-save')).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});
