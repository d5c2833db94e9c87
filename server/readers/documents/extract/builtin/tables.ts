// What a table in an exam paper is: the answer key (No | Jawaban), a question bank laid out in
// a table (No | Soal | Kunci: each row a question with its options and key), or layout (a
// matching exercise in two columns, options side by side, the school's header): layout rows
// become lines, a row of one-line cells one line with its cells kept apart. A layout table of
// content (no option letters, no question numbers in its cells) inside a stem or a passage is
// kept whole (parse.ts).
import type { TextRun } from '../../model.ts';
import { QUESTION_HEADER, isKeyTable } from './keys.ts';
import { type Line, makeLine, splitRunLines, textOf } from './lines.ts';
import { parseNumber } from './numbering.ts';
import { parseOptions } from './options.ts';

export type TableKind = 'key' | 'questions' | 'layout';

const NUMBER_HEADER = /^(?:no\.?|nomor|#|number|item\s+no\.?|bilang)$/i;
const KEY_HEADER = /^(?:kunci(?:\s+jawaban)?|jawaban|answers?|keys?|sagot|susi)$/i;

export function tableKind(rows: readonly TextRun[][][]): TableKind {
  const header = (rows[0] ?? []).map((cell) => textOf(cell).trim());
  if (header.some((h) => QUESTION_HEADER.test(h))) return 'questions';
  if (isKeyTable(rows)) return 'key';
  return 'layout';
}

/** A question-bank table as the lines a paper would have: "N. stem", options, "Kunci: X". */
export function questionTableLines(rows: readonly TextRun[][][]): Line[] {
  const header = (rows[0] ?? []).map((cell) => textOf(cell).trim());
  const numberCol = header.findIndex((h) => NUMBER_HEADER.test(h));
  const questionCol = header.findIndex((h) => QUESTION_HEADER.test(h));
  const keyCol = header.findIndex((h) => KEY_HEADER.test(h));
  const out: Line[] = [];
  let counter = 0;
  for (const row of rows.slice(1)) {
    const stemLines = splitRunLines(row[questionCol] ?? []).filter((runs) => textOf(runs).trim() !== '');
    if (stemLines.length === 0) continue;
    const numberText = numberCol >= 0 ? textOf(row[numberCol] ?? []).trim() : '';
    const number = /^\d{1,3}\.?$/.test(numberText) ? parseInt(numberText, 10) : counter + 1;
    counter = number;
    stemLines.forEach((runs, i) => out.push(makeLine(i === 0 ? [{ text: `${number}. ` }, ...runs] : runs)));
    const key = keyCol >= 0 ? textOf(row[keyCol] ?? []).replace(/\s+/g, ' ').trim() : '';
    if (key !== '') out.push(makeLine([{ text: `Kunci: ${key}` }]));
  }
  return out;
}

/**
 * Whether a layout table is content to keep as a table when it stands in a stem or a passage: two
 * rows and two columns at least, and no cell that starts with an option letter or a question
 * number (options or matching items set side by side are read as lines).
 */
export function isContentTable(rows: readonly TextRun[][][]): boolean {
  if (rows.length < 2 || !rows.some((r) => r.length >= 2)) return false;
  return rows.every((row) =>
    row.every((cell) => {
      const first = splitRunLines(cell).map(textOf).find((t) => t.trim() !== '') ?? '';
      return parseOptions(first, null) === null && parseNumber(first) === null;
    }),
  );
}

/** A layout table as lines, row by row. */
export function layoutLines(rows: readonly TextRun[][][]): Line[] {
  const out: Line[] = [];
  for (const row of rows) {
    const cells = row.map((cell) => splitRunLines(cell).filter((runs) => textOf(runs).trim() !== ''));
    const filled = cells.filter((c) => c.length > 0);
    if (filled.length === 0) continue;
    if (filled.every((c) => c.length === 1) && filled.length > 1) {
      const runs: TextRun[] = [];
      filled.forEach((c, i) => {
        if (i > 0) runs.push({ text: '\t' });
        runs.push(...c[0]!);
      });
      out.push(makeLine(runs, { cells: filled.map((c) => c[0]!) }));
    } else {
      for (const c of filled) for (const runs of c) out.push(makeLine(runs));
    }
  }
  return out;
}
