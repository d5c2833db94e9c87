// Answer keys as teachers write them: inline after a question ("Jawaban: B", "Kunci: B",
// "Answer: C", "Ans. photosynthesis", "Sagot: A"), and in a key part at the end: lines of pairs
// ("1. B  2. C  3. A", "1.B", "17 – c, 18 – a", "9. TRUE", "14. Jakarta") or a table (No |
// Jawaban, several pairs of columns side by side, "1. B" in each cell, or numbers in one row and
// letters in the next).
import type { TextRun } from '../../model.ts';
import { textOf } from './lines.ts';

const INLINE_KEY = /^\s*(?:kunci(?:\s+jawaban)?|jawaban(?:\s+(?:yang\s+)?benar)?|jawab|answer(?:\s+key)?|ans|correct\s+answer|key|sagot|tamang\s+sagot)\s*(?:[:=]|\.(?!\.)|\s-\s)\s*(.+)$/i;

/** The value of an inline key line ("Jawaban: B" → "B"), or null. */
export function inlineKey(text: string): string | null {
  const m = INLINE_KEY.exec(text);
  return m ? m[1]!.trim() : null;
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

const KEY_HEADER = /^(?:kunci(?:\s+jawaban)?|jawaban|jwb\.?|answers?|keys?|sagot|susi)$/i;
const NUMBER_HEADER = /^(?:no\.?|nomor|nomor\s+soal|item(?:\s+no\.?)?|number|#|bilang|blg\.?)$/i;

/** Whether a table reads as an answer key by its header row (No | Jawaban …). */
export function isKeyTable(rows: readonly TextRun[][][]): boolean {
  const header = (rows[0] ?? []).map((cell) => textOf(cell).trim());
  return header.some((h) => KEY_HEADER.test(h)) && header.some((h) => NUMBER_HEADER.test(h)) && !header.some((h) => QUESTION_HEADER.test(h));
}

export const QUESTION_HEADER = /^(?:soal|pertanyaan|butir\s+soal|question|questions|items?|tanong)$/i;
