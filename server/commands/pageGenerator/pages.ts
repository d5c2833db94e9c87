// One page of a read document (readers/documents/model.ts: a PDF page or a slide) as a text
// page (chapter) the editor opens as if a teacher had typed it (spec §2 "Topic buttons": upload
// a file to generate chapter text): its title from the page's own title, else its first
// heading, else "Page N" / "Slide N", cut to the name limit; its content real rich text in the
// stored form of the editor (TipTap): headings h2/h3, paragraphs with strong/em/u, lists nested
// by level, tables with a paragraph in each cell, images stored as the organization's 'image'
// uploads and referenced as the editor references media
// (`<img src="/files/…" data-media-id="N">`), all through the sanitizer. A page with neither
// text nor images makes no page.
import { IMAGE_MAX_WIDTH } from '../../../domain/constants.ts';
import { NAME_MAX } from '../../../domain/schemas/courses.ts';
import { RICH_TEXT_MAX } from '../../../domain/schemas/content.ts';
import type { Language } from '../../i18n.ts';
import { escapeHtml, tableHtml, withMarks } from '../../readers/documents/html.ts';
import type { Block, DocumentImage, DocumentKind, DocumentPage, TextRun } from '../../readers/documents/model.ts';
import { runsText } from '../../readers/documents/model.ts';
import { sanitizeRichText } from '../../sanitize/richText.ts';

import type { StoredImage } from '../../documentImport/files.ts';

export type { StoredImage };

/** Stores one image; null when it cannot be stored (it is left out of the page). */
export type ImageStore = (image: DocumentImage) => Promise<StoredImage | null>;

export interface GeneratedPage {
  title: string;
  /** Sanitized HTML, the stored form. */
  content: string;
}

/** Lists nest at most this deep; deeper items stay at this level. */
const MAX_LIST_DEPTH = 8;

/** Spaces and control characters collapsed, as a one-line name. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

/** At most NAME_MAX characters, cut at a word when one ends near the limit, with an ellipsis. */
export function cutTitle(title: string, max = NAME_MAX): string {
  const line = oneLine(title);
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max * 0.6 ? room.slice(0, space) : room).trimEnd()}…`;
}

const fallbackTitle: Record<'page' | 'slide', Record<Language, (n: number) => string>> = {
  page: { en: (n) => `Page ${n}`, id: (n) => `Halaman ${n}` },
  slide: { en: (n) => `Slide ${n}`, id: (n) => `Slide ${n}` },
};

/** The runs as inline HTML: bold, italic and underline marks; a '\n' inside a run is a line break. */
export function runsHtml(runs: readonly TextRun[]): string {
  let out = '';
  for (const run of runs) {
    if (!run.text) continue;
    out += withMarks(run.text.split('\n').map(escapeHtml).join('<br>'), run);
  }
  return out;
}

const hasText = (runs: readonly TextRun[]) => runsText(runs).trim() !== '';

function imageHtml(image: DocumentImage, stored: StoredImage): string {
  let size = '';
  if (image.width && image.height && image.width > 0 && image.height > 0) {
    const scale = Math.min(1, IMAGE_MAX_WIDTH / image.width);
    size = ` width="${Math.round(image.width * scale)}" height="${Math.round(image.height * scale)}"`;
  }
  const alt = image.alt ? oneLine(image.alt).slice(0, 500) : '';
  return `<img src="${escapeHtml(stored.src)}" alt="${escapeHtml(alt)}"${size} data-media-id="${stored.id}">`;
}

/** Writes consecutive list paragraphs as nested <ul>/<ol>, every open list with an open <li>. */
class ListWriter {
  private stack: ('ul' | 'ol')[] = [];
  out = '';

  item(level: number, ordered: boolean, html: string): void {
    const depth = Math.max(0, Math.min(MAX_LIST_DEPTH - 1, Math.floor(level))) + 1;
    const tag = ordered ? 'ol' : 'ul';
    if (this.stack.length > depth) this.closeTo(depth);
    if (this.stack.length === depth) {
      if (this.stack[depth - 1] === tag) this.out += '</li>';
      else this.closeTo(depth - 1);
    }
    while (this.stack.length < depth) {
      this.out += `<${tag}>`;
      this.stack.push(tag);
      // A level skipped in the source: an item with nothing of its own holds the deeper list.
      if (this.stack.length < depth) this.out += '<li><p></p>';
    }
    this.out += `<li><p>${html}</p>`;
  }

  /** Closes every list deeper than `depth`. */
  closeTo(depth: number): void {
    while (this.stack.length > depth) this.out += `</li></${this.stack.pop()}>`;
  }

  flush(): string {
    this.closeTo(0);
    const html = this.out;
    this.out = '';
    return html;
  }
}

/** The page's title as the source marks it, else its first heading; and whether that heading is the title. */
function pageTitle(page: DocumentPage): { title: string; headingIndex: number } {
  const given = oneLine(page.title ?? '');
  const first = page.blocks.findIndex((b) => b.kind === 'heading' && hasText(b.runs));
  const firstText = first >= 0 ? oneLine(runsText((page.blocks[first] as Extract<Block, { kind: 'heading' }>).runs)) : '';
  if (given) return { title: given, headingIndex: firstText === given && first === firstContentIndex(page) ? first : -1 };
  if (firstText) return { title: firstText, headingIndex: first === firstContentIndex(page) ? first : -1 };
  return { title: '', headingIndex: -1 };
}

/** The first block that shows anything. */
function firstContentIndex(page: DocumentPage): number {
  return page.blocks.findIndex((b) => (b.kind === 'image' ? true : b.kind === 'table' ? b.rows.some((r) => r.some(hasText)) : hasText(b.runs)));
}

/** True when the page shows neither text nor images nor a title: it makes no page. */
export function isEmptyPage(page: DocumentPage): boolean {
  return firstContentIndex(page) < 0 && oneLine(page.title ?? '') === '';
}

export interface SourcePageInput {
  page: DocumentPage;
  /** 1-based number of the page or slide in the document. */
  number: number;
  kind: DocumentKind;
  language: Language;
  storeImage: ImageStore;
}

/** The page as a text page, or null when it is empty. Images are stored as they are met. */
export async function pageFromSource(input: SourcePageInput): Promise<GeneratedPage | null> {
  const { page } = input;
  if (isEmptyPage(page)) return null;
  const found = pageTitle(page);
  const unit = input.kind === 'ppt' || input.kind === 'pptx' ? 'slide' : 'page';
  const title = cutTitle(found.title || fallbackTitle[unit][input.language](input.number));

  const parts: string[] = [];
  let size = 0;
  const list = new ListWriter();
  const push = (html: string) => {
    if (!html || size + html.length > RICH_TEXT_MAX) return;
    parts.push(html);
    size += html.length;
  };
  for (const [i, block] of page.blocks.entries()) {
    // The heading that became the title is not repeated as the first line of the page.
    if (i === found.headingIndex) continue;
    if (block.kind === 'paragraph' && block.list) {
      if (hasText(block.runs)) list.item(block.list.level, block.list.ordered, runsHtml(block.runs));
      continue;
    }
    push(list.flush());
    if (block.kind === 'heading') {
      if (hasText(block.runs)) {
        const tag = block.level === 1 ? 'h2' : 'h3';
        push(`<${tag}>${runsHtml(block.runs)}</${tag}>`);
      }
    } else if (block.kind === 'paragraph') {
      if (hasText(block.runs)) push(`<p>${runsHtml(block.runs)}</p>`);
    } else if (block.kind === 'table') {
      push(tableHtml(block.rows, runsHtml));
    } else {
      const stored = await input.storeImage(block.image);
      if (stored) push(imageHtml(block.image, stored));
    }
  }
  push(list.flush());
  // A slide with nothing but its title (a section divider) shows its title on the page.
  if (parts.length === 0) {
    if (!found.title) return null;
    push(`<h2>${escapeHtml(oneLine(found.title))}</h2>`);
  }
  const content = sanitizeRichText(parts.join(''));
  return { title, content };
}
