// A session that ends mid-work (spec §2 "Login screen"): a 401 on any request while signed in,
// a page's read as much as a write, shows the login screen with the expiry message in the
// page's place, at the same address (never the error page), and the login leads back there.
// The editors' local copies are the same user's to get back, nobody else's.
import { describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../domain/constants.ts';
import { keepLocalCopy, readLocalCopy } from '../components/saving/localCopy.ts';
import { readCookie } from '../lib/cookies.ts';
import { screen, user, waitFor } from '../test/dom.ts';
import { fakeApi, json } from '../test/fakeApi.ts';
import type { Handler } from '../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

// Lazy screens load slowly on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
const lazy = { timeout: 30_000 };

const expired = json({ error: 'token_expired', message: 'Your session has expired.' }, 401);
const unauthenticated = json({ error: 'unauthenticated', message: 'Please log in.' }, 401);

/** A server whose session can end: every signed-in call then answers 401 until a login. */
function server(extra: Record<string, Handler> = {}, loginAs = session()) {
  const reply = session();
  const state = { signedIn: true };
  const signedIn = (handler: Handler): Handler => (request) => (state.signedIn ? handler(request) : unauthenticated);
  const api = fakeApi({
    'GET /public_config': json(publicConfig),
    'GET /users/show_current': signedIn(() => json(reply)),
    'GET /content/organizations': signedIn(() => json([reply.organization])),
    'GET /content/organizations/1': signedIn(() => json(organizationDetail(reply.organization))),
    'GET /content/organizations/1/courses': signedIn(() => json([])),
    'POST /map/auth': () => {
      state.signedIn = true;
      return json(loginAs);
    },
    ...Object.fromEntries(Object.entries(extra).map(([call, handler]) => [call, signedIn(handler)])),
  });
  return { api, state };
}

async function logIn(language: 'en' | 'id' = 'en') {
  await user.type(screen.getByLabelText(language === 'en' ? 'Username' : 'Nama pengguna'), 'admin@nusantara.sch.id');
  await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'Kata sandi'), 'pena-demo');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Masuk' }));
}

describe('a session that ends mid-work', () => {
  it('shows the login screen with the expiry message when a page cannot be read, at its address, and the login opens it', async () => {
    const { api, state } = server();
    const { router, queryClient } = renderApp('/en/teams');
    await screen.findByRole('heading', { level: 1, name: 'Team' }, lazy);

    state.signedIn = false;
    keepLocalCopy('/chapters/12', { values: { title: 'Hukum Newton' }, version: 3 });
    // The page reads its organization again (as on coming back to the tab).
    await queryClient.invalidateQueries({ queryKey: ['organizations'] });
    expect((await screen.findByTestId('login-message')).textContent).toBe('Your session has expired. Please log in again.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in to Pena');
    expect(screen.queryByTestId('error-page-unknownError')).toBeNull();
    expect(router.state.location.pathname).toBe('/en/teams');
    expect(readCookie(SESSION_HINT_COOKIE)).toBeNull();

    await logIn();
    await screen.findByRole('heading', { level: 1, name: 'Team' }, lazy);
    expect(router.state.location.pathname).toBe('/en/teams');
    expect(api.calls.filter((call) => call.path === '/map/auth')).toHaveLength(1);
    // The same teacher: the editor at that address gets its copy back.
    expect(readLocalCopy('/chapters/12')).toEqual({ values: { title: 'Hukum Newton' }, version: 3 });
  });

  it('shows it when a write is refused, in Indonesian', async () => {
    const { state } = server({ 'PUT /users/update_use_autosave': () => expired });
    const { router } = renderApp('/id/');
    await user.click(await screen.findByRole('button', { name: 'Menu akun' }, lazy));
    const toggle = await screen.findByRole('menuitemcheckbox', { name: /Simpan otomatis/ });
    state.signedIn = false;
    await user.click(toggle);
    expect((await screen.findByTestId('login-message')).textContent).toBe('Sesi Anda telah berakhir. Silakan masuk kembali.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Masuk ke Pena');
    expect(router.state.location.pathname).toBe('/id/');
  });

  it('keeps saying so after the session hint is gone (a refetch asks the server rather than assume)', async () => {
    const { api, state } = server();
    const { queryClient } = renderApp('/en/');
    await screen.findByRole('button', { name: 'Account menu' }, lazy);
    // The session's cookies ran out with it: the hint is gone, and so is the server's session.
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    state.signedIn = false;
    await queryClient.invalidateQueries({ queryKey: ['session'] });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/users/show_current').length).toBeGreaterThan(1));
    expect((await screen.findByTestId('login-message')).textContent).toBe('Your session has expired. Please log in again.');
  });

  it('gives the editors’ local copies back to the same user only', async () => {
    const { state } = server({}, session({}, { id: 7, email: 'guru@nusantara.sch.id' }));
    const { queryClient } = renderApp('/en/teams');
    await screen.findByRole('heading', { level: 1, name: 'Team' }, lazy);
    state.signedIn = false;
    keepLocalCopy('/chapters/12', { values: { title: 'Hukum Newton' }, version: 3 });
    await queryClient.invalidateQueries({ queryKey: ['organizations'] });
    await screen.findByTestId('login-message');
    await logIn();
    await screen.findByRole('heading', { level: 1, name: 'Team' }, lazy);
    expect(readLocalCopy('/chapters/12')).toBeNull();
    // Logged in again: no session is over any more.
    expect(window.sessionStorage.getItem('pena.session.ended')).toBeNull();
  });
});
