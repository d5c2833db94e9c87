// A read document as the lines a teacher sees on the paper: paragraphs split at their line breaks
// (options typed as "A. …<br>B. …" are one paragraph), headings, list items (Word's own numbering:
// the number itself is not in the text, the list level says what it is), images and tables
// (kept whole: tables.ts decides whether a table is a key, a question bank, or just layout).
// Each line keeps its runs, so a bold or underlined option still marks the key.
import type { DocumentImage, ListInfo, ReadDocument, TextRun } from '../../model.ts';

export interface Line {
  /** Runs without any '\n'. */
  runs: TextRun[];
  /** The plain text of the runs, tabs and non-breaking spaces made spaces, trimmed at the end. */
  text: string;
  list?: ListInfo;
  heading?: boolean;
  image?: DocumentImage;
  table?: TextRun[][][];
  /** For a table row flattened to one line: the runs of each cell. */
  cells?: TextRun[][];
}

const clean = (text: string) => text.replace(/[\u00a0\u2007\u202f]/g, ' ').replace(/\u200b/g, '');

export function textOf(runs: readonly TextRun[]): string {
  return clean(runs.map((r) => r.text).join('')).replace(/\s+$/, '');
}

export function makeLine(runs: TextRun[], extra: Partial<Line> = {}): Line {
  return { runs, text: textOf(runs), ...extra };
}

/** Runs cut at each '\n' into lines of runs. */
export function splitRunLines(runs: readonly TextRun[]): TextRun[][] {
  const out: TextRun[][] = [[]];
  for (const run of runs) {
    const parts = run.text.split(/\r?\n|\r|\v/);
    parts.forEach((part, i) => {
      if (i > 0) out.push([]);
      if (part !== '') out[out.length - 1]!.push({ ...run, text: part });
    });
  }
  return out;
}

/** The runs from plain-text offset `from` to `to` (offsets in the joined text of the runs). */
export function sliceRuns(runs: readonly TextRun[], from: number, to = Number.POSITIVE_INFINITY): TextRun[] {
  const out: TextRun[] = [];
  let at = 0;
  for (const run of runs) {
    const start = at;
    const end = at + run.text.length;
    at = end;
    if (end <= from || start >= to) continue;
    out.push({ ...run, text: run.text.slice(Math.max(0, from - start), Math.min(run.text.length, to - start)) });
  }
  return out.filter((r) => r.text !== '');
}

/** True when (nearly) every visible character of the runs has the formatting. */
export function allFormatted(runs: readonly TextRun[], format: 'bold' | 'underline'): boolean {
  let marked = 0;
  let total = 0;
  for (const run of runs) {
    const visible = run.text.replace(/[\s_.…:;,()]/g, '').length;
    total += visible;
    if (run[format]) marked += visible;
  }
  return total > 0 && marked / total >= 0.9;
}

/** Every line of the document, page after page. */
export function documentLines(document: ReadDocument): Line[] {
  const lines: Line[] = [];
  for (const page of document.pages ?? []) {
    for (const block of page.blocks ?? []) {
      switch (block.kind) {
        case 'heading':
          for (const runs of splitRunLines(block.runs ?? [])) pushText(lines, runs, { heading: true });
          break;
        case 'paragraph': {
          const parts = splitRunLines(block.runs ?? []);
          parts.forEach((runs, i) => pushText(lines, runs, i === 0 && block.list ? { list: block.list } : {}));
          break;
        }
        case 'table':
          if (Array.isArray(block.rows) && block.rows.length > 0) lines.push({ runs: [], text: '', table: block.rows });
          break;
        case 'image':
          if (block.image) lines.push({ runs: [], text: '', image: block.image });
          break;
        default:
          break;
      }
    }
  }
  return lines;
}

function pushText(lines: Line[], runs: TextRun[], extra: Partial<Line>): void {
  const line = makeLine(runs, extra);
  if (line.text.trim() === '' && !extra.list) return;
  lines.push(line);
}
