// Driving the question editor in component tests the way a teacher does: write into a rich
// text field (by its accessible name), a plain field, tick and choose; and wait for a save.
import type { Editor } from '@tiptap/core';
import { act } from '@testing-library/react';
import { expect } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render.tsx';

/** Opens the editor at an address and waits for it (the lazy screen and its data). */
export async function openEditor(path: string) {
  window.sessionStorage.setItem('pena.browserNoticeDismissed', '1');
  const rendered = renderApp(path);
  await screen.findByTestId('question-form', {}, { timeout: 20_000 });
  return rendered;
}

/** Replaces the text of the rich-text field named `name` (the editor emits as after typing). */
export async function writeRich(name: string | RegExp, html: string) {
  await screen.findByRole('textbox', { name });
  writeRichNow(name, html);
}

/**
 * The same for a field already on screen, without waiting (findBy waits on setTimeout, so
 * it hangs while a test owns a fake clock).
 */
export function writeRichNow(name: string | RegExp, html: string) {
  const box = screen.getByRole('textbox', { name });
  const editor = (box as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error(`No rich-text editor behind ${String(name)}`);
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
  // Emitted on blur at once (otherwise after a short pause).
  act(() => {
    editor.commands.blur();
    editor.view.dom.dispatchEvent(new FocusEvent('blur'));
  });
}

export async function typeInto(label: string | RegExp, text: string) {
  const input = await screen.findByRole('textbox', { name: label });
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** The Save button of the form's save panel. */
export const saveButton = () => screen.getByTestId('question-save');

export async function saveAndWait(calls: () => unknown[], count: number) {
  await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
  await user.click(saveButton());
  await waitFor(() => expect(calls().length).toBe(count));
}

/** The row of a part (answer, item, choice) by its name. */
export const row = (name: string) => screen.getByRole('group', { name });

/** The message list near the Save button. */
export const summary = () => screen.queryByTestId('error-summary');
