// An embedded video (spec §5 "Video, links and embeds": an embed video URL must be valid, an
// embed code a valid iframe): only a YouTube or Brightcove player address survives
// (domain/rules/embed.ts), written as a clean `<iframe src data-embed>`; the sanitizer keeps
// exactly that. On screen it is a responsive 16:9 frame.
import { Node } from '@tiptap/core';
import { isAllowedPlayerSrc } from '../../../../domain/rules/embed.ts';
import { caretAfterBlock } from './caret.ts';

export type EmbedAttrs = { src: string; provider: string; title?: string | null };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      setEmbed: (attrs: EmbedAttrs) => ReturnType;
    };
  }
}

// Fullscreen comes from `allowfullscreen` (listing it here too makes browsers warn).
const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

export const EmbedNode = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null, rendered: false },
      provider: { default: 'youtube', rendered: false },
      title: { default: null, rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (el) => {
          const src = el.getAttribute('src') ?? '';
          if (!isAllowedPlayerSrc(src)) return false;
          const provider = el.getAttribute('data-embed') || (src.includes('brightcove') ? 'brightcove' : 'youtube');
          return { src, provider, title: el.getAttribute('title') };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const attrs: Record<string, string> = {
      src: node.attrs.src as string,
      'data-embed': node.attrs.provider as string,
      width: '640',
      height: '360',
      frameborder: '0',
      allow: ALLOW,
      allowfullscreen: 'true',
    };
    if (node.attrs.title) attrs.title = node.attrs.title as string;
    return ['iframe', attrs];
  },

  addCommands() {
    return {
      setEmbed:
        (attrs) =>
        ({ chain }) =>
          chain().insertContent({ type: this.name, attrs }).command(caretAfterBlock).run(),
    };
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'pena-embed';
      dom.contentEditable = 'false';
      dom.setAttribute('data-provider', node.attrs.provider as string);
      const frame = document.createElement('iframe');
      frame.src = node.attrs.src as string;
      frame.setAttribute('data-embed', node.attrs.provider as string);
      frame.setAttribute('allow', ALLOW);
      frame.setAttribute('allowfullscreen', 'true');
      frame.setAttribute('loading', 'lazy');
      frame.title = (node.attrs.title as string | null) ?? 'video';
      dom.append(frame);
      return {
        dom,
        update: (updated) => {
          if (updated.type !== node.type) return false;
          if (updated.attrs.src !== frame.getAttribute('src')) frame.src = updated.attrs.src as string;
          return true;
        },
        ignoreMutation: () => true,
      };
    };
  },
});
