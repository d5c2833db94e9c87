// Answer keys as teachers write them: inline after a question ("Jawaban: B", "Kunci: B",
// "Answer: C", "Ans. photosynthesis", "Sagot: A"), and in a key part at the end: lines of pairs
// ("1. B  2. C  3. A", "1.B", "17 – c, 18 – a", "9. TRUE", "14. Jakarta") or a table (No |
// Jawaban, several pairs of columns side by side, "1. B" in each cell, or numbers in one row and
// letters in the next, or tab-separated lines under a "No | Kunci Jawaban | Skor" header as a .doc
// gives them), or one line after its label ("Kunci: 1.D 2.A 3.C", "Answer key: 1-D 2-A"). A
// "Jawab: ……" under a question is room to write in, never the key.
import type { TextRun } from '../../model.ts';
import { textOf } from './lines.ts';

const INLINE_KEY = /^\s*(?:kunci(?:\s+jawaban)?|jawaban(?:\s+(?:yang\s+)?benar)?|jawab|answer(?:\s+key)?|ans|correct\s+answer|key|sagot|tamang\s+sagot)\s*(?:[:=]|\.(?!\.)|\s-\s)\s*(.+)$/i;

/** The value of an inline key line ("Jawaban: B" → "B"), or null (also for an answer space, "Jawab: ……"). */
export function inlineKey(text: string): string | null {
  const m = INLINE_KEY.exec(text);
  return m && !isAnswerSpace(text) ? m[1]!.trim() : null;
}

const ANSWER_LABEL = /^\s*(?:jawab(?:an)?|answer|ans|sagot|kunci|key)\s*[:.=]?\s*/i;
const BLANK = /^[\s._…\-–—]*$/;

/**
 * Whether a line is only room to write the answer in: "Jawab: ……", "Answer: ____", "Sagot: ___
 * (2 points)", or a line of dots or underscores (at least 6 of them, so "...." of a dialogue
 * stays text). Such a line is never the answer key.
 */
export function isAnswerSpace(text: string): boolean {
  const withoutPoints = text.replace(/[([]\s*\d{1,3}\s*(?:poin|points?|pts?\.?|marks?|skor|nilai)\s*[)\]]\s*$/i, '');
  const label = ANSWER_LABEL.exec(withoutPoints);
  const rest = label && label[0].trim() !== '' ? withoutPoints.slice(label[0].length) : withoutPoints;
  const marks = rest.replace(/[^._…]/g, '').length;
  return BLANK.test(rest) && /[._…]/.test(rest) && (label?.[0].trim() ? marks >= 2 : marks >= 6);
}

const TRUE_WORDS = /^(?:b|benar|betul|t|true|tama|true\.|✓|yes|ya)$/i;
const FALSE_WORDS = /^(?:s|salah|f|false|mali|x|✗|no|tidak)$/i;

/** A true/false key value, or null when it is neither. */
export function truthOf(value: string): boolean | null {
  const v = value.trim().replace(/[.!]+$/, '');
  if (TRUE_WORDS.test(v)) return true;
  if (FALSE_WORDS.test(v)) return false;
  return null;
}

/** The option letter a key value names ("B", "b.", "(C)", "c. gaya gesek"), as an index, or null. */
export function letterOf(value: string): number | null {
  const m = /^\s*\(?([A-Ha-h])(?:[.)]|\s|$)/.exec(value);
  if (!m) return null;
  const rest = value.slice(m[0].length).trim();
  // "B" alone or "b. text" – not a word that merely starts with a letter ("a lot").
  if (rest !== '' && !/[.)]/.test(m[0])) return null;
  return 'abcdefgh'.indexOf(m[1]!.toLowerCase());
}

export interface KeyPair {
  number: number;
  value: string;
}

const PAIR_MARK = /(?:^|[\s,;|])(\d{1,3})(?:\s*(?:[.)]|\s[-–—]|[-–—])(?!\d)\s*|\t\s*)/g;

/** Number–answer pairs of one key line; a line with one number takes the rest of the line as its answer. */
export function keyPairs(text: string): KeyPair[] {
  const marks: { number: number; at: number; start: number }[] = [];
  PAIR_MARK.lastIndex = 0;
  for (let m = PAIR_MARK.exec(text); m; m = PAIR_MARK.exec(text)) {
    const lead = m[0].length - m[0].trimStart().length;
    marks.push({ number: Number(m[1]), at: m.index + lead, start: m.index + m[0].length });
  }
  if (marks.length === 0 || text.slice(0, marks[0]!.at).trim() !== '') return [];
  const pairs: KeyPair[] = [];
  // Later marks count only when they split short values ("1. B 2. C"), not inside an answer text.
  const kept = [marks[0]!];
  for (const mark of marks.slice(1)) {
    const value = text.slice(kept[kept.length - 1]!.start, mark.at).trim();
    const step = mark.number - kept[kept.length - 1]!.number;
    if (value !== '' && value.length <= 40 && step > 0 && step <= 12) kept.push(mark);
  }
  kept.forEach((mark, i) => {
    const value = text
      .slice(mark.start, i + 1 < kept.length ? kept[i + 1]!.at : text.length)
      .trim()
      .replace(/[,;|]$/, '')
      .trim();
    if (value !== '') pairs.push({ number: mark.number, value });
  });
  return pairs;
}

const KEY_LABEL = /^\W*(kunci(?:\s+jawaban)?|answer\s*keys?|answers?|keys?(?:\s+to\s+corrections?)?|susi(?:\s+(?:sa|ng)\s+pagwawasto)?|jawaban|sagot)\b([^\d\n]{0,40}?)(?=\d)/i;
const SHORT_VALUE = /^(?:\(?[A-Ha-h]\)?|TRUE|FALSE|Benar|Salah|B|S|T|F|TAMA|MALI|✓|✗)$/i;

/**
 * A key written on one line after its label ("Kunci: 1.D 2.A 3.C", "Kunci Jawaban: 1. D, 2. A",
 * "Answer key: 1-D 2-A", "Susi: 1.A 2.B"): at least two pairs, every answer a letter or true/false
 * word, numbers rising. Null for an inline key of one question ("Kunci: B", "Jawaban: 1) bernapas
 * … 2) bertelur"). `qualifier` is what stands between the label and the first pair ("Pilihan Ganda").
 */
export function labelledKeyPairs(text: string): { pairs: KeyPair[]; qualifier: string } | null {
  const m = KEY_LABEL.exec(text);
  if (!m) return null;
  const qualifier = m[2]!.replace(/^[\s:.=\-–]+|[\s:.=\-–]+$/g, '');
  const pairs = keyPairs(text.slice(m[0].length));
  if (qualifier.split(/\s+/).length > 4 || pairs.length < 2 || !pairs.every((p) => SHORT_VALUE.test(p.value))) return null;
  if (!pairs.every((p, i) => i === 0 || p.number > pairs[i - 1]!.number)) return null;
  return { pairs, qualifier };
}

const isNumberCell = (s: string) => /^\d{1,3}\.?$/.test(s.trim());

/** Key pairs of a key table. */
export function tablePairs(rows: readonly TextRun[][][]): KeyPair[] {
  const grid = rows.map((row) => row.map((cell) => textOf(cell).replace(/\s+/g, ' ').trim()));
  const pairs: KeyPair[] = [];
  // Numbers in one row, answers in the row below.
  for (let r = 0; r + 1 < grid.length; r++) {
    const numbers = grid[r]!;
    const values = grid[r + 1]!;
    const numberCells = numbers.filter(isNumberCell).length;
    if (numberCells >= 3 && numberCells >= numbers.length - 1 && values.length === numbers.length && !values.some(isNumberCell)) {
      numbers.forEach((n, c) => {
        if (isNumberCell(n) && values[c]) pairs.push({ number: parseInt(n, 10), value: values[c]! });
      });
      r++;
    }
  }
  if (pairs.length > 0) return pairs;
  for (const row of grid) {
    for (let c = 0; c < row.length; c++) {
      const cell = row[c]!;
      if (isNumberCell(cell) && c + 1 < row.length) {
        const value = row[c + 1]!;
        if (value !== '' && !isNumberCell(value)) pairs.push({ number: parseInt(cell, 10), value });
        c++;
      } else if (cell !== '') {
        pairs.push(...keyPairs(cell));
      }
    }
  }
  return pairs;
}

const KEY_HEADER = /^(?:kunci(?:\s+jawaban)?|jawaban|jwb\.?|answers?|keys?|sagot|susi|(?:kunci\s+jawaban\s*\/\s*)?pedoman\s+(?:penskoran|penilaian)|rubri[ck]|model\s+answers?|expected\s+answers?|jawaban\s+yang\s+diharapkan)$/i;
const NUMBER_HEADER = /^(?:no\.?|nomor|nomor\s+soal|item(?:\s+no\.?)?|number|#|bilang|blg\.?)$/i;

/**
 * The number and key columns of a key table's header row given as cells (No | Kunci Jawaban |
 * Skor), or null when the row is not such a header.
 */
export function keyColumns(cells: readonly string[]): { number: number; key: number; count: number } | null {
  const trimmed = cells.map((c) => c.trim());
  const number = trimmed.findIndex((h) => NUMBER_HEADER.test(h));
  const key = trimmed.findIndex((h) => KEY_HEADER.test(h));
  if (number < 0 || key < 0 || trimmed.some((h) => QUESTION_HEADER.test(h))) return null;
  return { number, key, count: trimmed.length };
}

/** The pair of a key table's row given as cells, read by the header's columns, or null. */
export function columnPair(cells: readonly string[], columns: { number: number; key: number; count: number }): KeyPair | null {
  if (cells.length !== columns.count) return null;
  const number = cells[columns.number]!.trim();
  const value = cells[columns.key]!.replace(/\s+/g, ' ').trim();
  if (!isNumberCell(number) || value === '') return null;
  return { number: parseInt(number, 10), value };
}

/** Whether a table reads as an answer key by its header row (No | Jawaban …). */
export function isKeyTable(rows: readonly TextRun[][][]): boolean {
  const header = (rows[0] ?? []).map((cell) => textOf(cell).trim());
  return header.some((h) => KEY_HEADER.test(h)) && header.some((h) => NUMBER_HEADER.test(h)) && !header.some((h) => QUESTION_HEADER.test(h));
}

export const QUESTION_HEADER = /^(?:soal|pertanyaan|butir\s+soal|question|questions|items?|tanong)$/i;
