// Images and audio going into the editor: picked with the toolbar, pasted or dropped. Each
// file is uploaded (images resized first when wider than 1200 px), then inserted where the
// teacher put it, that position followed through any typing meanwhile. A file that fails
// leaves a 'media upload failed' note under the editor instead of vanishing silently. An image
// goes in with the alt text its pasted HTML gave (none for a file picked or dropped: a file
// name says nothing to a learner), and `onImageInserted` then asks the teacher for it.
import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { caretAfterBlock } from './extensions/caret.ts';
import { isAudioFile, isImageFile, resizeImageIfWide, uploadMedia } from './media.ts';

export type UploadFailure = { key: number; name: string };

let nextKey = 1;

export type InsertedImage = { mediaId: string; src: string; alt: string };

export function useMediaUploads(editor: Editor | null, topicId: number, onImageInserted?: (image: InsertedImage) => void) {
  const [pending, setPending] = useState(0);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const positions = useRef(new Set<{ pos: number }>());
  const mounted = useRef(true);
  const inserted = useRef(onImageInserted);
  useEffect(() => {
    inserted.current = onImageInserted;
  });

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
    async (file: File, bookmark: { pos: number }, alt: string) => {
      if (isImageFile(file)) {
        const resized = await resizeImageIfWide(file);
        const media = await uploadMedia(topicId, 'image', resized.file);
        if (!editor || editor.isDestroyed) return;
        const mediaId = String(media.id);
        insertAt(bookmark, { type: 'image', attrs: { src: media.url, mediaId, alt: alt || null, width: resized.width, height: resized.height } });
        inserted.current?.({ mediaId, src: media.url, alt });
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
    /** `alts`: the alt text each file had in pasted HTML, by position. */
    (files: File[], at: number | null, alts: readonly string[] = []) => {
      if (!editor || editor.isDestroyed) return;
      for (const [i, file] of files.entries()) {
        const bookmark = { pos: at ?? editor.state.selection.to };
        positions.current.add(bookmark);
        setPending((n) => n + 1);
        uploadOne(file, bookmark, alts[i]?.trim() ?? '')
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
