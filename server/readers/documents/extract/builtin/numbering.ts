// Question numbers as teachers type them: "1.", "1)", "(1)", "1 .", "Soal 1.", "No. 1",
// "_____ 1." (a blank before the number to write the answer on, common in Philippine papers),
// "1.\t". The style is kept, so that statements numbered "1)" inside a question numbered "1."
// are not taken for questions.

export interface Numbered {
  number: number;
  /** How it is written: '.', ')', '()', 'soal', 'tab'. */
  style: string;
  /** Offset in the line's text where the question's own text starts. */
  rest: number;
}

const NUMBERED = /^[\s_]*(?:(soal|no\.?|nomor|item|question|tanong|bilang)\s*(?:no\.?\s*)?)?(\()?(\d{1,3})(?:\s*(\.|\))|(?=\t))(?!\d)/i;

export const MAX_QUESTION_NUMBER = 999;

/** The question number a line starts with, or null. */
export function parseNumber(text: string): Numbered | null {
  const m = NUMBERED.exec(text);
  if (!m) return null;
  const [whole, word, open, digits, punct] = m;
  const number = Number(digits);
  if (number < 1 || number > MAX_QUESTION_NUMBER) return null;
  let style: string;
  if (open) {
    if (punct !== ')') return null;
    style = '()';
  } else if (word) style = 'soal';
  else if (punct === ')') style = ')';
  else if (punct === '.') style = '.';
  else style = 'tab';
  // "Soal 1" needs no punctuation; "(1" needs its bracket; a number must be followed by space or the end.
  let rest = whole.length;
  const after = text.slice(rest);
  if (after !== '' && !/^[\s_]/.test(after) && !(style === '.' && /^[A-Za-z(“"'‘[]/.test(after))) return null;
  const blank = /^[\s_.…]*/.exec(after)![0];
  // A blank after the number ("1. ______ The …") is an answer line, not text.
  rest += /_/.test(blank) ? blank.length : (/^\s*/.exec(after)![0].length);
  return { number, style, rest };
}

/** A Roman numeral (I–XII) or a single capital letter used to head a part of the paper. */
export const PART_PREFIX = /^\s*(?:(?:bagian|part|test|tes|babak|bahagi|uri)\s+)?(?:[IVX]{1,4}|[A-H]|\d)\s*[.):-]?\s+|^\s*(?:bagian|part|test|tes|bahagi)\s+(?:[IVX]{1,4}|[A-H]|\d)\b\s*[.):-]?\s*/i;
