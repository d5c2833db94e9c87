// The app opened while offline (the service worker's cached shell): Pena's offline message
// where the signed-in user would load, and the app itself once the connection returns.
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '../test/dom.ts';
import { fakeApi, json } from '../test/fakeApi.ts';
import { organizationDetail, publicConfig, session } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

afterEach(() => {
  onlineManager.setOnline(true);
  act(() => void window.dispatchEvent(new Event('online')));
});

describe('opened offline', () => {
  it('shows the offline message instead of loading for ever, and the app when the connection returns', async () => {
    const reply = session();
    const api = fakeApi({
      'GET /public_config': json(publicConfig),
      'GET /users/show_current': json(reply),
      'GET /content/organizations': json([reply.organization]),
      'GET /content/organizations/1': json(organizationDetail(reply.organization)),
      'GET /content/organizations/1/courses': json([]),
    });
    // What lib/connection.ts tells TanStack Query when the page starts without a connection.
    onlineManager.setOnline(false);
    renderApp('/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page cannot load while you are offline' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/users/show_current')).toEqual([]);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });

  it('shows the offline message when the user could not be loaded for want of a reply', async () => {
    fakeApi({
      'GET /public_config': json(publicConfig),
      'GET /users/show_current': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/id/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman ini tidak dapat dimuat saat Anda offline' })).toBeTruthy();
    expect(screen.queryByTestId('error-page-unknownError')).toBeNull();
  });
});
