// Toasts close themselves in the app; in component tests (Providers env="test") they stay, so
// a test that waited for other things first still finds the toast its action showed.
import { describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../app/providers.tsx';
import { act, render, screen } from '../../test/dom.ts';
import { useNotify } from './context.ts';

function Notifier() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify({ message: 'Unit “Bilangan” deleted.', tone: 'success' })}>
      notify
    </button>
  );
}

function showToast(env: 'default' | 'test') {
  render(
    <Providers queryClient={createQueryClient()} env={env}>
      <Notifier />
    </Providers>,
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => screen.getByRole('button', { name: 'notify' }).click());
  screen.getByText('Unit “Bilangan” deleted.');
  act(() => void vi.advanceTimersByTime(60_000));
  vi.useRealTimers();
}

function Announcer() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify({ message: 'Course published.', tone: 'success' })}>
        success
      </button>
      <button type="button" onClick={() => notify({ title: 'Media upload failed', message: 'The file is too large.', tone: 'error' })}>
        error
      </button>
    </>
  );
}

describe('toasts', () => {
  it('are announced: an error as an alert, anything else as a polite status', () => {
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <Announcer />
      </Providers>,
    );
    act(() => screen.getByRole('button', { name: 'success' }).click());
    act(() => screen.getByRole('button', { name: 'error' }).click());
    expect(screen.getByRole('status').textContent).toContain('Course published.');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Media upload failed');
    expect(alert.textContent).toContain('The file is too large.');
  });

  it('close themselves after a few seconds in the app', () => {
    showToast('default');
    expect(screen.queryByText('Unit “Bilangan” deleted.')).toBeNull();
  });

  it('stay in component tests, however long the test took to look', () => {
    showToast('test');
    screen.getByText('Unit “Bilangan” deleted.');
  });
});
