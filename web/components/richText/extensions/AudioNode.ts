// Audio in rich text, referenced by its media id like images:
// `<audio controls src="/files/…" data-media-id="7"></audio>`.
import { Node } from '@tiptap/core';
import { caretAfterBlock } from './caret.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    audio: {
      setAudio: (attrs: { src: string; mediaId: number | string | null }) => ReturnType;
    };
  }
}

export const AudioNode = Node.create({
  name: 'audio',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null, parseHTML: (el) => el.getAttribute('src'), renderHTML: (attrs) => ({ src: attrs.src as string }) },
      mediaId: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-media-id'),
        renderHTML: (attrs) => (attrs.mediaId ? { 'data-media-id': String(attrs.mediaId) } : {}),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'audio[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['audio', { controls: '', ...HTMLAttributes }];
  },

  addCommands() {
    return {
      setAudio:
        (attrs) =>
        ({ chain }) =>
          chain().insertContent({ type: this.name, attrs }).command(caretAfterBlock).run(),
    };
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'pena-audio-node';
      dom.contentEditable = 'false';
      const audio = document.createElement('audio');
      audio.controls = true;
      audio.preload = 'none';
      audio.src = node.attrs.src as string;
      dom.append(audio);
      return {
        dom,
        update: (updated) => {
          if (updated.type !== node.type) return false;
          if (updated.attrs.src !== audio.getAttribute('src')) audio.src = updated.attrs.src as string;
          return true;
        },
        // Clicks on the player's controls play it; they do not move the editor's selection.
        stopEvent: (event) => event.target === audio && event.type !== 'dragstart',
        ignoreMutation: () => true,
      };
    };
  },
});
