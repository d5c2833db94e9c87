// The editor in jsdom: what the toolbar writes, the link and embed rules in their dialogs,
// math kept as [% %] text, the equation modal, uploads and the HTML it hands out.
import { Activity, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { act, screen, user, waitFor } from '../../test/dom.ts';
import { RichTextEditor, type RichTextEditorHandle } from './index.ts';

function Harness({
  initial,
  onChange,
  handle,
  onEquationModalChange,
  toolbar,
}: {
  initial: string;
  onChange: (html: string) => void;
  handle?: { current: RichTextEditorHandle | null };
  onEquationModalChange?: (open: boolean) => void;
  toolbar?: 'full' | 'compact';
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Content"
      value={value}
      topicId={5}
      toolbar={toolbar}
      handleRef={handle}
      onEquationModalChange={onEquationModalChange}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

function setup(initial: string, extra: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onChange = vi.fn();
  const handle: { current: RichTextEditorHandle | null } = { current: null };
  renderWithApp(<Harness initial={initial} onChange={onChange} handle={handle} {...extra} />);
  const last = () => onChange.mock.calls.at(-1)?.[0] as string | undefined;
  return { onChange, handle, last, editor: () => handle.current!.editor! };
}

/** Sends what the editor would emit after its pause, now: a change pending or not is settled. */
const settle = (handle: { current: RichTextEditorHandle | null }) => act(() => handle.current!.flush());

describe('RichTextEditor', () => {
  it('renders the value with its math and labels the writing area', async () => {
    setup('<p>Area [%x^2%] and [[%\\frac{1}{2}%]]</p>');
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box.querySelectorAll('.katex').length).toBe(2);
    expect(box.querySelector('.pena-math-display')).not.toBeNull();
  });
});

describe('RichTextEditor hidden and shown again', () => {
  // Mantine's Collapse and Accordion hide their content in React <Activity>: TipTap destroys
  // the editor while hidden and makes a new one when shown.
  it('survives being hidden in <Activity> and keeps what was written', async () => {
    const onChange = vi.fn();
    const handle: { current: RichTextEditorHandle | null } = { current: null };
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((s) => !s)}>
            toggle
          </button>
          <Activity mode={shown ? 'visible' : 'hidden'}>
            <Harness initial="<p>Hello</p>" onChange={onChange} handle={handle} />
          </Activity>
        </>
      );
    }
    renderWithApp(<Toggle />);
    const first = handle.current!.editor!;
    first.chain().focus('end').insertContent('!').run();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    // Hidden: TipTap destroys its editor (on a timer of its own); shown again, a new one.
    await waitFor(() => expect(first.isDestroyed).toBe(true));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content' }).textContent).toBe('Hello!'));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello!</p>');
  });
});

describe('RichTextEditor HTML', () => {
  it('hands back math as the same [% %] text it was given', async () => {
    const value = '<p>Area [%x^2%] and [[%\\frac{a&lt;b}{2}%]] &amp; more</p><p>Second [%y%]</p>';
    const { editor, last } = setup(value);
    // Any change makes the editor emit; put a character at the very end.
    editor().chain().focus('end').insertContent('!').run();
    await waitFor(() => expect(last()).toBe('<p>Area [%x^2%] and [[%\\frac{a&lt;b}{2}%]] &amp; more</p><p>Second [%y%]!</p>'));
  });

  it('turns typed delimited text into a formula and stores it as text', async () => {
    const { editor, last } = setup('<p>x</p>');
    editor().chain().focus('end').insertContent(' [%a+b%]').run();
    await waitFor(() => expect(last()).toBe('<p>x [%a+b%]</p>'));
    expect(screen.getByRole('textbox', { name: 'Content' }).querySelector('.katex')).not.toBeNull();
  });

  it('does not emit while nothing changes, and emits empty text as ""', async () => {
    const { onChange, editor, last, handle } = setup('<p>Hello</p>');
    settle(handle);
    expect(onChange).not.toHaveBeenCalled();
    editor().commands.clearContent(true);
    await waitFor(() => expect(last()).toBe(''));
    expect(onChange.mock.calls).toEqual([['']]);
  });

  it('does not count the editor rewriting stored HTML (a sanitized table) as a change', async () => {
    const stored = '<table><colgroup><col><col></colgroup><tbody><tr><td><p>a</p></td><td><p>b [%x%]</p></td></tr></tbody></table>';
    const { onChange, editor, last, handle } = setup(stored);
    // A click into the table: the editor adds its trailing paragraph, a document change.
    editor().chain().focus().setTextSelection(4).run();
    settle(handle);
    expect(onChange).not.toHaveBeenCalled();
    editor().commands.insertContent('!');
    await waitFor(() => expect(last()).toContain('<td><p>!a</p></td>'));
  });

  it('applies bold, italic, underline, headings and lists from the toolbar', async () => {
    const { editor, last } = setup('<p>Hello world</p>');
    editor().commands.setTextSelection({ from: 1, to: 6 });
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    await waitFor(() => expect(last()).toBe('<p><strong><em><u>Hello</u></em></strong> world</p>'));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(last()).toBe('<ol><li><p><strong><em><u>Hello</u></em></strong> world</p></li></ol>'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(last()).toBe('<ul><li><p><strong><em><u>Hello</u></em></strong> world</p></li></ul>'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));

    await user.click(screen.getByRole('button', { name: 'Text style: Normal text' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Heading 2' }));
    await waitFor(() => expect(last()).toBe('<h2><strong><em><u>Hello</u></em></strong> world</h2>'));
  });

  it('inserts a table and adds and removes rows and columns', async () => {
    const { last, editor } = setup('<p>Before</p>');
    await user.click(screen.getByRole('button', { name: 'Insert table' }));
    await waitFor(() => expect(last()?.match(/<tr>/g)?.length).toBe(3));
    expect(last()?.match(/<th>/g)?.length).toBe(3);
    expect(last()?.match(/<td>/g)?.length).toBe(6);

    // As a teacher does, the caret is put in a cell (the last one) before the table menu is
    // used: where a deleted row or column leaves the caret is not what this test is about.
    const intoLastCell = () =>
      act(() => {
        let inside = -1;
        editor().state.doc.descendants((node, pos) => {
          if (node.type.name === 'tableCell' || node.type.name === 'tableHeader') inside = pos + 2;
        });
        editor().chain().focus().setTextSelection(inside).run();
      });
    const menu = async () => {
      intoLastCell();
      await user.click(await screen.findByRole('button', { name: 'Table' }));
    };
    await menu();
    await user.click(await screen.findByRole('menuitem', { name: 'Add row below' }));
    await waitFor(() => expect(last()?.match(/<tr>/g)?.length).toBe(4));
    await menu();
    await user.click(await screen.findByRole('menuitem', { name: 'Add column right' }));
    await waitFor(() => expect(last()?.match(/<th>/g)?.length).toBe(4));
    await menu();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete column' }));
    await waitFor(() => expect(last()?.match(/<th>/g)?.length).toBe(3));
    await menu();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete row' }));
    await waitFor(() => expect(last()?.match(/<tr>/g)?.length).toBe(3));
    await menu();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete table' }));
    await waitFor(() => expect(last()).not.toContain('<table'));
  });

  it('takes a new value from the parent without emitting it back', async () => {
    const onChange = vi.fn();
    const handle: { current: RichTextEditorHandle | null } = { current: null };
    function Parent() {
      const [value, setValue] = useState('<p>One</p>');
      return (
        <>
          <button type="button" onClick={() => setValue('<p>Two [%z%]</p>')}>
            Replace
          </button>
          <RichTextEditor value={value} onChange={onChange} topicId={1} aria-label="Body" handleRef={handle} />
        </>
      );
    }
    renderWithApp(<Parent />);
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' }).textContent).toContain('Two'));
    expect(screen.getByRole('textbox', { name: 'Body' }).querySelector('.katex')).not.toBeNull();
    settle(handle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
