// Alternative text of the editor's images: the prompt after each image goes in (one at a time
// when several arrive together), and for a selected image a bar under the editor that says its
// alt text with an "Alt text" button (reached with Tab from the image; a double-click on an
// image opens it too). Images are found again by their media id, so typing or other uploads
// meanwhile do not lose which image the text is for.
import { Button, Group, Text } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { useEditorState } from '@tiptap/react';
import { useCallback, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AltTextDialog } from './AltTextDialog.tsx';
import classes from './richText.module.css';

/** An image the editor holds: its media id when uploaded, else where it is. */
export type ImageRef = { mediaId: string | null; pos: number; src: string; alt: string };

export type ImageAltHandle = {
  /** Asks for the alt text of an image just inserted. */
  prompt: (image: { mediaId: string; src: string; alt: string }) => void;
  /** Opens the alt text of the selected image (a double-click on an image selects it). */
  editSelected: () => void;
};

type Asking = { id: number; mode: 'inserted' | 'edit'; image: ImageRef };

let nextAsking = 1;

/** Where the image with this media id is now (else the one at `pos`). */
function locate(editor: Editor, image: ImageRef): number | null {
  let found: number | null = null;
  if (image.mediaId) {
    editor.state.doc.descendants((node, pos) => {
      if (found !== null) return false;
      if (node.type.name === 'image' && node.attrs.mediaId === image.mediaId) found = pos;
      return true;
    });
    if (found !== null) return found;
  }
  const node = editor.state.doc.nodeAt(image.pos);
  return node?.type.name === 'image' ? image.pos : null;
}

function selectedImage(editor: Editor): ImageRef | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return null;
  const attrs = selection.node.attrs as { mediaId?: string | null; src?: string | null; alt?: string | null };
  return { mediaId: attrs.mediaId ?? null, pos: selection.from, src: attrs.src ?? '', alt: attrs.alt ?? '' };
}

export function ImageAltText({ editor, readOnly, handleRef }: { editor: Editor; readOnly: boolean; handleRef: Ref<ImageAltHandle> }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Asking[]>([]);
  const selected = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? selectedImage(current) : null),
    equalityFn: (a, b) => a?.pos === b?.pos && a?.alt === b?.alt && a?.src === b?.src,
  });

  const openSelected = useCallback(() => {
    const image = selectedImage(editor);
    if (image && !readOnly) setQueue((q) => [{ id: nextAsking++, mode: 'edit', image }, ...q]);
  }, [editor, readOnly]);

  useImperativeHandle(handleRef, () => ({
    prompt: (image) => {
      if (!readOnly) setQueue((q) => [...q, { id: nextAsking++, mode: 'inserted', image: { ...image, pos: -1 } }]);
    },
    editSelected: openSelected,
  }), [readOnly, openSelected]);

  const asking = queue[0] ?? null;
  const done = (alt: string | null) => {
    if (asking && alt !== null && !editor.isDestroyed) {
      const pos = locate(editor, asking.image);
      if (pos !== null) {
        const node = editor.state.doc.nodeAt(pos)!;
        editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt }));
      }
    }
    setQueue((q) => q.slice(1));
    if (queue.length <= 1 && !editor.isDestroyed) editor.commands.focus();
  };

  return (
    <>
      {selected && !readOnly && (
        <Group gap="xs" wrap="nowrap" className={classes.note} data-testid="image-alt-bar">
          <Text size="xs" c={selected.alt.trim() ? undefined : 'orange.9'} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {selected.alt.trim() ? t('rich_text.alt.current', { alt: selected.alt }) : t('rich_text.alt.missing')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={openSelected} style={{ flexShrink: 0 }}>
            {t('rich_text.alt.button')}
          </Button>
        </Group>
      )}
      <AltTextDialog
        key={asking?.id ?? 'closed'}
        opened={asking !== null}
        mode={asking?.mode ?? 'edit'}
        src={asking?.image.src ?? ''}
        initialAlt={asking?.image.alt ?? ''}
        onSave={(alt) => done(alt)}
        onCancel={() => done(null)}
      />
    </>
  );
}
