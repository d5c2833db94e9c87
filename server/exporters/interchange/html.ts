// Pena's sanitized rich text rewritten for another tool: media addresses pointed at the copies
// in the file (`data-media-id` names the upload), Pena's math `[% … %]` written as TeX
// delimiters, and for QTI the HTML narrowed to the XHTML QTI's content model allows, written as
// well-formed XML (void elements closed, unknown elements unwrapped, attributes QTI's schema
// lacks dropped). One parse and one serialisation per field.
import render from 'dom-serializer';
import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { penaMathToTex } from '../../readers/interchange/math.ts';

/** Where a media file is in the exported file, and its type. */
export interface MediaTarget {
  src: string;
  mime: string;
}

export type MediaResolver = (mediaId: number) => MediaTarget | null;

export type HtmlTarget = 'html' | 'qti21' | 'qti3';

/** QTI's XHTML subset (QTI 2.1 §3 content model; QTI 3 keeps it and adds audio and video). */
const QTI_ELEMENTS = new Set(
  'a abbr acronym address b big blockquote br caption cite code col colgroup dd dfn div dl dt em h1 h2 h3 h4 h5 h6 hr i img kbd li ol p pre q samp small span strong sub sup table tbody td tfoot th thead tr tt ul var'.split(' '),
);
const QTI_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['class', 'id', 'lang'],
  a: ['href', 'type'],
  img: ['src', 'alt', 'width', 'height', 'longdesc'],
  td: ['colspan', 'rowspan', 'headers', 'scope', 'abbr', 'align', 'valign'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr', 'align', 'valign'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
  table: ['summary'],
  audio: ['src', 'controls'],
  object: ['data', 'type'],
  q: ['cite'],
  blockquote: ['cite'],
};
/** Elements dropped with their content: not text a learner reads. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript']);

function mediaId(el: Element): number | null {
  const id = Number(el.attribs['data-media-id']);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function pointMedia(el: Element, media: MediaResolver): void {
  const id = mediaId(el);
  const target = id === null ? null : media(id);
  if (target) el.attribs.src = target.src;
  if (el.name === 'img') el.attribs.alt ??= '';
}

/** An iframe (an embedded video) as a link to what it shows. */
function iframeAsLink(el: Element): Element {
  const href = el.attribs.src ?? '';
  const link = parseDocument(`<a></a>`).children[0] as Element;
  link.attribs = { href };
  link.children = [{ type: 'text', data: href } as ChildNode];
  link.parent = el.parent;
  return link;
}

function toQti(nodes: ChildNode[], target: 'qti21' | 'qti3'): ChildNode[] {
  const out: ChildNode[] = [];
  for (const node of nodes) {
    if (!isTag(node)) {
      if (isText(node)) out.push(node);
      continue;
    }
    let el = node;
    el.name = el.name.toLowerCase();
    if (DROPPED.has(el.name)) continue;
    if (el.name === 'iframe') el = iframeAsLink(el);
    if (el.name === 'audio') {
      const src = el.attribs.src ?? '';
      if (target === 'qti21') {
        el.name = 'object';
        el.attribs = { data: src, type: el.attribs['data-mime'] ?? 'audio/mpeg' };
        el.children = [];
        out.push(el);
        continue;
      }
      el.attribs = { src, controls: 'controls' };
      el.children = [];
      out.push(el);
      continue;
    }
    el.children = toQti(el.children, target);
    if (!QTI_ELEMENTS.has(el.name)) {
      out.push(...el.children);
      continue;
    }
    const allowed = new Set([...QTI_ATTRIBUTES['*']!, ...(QTI_ATTRIBUTES[el.name] ?? [])]);
    el.attribs = Object.fromEntries(Object.entries(el.attribs).filter(([name]) => allowed.has(name)));
    out.push(el);
  }
  return out;
}

function walk(nodes: ChildNode[], visit: (el: Element) => void, text: (data: string) => string): void {
  for (const node of nodes) {
    if (isText(node)) node.data = text(node.data);
    else if (isTag(node)) {
      visit(node);
      walk(node.children, visit, text);
    }
  }
}

/**
 * Rich text as the target takes it: media pointed at their copies (an audio's type kept for
 * QTI 2.1's `object`), math as `\(…\)`/`\[…\]`; QTI targets get QTI's XHTML as XML.
 */
export function exportHtml(html: string, target: HtmlTarget, media: MediaResolver): string {
  if (html.trim() === '') return '';
  const doc = parseDocument(html, { decodeEntities: true });
  walk(
    doc.children,
    (el) => {
      if (el.name === 'img' || el.name === 'audio') {
        pointMedia(el, media);
        const id = mediaId(el);
        const found = id === null ? null : media(id);
        if (found && el.name === 'audio') el.attribs['data-mime'] = found.mime;
      }
    },
    penaMathToTex,
  );
  if (target === 'html') {
    walk(doc.children, (el) => delete el.attribs['data-mime'], (t) => t);
    return render(doc.children, { encodeEntities: 'utf8' });
  }
  return render(toQti(doc.children, target), { xmlMode: true, encodeEntities: 'utf8' });
}
