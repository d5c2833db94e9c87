// One slide's XML (ppt/slides/slideN.xml) → blocks, streamed through saxes (exceljs' XML parser,
// as the spreadsheet reader uses it). What is read, in the order of the shape tree:
//   - the title placeholder (p:ph type title/ctrTitle) → the slide's title and a level-1 heading,
//     put first whatever its place in the tree (a second title shape gives a level-2 heading);
//   - text frames (p:sp/p:txBody) → one paragraph per a:p with its runs (a:rPr b/i/u), a:br as a
//     '\n' run; a bullet (a:buChar, a:buBlip, or a body placeholder's inherited bullet unless
//     a:buNone) or a number (a:buAutoNum) makes it a list item at a:pPr lvl;
//   - tables (a:tbl) → a table block, a cell's paragraphs joined with '\n' runs, a merged-over
//     cell (hMerge/vMerge) an empty one so the columns stay aligned;
//   - pictures (p:pic) → a reference to the image part by its relationship id, with the
//     description (cNvPr descr, else title) as alt; pptx.ts fetches the bytes;
//   - Office math (a14:m, m:oMath) → its text as `[% … %]`.
// Date, footer, slide-number and header placeholders are skipped, as is everything in an
// mc:Fallback (the same content again, older). Notes live in other parts, never read here.
import { createRequire } from 'node:module';
import { DocumentReadError, type Block, type ListInfo, type TextRun } from './model.ts';

/** A picture found on the slide, fetched by pptx.ts through the slide's relationships. */
export interface SlidePicture {
  kind: 'picture';
  rId: string;
  alt?: string;
}

export interface ParsedSlide {
  title?: string;
  blocks: (Block | SlidePicture)[];
}

/** Characters of text one document may hold in all (a deck has far fewer). */
export const MAX_TEXT_CHARS = 2_000_000;
/**
 * Deepest element nesting a slide may have (a real one nests groups a few levels, under 40 in
 * all): saxes resolves namespaces through one scope per open element, so a hostile slide nested
 * 50,000 deep costs seconds before anything is read; past this it is refused as corrupt.
 */
export const MAX_XML_DEPTH = 256;

/** Counts the text read across slides; past MAX_TEXT_CHARS, DocumentReadError('too_large'). */
export class TextBudget {
  private used = 0;
  private readonly max: number;
  constructor(max = MAX_TEXT_CHARS) {
    this.max = max;
  }
  take(n: number) {
    this.used += n;
    if (this.used > this.max) throw new DocumentReadError('too_large', `more than ${this.max} characters of text`);
  }
}

interface SaxAttr {
  value: string;
  local: string;
  uri: string;
}
interface SaxTag {
  local: string;
  uri: string;
  attributes: Record<string, SaxAttr>;
}
interface SaxParser {
  on(event: 'opentag' | 'closetag', handler: (tag: SaxTag) => void): void;
  on(event: 'text' | 'cdata', handler: (text: string) => void): void;
  on(event: 'error', handler: (err: Error) => void): void;
  write(chunk: string): SaxParser;
  close(): SaxParser;
}
const requireFromExcel = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const { SaxesParser } = requireFromExcel('saxes') as { SaxesParser: new (opts: { xmlns: boolean }) => SaxParser };

// Transitional and Strict OOXML name the same parts with different namespace URIs.
type Ns = 'p' | 'a' | 'r' | 'mc' | 'm' | 'other';
function ns(uri: string): Ns {
  if (/presentationml(\/2006)?\/main$/.test(uri)) return 'p';
  if (/drawingml(\/2006)?\/main$/.test(uri)) return 'a';
  if (/officeDocument\/2006\/relationships$/.test(uri) || uri === 'http://purl.oclc.org/ooxml/officeDocument/relationships') return 'r';
  if (uri === 'http://schemas.openxmlformats.org/markup-compatibility/2006') return 'mc';
  if (/officeDocument\/2006\/math$/.test(uri) || uri === 'http://purl.oclc.org/ooxml/officeDocument/math') return 'm';
  return 'other';
}
const attr = (tag: SaxTag, local: string, space?: Ns): string | undefined => {
  for (const a of Object.values(tag.attributes)) {
    if (a.local === local && (space ? ns(a.uri) === space : a.uri === '')) return a.value;
  }
  return undefined;
};
const isOn = (v: string | undefined) => v !== undefined && v !== '0' && v !== 'false';

const TITLE_TYPES = new Set(['title', 'ctrTitle']);
const SKIPPED_TYPES = new Set(['dt', 'ftr', 'sldNum', 'hdr']);
/** Placeholders whose paragraphs are bulleted by the master unless a:buNone says otherwise. */
const BULLETED_TYPES = new Set(['body', 'obj']);

interface Para {
  runs: TextRun[];
  level: number;
  bullet?: 'none' | 'bullet' | 'number';
}
interface Shape {
  /** The placeholder type ('obj' when p:ph has none), undefined for a shape that is no placeholder. */
  ph?: string;
  paras: Para[];
}
interface Run {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  text: string;
}

/** Adjacent runs of one formatting merged; the paragraph's outer whitespace trimmed. */
function tidyRuns(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const r of runs) {
    const last = out.at(-1);
    if (last && !!last.bold === !!r.bold && !!last.italic === !!r.italic && !!last.underline === !!r.underline) last.text += r.text;
    else out.push({ ...r });
  }
  if (out[0]) out[0].text = out[0].text.trimStart();
  const end = out.at(-1);
  if (end) end.text = end.text.trimEnd();
  return out.filter((r) => r.text !== '');
}

const textRun = (r: Run): TextRun => ({ text: r.text, ...(r.bold ? { bold: true } : {}), ...(r.italic ? { italic: true } : {}), ...(r.underline ? { underline: true } : {}) });

const plain = (runs: TextRun[]) => runs.map((r) => r.text).join('');

/** Parses one slide's XML. Throws DocumentReadError('corrupt') on XML that does not parse. */
export function parseSlide(xml: string, budget: TextBudget): ParsedSlide {
  const parser = new SaxesParser({ xmlns: true });
  let failure: Error | null = null;

  const titleBlocks: Block[] = [];
  const blocks: (Block | SlidePicture)[] = [];
  let title: string | undefined;

  let fallbackDepth = 0; // inside mc:Fallback: skipped
  let shape: Shape | null = null;
  let para: Para | null = null;
  let inPPr = false;
  let run: Run | null = null;
  let inText = false;
  let math: string | null = null;
  let inMathText = false;
  // Tables
  let table: TextRun[][][] | null = null;
  let row: TextRun[][] | null = null;
  let cell: TextRun[][] | null = null;
  // Pictures
  let picture: { alt?: string; rId?: string } | null = null;

  const pushRuns = (runs: TextRun[]) => {
    if (para) para.runs.push(...runs);
  };

  const finishShape = (s: Shape) => {
    const type = s.ph;
    if (type && SKIPPED_TYPES.has(type)) return;
    const paras = s.paras.map((p) => ({ ...p, runs: tidyRuns(p.runs) })).filter((p) => plain(p.runs).trim() !== '');
    if (paras.length === 0) return;
    if (type && TITLE_TYPES.has(type)) {
      // A title's paragraphs (and line breaks) read as one line.
      const runs = tidyRuns(paras.flatMap((p, i) => (i === 0 ? p.runs : [{ text: ' ' }, ...p.runs])).map((r) => ({ ...r, text: r.text.replace(/\s*\n\s*/g, ' ') })));
      if (title === undefined) {
        title = plain(runs);
        titleBlocks.push({ kind: 'heading', level: 1, runs });
      } else blocks.push({ kind: 'heading', level: 2, runs });
      return;
    }
    const inherited = type !== undefined && BULLETED_TYPES.has(type);
    for (const p of paras) {
      const bullet = p.bullet ?? (inherited ? 'bullet' : 'none');
      const list: ListInfo | undefined = bullet === 'none' ? undefined : { ordered: bullet === 'number', level: p.level };
      blocks.push({ kind: 'paragraph', runs: p.runs, ...(list ? { list } : {}) });
    }
  };

  parser.on('error', (err) => (failure ??= err));
  let depth = 0;
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > MAX_XML_DEPTH) throw new DocumentReadError('corrupt', `slide XML nested deeper than ${MAX_XML_DEPTH}`);
    const space = ns(tag.uri);
    const name = tag.local;
    if (fallbackDepth > 0 || (space === 'mc' && name === 'Fallback')) {
      fallbackDepth += 1;
      return;
    }
    if (space === 'm') {
      if (name === 'oMath' && math === null) math = '';
      else if (name === 't' && math !== null) inMathText = true;
      return;
    }
    if (space === 'p') {
      if (name === 'sp') shape = { paras: [] };
      else if (name === 'ph' && shape) shape.ph = attr(tag, 'type') ?? 'obj';
      else if (name === 'pic') picture = {};
      else if (name === 'cNvPr' && picture) {
        // A description left empty says nothing: the title is the next best (as Word's pictures read).
        const alt = (attr(tag, 'descr') ?? '').trim() || (attr(tag, 'title') ?? '').trim();
        if (alt) picture.alt = alt;
      }
      return;
    }
    if (space !== 'a') return;
    switch (name) {
      case 'tbl':
        table = [];
        break;
      case 'tr':
        if (table) row = [];
        break;
      case 'tc':
        if (row) {
          cell = [];
          if (isOn(attr(tag, 'hMerge')) || isOn(attr(tag, 'vMerge'))) cell.push([]);
        }
        break;
      case 'p':
        para = { runs: [], level: 0 };
        break;
      case 'pPr':
        if (para) {
          inPPr = true;
          const lvl = Number(attr(tag, 'lvl') ?? 0);
          para.level = Number.isInteger(lvl) && lvl >= 0 && lvl <= 8 ? lvl : 0;
        }
        break;
      case 'buNone':
        if (para && inPPr) para.bullet = 'none';
        break;
      case 'buChar':
      case 'buBlip':
        if (para && inPPr) para.bullet = 'bullet';
        break;
      case 'buAutoNum':
        if (para && inPPr) para.bullet = 'number';
        break;
      case 'r':
      case 'fld':
        if (para) run = { bold: false, italic: false, underline: false, text: '' };
        break;
      case 'rPr':
        if (run) {
          run.bold = isOn(attr(tag, 'b'));
          run.italic = isOn(attr(tag, 'i'));
          const u = attr(tag, 'u');
          run.underline = u !== undefined && u !== 'none';
        }
        break;
      case 't':
        if (run) inText = true;
        break;
      case 'br':
        pushRuns([{ text: '\n' }]);
        break;
      case 'blip':
        if (picture) picture.rId = attr(tag, 'embed', 'r') ?? picture.rId;
        break;
    }
  });
  parser.on('text', (text) => {
    if (fallbackDepth > 0) return;
    if (inText && run) {
      budget.take(text.length);
      run.text += text.replace(/_x000B_|\v/g, '\n');
    } else if (inMathText && math !== null) {
      budget.take(text.length);
      math += text;
    }
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (fallbackDepth > 0) {
      fallbackDepth -= 1;
      return;
    }
    const space = ns(tag.uri);
    const name = tag.local;
    if (space === 'm') {
      if (name === 't') inMathText = false;
      else if (name === 'oMath' && math !== null) {
        if (math.trim()) pushRuns([{ text: `[% ${math.trim()} %]` }]);
        math = null;
      }
      return;
    }
    if (space === 'p') {
      if (name === 'sp' && shape) {
        finishShape(shape);
        shape = null;
      } else if (name === 'pic' && picture) {
        if (picture.rId) blocks.push({ kind: 'picture', rId: picture.rId, ...(picture.alt ? { alt: picture.alt } : {}) });
        picture = null;
      }
      return;
    }
    if (space !== 'a') return;
    switch (name) {
      case 't':
        inText = false;
        break;
      case 'r':
      case 'fld':
        if (run && para) para.runs.push(textRun(run));
        run = null;
        break;
      case 'pPr':
        inPPr = false;
        break;
      case 'p':
        if (para) {
          if (cell) cell.push(tidyRuns(para.runs));
          else if (shape) shape.paras.push(para);
        }
        para = null;
        break;
      case 'tc':
        if (row && cell) {
          const paras = cell.filter((runs, i) => runs.length > 0 || i === 0);
          row.push(paras.flatMap((runs, i) => (i === 0 ? runs : [{ text: '\n' }, ...runs])));
        }
        cell = null;
        break;
      case 'tr':
        if (table && row) table.push(row);
        row = null;
        break;
      case 'tbl':
        if (table && table.some((r) => r.some((c) => plain(c).trim() !== ''))) blocks.push({ kind: 'table', rows: table });
        table = null;
        break;
    }
  });

  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof DocumentReadError) throw err;
    failure ??= err as Error;
  }
  if (failure) throw new DocumentReadError('corrupt', `slide XML: ${failure.message}`);
  return { ...(title !== undefined ? { title } : {}), blocks: [...titleBlocks, ...blocks] };
}
