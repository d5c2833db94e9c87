// The editor's dialogs in jsdom: link and embed rules with their messages, the equation
// modal (its LaTeX box stands in for MathLive here), and media uploads.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi.ts';
import { renderWithApp } from '../../test/render.tsx';
import { act, screen, user, waitFor } from '../../test/dom.ts';
import { RichTextEditor, type RichTextEditorHandle } from './index.ts';

function setup(initial: string, props: { onEquationModalChange?: (open: boolean) => void } = {}) {
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
        {...props}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    );
  }
  renderWithApp(<Harness />);
  const last = () => onChange.mock.calls.at(-1)?.[0] as string | undefined;
  return {
    onChange,
    last,
    editor: () => handle.current!.editor!,
    /** Sends what the editor would emit after its pause, now: a change pending or not is settled. */
    settle: () => act(() => handle.current!.flush()),
  };
}

describe('link dialog', () => {
  it('refuses an invalid address with the rule message and links a valid one', async () => {
    const { editor, last } = setup('<p>Read the guide</p>');
    editor().commands.setTextSelection({ from: 10, to: 15 });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const url = await screen.findByRole('textbox', { name: /Link address/ });
    await user.type(url, 'javascript:alert(1)');
    expect(await screen.findByText('Enter a valid link that starts with http:// or https://')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save link' }).hasAttribute('disabled')).toBe(true);

    await user.clear(url);
    expect(await screen.findByText('Required')).toBeTruthy();
    await user.type(url, 'example.org/guide');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save link' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(last()).toBe('<p>Read the <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/guide">guide</a></p>'),
    );
  });

  it('asks for the text when nothing is selected, and removes a link', async () => {
    const { editor, last } = setup('<p>See&nbsp;</p>');
    editor().commands.setTextSelection(5);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(await screen.findByRole('textbox', { name: /Link address/ }), 'https://pena.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Text to show' }), 'Pena');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(last()).toBe('<p>See&nbsp;<a target="_blank" rel="noopener noreferrer nofollow" href="https://pena.example.com/">Pena</a></p>'));

    editor().commands.setTextSelection(7);
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(last()).toBe('<p>See&nbsp;Pena</p>'));
  });
});

describe('embed dialog', () => {
  it('shows the rule message for each wrong input and embeds a YouTube video', async () => {
    const { last } = setup('<p>Watch:</p>');
    await user.click(screen.getByRole('button', { name: 'Embed video' }));
    const input = await screen.findByRole('textbox', { name: /Video link or embed code/ });

    await user.type(input, 'https://vimeo.com/12345');
    expect(await screen.findByText('Enter a valid YouTube or Brightcove video link')).toBeTruthy();

    await user.clear(input);
    await user.click(input);
    await user.paste('<iframe src="https://evil.example.com/embed/x"></iframe>');
    expect(await screen.findByText('Only YouTube and Brightcove players can be embedded')).toBeTruthy();

    await user.clear(input);
    await user.paste('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>');
    expect(await screen.findByText('The embed code must be a single valid iframe')).toBeTruthy();
    const insert = () => screen.getAllByRole('button', { name: 'Embed video' }).at(-1)!;
    expect(insert().hasAttribute('disabled')).toBe(true);

    await user.clear(input);
    await user.paste('https://youtu.be/dQw4w9WgXcQ?t=42');
    await waitFor(() => expect(insert().hasAttribute('disabled')).toBe(false));
    screen.getByTitle('Preview');
    await user.click(insert());
    await waitFor(() => expect(last()).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=42" data-embed="youtube"'));
  });

  it('embeds a Brightcove player from its embed code', async () => {
    const { last } = setup('');
    await user.click(screen.getByRole('button', { name: 'Embed video' }));
    await user.click(await screen.findByRole('textbox', { name: /Video link or embed code/ }));
    await user.paste(
      '<iframe src="https://players.brightcove.net/1234567/default_default/index.html?videoId=987654" allowfullscreen="" width="960" height="540"></iframe>',
    );
    await user.click(screen.getAllByRole('button', { name: 'Embed video' }).at(-1)!);
    await waitFor(() => expect(last()).toContain('src="https://players.brightcove.net/1234567/default_default/index.html?videoId=987654" data-embed="brightcove"'));
  });
});

describe('equation modal', () => {
  it('inserts a formula as [% %] text and reports the modal as open meanwhile', async () => {
    const onEquationModalChange = vi.fn();
    const { editor, last } = setup('<p>x</p>', { onEquationModalChange });
    editor().commands.setTextSelection(2);
    await user.click(screen.getByRole('button', { name: 'Insert equation' }));
    const latex = await screen.findByRole('textbox', { name: 'LaTeX source' });
    expect(onEquationModalChange).toHaveBeenLastCalledWith(true);
    await user.click(latex);
    await user.paste('\\sqrt{2}');
    await user.click(screen.getByRole('button', { name: 'Save equation' }));
    await waitFor(() => expect(last()).toBe('<p>x[%\\sqrt{2}%]</p>'));
    expect(onEquationModalChange).toHaveBeenLastCalledWith(false);
  });

  it('edits a formula on click, switches it to display math, and asks before discarding changes', async () => {
    const { last } = setup('<p>A [%a^2%] B</p>');
    const box = screen.getByRole('textbox', { name: 'Content' });
    await user.click(box.querySelector('.pena-math-node')!);
    const latex = await screen.findByRole('textbox', { name: 'LaTeX source' });
    expect((latex as HTMLTextAreaElement).value).toBe('a^2');

    await user.type(latex, '+b');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard equation changes?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByRole('textbox', { name: 'LaTeX source' }) as HTMLTextAreaElement).value).toBe('a^2+b');

    await user.click(screen.getByRole('radio', { name: 'On its own line' }));
    await user.click(screen.getByRole('button', { name: 'Save equation' }));
    await waitFor(() => expect(last()).toBe('<p>A [[%a^2+b%]] B</p>'));
  });

  it('discards changes after confirmation and leaves the formula as it was', async () => {
    const { onChange, settle } = setup('<p>[%k%]</p>');
    await user.click(screen.getByRole('textbox', { name: 'Content' }).querySelector('.pena-math-node')!);
    await user.type(await screen.findByRole('textbox', { name: 'LaTeX source' }), '2');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'LaTeX source' })).toBeNull());
    settle();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inserts a matrix up to 9 × 9 and refuses a larger one', async () => {
    setup('<p></p>');
    await user.click(screen.getByRole('button', { name: 'Insert equation' }));
    await user.click(await screen.findByRole('button', { name: 'Matrix' }));
    const rows = await screen.findByRole('textbox', { name: 'Rows' });
    await user.clear(rows);
    await user.type(rows, '12');
    expect((rows as HTMLInputElement).value).toBe('1');
    await user.clear(rows);
    await user.type(rows, '9');
    await user.click(screen.getByRole('button', { name: 'Insert 9 × 2 matrix' }));
    const latex = screen.getByRole('textbox', { name: 'LaTeX source' }) as HTMLTextAreaElement;
    expect(latex.value.split('\\\\').length).toBe(9);
    expect(latex.value.startsWith('\\begin{bmatrix}')).toBe(true);

    await user.clear(latex);
    await user.click(latex);
    await user.paste(`\\begin{pmatrix}${Array.from({ length: 10 }, () => '1').join('\\\\')}\\end{pmatrix}`);
    expect(await screen.findByText('A matrix can have at most 9 rows and 9 columns.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save equation' }).hasAttribute('disabled')).toBe(true);
  });
});

class FakeXhr {
  static reply: { status: number; body: string } = { status: 201, body: '<PostResponse><Key>topic/5/a.mp3</Key></PostResponse>' };
  status = 0;
  responseText = '';
  upload = { onprogress: null as null | ((e: unknown) => void) };
  onload: null | (() => void) = null;
  onerror: null | (() => void) = null;
  open() {}
  send() {
    setTimeout(() => {
      this.status = FakeXhr.reply.status;
      this.responseText = FakeXhr.reply.body;
      this.onload?.();
    }, 0);
  }
}

describe('media uploads', () => {
  it('uploads an audio file and inserts it by media id', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = { status: 201, body: '<PostResponse><Key>topic/5/a.mp3</Key></PostResponse>' };
    const api = fakeApi({
      'GET /map/topics/5/upload_form_values.json': json({ url: '/storage/upload', form_fields: { key: 'topic/5/${filename}' } }),
      'POST /map/topics/5/media': json({ id: 31, url: '/files/topic/5/a.mp3', mime_type: 'audio/mpeg', size: 3 }, 201),
    });
    const { last } = setup('<p>Listen</p>');
    const file = new File([new Uint8Array([0xff, 0xfb, 0x90])], 'a.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByTestId('rich-text-audio-input'), file);
    await waitFor(() => expect(last()).toContain('<audio controls="" src="/files/topic/5/a.mp3" data-media-id="31"></audio>'));
    expect(api.calls.find((c) => c.path === '/map/topics/5/media')?.body).toEqual({ file_key: 'topic/5/a.mp3', filename: 'a.mp3', purpose: 'audio' });
    expect(api.calls.find((c) => c.path === '/map/topics/5/upload_form_values.json')?.search).toBe('?purpose=audio');
  });

  it('shows the media upload failed note when storage refuses the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = { status: 400, body: '<Error><Code>EntityTooLarge</Code><Message>too big</Message></Error>' };
    fakeApi({ 'GET /map/topics/5/upload_form_values.json': json({ url: '/storage/upload', form_fields: { key: 'k' } }) });
    const { onChange } = setup('<p>Listen</p>');
    await user.upload(screen.getByTestId('rich-text-audio-input'), new File([new Uint8Array([1])], 'b.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText(/Media upload failed: b\.mp3/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Media upload failed/)).toBeNull();
  });
});

describe('paste from Word in other browsers', () => {
  it('shows the hint once (this test browser counts as "other"), and still keeps the structure', async () => {
    window.localStorage.clear();
    if (typeof ClipboardEvent === 'undefined') vi.stubGlobal('ClipboardEvent', class extends Event {});
    const word = '<p class=MsoNormal><b>Tebal</b><o:p></o:p></p>';
    const { editor, last } = setup('<p></p>');
    editor().view.pasteHTML(word);
    expect(await screen.findByText(/Formatting pasted from Word is kept best in Chrome and Firefox/)).toBeTruthy();
    await waitFor(() => expect(last()).toBe('<p><strong>Tebal</strong></p>'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    // The second paste lands (its text is emitted); its hint would have shown by then.
    act(() => void editor().view.pasteHTML(word));
    await waitFor(() => expect(last()).toBe('<p><strong>TebalTebal</strong></p>'));
    expect(screen.queryByText(/Formatting pasted from Word/)).toBeNull();
    window.localStorage.clear();
  });
});
