// A session that ends while a page is edited (spec §2, §4): the save is refused (401), the
// login screen takes the editor's place at the same address, and after logging in the editor
// there starts from the unsaved text, which the next save stores over the version it was made
// on (a newer one stored meanwhile would be a conflict, never overwritten).
import { describe, expect, it, vi } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import type { Handler } from '../../test/fakeApi.ts';
import { session } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { baseHandlers, pageServer, topicWithItems } from '../../components/editor/test/fixtures.ts';
import { lessonPage } from '../../test/content.ts';

vi.setConfig({ testTimeout: 90_000 });
const lazy = { timeout: 30_000 };

describe('page editor when the session ends', () => {
  it('keeps the unsaved title through the login screen and saves it after logging in', async () => {
    const server = pageServer(lessonPage());
    let signedIn = true;
    const ended = json({ error: 'token_expired', message: 'Your session has expired.' }, 401);
    const guarded = (handler: Handler): Handler => (request) => (signedIn ? handler(request) : ended);
    const handlers: Record<string, Handler> = { ...baseHandlers(topicWithItems({ pages: [server.stored] }), { user: { autosave_effective: false } }), ...server.handlers };
    const api = fakeApi({
      ...Object.fromEntries(Object.entries(handlers).map(([call, handler]) => [call, call === 'GET /public_config' ? handler : guarded(handler)])),
      'POST /map/auth': () => {
        signedIn = true;
        return json(session({}, { autosave_effective: false }));
      },
    });
    const { router } = renderApp('/en/chapters/501');
    const title = (await screen.findByRole('textbox', { name: /Page title/ }, lazy)) as HTMLInputElement;
    signedIn = false;
    await user.clear(title);
    await user.type(title, 'Judul saya');
    await user.click(screen.getByTestId('editor-save'));

    expect((await screen.findByTestId('login-message')).textContent).toBe('Your session has expired. Please log in again.');
    expect(router.state.location.pathname).toBe('/en/chapters/501');
    await user.type(screen.getByLabelText('Username'), 'admin@nusantara.sch.id');
    await user.type(screen.getByLabelText('Password'), 'pena-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const again = (await screen.findByRole('textbox', { name: /Page title/ }, lazy)) as HTMLInputElement;
    expect(again.value).toBe('Judul saya');
    expect(screen.getByTestId('save-indicator').textContent).toContain('Unsaved changes');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(server.stored.title).toBe('Judul saya'));
    const saves = api.calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => (call.body as { lock_version: number }).lock_version)).toEqual([3, 3]);
  });
});
