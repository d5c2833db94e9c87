// Images and audio going into the editor: picked with the toolbar, pasted or dropped. Each
// file is uploaded (images resized first when wider than 1200 px), then inserted where the
// teacher put it, that position followed through any typing meanwhile. A file that fails
// leaves a 'media upload failed' note under the editor instead of vanishing silently.
import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { caretAfterBlock } from './extensions/caret.ts';
import { isAudioFile, isImageFile, resizeImageIfWide, uploadMedia } from './media.ts';

export type UploadFailure = { key: number; name: string };

let nextKey = 1;

export function useMediaUploads(editor: Editor | null, topicId: number) {
  const [pending, setPending] = useState(0);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const positions = useRef(new Set<{ pos: number }>());
  const mounted = useRef(true);

  // Keep every waiting insertion point in step with the document.
  useEffect(() => {
    mounted.current = true;
    if (!editor) return;
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean; mapping: { map: (pos: number) => number } } }) => {
      if (!transaction.docChanged) return;
      for (const bookmark of positions.current) bookmark.pos = transaction.mapping.map(bookmark.pos);
    };
    editor.on('transaction', onTransaction);
    return () => {
      mounted.current = false;
      editor.off('transaction', onTransaction);
    };
  }, [editor]);

  /** Inserts a block at the bookmark; the caret follows it only if it waited right there. */
  const insertAt = useCallback(
    (bookmark: { pos: number }, content: { type: string; attrs: Record<string, unknown> }) => {
      if (!editor || editor.isDestroyed) return;
      const { selection } = editor.state;
      const caretWaiting = selection.empty && selection.from === bookmark.pos;
      const chain = editor.chain().insertContentAt(bookmark.pos, content, { updateSelection: caretWaiting });
      (caretWaiting ? chain.command(caretAfterBlock) : chain).run();
    },
    [editor],
  );

  const uploadOne = useCallback(
    async (file: File, bookmark: { pos: number }) => {
      if (isImageFile(file)) {
        const resized = await resizeImageIfWide(file);
        const media = await uploadMedia(topicId, 'image', resized.file);
        if (!editor || editor.isDestroyed) return;
        const alt = file.name.replace(/\.[^.]*$/, '');
        insertAt(bookmark, { type: 'image', attrs: { src: media.url, mediaId: String(media.id), alt, width: resized.width, height: resized.height } });
      } else if (isAudioFile(file)) {
        const media = await uploadMedia(topicId, 'audio', file);
        if (!editor || editor.isDestroyed) return;
        insertAt(bookmark, { type: 'audio', attrs: { src: media.url, mediaId: String(media.id) } });
      } else {
        throw new Error('unsupported file');
      }
    },
    [editor, topicId, insertAt],
  );

  const upload = useCallback(
    (files: File[], at: number | null) => {
      if (!editor || editor.isDestroyed) return;
      for (const file of files) {
        const bookmark = { pos: at ?? editor.state.selection.to };
        positions.current.add(bookmark);
        setPending((n) => n + 1);
        uploadOne(file, bookmark)
          .catch(() => {
            if (mounted.current) setFailures((list) => [...list, { key: nextKey++, name: file.name }]);
          })
          .finally(() => {
            positions.current.delete(bookmark);
            if (mounted.current) setPending((n) => n - 1);
          });
      }
    },
    [editor, uploadOne],
  );

  const dismiss = useCallback((key: number) => setFailures((list) => list.filter((f) => f.key !== key)), []);

  return { upload, pending, failures, dismiss };
}
