// Rich-text HTML from the editors is sanitized here, on the server, with an allowlist, before
// it is stored (docs/product/design.md#api-conventions); the web renders only what this
// returns. What survives: the structure TipTap writes (headings, lists, marks, tables, links),
// images and audio (by our /files/ address or https, with their media id), and iframes
// whose src is a YouTube or Brightcove player. Everything else goes: scripts, styles,
// event handlers, javascript:/data: URLs, forms, objects, foreign iframes.
// Math is plain text between [% %] and [[% %]], so it needs no markup here.
import sanitize from 'sanitize-html';
import { isAllowedPlayerSrc } from '../../domain/rules/embed.ts';

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

/**
 * Our own uploaded media by absolute address (`http://host/files/org/<id>/<purpose>/<uuid>`,
 * as replies gave them before they were relative). Stored relative, so the page still shows
 * its images when Pena is reached at another address than PUBLIC_URL (§1).
 */
const OWN_FILE_URL = /^https?:\/\/[^/?#]+(\/files\/org\/\d+\/[a-z_]+\/[0-9a-f-]{36})$/i;

function relativeMediaSrc(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const own = attribs.src ? OWN_FILE_URL.exec(attribs.src) : null;
  return { tagName, attribs: own ? { ...attribs, src: own[1]! } : attribs };
}

/** What every stored link that opens elsewhere carries. */
export const SAFE_LINK_REL = 'noopener noreferrer nofollow';

/**
 * A link with any target (`_blank`, `_BLANK`, a named window like `lesson`…) may open a new
 * browsing context, which without `noopener` gets `window.opener` and can navigate this page
 * (reverse tabnabbing): it always gets SAFE_LINK_REL, replacing whatever rel it had (an
 * `opener` in it included). A link without a target keeps its rel, minus any `opener`.
 */
function safeLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  if (attribs.target !== undefined) return { tagName, attribs: { ...attribs, rel: SAFE_LINK_REL } };
  if (attribs.rel === undefined) return { tagName, attribs };
  const { rel, ...rest } = attribs;
  const kept = rel.split(/\s+/).filter((token) => token && token.toLowerCase() !== 'opener').join(' ');
  return { tagName, attribs: kept ? { ...rest, rel: kept } : rest };
}

const options: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'code', 'pre',
    'blockquote', 'hr', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'caption',
    'a', 'img', 'audio', 'iframe', 'span', 'div', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-media-id'],
    audio: ['src', 'controls', 'data-media-id'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'allow', 'title', 'frameborder', 'data-embed'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['span', 'width'],
    ol: ['start', 'type'],
    p: ['style'],
    h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
    div: ['data-type'],
    span: ['data-type'],
  },
  allowedStyles: { '*': { 'text-align': TEXT_ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], audio: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com', 'players.brightcove.net'],
  disallowedTagsMode: 'discard',
  // Dropped together with everything inside them, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'svg', 'math', 'object', 'embed'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedPlayerSrc(frame.attribs.src ?? ''),
  transformTags: {
    img: relativeMediaSrc,
    audio: relativeMediaSrc,
    a: safeLink,
  },
};

/** The stored form of an editor's HTML: only what the allowlist keeps. */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return sanitize(html, options);
}
