// Answer options as teachers type them: "A.", "a)", "(A)", "A " / "A\t" (a bare letter, only
// where an option is expected), one per line or several on one line ("A. 2   B. 4   C. 6   D. 8",
// or two columns "a. … c. …" / "b. … d. …"), and a correct one marked with "*" or "✓".

export interface OptionMark {
  /** 0 for A. */
  index: number;
  /** Offset where the option's own text starts. */
  start: number;
  /** Offset where the marker starts. */
  at: number;
  upper: boolean;
  /** Marked correct by the teacher with "*" or "✓". */
  starred: boolean;
}

const LETTERS = 'abcdefgh';
const MARKER = /(^|[\s\t])(\*|✓)?\s*(?:\(([A-Ha-h])\)|([A-Ha-h])[.)])(?=\s|$)/g;
// A bare "A" needs a tab or two spaces after it: "A student …" is a sentence.
const BARE = /^\s*(\*|✓)?\s*(?:([A-H])(?:\t|\s{2,4})|([B-H])\s)(?=\S)/;

function indexOf(letter: string): number {
  return LETTERS.indexOf(letter.toLowerCase());
}

/** Every option marker in the line, in order. */
function markers(text: string): OptionMark[] {
  const out: OptionMark[] = [];
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
    const letter = (m[3] ?? m[4])!;
    const at = m.index + m[1]!.length;
    out.push({ index: indexOf(letter), start: m.index + m[0].length, at, upper: letter === letter.toUpperCase(), starred: Boolean(m[2]) });
  }
  return out;
}

/**
 * The options a line holds, when it is an option line: one marker at its start, or several
 * with increasing letters of one case (the first at the start). `expected` is the index the
 * next option of the question would have (a bare "A " is only an option then).
 */
export function parseOptions(text: string, expected: number | null): OptionMark[] | null {
  const found = markers(text);
  if (found.length > 0 && text.slice(0, found[0]!.at).trim() === '') {
    const run: OptionMark[] = [found[0]!];
    for (const mark of found.slice(1)) {
      const last = run[run.length - 1]!;
      if (mark.upper === last.upper && mark.index > last.index && mark.index - last.index <= 2 && text.slice(last.start, mark.at).trim() !== '') run.push(mark);
    }
    return run;
  }
  if (expected !== null) {
    const bare = BARE.exec(text);
    const letter = bare?.[2] ?? bare?.[3];
    if (bare && letter && indexOf(letter) === expected) {
      return [{ index: expected, start: bare[0].length, at: bare.index, upper: true, starred: Boolean(bare[1]) }];
    }
  }
  return null;
}

/** Options typed after the stem on the same line ("… adalah …. a. 3 b. 4 c. 5"): at least three, from a. */
export function trailingOptions(text: string): OptionMark[] | null {
  const found = markers(text);
  const first = found.findIndex((m) => m.index === 0 && m.at > 0);
  if (first < 0) return null;
  const run = [found[first]!];
  for (const mark of found.slice(first + 1)) {
    const last = run[run.length - 1]!;
    if (mark.upper === last.upper && mark.index === last.index + 1) run.push(mark);
  }
  return run.length >= 3 ? run : null;
}

/** The text of each option of a parsed line: [mark, from, to] offsets. */
export function optionSpans(text: string, marks: readonly OptionMark[]): { mark: OptionMark; from: number; to: number }[] {
  return marks.map((mark, i) => ({ mark, from: mark.start, to: i + 1 < marks.length ? marks[i + 1]!.at : text.length }));
}

export const optionLetter = (index: number) => LETTERS[index] ?? String(index + 1);
