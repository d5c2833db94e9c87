// What a screen reader hears from the save indicator: "Saved!" in a polite status region,
// "Not saved" in an alert, nothing while a save runs; both regions are there from the start,
// so the text that lands in them is announced.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { screen, user } from '../../test/dom.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import type { SaveStatus } from './useSaver.ts';

type State = { status: SaveStatus; dirty: boolean };
const STATES: Record<string, State> = {
  idle: { status: 'idle', dirty: true },
  pending: { status: 'pending', dirty: false },
  success: { status: 'success', dirty: false },
  failed: { status: 'failed', dirty: true },
};

/** The indicator with a button per state, as the saver moves it. */
function Indicator() {
  const [{ status, dirty }, setState] = useState<State>(STATES.idle!);
  return (
    <>
      <SaveIndicator status={status} lastSavedAt={null} dirty={dirty} onRetry={vi.fn()} />
      {Object.entries(STATES).map(([name, state]) => (
        <button key={name} type="button" onClick={() => setState(state)}>
          {`to ${name}`}
        </button>
      ))}
    </>
  );
}
const showState = (status: keyof typeof STATES) => user.click(screen.getByRole('button', { name: `to ${status}` }));

describe('SaveIndicator', () => {
  it('announces the outcome of a save, politely when saved and at once when not', async () => {
    renderWithApp(<Indicator />);
    const indicator = screen.getByTestId('save-indicator');
    const status = within(indicator).getByRole('status');
    const alert = within(indicator).getByRole('alert');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(alert.textContent).toBe('');
    // "Unsaved changes" is seen, not announced.
    expect(indicator.textContent).toContain('Unsaved changes');

    await showState('pending');
    expect(screen.getByTestId('save-indicator').textContent).toContain('Saving...');
    expect(status.textContent).toBe('');

    await showState('success');
    expect(status.textContent).toBe('Saved!');
    expect(alert.textContent).toBe('');

    await showState('failed');
    expect(status.textContent).toBe('');
    expect(alert.textContent).toBe('Not saved');
    // The same regions, not new ones: a region added with its text may go unheard.
    expect(within(screen.getByTestId('save-indicator')).getByRole('alert')).toBe(alert);
    screen.getByRole('button', { name: 'Retry' });
  });
});
