// The editor's toolbar as a WAI-ARIA toolbar: one tab stop that remembers the button last
// used, Left/Right (wrapping), Home and End between buttons, toggles with aria-pressed, and
// named groups.
import { within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { screen, user, waitFor } from '../../test/dom.ts';
import { RichTextEditor } from './index.ts';

function Harness() {
  const [value, setValue] = useState('<p>Hello world</p>');
  return <RichTextEditor label="Content" value={value} topicId={5} onChange={setValue} />;
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting' });
/** The toolbar's buttons that are in the tab order. */
const tabStops = () => within(toolbar()).queryAllByRole('button').filter((button) => button.tabIndex === 0);

describe('Toolbar', () => {
  it('is a horizontal toolbar of named groups, with toggles that say whether they are on', async () => {
    renderWithApp(<Harness />);
    expect(toolbar().getAttribute('aria-orientation')).toBe('horizontal');
    const groups = within(toolbar()).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['History', 'Text', 'Lists', 'Links', 'Insert']);
    within(screen.getByRole('group', { name: 'Text' })).getByRole('button', { name: 'Bold' });
    within(screen.getByRole('group', { name: 'Insert' })).getByRole('button', { name: 'Insert equation' });
    for (const name of ['Bold', 'Italic', 'Underline', 'Subscript', 'Superscript', 'Bulleted list', 'Numbered list']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed'), name).toBe('false');
    }
  });

  it('is one tab stop; arrows, Home and End move along it, and Tab comes back to the button last used', async () => {
    renderWithApp(<Harness />);
    // Undo and Redo are disabled in a fresh editor: the first button that can be used is the stop.
    await waitFor(() => expect(tabStops().map((button) => button.getAttribute('aria-label'))).toEqual(['Text style: Normal text']));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Text style: Normal text' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Underline' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Insert equation' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Text style: Normal text' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Insert equation' }));
    await user.keyboard('{Home}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    expect(tabStops()).toEqual([screen.getByRole('button', { name: 'Bold' })]);

    // Tab leaves the toolbar for the writing area, Shift+Tab comes back to Bold.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Content' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
  });

  it('a toggle pressed from the keyboard says it is on', async () => {
    renderWithApp(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'));
  });
});
