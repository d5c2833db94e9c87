// The rich text of a QTI 1.2 item (Canvas, Common Cartridge) as Pena's HTML. A `material`
// holds `mattext` (HTML escaped as text when its texttype says so, else plain text),
// `matimage`, `mataudio`, `matemtext` and `matbreak`; the HTML is then rewritten once per
// field: TeX delimiters and Canvas's equation images (`<img class="equation_image"
// data-equation-content="…">`) become Pena's math, and a picture or sound of the package
// becomes a media reference. Canvas names package files `$IMS-CC-FILEBASE$/…` (the course's
// `web_resources/` folder), sometimes URL-encoded, or relative to the item's file.
//
// A field's media are all found before any is loaded, so an item skipped for a missing file
// leaves nothing behind in the collected media. The HTML is not sanitized here (the job does).
import { createHash } from 'node:crypto';
import { render } from 'dom-serializer';
import { type ChildNode, type Element as HtmlElement, Text, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { InterchangeSkipReason } from '../../../../domain/schemas/interchange.ts';
import { altText } from '../../altText.ts';
import { texToPenaMath } from '../math.ts';
import { MediaCollector } from '../media.ts';
import type { InterchangeMedia } from '../model.ts';
import type { InterchangePackage } from '../package.ts';
import { type Element, attr, childElements, escapeXml, innerHtml, localName, textOf } from '../xml.ts';

/** An item that cannot be carried, thrown while it is read and listed as skipped. */
export class ItemSkip extends Error {
  readonly reason: InterchangeSkipReason;
  readonly detail: string;
  constructor(reason: InterchangeSkipReason, detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'ItemSkip';
    this.reason = reason;
    this.detail = detail;
  }
}

/** Where an item's media come from: its package (null for a lone XML file) and its file there. */
export interface MediaSource {
  pkg: InterchangePackage | null;
  /** The path of the XML file in the package, which relative references start from. */
  from: string;
  media: MediaCollector;
}

const RESPONSE_ELEMENTS = new Set(['response_lid', 'response_str', 'response_num', 'response_grp', 'response_xy', 'response_extension']);
/** What a response holds besides its own prompt: its choices. */
export const RENDER_ELEMENTS: ReadonlySet<string> = new Set(['render_choice', 'render_fib', 'render_slider', 'render_hotspot', 'render_extension', 'response_label']);

/** One `mattext` as HTML: its text taken as HTML when the texttype says so. */
function mattextHtml(el: Element): string {
  const type = (attr(el, 'texttype') ?? '').toLowerCase();
  const hasElements = childElements(el).length > 0;
  if (type.includes('html')) return hasElements ? innerHtml(el) : textOf(el);
  return escapeXml(textOf(el));
}

/** A `material` element's content as HTML. */
export function materialHtml(material: Element): string {
  return childElements(material)
    .map((el) => {
      switch (localName(el)) {
        case 'mattext':
          return mattextHtml(el);
        case 'matemtext':
          return `<em>${escapeXml(textOf(el))}</em>`;
        case 'matbreak':
          return '<br>';
        case 'matimage': {
          const uri = attr(el, 'uri') ?? '';
          return uri === '' ? '' : `<img src="${escapeXml(uri)}" alt="${escapeXml(altText(attr(el, 'label')))}">`;
        }
        case 'mataudio': {
          const uri = attr(el, 'uri') ?? '';
          return uri === '' ? '' : `<audio src="${escapeXml(uri)}"></audio>`;
        }
        default:
          return '';
      }
    })
    .join('');
}

/** The `material` of a part (a choice, a feedback, a stem) outside any response (or `skip`), as HTML. */
export function flowHtml(container: Element, skip: ReadonlySet<string> = RESPONSE_ELEMENTS): string {
  const out: string[] = [];
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      const name = localName(child);
      if (name === 'material') out.push(materialHtml(child));
      else if (!skip.has(name)) walk(child);
    }
  };
  walk(container);
  return out.join('');
}

const MARK_OPEN = '\uE000';
const MARK_CLOSE = '\uE001';
const MARKER = /\uE000(\d+)\uE001/g;
const FILEBASE = /^(?:\$|%24)IMS[-_]CC[-_]FILEBASE(?:\$|%24)\/?/i;
const DATA_URI = /^data:((?:image|audio)\/[\w.+-]+);base64,([\s\S]*)$/i;

interface FoundMedia {
  kind: InterchangeMedia['kind'];
  name: string;
  load: () => Promise<Uint8Array> | Uint8Array;
}

/** The package file (or inline data) `src` names; null for an address outside (kept as it is). */
function findMedia(src: string, kind: InterchangeMedia['kind'], source: MediaSource): FoundMedia | null {
  const trimmed = src.trim();
  const data = DATA_URI.exec(trimmed);
  if (data) {
    const payload = data[2]!.replace(/\s+/g, '');
    const name = `inline-${createHash('sha256').update(payload).digest('hex').slice(0, 16)}`;
    return { kind: data[1]!.toLowerCase().startsWith('audio') ? 'audio' : kind, name, load: () => new Uint8Array(Buffer.from(payload, 'base64')) };
  }
  const { pkg } = source;
  // A lone file has no package to take it from; an address of a site (Canvas's own
  // `/courses/…` or an http URL) is not in the package either.
  if (pkg === null || trimmed === '' || trimmed.startsWith('/') || trimmed.startsWith('#')) return null;
  const base = FILEBASE.exec(trimmed);
  const candidates = base ? [`web_resources/${trimmed.slice(base[0].length)}`, trimmed.slice(base[0].length)].map((href) => pkg.resolve('imsmanifest.xml', href)) : [pkg.resolve(source.from, trimmed)];
  if (candidates.every((c) => c === null)) return null;
  const path = candidates.find((c): c is string => c !== null && pkg.has(c));
  if (!path) throw new ItemSkip('damaged_item', src);
  return { kind, name: path, load: () => pkg.read(path) };
}

const mediaSrc = (el: HtmlElement): string | undefined => {
  if (el.attribs.src !== undefined) return el.attribs.src;
  const source = el.children.find((c): c is HtmlElement => isTag(c) && c.name === 'source' && c.attribs.src !== undefined);
  return source?.attribs.src;
};

interface Rewrite {
  el: HtmlElement;
  /** Canvas's equation image: its TeX. */
  tex?: string;
  found?: FoundMedia;
  alt?: string;
}

/** The rewrites a field's HTML needs; throws ItemSkip for a package file that is missing. */
function plan(nodes: ChildNode[], source: MediaSource, out: Rewrite[]): void {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    const name = node.name.toLowerCase();
    if (name === 'img') {
      const tex = node.attribs['data-equation-content'];
      if (tex !== undefined && tex.trim() !== '') {
        out.push({ el: node, tex: tex.trim() });
        continue;
      }
      const found = findMedia(node.attribs.src ?? '', 'image', source);
      if (found) out.push({ el: node, found, alt: node.attribs.alt ?? node.attribs.title ?? '' });
      continue;
    }
    if (name === 'audio') {
      const found = findMedia(mediaSrc(node) ?? '', 'audio', source);
      if (found) out.push({ el: node, found });
      continue;
    }
    plan(node.children, source, out);
  }
}

/** A field's HTML as Pena's: its math, and its package media as references. */
export class FieldHtml {
  private readonly rewrites: Rewrite[] = [];
  private readonly doc: ReturnType<typeof parseDocument> | null;
  private readonly html: string;

  /** Parses `html` and finds its media; throws ItemSkip when one is missing from the package. */
  constructor(html: string, source: MediaSource) {
    this.html = texToPenaMath(html);
    if (!/<(img|audio)\b/i.test(this.html)) {
      this.doc = null;
      return;
    }
    this.doc = parseDocument(this.html, { decodeEntities: true });
    plan(this.doc.children, source, this.rewrites);
  }

  /** The rewritten HTML, the media collected. */
  async finish(media: MediaCollector): Promise<string> {
    if (this.doc === null || this.rewrites.length === 0) return this.html;
    // Media become markers (private-use characters no text holds), replaced by the tag
    // MediaCollector writes once the HTML is rendered, so every reader's tag is the same.
    const tags: string[] = [];
    for (const r of this.rewrites) {
      const parent = r.el.parent;
      if (!parent) continue;
      let replacement: string;
      if (r.tex !== undefined) {
        replacement = `[% ${r.tex} %]`;
      } else {
        const found = r.found!;
        const index = await media.add(found.kind, found.name, found.load, r.alt || undefined);
        tags.push(MediaCollector.tag(found.kind, index, r.alt ?? ''));
        replacement = `${MARK_OPEN}${tags.length - 1}${MARK_CLOSE}`;
      }
      const text = new Text(replacement);
      text.parent = parent;
      parent.children.splice(parent.children.indexOf(r.el), 1, text);
    }
    return render(this.doc, { encodeEntities: 'utf8' }).replace(MARKER, (m, i: string) => tags[Number(i)] ?? m);
  }
}

/** Rewrites several fields of one item: every field's media are found before any is loaded. */
export async function rewriteFields(fields: string[], source: MediaSource): Promise<string[]> {
  const planned = fields.map((html) => new FieldHtml(html, source));
  const out: string[] = [];
  for (const field of planned) out.push(await field.finish(source.media));
  return out;
}
