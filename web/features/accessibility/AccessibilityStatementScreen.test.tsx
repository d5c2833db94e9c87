// The accessibility statement through the real routes: public (no session asked for), reached
// from the login screen's footer, in English and Indonesian, its parts as landmarks and
// headings, and the contact as the provider's link or, without one, a sentence.
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { screen, user } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { publicConfig } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const unauthenticated = json({ error: 'unauthenticated', message: 'Please log in.' }, 401);

describe('AccessibilityStatementScreen', () => {
  it('is public (shown with no session): the statement in landmarks and headings, with the provider contact link', async () => {
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': unauthenticated });
    renderApp('/en/accessibility');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Accessibility statement');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What we aim for',
      'How we test',
      'How Pena helps authors',
      'Known exceptions',
      'Contact',
    ]);
    // Each section is a region named by its heading.
    screen.getByRole('region', { name: 'Known exceptions' });
    within(main).getByText(/WCAG\) 2\.2 at level AA/);
    within(main).getByText(/ATAG\) 2\.0, Parts A and B/);
    within(main).getByText(/1366 pixels.*375 pixels/);
    within(main).getByText(/Videos embedded from YouTube/);
    expect((await within(main).findByRole('link', { name: 'Contact us' })).getAttribute('href')).toBe('https://pena.id/contact');
    // (jsdom also gets the unsupported-browser dialog, whose header is a banner too.)
    expect(within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: 'Pena home' }).getAttribute('href')).toBe('/en/');
    within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility' });
    expect(document.title).toBe('Accessibility statement · Pena');
  });

  it('in Indonesian, and without a contact link a sentence saying whom to tell', async () => {
    fakeApi({ 'GET /public_config': json({ ...publicConfig, links: null }), 'GET /users/show_current': unauthenticated });
    renderApp('/id/accessibility');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Pernyataan aksesibilitas');
    within(main).getByRole('heading', { level: 2, name: 'Pengecualian yang diketahui' });
    within(main).getByText(/beri tahu administrator sekolah Anda/);
    expect(within(main).queryByRole('link', { name: 'Hubungi kami' })).toBeNull();
  });

  it('is linked from the login screen footer', async () => {
    fakeApi({ 'GET /public_config': json(publicConfig), 'GET /users/show_current': unauthenticated });
    renderApp('/id/');
    await screen.findByRole('heading', { level: 1, name: 'Masuk ke Pena' });
    const link = within(document.querySelector('footer')!).getByRole('link', { name: 'Aksesibilitas' });
    expect(link.getAttribute('href')).toBe('/id/accessibility');
    await user.click(link);
    expect((await screen.findByRole('heading', { level: 1, name: 'Pernyataan aksesibilitas' })).textContent).toBe('Pernyataan aksesibilitas');
  });
});
