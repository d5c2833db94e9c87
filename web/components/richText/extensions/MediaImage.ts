// Images in rich text carry the uploaded file's id (spec §5 "Media"):
// `<img src="/files/…" data-media-id="12">`. The src is only a cached address the server may
// rewrite; the id is what the server checks and follows.
import Image from '@tiptap/extension-image';

export const MediaImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-media-id'),
        renderHTML: (attrs) => (attrs.mediaId ? { 'data-media-id': String(attrs.mediaId) } : {}),
      },
    };
  },
}).configure({ inline: false, allowBase64: false });
