// The editor asks for alternative text: after an image is uploaded (empty, not the file name)
// or pasted (prefilled with the pasted HTML's alt), Skip leaves it without, Save sets it on that
// image; a selected image shows its alt text in a bar whose button edits it.
import { NodeSelection } from '@tiptap/pm/state';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { act, screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RichTextEditor, type RichTextEditorHandle } from './index.ts';

class FakeXhr {
  status = 0;
  responseText = '';
  upload = { onprogress: null as null | ((e: unknown) => void) };
  onload: null | (() => void) = null;
  onerror: null | (() => void) = null;
  open() {}
  send() {
    setTimeout(() => {
      this.status = 201;
      this.responseText = '<PostResponse><Key>topic/5/peta.png</Key></PostResponse>';
      this.onload?.();
    }, 0);
  }
}

function setup(initial: string) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let media = 40;
  fakeApi({
    'GET /map/topics/5/upload_form_values.json': json({ url: '/storage/upload', form_fields: { key: 'topic/5/${filename}' } }),
    'POST /map/topics/5/media': () => json({ id: ++media, url: `/files/topic/5/peta-${media}.png`, mime_type: 'image/png', size: 4 }, 201),
  });
  const onChange = vi.fn();
  const handle: { current: RichTextEditorHandle | null } = { current: null };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        label="Content"
        value={value}
        topicId={5}
        handleRef={handle}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    );
  }
  renderWithApp(<Harness />);
  return {
    editor: () => handle.current!.editor!,
    html: () => {
      act(() => handle.current!.flush());
      return handle.current!.editor!.getHTML();
    },
  };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('alternative text in the editor', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('asks after an upload, with no file name as alt, and sets what the teacher writes', async () => {
    const { html } = setup('<p>Peta</p>');
    await user.upload(screen.getByTestId('rich-text-image-input'), png('IMG_2041.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Describe the image you added' });
    const field = screen.getByRole('textbox', { name: /Alternative text/ }) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(html()).not.toContain('IMG_2041');
    // A blank text is refused, with the way out said.
    await user.click(screen.getByRole('button', { name: 'Save alternative text' }));
    await screen.findByText('Describe the image, or skip for now');
    // Enter saves.
    await user.type(field, 'Peta Pulau Jawa{Enter}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(html()).toContain('alt="Peta Pulau Jawa"');
    expect(html()).toContain('data-media-id="41"');
  });

  it('leaves the image without alt on Skip, so the check before publishing still flags it', async () => {
    const { html } = setup('<p>Peta</p>');
    await user.upload(screen.getByTestId('rich-text-image-input'), png('peta.png'));
    await screen.findByRole('dialog', { name: 'Describe the image you added' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html()).toMatch(/<img src="\/files\/topic\/5\/peta-41\.png" data-media-id="41"/);
    expect(html()).not.toContain('alt=');
  });

  it('prefills the alt the pasted HTML had', async () => {
    const { editor, html } = setup('<p>Peta</p>');
    const pasted = '<img src="https://example.org/clip.png" alt="Gunung Merapi">';
    // jsdom has no DataTransfer: what the paste handler reads of it.
    const data = { files: [png('clip.png')], types: ['text/html', 'Files'], getData: (type: string) => (type === 'text/html' ? pasted : '') };
    act(() => {
      const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
      Object.defineProperty(event, 'clipboardData', { value: data });
      editor().view.dom.dispatchEvent(event);
    });
    await screen.findByRole('dialog', { name: 'Describe the image you added' });
    expect((screen.getByRole('textbox', { name: /Alternative text/ }) as HTMLInputElement).value).toBe('Gunung Merapi');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Skip keeps what the pasted HTML said.
    expect(html()).toContain('alt="Gunung Merapi"');
  });

  it('shows a selected image’s alt text with a button that edits it (id)', async () => {
    await i18n.changeLanguage('id');
    const { editor, html } = setup('<p>Peta</p><img src="/files/a.png" data-media-id="7"><p>Akhir</p>');
    expect(screen.queryByTestId('image-alt-bar')).toBeNull();
    let imagePos = -1;
    editor().state.doc.descendants((node, pos) => {
      if (node.type.name === 'image') imagePos = pos;
    });
    act(() => void editor().view.dispatch(editor().state.tr.setSelection(NodeSelection.create(editor().state.doc, imagePos))));
    await screen.findByText('Gambar ini belum memiliki teks alternatif.');
    await user.click(screen.getByRole('button', { name: 'Teks alt' }));
    await screen.findByRole('dialog', { name: 'Teks alternatif' });
    await user.type(screen.getByRole('textbox', { name: /Teks alternatif/ }), 'Peta lama');
    await user.click(screen.getByRole('button', { name: 'Simpan teks alternatif' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html()).toContain('alt="Peta lama"');
    await screen.findByText('Teks alternatif: Peta lama');
  });

  it('opens a selected image’s alt text on a double-click', async () => {
    const { editor } = setup('<p>Peta</p><img src="/files/a.png" data-media-id="7" alt="Peta lama"><p>Akhir</p>');
    // jsdom has no layout for ProseMirror to find the clicked image by: selected as a click would.
    act(() => void editor().view.dispatch(editor().state.tr.setSelection(NodeSelection.create(editor().state.doc, 6))));
    await user.dblClick(document.querySelector('.ProseMirror img')!);
    await screen.findByRole('dialog', { name: 'Alternative text' });
    expect((screen.getByRole('textbox', { name: /Alternative text/ }) as HTMLInputElement).value).toBe('Peta lama');
  });
});
