// web/public/session.js starts the session read before the app boots; the session query
// takes its reply instead of asking again.
import { afterEach, describe, expect, it } from 'vitest';
import { ORGANIZATION_COOKIE, SESSION_HINT_COOKIE } from '../../domain/constants.ts';
import { fetchSession } from '../features/auth/data/session.ts';
import { fakeApi, json } from '../test/fakeApi.ts';
import { session } from '../test/fixtures.ts';
import script from '../public/session.js?raw';

const runPageScript = () => new Function(script)() as void;

afterEach(() => {
  delete window.penaSessionRead;
  document.cookie = `${ORGANIZATION_COOKIE}=; path=/; max-age=0`;
});

describe('the early session read', () => {
  it('is the one request of the session query when someone is signed in here', async () => {
    const api = fakeApi({ 'GET /users/show_current': json(session({ id: 5, name: 'SMA Nusantara' })) });
    document.cookie = `${ORGANIZATION_COOKIE}=5; path=/`;
    runPageScript();
    expect(window.penaSessionRead?.url).toBe('/users/show_current?organization_id=5');

    const state = await fetchSession(5);
    expect(state).toMatchObject({ status: 'signedIn', organization: { id: 5, name: 'SMA Nusantara' } });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/users/show_current', search: '?organization_id=5' });

    // Taken once: the next read asks the server.
    await fetchSession(5);
    expect(api.calls).toHaveLength(2);
  });

  it('is not started without the session hint (the login screen asks nothing)', () => {
    const api = fakeApi({});
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    runPageScript();
    expect(window.penaSessionRead).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('leaves a refusal to the query’s own request, which reads it as signed out', async () => {
    const api = fakeApi({ 'GET /users/show_current': json({ error: 'token_expired', message: 'Expired' }, 401) });
    runPageScript();
    const state = await fetchSession(null);
    expect(state).toEqual({ status: 'signedOut', expired: true });
    expect(api.calls.map((call) => call.path)).toEqual(['/users/show_current', '/users/show_current']);
  });

  it('is not used for another organization than the one it read', async () => {
    const api = fakeApi({ 'GET /users/show_current': json(session({ id: 7 })) });
    runPageScript();
    expect(window.penaSessionRead?.url).toBe('/users/show_current');
    await fetchSession(7);
    expect(api.calls.map((call) => call.search)).toEqual(['', '?organization_id=7']);
  });
});
