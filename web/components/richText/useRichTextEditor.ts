// The TipTap editor behind RichTextEditor, tuned for long pages (a 20,000-word text page
// must type smoothly): React does not re-render on transactions (the toolbar subscribes to
// the few flags it shows), and the HTML is serialised at most every EMIT_DELAY ms after the
// last change, plus at once on blur and unmount, so no edit is lost and typing never waits
// for getHTML(). A `value` that comes back from the parent as what was emitted is ignored;
// another value replaces the content only when it differs as a document (so the server's
// sanitized copy of the same text does not move the caret). Changes are measured against
// the editor's own HTML of the loaded value (`baseline`), not the value's text: stored HTML
// is written a little differently (the sanitizer drops table widths, for one), and merely
// opening a page must not make it "changed".
import { createDocument, type Editor } from '@tiptap/core';
import type { EditorView } from '@tiptap/pm/view';
import { useEditor } from '@tiptap/react';
import { useCallback, useEffect, useRef } from 'react';
import { buildExtensions, markMathInHtml, unwrapMath, type MathOpenRequest } from './extensions/index.ts';
import { cleanPastedHtml } from './pasteCleanup.ts';

export const EMIT_DELAY = 150;

/** `html`: the pasted HTML with the files (its images' alt texts go with them), '' for a drop. */
export type PasteFiles = (files: File[], view: EditorView, at: number | null, html: string) => void;

export type RichTextEditorOptions = {
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  placeholder?: string;
  onOpenMath: (request: MathOpenRequest) => void;
  mathLabel: (latex: string) => string;
  /** Image and audio files pasted or dropped into the editor. */
  onFiles: PasteFiles;
  /** Pasted HTML before it is cleaned (to notice Word). */
  onPasteHtml?: (html: string) => void;
  attributes: Record<string, string>;
};

/**
 * The HTML the parent stores: '' for an empty document, math as its delimited text, and
 * without the empty paragraph the editor keeps after a final table or list (only there so
 * the caret can get below it).
 */
export function serialise(editor: Editor): string {
  if (editor.isEmpty) return '';
  const html = unwrapMath(editor.getHTML());
  return html.endsWith('<p></p>') && html.length > 7 ? html.slice(0, -7) : html;
}

const mediaFiles = (list: FileList | null | undefined) => [...(list ?? [])].filter((f) => /^(image|audio)\//.test(f.type));

/** True when pasted HTML carries nothing but images (a copied picture, not a document). */
function onlyImages(html: string): boolean {
  if (!html) return true;
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim() === '' && template.content.querySelector('table, li') === null;
}

export function useRichTextEditor(options: RichTextEditorOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** The last value the parent gave or was given. */
  const emitted = useRef(options.value);
  /** The editor's HTML for that value: what an edit must differ from to be a change. */
  const baseline = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback((current: Editor | null) => {
    if (!timer.current || !current || current.isDestroyed) return;
    clearTimeout(timer.current);
    timer.current = null;
    const html = serialise(current);
    if (html === emitted.current || html === baseline.current) return;
    baseline.current = html;
    emitted.current = html;
    latest.current.onChange(html);
  }, []);

  // Null while the editor does not exist: TipTap destroys it when its component is hidden
  // (React <Activity>, as Mantine's Collapse and Accordion use) and makes a new one, from the
  // latest value, when it shows again.
  const editor: Editor | null = useEditor(
    {
      // The callbacks read `latest` when they run (events), never during render.
      // eslint-disable-next-line react-hooks/refs
      extensions: buildExtensions({
        ...(options.placeholder ? { placeholder: options.placeholder } : {}),
        onOpenMath: (request) => latest.current.onOpenMath(request),
        mathLabel: (latex) => latest.current.mathLabel(latex),
      }),
      content: markMathInHtml(options.value),
      editable: !options.readOnly,
      shouldRerenderOnTransaction: false,
      immediatelyRender: true,
      editorProps: {
        attributes: options.attributes,
        transformPastedHTML: (html) => {
          latest.current.onPasteHtml?.(html);
          return cleanPastedHtml(html);
        },
        handlePaste: (view, event) => {
          const files = mediaFiles(event.clipboardData?.files);
          const html = event.clipboardData?.getData('text/html') ?? '';
          if (files.length === 0 || !onlyImages(html)) return false;
          latest.current.onFiles(files, view, null, html);
          return true;
        },
        handleDrop: (view, event, _slice, moved) => {
          if (moved) return false;
          const files = mediaFiles(event.dataTransfer?.files);
          if (files.length === 0) return false;
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
          latest.current.onFiles(files, view, at?.pos ?? null, '');
          event.preventDefault();
          return true;
        },
      },
      onUpdate: ({ editor: current }) => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => flush(current), EMIT_DELAY);
      },
      onBlur: ({ editor: current }) => flush(current),
    },
    [],
  );

  // The baseline of the first value, right after mount (before any input can arrive).
  useEffect(() => {
    if (editor && !editor.isDestroyed && baseline.current === null) baseline.current = serialise(editor);
  }, [editor]);

  // Pending HTML goes out before the editor does (leaving the page, switching items).
  useEffect(
    () => () => {
      if (timer.current) flush(editor);
    },
    [editor, flush],
  );

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (options.value === emitted.current) return;
    const incoming = markMathInHtml(options.value);
    const doc = createDocument(incoming, editor.schema);
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    emitted.current = options.value;
    if (doc.eq(editor.state.doc)) return;
    editor.commands.setContent(incoming, { emitUpdate: false });
    baseline.current = serialise(editor);
  }, [editor, options.value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === options.readOnly) editor.setEditable(!options.readOnly, false);
  }, [editor, options.readOnly]);

  const attributesKey = JSON.stringify(options.attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const flushEditor = useCallback(() => flush(editor), [editor, flush]);
  return { editor, flush: flushEditor };
}
