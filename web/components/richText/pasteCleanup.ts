// Pasted HTML, made fit for the editor. Word (desktop, via Chrome or Firefox) writes its own
// dialect: conditional comments, <o:p> and other namespaced tags, `mso-` styles, and lists
// as paragraphs with a typed-in bullet (`mso-list: l0 level2`). Here the dialect goes and
// those paragraphs become real nested <ul>/<ol>, so headings, lists, bold/italic and tables
// survive as structure. TipTap's own HTML parsing does the rest. Images that point at the
// teacher's disk (file://, Word's clip_image) cannot be fetched and are dropped; math text
// becomes formulas.
import { markMathIn } from './extensions/mathMarkup.ts';

const WORD_MARKERS = /class=["']?Mso|urn:schemas-microsoft-com:office|<o:p>|mso-[a-z-]+\s*:/i;

/** Whether pasted HTML comes from Microsoft Word (or another Office program). */
export function looksLikeWord(html: string): boolean {
  return WORD_MARKERS.test(html);
}

/** Text-level clean-up before parsing: what a DOM parser would keep as nonsense. */
function stripWordMarkup(html: string): string {
  return (
    html
      // Conditional comments with their content (VML shapes, list fallbacks for old IE).
      .replace(/<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi, '')
      // Down-level revealed markers: keep what is between them.
      .replace(/<!\[if[^\]]*\]>|<!\[endif\]>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?(?:o|w|v|m|st1):[^>]*>/gi, '')
      .replace(/<(style|xml|title)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<(?:meta|link)\b[^>]*>/gi, '')
  );
}

const ORDERED_MARKER = /^\(?([0-9]{1,3}|[a-zA-Z]|[ivxlcdmIVXLCDM]{1,6})[.)]$/;

type ListParagraph = { element: HTMLElement; level: number; list: string; ordered: boolean };

/** A Word list paragraph (`mso-list: l0 level1 lfo1`), with its marker removed. */
function readListParagraph(element: Element): ListParagraph | null {
  if (element.tagName !== 'P' && !/^H[1-6]$/.test(element.tagName)) return null;
  const style = element.getAttribute('style') ?? '';
  const m = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(style);
  if (!m) return null;
  const ignored = [...element.querySelectorAll('span')].filter((span) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''));
  const marker = ignored
    .map((span) => span.textContent ?? '')
    .join('')
    .replace(/[\s\u00a0]+/g, '');
  for (const span of ignored) {
    // The marker's span sits inside a font span Word adds for the bullet glyph: drop both.
    const parent = span.parentElement;
    span.remove();
    if (parent && parent !== element && parent.tagName === 'SPAN' && (parent.textContent ?? '').trim() === '') parent.remove();
  }
  return { element: element as HTMLElement, level: Number(m[2]), list: m[1]!, ordered: ORDERED_MARKER.test(marker) };
}

/** Replaces runs of Word list paragraphs under `parent` with nested lists. */
function buildLists(parent: Element, doc: Document): void {
  const children = [...parent.children];
  let index = 0;
  while (index < children.length) {
    const first = readListParagraph(children[index]!);
    if (!first) {
      index++;
      continue;
    }
    const run: ListParagraph[] = [first];
    let next = index + 1;
    while (next < children.length) {
      const item = readListParagraph(children[next]!);
      if (!item) break;
      run.push(item);
      next++;
    }
    const root = doc.createElement('div');
    const stack: Array<{ level: number; list: HTMLElement; ordered: boolean }> = [];
    for (const item of run) {
      while (stack.length && stack[stack.length - 1]!.level > item.level) stack.pop();
      let top = stack[stack.length - 1];
      if (top && top.level === item.level && top.ordered !== item.ordered) {
        stack.pop();
        top = undefined;
      }
      if (!top || top.level < item.level) {
        const list = doc.createElement(item.ordered ? 'ol' : 'ul');
        const host = stack[stack.length - 1]?.list.lastElementChild ?? root;
        host.append(list);
        top = { level: item.level, list, ordered: item.ordered };
        stack.push(top);
      }
      const li = doc.createElement('li');
      const p = doc.createElement('p');
      p.append(...item.element.childNodes);
      li.append(p);
      top.list.append(li);
    }
    children[index]!.before(...root.childNodes);
    for (const item of run) item.element.remove();
    index = next;
  }
  for (const child of parent.children) if (child.children.length) buildLists(child, doc);
}

/** Word's style names that are headings in all but tag. */
const WORD_HEADING_CLASSES: Record<string, string> = { MsoTitle: 'h1', MsoSubtitle: 'h2' };

function cleanAttributes(root: Element): void {
  for (const el of root.querySelectorAll('*')) {
    const style = el.getAttribute('style');
    if (style !== null) {
      const kept = style
        .split(';')
        .map((rule) => rule.trim())
        .filter((rule) => rule && !/^mso-|^tab-stops|^font-family|^font-size|^line-height|^margin|^text-indent/i.test(rule));
      if (kept.length) el.setAttribute('style', kept.join('; '));
      else el.removeAttribute('style');
    }
    const className = el.getAttribute('class');
    if (className !== null && /Mso/i.test(className)) el.removeAttribute('class');
    el.removeAttribute('lang');
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src') ?? '';
      if (!/^https?:\/\//i.test(src) && !src.startsWith('/files/')) el.remove();
    }
  }
}

/** Pasted HTML → HTML the editor's schema reads well. */
export function cleanPastedHtml(html: string): string {
  if (typeof document === 'undefined') return html;
  const word = looksLikeWord(html);
  const template = document.createElement('template');
  template.innerHTML = word ? stripWordMarkup(html) : html;
  const root = template.content;
  if (word) {
    for (const [className, tag] of Object.entries(WORD_HEADING_CLASSES)) {
      for (const p of root.querySelectorAll(`p.${className}`)) {
        const heading = document.createElement(tag);
        heading.append(...p.childNodes);
        p.replaceWith(heading);
      }
    }
    const wrapper = document.createElement('div');
    wrapper.append(root);
    buildLists(wrapper, document);
    cleanAttributes(wrapper);
    markMathIn(wrapper);
    return wrapper.innerHTML;
  }
  const wrapper = document.createElement('div');
  wrapper.append(root);
  for (const img of wrapper.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (!/^https?:\/\//i.test(src) && !src.startsWith('/files/')) img.remove();
  }
  markMathIn(wrapper);
  return wrapper.innerHTML;
}
