// HTML as mammoth writes it for a .docx (h1-h6, p, ul/ol/li, table/tr/td, strong/em/u, sup/sub,
// br, img) → blocks. Parsed with htmlparser2 (the parser sanitize-html already brings), never
// with patterns. Images are named by their src in `images` (the reader puts the bytes there and
// a placeholder src in the HTML); an image inside a paragraph comes as an image block right
// after that paragraph, one inside a table cell right after the table (cells hold runs only).
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { altText } from '../altText.ts';
import type { Block, DocumentImage, TextRun } from './model.ts';

interface Format {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  sup?: boolean;
  sub?: boolean;
}

export const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '+': '⁺', '-': '⁻', '−': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ',
};
export const SUBSCRIPT: Record<string, string> = {
  '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
  '+': '₊', '-': '₋', '−': '₋', '=': '₌', '(': '₍', ')': '₎',
};

/** x² stays x² (Unicode superscripts when every character has one), else x^(…) / x_(…). */
export function scripted(text: string, map: Record<string, string>, mark: string): string {
  const chars = [...text];
  if (chars.length > 0 && chars.every((c) => map[c] !== undefined)) return chars.map((c) => map[c]).join('');
  return text.trim() ? `${mark}(${text})` : text;
}

/** Runs of one paragraph, same-format neighbours merged. */
class Runs {
  readonly runs: TextRun[] = [];
  readonly images: DocumentImage[] = [];
  add(text: string, format: Format): void {
    if (!text) return;
    let t = text;
    if (format.sup) t = scripted(t, SUPERSCRIPT, '^');
    else if (format.sub) t = scripted(t, SUBSCRIPT, '_');
    const run: TextRun = { text: t };
    if (format.bold) run.bold = true;
    if (format.italic) run.italic = true;
    if (format.underline) run.underline = true;
    const last = this.runs.at(-1);
    if (last && !!last.bold === !!run.bold && !!last.italic === !!run.italic && !!last.underline === !!run.underline) {
      last.text += run.text;
    } else this.runs.push(run);
  }
  get blank(): boolean {
    return this.runs.every((r) => !r.text.trim());
  }
}

const HEADING = /^h([1-6])$/;
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'table', 'div', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article']);

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

class Converter {
  readonly blocks: Block[] = [];
  private readonly images: ReadonlyMap<string, DocumentImage>;
  constructor(images: ReadonlyMap<string, DocumentImage>) {
    this.images = images;
  }

  /** Inline content into `out`. */
  inline(node: ChildNode, format: Format, out: Runs): void {
    if (node.type === 'text') {
      out.add(node.data, format);
      return;
    }
    if (!isElement(node)) return;
    const tag = node.name.toLowerCase();
    if (tag === 'script' || tag === 'style') return;
    if (tag === 'br') {
      out.add('\n', {});
      return;
    }
    if (tag === 'img') {
      const image = this.images.get(node.attribs.src ?? '');
      // mammoth writes the picture's description (wp:docPr descr, else title) as the alt.
      const alt = image && !image.alt ? altText(node.attribs.alt) : '';
      if (image) out.images.push(alt ? { ...image, alt } : image);
      return;
    }
    const next: Format = { ...format };
    if (tag === 'strong' || tag === 'b') next.bold = true;
    else if (tag === 'em' || tag === 'i') next.italic = true;
    else if (tag === 'u') next.underline = true;
    else if (tag === 'sup') next.sup = true;
    else if (tag === 'sub') next.sub = true;
    else if (tag === 'p' || tag === 'li' || HEADING.test(tag)) {
      // A paragraph inside inline content (a list item's or a cell's): a new line.
      if (out.runs.length && !out.runs.at(-1)!.text.endsWith('\n')) out.add('\n', {});
    }
    for (const child of node.children) this.inline(child, next, out);
  }

  /** Block-level content: headings, paragraphs, lists, tables, images. */
  walk(nodes: readonly ChildNode[], level = 0): void {
    let loose = new Runs();
    const flushLoose = () => {
      this.paragraph(loose);
      loose = new Runs();
    };
    for (const node of nodes) {
      if (!isElement(node) || !BLOCK_TAGS.has(node.name.toLowerCase())) {
        this.inline(node, {}, loose);
        continue;
      }
      flushLoose();
      const tag = node.name.toLowerCase();
      const heading = HEADING.exec(tag);
      if (heading) {
        const runs = new Runs();
        for (const child of node.children) this.inline(child, {}, runs);
        if (!runs.blank) this.blocks.push({ kind: 'heading', level: Math.min(3, Number(heading[1])) as 1 | 2 | 3, runs: trimRuns(runs.runs) });
        this.pushImages(runs.images);
      } else if (tag === 'p') {
        const runs = new Runs();
        for (const child of node.children) this.inline(child, {}, runs);
        this.paragraph(runs);
      } else if (tag === 'ul' || tag === 'ol') {
        this.list(node, tag === 'ol', level);
      } else if (tag === 'table') {
        this.table(node);
      } else {
        this.walk(node.children, level);
      }
    }
    flushLoose();
  }

  private paragraph(runs: Runs, list?: { ordered: boolean; level: number }): void {
    if (!runs.blank) this.blocks.push({ kind: 'paragraph', runs: trimRuns(runs.runs), ...(list ? { list } : {}) });
    this.pushImages(runs.images);
  }

  private pushImages(images: DocumentImage[]): void {
    for (const image of images) this.blocks.push({ kind: 'image', image });
  }

  private list(node: Element, ordered: boolean, level: number): void {
    for (const item of node.children) {
      if (!isElement(item)) continue;
      const tag = item.name.toLowerCase();
      if (tag === 'ul' || tag === 'ol') {
        this.list(item, tag === 'ol', level + 1);
        continue;
      }
      if (tag !== 'li') continue;
      const runs = new Runs();
      const nested: Element[] = [];
      for (const child of item.children) {
        if (isElement(child) && (child.name === 'ul' || child.name === 'ol')) nested.push(child);
        else if (isElement(child) && child.name === 'table') {
          this.paragraph(runs, { ordered, level });
          this.table(child);
        } else this.inline(child, {}, runs);
      }
      this.paragraph(runs, { ordered, level });
      for (const sub of nested) this.list(sub, sub.name === 'ol', level + 1);
    }
  }

  private table(node: Element): void {
    const rows: TextRun[][][] = [];
    const images: DocumentImage[] = [];
    for (const tr of ownRows(node)) {
      const cells: TextRun[][] = [];
      for (const cell of tr.children) {
        if (!isElement(cell) || (cell.name !== 'td' && cell.name !== 'th')) continue;
        const runs = new Runs();
        for (const child of cell.children) this.inline(child, {}, runs);
        cells.push(trimRuns(runs.runs));
        images.push(...runs.images);
      }
      if (cells.length) rows.push(cells);
    }
    if (rows.length) this.blocks.push({ kind: 'table', rows });
    this.pushImages(images);
  }
}

/** The table's own rows (through thead/tbody/tfoot), not those of tables nested in its cells. */
function ownRows(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of table.children) {
    if (!isElement(child)) continue;
    if (child.name === 'tr') rows.push(child);
    else if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot') rows.push(...ownRows(child));
  }
  return rows;
}

/** Leading and trailing blank space and line breaks off a paragraph's runs. */
function trimRuns(runs: TextRun[]): TextRun[] {
  const out = runs.map((r) => ({ ...r }));
  while (out.length && !out[0]!.text.trim()) out.shift();
  while (out.length && !out.at(-1)!.text.trim()) out.pop();
  if (out.length) {
    out[0]!.text = out[0]!.text.replace(/^\s+/, '');
    out.at(-1)!.text = out.at(-1)!.text.replace(/\s+$/, '');
  }
  return out;
}

export function htmlToBlocks(html: string, images: ReadonlyMap<string, DocumentImage> = new Map()): Block[] {
  const doc = parseDocument(html, { decodeEntities: true });
  const converter = new Converter(images);
  converter.walk(doc.children);
  return converter.blocks;
}
