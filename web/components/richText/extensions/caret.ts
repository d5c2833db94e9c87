// After a block (image, audio, video) is inserted, ProseMirror leaves it selected, and the
// next insertion or keystroke would replace it. The caret goes to the paragraph after the
// block instead, with a new empty paragraph when nothing follows it.
import type { CommandProps } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

export function caretAfterBlock({ tr, state }: CommandProps): boolean {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || !selection.node.isBlock) return true;
  const end = selection.to;
  const after = tr.doc.resolve(end).nodeAfter;
  if (after?.isTextblock) {
    tr.setSelection(TextSelection.create(tr.doc, end + 1));
    return true;
  }
  const paragraph = state.schema.nodes.paragraph!.create();
  tr.insert(end, paragraph);
  tr.setSelection(TextSelection.create(tr.doc, end + 1));
  return true;
}
