// The offline notice and the new-version notice, and a screen whose data gets no reply: the
// browser's online and offline events, and requests that fail without a reply.
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { http } from '../../lib/http.ts';
import { clearUpdateOffer, offerUpdate } from '../../lib/serviceWorker/updates.ts';
import { SKIP_WAITING } from '../../build/serviceWorkerScript.ts';
import { act, screen, user } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderWithApp } from '../../test/render.tsx';
import { QueryError } from '../QueryError.tsx';
import { ConnectionNotices } from './ConnectionNotices.tsx';

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

afterEach(() => {
  // The connection state and the offer live in modules every test file shares.
  goOnline();
  act(() => clearUpdateOffer());
});

describe('the offline notice', () => {
  it.each([
    ['en', 'You are offline. Pena will reconnect when your connection returns.'],
    ['id', 'Anda sedang offline. Pena akan tersambung kembali saat koneksi Anda pulih.'],
  ])('shows while the browser is offline and goes when it is back (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    renderWithApp(<ConnectionNotices />);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    goOffline();
    expect((await screen.findByTestId('offline-notice')).textContent).toBe(text);
    goOnline();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});

/** A screen that reads one record and shows QueryError when it cannot. */
function TopicName() {
  const topic = useQuery({ queryKey: ['topic', 1], queryFn: () => http.get<{ name: string }>('/content/topics/1'), retry: false });
  if (topic.isError) return <QueryError error={topic.error} courseListPath="/en/" />;
  return <h1>{topic.data?.name ?? '…'}</h1>;
}

describe('a screen whose data gets no reply', () => {
  it('shows the offline message in place of the error page and the notice, and loads on Try again', async () => {
    let reachable = false;
    fakeApi({
      'GET /content/topics/1': () => (reachable ? json({ name: 'Bilangan bulat' }) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    renderWithApp(
      <>
        <TopicName />
        <ConnectionNotices />
      </>,
    );
    await screen.findByRole('heading', { level: 1, name: 'This page cannot load while you are offline' });
    screen.getByText('Pena will load it when your connection returns.');
    screen.getByTestId('offline-notice');

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Bilangan bulat' });
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('keeps the error page for a reply that is an error', async () => {
    fakeApi({ 'GET /content/topics/1': json({ error: 'not_found', message: 'Not found' }, 404) });
    renderWithApp(<TopicName />);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });
});

describe('the new-version notice', () => {
  it.each([
    ['en', 'A new version of Pena is ready.', 'Reload'],
    ['id', 'Versi baru Pena sudah siap.', 'Muat ulang'],
  ])('offers the waiting version and hands over only when Reload is pressed (%s)', async (language, text, reload) => {
    await i18n.changeLanguage(language);
    const container = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
    const waiting = { state: 'installed' as ServiceWorkerState, postMessage: vi.fn() };
    renderWithApp(<ConnectionNotices />);
    expect(screen.queryByTestId('update-notice')).toBeNull();

    act(() => offerUpdate(waiting));
    const notice = await screen.findByTestId('update-notice');
    expect(notice.textContent).toContain(text);
    expect(waiting.postMessage).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: reload }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
  });

  it('can be put aside for now', async () => {
    renderWithApp(<ConnectionNotices />);
    act(() => offerUpdate({ state: 'installed', postMessage: vi.fn() }));
    await screen.findByTestId('update-notice');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('update-notice')).toBeNull();
  });
});
