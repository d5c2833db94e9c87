// The three layouts of spec §2: top bar only, sidebar plus top bar, and bare.
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SignedInContext, signedIn } from '../../features/auth/index.ts';
import { screen, user } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { publicConfig, session } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { BareLayout, SidebarLayout, TopBarLayout } from './index.ts';

function asAdmin(ui: ReactElement) {
  fakeApi({ 'GET /public_config': json(publicConfig) });
  return renderWithApp(<SignedInContext.Provider value={signedIn(session())}>{ui}</SignedInContext.Provider>);
}

describe('layouts', () => {
  it('TopBarLayout: the top bar, the page and the footer', async () => {
    asAdmin(<TopBarLayout>page body</TopBarLayout>);
    screen.getByRole('button', { name: 'Account menu' });
    screen.getByText('page body');
    expect(await screen.findByText('Version 3.19.0')).toBeTruthy();
  });

  it('SidebarLayout: the top bar, a sidebar that can be hidden, and the page', async () => {
    asAdmin(<SidebarLayout sidebar={<span>course tree</span>}>overview</SidebarLayout>);
    screen.getByRole('button', { name: 'Account menu' });
    screen.getByText('course tree');
    screen.getByText('overview');
    screen.getByRole('button', { name: 'Hide sidebar' });
  });

  it('SidebarLayout: a hidden sidebar stays hidden after a reload', async () => {
    window.localStorage.clear();
    const first = asAdmin(<SidebarLayout sidebar={<span>course tree</span>}>overview</SidebarLayout>);
    await user.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(await screen.findByRole('button', { name: 'Show sidebar' })).toBeTruthy();
    first.unmount();
    asAdmin(<SidebarLayout sidebar={<span>course tree</span>}>overview</SidebarLayout>);
    screen.getByRole('button', { name: 'Show sidebar' });
    window.localStorage.clear();
  });

  it('SidebarLayout on a phone: the sidebar starts closed so the page shows, and opens with the button', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      // Closed on a phone even though it is open on a desktop (nothing kept in local storage).
      window.localStorage.clear();
      asAdmin(<SidebarLayout sidebar={<span>course tree</span>}>overview</SidebarLayout>);
      screen.getByText('overview');
      await user.click(screen.getByRole('button', { name: 'Show sidebar' }));
      expect(await screen.findByRole('button', { name: 'Hide sidebar' })).toBeTruthy();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('BareLayout: neither top bar nor sidebar', () => {
    asAdmin(<BareLayout>new course form</BareLayout>);
    screen.getByText('new course form');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });
});
