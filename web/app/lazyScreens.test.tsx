// A screen that leads on to others fetches their code once it is shown, unless the
// connection asks to save data.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadingTo } from './lazyScreens.ts';

const Current = Object.assign(() => <p>Topic</p>, { preload: vi.fn(async () => undefined) });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('leadingTo', () => {
  it('keeps the screen’s own preload and fetches the next screens’ code once it is shown', async () => {
    const editor = { preload: vi.fn(async () => undefined) };
    const Screen = leadingTo(Current, () => [editor]);
    expect(Screen.preload).toBe(Current.preload);
    expect(editor.preload).not.toHaveBeenCalled();
    render(<Screen />);
    screen.getByText('Topic');
    await waitFor(() => expect(editor.preload).toHaveBeenCalledTimes(1));
  });

  it('fetches nothing ahead when the connection asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const editor = { preload: vi.fn(async () => undefined) };
    const Screen = leadingTo(Current, () => [editor]);
    vi.useFakeTimers();
    try {
      render(<Screen />);
      // Past the idle wait's longest (requestIdleCallback's timeout, or the fallback's delay).
      vi.advanceTimersByTime(10_000);
      expect(editor.preload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
