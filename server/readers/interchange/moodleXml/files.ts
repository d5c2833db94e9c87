// The files a Moodle XML question embeds: `<file name="…" encoding="base64">` beside a text,
// named in its HTML as `@@PLUGINFILE@@/name`. Images become `<img data-media-ref>`, sounds
// `<audio data-media-ref>` (a link to a sound too, as Moodle's media filter shows it as a player);
// a link to another kind of file keeps its text only. A name the question does not embed makes
// the question damaged. Each question has its own file areas, so two questions may embed
// different files under one name: a file is known by its name and bytes.
import { createHash } from 'node:crypto';
import { render } from 'dom-serializer';
import { type ChildNode, type Element, Text, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { altText } from '../../altText.ts';
import { MediaCollector, mediaKindOf } from '../media.ts';
import { attr, descendants, type Element as XmlElement, textOf } from '../xml.ts';
import { SkipItem } from './question.ts';

const PLUGINFILE = '@@PLUGINFILE@@/';

/** Base64 text of every file a question embeds, by name (the first of a name when fields repeat it). */
export class QuestionFiles {
  private readonly all = new Map<string, string>();

  constructor(question: XmlElement) {
    for (const file of descendants(question, 'file')) {
      const name = attr(file, 'name');
      if (name && !this.all.has(name)) this.all.set(name, textOf(file).replace(/\s+/g, ''));
    }
  }

  get(name: string): string | undefined {
    return this.all.get(name);
  }
}

/** Media of a whole file, a name and its bytes stored once. */
export class MoodleMedia {
  readonly collector = new MediaCollector();
  private readonly names = new Map<string, Map<string, string>>();

  /** The media index of `name` with this base64 content. */
  async add(kind: 'image' | 'audio', name: string, base64: string, alt?: string): Promise<number> {
    const digest = createHash('sha256').update(base64).digest('hex');
    const byDigest = this.names.get(name) ?? new Map<string, string>();
    this.names.set(name, byDigest);
    let unique = byDigest.get(digest);
    if (unique === undefined) {
      unique = byDigest.size === 0 ? name : `${name} (${byDigest.size + 1})`;
      byDigest.set(digest, unique);
    }
    return this.collector.add(kind, unique, () => Buffer.from(base64, 'base64'), alt);
  }
}

const fileName = (src: string) => {
  const path = src.slice(PLUGINFILE.length).split(/[?#]/)[0]!;
  try {
    return decodeURIComponent(path).replace(/^\/+/, '');
  } catch {
    return path;
  }
};

/** HTML with its `@@PLUGINFILE@@` references made media references. */
export async function withMedia(html: string, files: QuestionFiles, media: MoodleMedia): Promise<string> {
  if (!html.includes(PLUGINFILE)) return html;
  const doc = parseDocument(html, { decodeEntities: true });
  const load = async (src: string, kind: 'image' | 'audio', alt?: string) => {
    const name = fileName(src);
    const data = files.get(name) ?? files.get(name.split('/').at(-1)!);
    if (data === undefined) throw new SkipItem('damaged_item', name);
    return media.add(kind, name.split('/').at(-1)!, data, alt);
  };
  const replace = (node: Element, nodes: ChildNode[]) => {
    const siblings = node.parent!.children;
    const at = siblings.indexOf(node);
    siblings.splice(at, 1, ...nodes);
    for (const n of nodes) n.parent = node.parent;
  };
  const audioTag = (index: number) => parseDocument(MediaCollector.tag('audio', index)).children;

  const visit = async (nodes: ChildNode[]) => {
    for (const node of [...nodes]) {
      if (!isTag(node)) continue;
      const src = node.attribs.src ?? '';
      const href = node.attribs.href ?? '';
      if (node.name === 'img' && src.startsWith(PLUGINFILE)) {
        const kind = mediaKindOf(fileName(src));
        if (kind !== 'image') replace(node, []);
        else {
          const alt = altText(node.attribs.alt ?? node.attribs.title);
          node.attribs = { 'data-media-ref': String(await load(src, 'image', alt || undefined)), alt };
        }
      } else if (node.name === 'a' && href.startsWith(PLUGINFILE)) {
        const text = node.children;
        if (mediaKindOf(fileName(href)) === 'audio') replace(node, [...text, new Text(' '), ...audioTag(await load(href, 'audio'))]);
        else replace(node, text);
        await visit(text);
      } else if (node.name === 'audio') {
        const source = [src, ...node.children.filter(isTag).map((c) => c.attribs.src ?? '')].find((s) => s.startsWith(PLUGINFILE));
        if (source) replace(node, mediaKindOf(fileName(source)) === 'audio' ? audioTag(await load(source, 'audio')) : []);
      } else await visit(node.children);
    }
  };
  await visit(doc.children);
  return render(doc.children, { encodeEntities: 'utf8', decodeEntities: true });
}

/** A Moodle 1.9 question's picture (`<image>` and `<image_base64>`), as a paragraph of the stem. */
export async function legacyImage(question: XmlElement, media: MoodleMedia, imageName: string | undefined, base64: string | undefined): Promise<string> {
  const data = (base64 ?? '').replace(/\s+/g, '');
  if (data === '') return '';
  const name = (imageName ?? '').trim().split('/').at(-1) || `${attr(question, 'type') ?? 'question'}.png`;
  const index = await media.add('image', name, data);
  return `<p>${MediaCollector.tag('image', index)}</p>`;
}
