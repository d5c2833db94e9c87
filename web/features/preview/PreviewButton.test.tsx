// The preview button (spec §2 "Preview"): asks for a link, opens it in a new tab cut off from
// this one, on the page or question it was pressed for; a refusal closes the tab and says why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PreviewButton } from './index.ts';

function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

afterEach(() => vi.restoreAllMocks());

describe('PreviewButton', () => {
  it('opens the link in a new tab without a way back to this window', async () => {
    const api = fakeApi({ 'POST /content/topics/5/preview': json({ token: 'tok.sig', path: '/en/preview/tok.sig', expires_at: '2030-01-01T00:00:00.000Z' }, 201) });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithApp(<PreviewButton topicId={5} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe('/en/preview/tok.sig'));
    // Opened at the click (a tab opened after the request would be a blocked pop-up), then cut off.
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /content/topics/5/preview']);
  });

  it('opens on the page or question it was pressed for', async () => {
    fakeApi({ 'POST /content/topics/5/preview': json({ token: 't.s', path: '/id/preview/t.s', expires_at: '2030-01-01T00:00:00.000Z' }, 201) });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithApp(<PreviewButton topicId={5} item={{ type: 'question', id: 31 }} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe('/id/preview/t.s?question=31'));
  });

  it('falls back to opening the link itself when the browser gave no tab at the click', async () => {
    fakeApi({ 'POST /content/topics/5/preview': json({ token: 't.s', path: '/en/preview/t.s', expires_at: '2030-01-01T00:00:00.000Z' }, 201) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<PreviewButton topicId={5} item={{ type: 'chapter', id: 4 }} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('/en/preview/t.s?page=4', '_blank', 'noopener'));
  });

  it('closes the tab and says why when the server refuses', async () => {
    fakeApi({ 'POST /content/topics/5/preview': json({ error: 'permission_error', message: 'You do not have permission to view this sub-chapter.' }, 403) });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithApp(<PreviewButton topicId={5} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('You do not have permission to view this sub-chapter.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
