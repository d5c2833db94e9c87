import { describe, expect, it } from 'vitest';
import { screen, user } from '../test/dom.ts';
import { renderWithApp } from '../test/render.tsx';
import { BrowserNotSupportedModal } from './BrowserNotSupportedModal.tsx';

const edge =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('BrowserNotSupportedModal', () => {
  it('lists the three supported browsers with download links for other browsers', () => {
    renderWithApp(<BrowserNotSupportedModal userAgent={edge} />);
    screen.getByText('Your browser is not supported');
    expect(screen.getByRole('link', { name: 'Download Google Chrome' }).getAttribute('href')).toBe(
      'https://www.google.com/chrome/',
    );
    screen.getByRole('link', { name: 'Download Safari' });
    screen.getByRole('link', { name: 'Download Mozilla Firefox' });
  });

  it('stays hidden in a supported browser', () => {
    renderWithApp(<BrowserNotSupportedModal userAgent={chrome} />);
    expect(screen.queryByText('Your browser is not supported')).toBeNull();
  });

  it('can be dismissed, and stays dismissed for the browser session', async () => {
    const { unmount } = renderWithApp(<BrowserNotSupportedModal userAgent={edge} />);
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(screen.queryByText('Your browser is not supported')).toBeNull();
    unmount();
    renderWithApp(<BrowserNotSupportedModal userAgent={edge} />);
    expect(screen.queryByText('Your browser is not supported')).toBeNull();
  });
});
