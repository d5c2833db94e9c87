// The editor header's back link (spec §2): straight back to the topic when all is saved;
// asks first on unsaved changes, and asks to discard an equation being edited.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { screen, user } from '../../test/dom.ts';
import { renderWithApp } from '../../test/render.tsx';
import { EditorHeader } from './EditorHeader.tsx';

const topic = { id: 100, name: 'Persamaan kuadrat', bundle_name: 'Aljabar', course_id: 1 };

function header(props: Partial<Parameters<typeof EditorHeader>[0]> = {}) {
  const onLeave = vi.fn();
  const { router } = renderWithApp(<EditorHeader topic={topic} kind="Text page" title="Rumus ABC" onLeave={onLeave} {...props} />, {
    path: '/en/chapters/5',
  });
  return Object.assign(onLeave, { router });
}

describe('editor header', () => {
  it('names the unit, the topic, the kind and the item, and links the logo to the topic', () => {
    header({ nextItem: { href: '/en/questions/9', label: 'Question 1', isItem: true } });
    expect(screen.getByTestId('editor-location').textContent).toBe('AljabarPersamaan kuadrat');
    expect(screen.getByTestId('editor-kind').textContent).toBe('Text page');
    screen.getByText('Rumus ABC');
    expect(screen.getByRole('link', { name: 'Back to the topic Persamaan kuadrat' }).getAttribute('href')).toBe('/en/topics/100');
    expect(screen.getByRole('link', { name: 'Next: Question 1' }).getAttribute('href')).toBe('/en/questions/9');
  });

  it('offers the way back to the topic after the last item', () => {
    header({ nextItem: { href: '/en/topics/100', label: '', isItem: false } });
    const link = screen.getByTestId('editor-next');
    expect(link.textContent).toBe('Back to topic');
    expect(link.getAttribute('href')).toBe('/en/topics/100');
  });

  it('lets the back link through when nothing is unsaved', async () => {
    const onLeave = header({ dirty: false });
    await user.click(screen.getByTestId('editor-back'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onLeave).not.toHaveBeenCalled();
    expect(onLeave.router.state.location.pathname).toBe('/en/topics/100');
  });

  it('asks before leaving unsaved changes, and stays on Stay', async () => {
    const onLeave = header({ dirty: true });
    await user.click(screen.getByTestId('editor-back'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect(onLeave.router.state.location.pathname).toBe('/en/chapters/5');
    await user.click(screen.getByTestId('editor-back'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledWith('/en/topics/100');
  });

  it('asks to discard an equation being edited', async () => {
    const onLeave = header({ dirty: false, equationOpen: true });
    await user.click(screen.getByTestId('editor-back'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the equation?' });
    expect(dialog.textContent).toContain('The equation you are editing has not been inserted.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard and leave' }));
    expect(onLeave).toHaveBeenCalledWith('/en/topics/100');
  });

  it('shows a read-only badge instead of the Save button', () => {
    header({ readOnly: true, onSave: () => {}, saver: { status: 'idle', lastSavedAt: null, dirty: false, retry: () => {} } });
    expect(screen.getByTestId('editor-read-only').textContent).toBe('Read only');
    expect(screen.queryByTestId('editor-save')).toBeNull();
    expect(screen.queryByTestId('save-indicator')).toBeNull();
  });
});
