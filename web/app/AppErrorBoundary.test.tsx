import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../test/dom.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { Providers, createQueryClient } from './providers.tsx';

function Broken(): never {
  throw new Error('a bug in a screen');
}

describe('AppErrorBoundary', () => {
  it('reports an unexpected error and shows the unknownError page with refresh', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <Broken />, errorElement: <AppErrorBoundary /> }], {
      initialEntries: ['/en/teams'],
    });
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Something went wrong');
    screen.getByRole('button', { name: 'Refresh page' });
    // Nobody is signed in as far as the app knows: no course-list button.
    expect(screen.queryByRole('link', { name: 'Back to course list' })).toBeNull();
    expect(consoleError.mock.calls.some(([message]) => String(message).includes('[pena] unexpected error'))).toBe(true);
    consoleError.mockRestore();
  });

  it('while offline shows the offline message and reports nothing (a screen whose code could not load)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => void window.dispatchEvent(new Event('offline')));
    const router = createMemoryRouter([{ path: '*', element: <Broken />, errorElement: <AppErrorBoundary /> }], {
      initialEntries: ['/en/teams'],
    });
    const { unmount } = render(
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page cannot load while you are offline' })).toBeTruthy();
    expect(consoleError.mock.calls.some(([message]) => String(message).includes('[pena] unexpected error'))).toBe(false);
    consoleError.mockRestore();
    // The connection state is shared by every test file (and its return would reload the page).
    unmount();
    window.dispatchEvent(new Event('online'));
  });
});
