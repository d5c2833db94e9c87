// An item's content as Pena's HTML: the item body, choices, prompts and feedback are rewritten
// in the parsed tree (math as TeX, media as `data-media-ref` tags, QTI-only elements dropped or
// unwrapped) and then serialized. HTML made here (a media tag, a blank) is put in the tree as a
// token in a text node and expanded after serializing, so it is written exactly as made.
import { createHash } from 'node:crypto';
import { type ChildNode, isTag } from 'domhandler';
import { altText } from '../../altText.ts';
import { MediaCollector, mediaKindOf } from '../media.ts';
import type { InterchangePackage } from '../package.ts';
import { type Element, attr, childElements, innerHtml, localName, textOf } from '../xml.ts';
import { elementsWhere, replaceNode, textNode, unwrap } from './dom.ts';

/** Where an item's media come from and go. */
export interface QtiItemContext {
  media: MediaCollector;
  /** The package holding the item and the item's path in it; null for a lone item file, whose media cannot be found. */
  pkg: InterchangePackage | null;
  itemPath: string | null;
}

/** A file the item names that its package lacks: the item is skipped as damaged. */
export class MissingFile extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`missing ${path}`);
    this.path = path;
  }
}

const TOKEN = /\uE000(\d+)\uE001/g;

interface PendingMedia {
  source: Source;
  alt: string;
}

/**
 * HTML fragments standing in the tree as tokens until the tree is serialized. Media are
 * pending until `store`, so an item that is then skipped stores no file.
 */
export class Fragments {
  private readonly parts: (string | PendingMedia)[] = [];

  /** A text node that becomes `html` (or the media's tag) once expanded. */
  node(part: string | PendingMedia): ChildNode {
    this.parts.push(part);
    return textNode(`\uE000${this.parts.length - 1}\uE001`);
  }

  /** Adds the pending media to the collector, making their tags. */
  async store(media: MediaCollector): Promise<void> {
    for (const [i, part] of this.parts.entries()) {
      if (typeof part === 'string') continue;
      const index = await media.add(part.source.kind, part.source.name, part.source.load, part.alt);
      this.parts[i] = MediaCollector.tag(part.source.kind, index, part.alt);
    }
  }

  /** Text with its tokens replaced by their HTML (after `store`). */
  expand(text: string): string {
    return text.replace(TOKEN, (_m, i: string) => {
      const part = this.parts[Number(i)];
      return typeof part === 'string' ? this.expand(part) : '';
    });
  }

  /** An element's content (or nodes) as HTML with tokens, whitespace collapsed and trimmed. */
  render(el: Element | ChildNode[]): string {
    return innerHtml(el).replace(/\s+/g, ' ').trim();
  }
}

const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp)$/i;
const AUDIO_TYPES = /^audio\/(mpeg|mp3|mp4|x-m4a|m4a|ogg|wav|x-wav)$/i;

interface Source {
  kind: 'image' | 'audio';
  name: string;
  load: () => Promise<Uint8Array> | Uint8Array;
}

/** Inline base64 data (`data:image/png;base64,…`) as a media file named by its digest. */
function dataSource(href: string, want: 'image' | 'audio'): Source | null {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/is.exec(href.trim());
  if (!match || !match[2]) return null;
  const type = match[1]!;
  const kind = IMAGE_TYPES.test(type) ? 'image' : AUDIO_TYPES.test(type) ? 'audio' : null;
  if (kind !== want) return null;
  const data = match[3]!.replace(/\s/g, '');
  const digest = createHash('sha256').update(data).digest('hex').slice(0, 16);
  return { kind, name: `inline-${digest}.${type.split('/')[1]}`, load: () => new Uint8Array(Buffer.from(data, 'base64')) };
}

/**
 * The media file `href` names, relative to the item, when Pena can carry it; null for one it
 * cannot (no package, another kind); 'web' for an http(s) address, kept as a link.
 * A file the package lacks throws MissingFile; a path leaving the package InterchangeReadError.
 */
function sourceOf(href: string, want: 'image' | 'audio', ctx: QtiItemContext, type = ''): Source | 'web' | null {
  if (/^data:/i.test(href.trim())) return dataSource(href, want);
  if (/^https?:\/\//i.test(href.trim())) return 'web';
  if (!ctx.pkg || ctx.itemPath === null || href.trim() === '') return null;
  const pkg = ctx.pkg;
  const path = pkg.resolve(ctx.itemPath, href.trim());
  if (path === null) return null;
  const kind = mediaKindOf(path) ?? (IMAGE_TYPES.test(type) ? 'image' : AUDIO_TYPES.test(type) ? 'audio' : null);
  if (kind !== want) return null;
  if (!pkg.has(path)) throw new MissingFile(path);
  return { kind, name: path, load: () => pkg.read(path) };
}

const webTag = (kind: 'image' | 'audio', href: string, alt: string) =>
  kind === 'image' ? `<img src="${escapeAttr(href)}" alt="${escapeAttr(alt)}">` : `<audio src="${escapeAttr(href)}" controls></audio>`;
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface MediaPlan {
  el: Element;
  kind: 'image' | 'audio' | null;
  href: string;
  alt: string;
  source: Source | 'web' | null;
}

/** What to put in place of one media element (found before anything is loaded, so a missing file stores nothing). */
function planMedia(el: Element, ctx: QtiItemContext): MediaPlan {
  const name = localName(el);
  let href = '';
  let kind: 'image' | 'audio' | null = null;
  if (name === 'img') [href, kind] = [attr(el, 'src') ?? '', 'image'];
  else if (name === 'object') {
    href = attr(el, 'data') ?? '';
    const type = attr(el, 'type') ?? '';
    kind = IMAGE_TYPES.test(type) || mediaKindOf(href) === 'image' ? 'image' : AUDIO_TYPES.test(type) || mediaKindOf(href) === 'audio' ? 'audio' : null;
  } else if (name === 'audio') {
    href = attr(el, 'src') ?? attr(childElements(el, 'source')[0] ?? el, 'src') ?? '';
    kind = 'audio';
  }
  // An image object's content is what stands for it where it cannot be shown: its description.
  const alt = kind === 'image' ? altText(attr(el, 'alt') ?? attr(el, 'title') ?? (name === 'object' ? textOf(el) : '')) : '';
  return { el, kind, href, alt, source: kind ? sourceOf(href, kind, ctx, attr(el, 'type') ?? '') : null };
}

/** One media element swapped for its token, or for its fallback content when Pena cannot carry it. */
function applyMedia({ el }: MediaPlan, token: ChildNode | null): void {
  if (token) replaceNode(el, [token]);
  // An object's children are what to show without it (a description, a transcript).
  else if (localName(el) === 'object') unwrap(el);
  else replaceNode(el, []);
}

const MEDIA = new Set(['img', 'object', 'audio', 'video']);

/**
 * Swaps every image, sound and video under `root` for a pending tag (video, which Pena cannot
 * carry, is dropped). Every reference is resolved first, so one leaving the package refuses it
 * (InterchangeReadError) whatever else the item lacks; then a file the package lacks throws
 * MissingFile. Media are stored later in the order the item shows them.
 */
export function convertMedia(root: Element, ctx: QtiItemContext, fragments: Fragments): void {
  const plans: MediaPlan[] = [];
  let missing: MissingFile | null = null;
  for (const el of elementsWhere(root, (n) => MEDIA.has(n))) {
    try {
      plans.push(planMedia(el, ctx));
    } catch (error) {
      if (!(error instanceof MissingFile)) throw error;
      missing ??= error;
    }
  }
  if (missing) throw missing;
  const tokens = plans.map(({ kind, href, alt, source }) =>
    source === 'web' && kind ? fragments.node(webTag(kind, href, alt)) : source && source !== 'web' ? fragments.node({ source, alt }) : null,
  );
  // Innermost first, so an image inside an object's fallback is swapped before the object.
  for (let i = plans.length - 1; i >= 0; i--) applyMedia(plans[i]!, tokens[i]!);
}

/** QTI elements with nothing to show a learner in Pena. */
const DROPPED = new Set(['endAttemptInteraction', 'printedVariable', 'include', 'stylesheet', 'catalogInfo', 'companionMaterialsInfo', 'templateDeclaration']);
/** QTI wrappers whose content is shown as it is. */
const UNWRAPPED = new Set(['templateBlock', 'templateInline', 'infoControl', 'contentBody']);

export interface Notes {
  explanation: string[];
  hint: string[];
}

const isHint = (el: Element) => /hint/i.test(`${attr(el, 'identifier') ?? ''} ${attr(el, 'outcomeIdentifier') ?? ''} ${attr(el, 'use') ?? ''} ${attr(el, 'class') ?? ''}`);

/**
 * Takes the feedback (modal, block, inline) and the rubrics out of the item: a hint's to the
 * hint, the rest to the explanation (Pena shows one explanation, whatever was answered).
 * A rubric a candidate sees is instructions and stays where it is.
 */
export function takeNotes(item: Element, fragments: Fragments): Notes {
  const notes: Notes = { explanation: [], hint: [] };
  for (const el of elementsWhere(item, (n) => DROPPED.has(n))) replaceNode(el, []);
  for (const el of elementsWhere(item, (n) => UNWRAPPED.has(n)).reverse()) unwrap(el);
  for (const el of elementsWhere(item, (n) => n === 'rubricBlock')) {
    const views = (attr(el, 'view') ?? 'candidate').split(/\s+/);
    if (views.includes('candidate') && !isHint(el)) unwrap(el);
    else take(el);
  }
  for (const el of elementsWhere(item, (n) => n === 'feedbackBlock' || n === 'feedbackInline' || n === 'modalFeedback')) take(el);
  return notes;

  function take(el: Element) {
    const html = fragments.render(el);
    if (html !== '') (isHint(el) ? notes.hint : notes.explanation).push(html);
    replaceNode(el, []);
  }
}

/** Notes joined as one section's HTML, each note a block of its own. */
export const joinNotes = (notes: readonly string[]) => (notes.length <= 1 ? (notes[0] ?? '') : notes.map((n) => `<div>${n}</div>`).join(''));

/** Whether a node list has block content (so a prompt is wrapped in a div, not a p). */
export const hasBlocks = (nodes: readonly ChildNode[]) =>
  nodes.some((n) => isTag(n) && /^(p|div|table|ul|ol|blockquote|h[1-6]|pre|figure)$/.test(localName(n)));
