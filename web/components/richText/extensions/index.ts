// The editor's schema and behaviour: StarterKit (headings, lists, bold/italic/underline,
// links…), tables, media (image, audio), embedded video, math, and the placeholder.
import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { isValidLinkUrl } from '../../../../domain/rules/links.ts';
import { AudioNode } from './AudioNode.ts';
import { EmbedNode } from './EmbedNode.ts';
import { MathNode, type MathOpenRequest } from './MathNode.ts';
import { MediaImage } from './MediaImage.ts';
import { Subscript, Superscript } from './SubSup.ts';

export type ExtensionOptions = {
  placeholder?: string;
  onOpenMath: (request: MathOpenRequest) => void;
  mathLabel: (latex: string) => string;
};

export function buildExtensions(options: ExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      codeBlock: false,
      code: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // No `protocols`: linkifyjs knows http and https already, and registering them again
        // on every editor's creation warns "linkifyjs: already initialized" once it has run.
        // Links typed, pasted or autolinked obey the same rule as the link dialog (§5).
        isAllowedUri: (url) => isValidLinkUrl(url),
        shouldAutoLink: (url) => isValidLinkUrl(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
      },
    }),
    Subscript,
    Superscript,
    TableKit.configure({ table: { resizable: false, HTMLAttributes: {} } }),
    MediaImage,
    AudioNode,
    EmbedNode,
    MathNode.configure({ onOpen: options.onOpenMath, label: options.mathLabel }),
    Placeholder.configure({ placeholder: options.placeholder ?? '' }),
  ];
}

export { MathNode, type MathOpenRequest } from './MathNode.ts';
export { markMathInHtml, unwrapMath } from './mathMarkup.ts';
