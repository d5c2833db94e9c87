// GIFT as Moodle documents and reads it, into Moodle questions (moodleXml/question.ts):
// questions are separated by blank lines; `//` lines are comments; `$CATEGORY:` switches the
// category; `::title::` names a question; the answer block `{…}` decides the type: `{}` essay,
// `{#…}` numerical, `~` multiple choice, `=a -> b` matching, `T`/`F`/`TRUE`/`FALSE` true-false,
// else short answer; no braces at all is a description. Text after the braces makes the stem a
// "missing word" one (`_____` where the braces were). `[html]`, `[moodle]`, `[plain]` and
// `[markdown]` give a text's format (answers and feedback default to the stem's); `#` starts an
// answer's feedback, `####` the general feedback; `\` escapes `~ = # { } :` and itself, `\n` is
// a line break.
import { type MoodleEntry } from '../moodleXml/collect.ts';
import { type MoodleQuestion, SkipItem, emptyQuestion } from '../moodleXml/question.ts';
import { type MoodleTextFormat, blockHtml, moodleFormat, partHtml, truncate } from '../moodleXml/text.ts';

/** Escaped characters are held as private-use characters while the control characters are read. */
const ESCAPES: Record<string, string> = { '\\': '\uE000', ':': '\uE001', '#': '\uE002', '=': '\uE003', '{': '\uE004', '}': '\uE005', '~': '\uE006', n: '\uE007' };
const UNESCAPED: Record<string, string> = { '\uE000': '\\', '\uE001': ':', '\uE002': '#', '\uE003': '=', '\uE004': '{', '\uE005': '}', '\uE006': '~', '\uE007': '\n' };
const hideEscapes = (text: string) => text.replace(/\\([\\:#={}~n])/g, (_m, c: string) => ESCAPES[c]!);
const restore = (text: string) => text.replace(/[\uE000-\uE007]/g, (c) => UNESCAPED[c]!);

interface Formatted {
  text: string;
  format: MoodleTextFormat;
}

/** `[format]text` → the text (escapes restored) and its format; no or an unknown mark: `fallback`. */
function withFormat(text: string, fallback: MoodleTextFormat): Formatted {
  const trimmed = text.trim();
  const mark = /^\[([a-z]+)\]/.exec(trimmed);
  const format = mark ? moodleFormat(mark[1]) : null;
  return { text: restore((format ? trimmed.slice(mark![0].length) : trimmed).trim()), format: format ?? fallback };
}

const block = (f: Formatted) => blockHtml(f.text, f.format);
const part = (f: Formatted) => partHtml(f.text, f.format);

/** `answer#feedback` → both, formatted (the feedback is all after the first `#`). */
function splitFeedback(text: string, format: MoodleTextFormat): { answer: Formatted; feedback: string } {
  const at = text.indexOf('#');
  const answer = withFormat(at === -1 ? text : text.slice(0, at), format);
  return { answer, feedback: at === -1 ? '' : block(withFormat(text.slice(at + 1), format)) };
}

/** `%50%` or `%-33.33333%` at the start of an answer: its weight, and the answer without it. */
function weighted(text: string): { weight: number | null; rest: string } {
  const m = /^%(-?\d+(?:\.\d*)?)%/.exec(text);
  return m ? { weight: Number(m[1]) / 100, rest: text.slice(m[0].length) } : { weight: null, rest: text };
}

/** Pieces of an answer block split before each of `marks`, the first dropped when empty. */
function pieces(answers: string, marks: RegExp): string[] {
  const out = answers.split(marks).map((s) => s.trim());
  if (out[0] === '') out.shift();
  return out;
}

function multichoice(q: MoodleQuestion, answers: string, format: MoodleTextFormat): void {
  const list = pieces(answers, /(?=[~=])/);
  if (list.length < 2) throw new SkipItem('damaged_item', 'multichoice');
  for (const piece of list) {
    const right = piece.startsWith('=');
    const { weight, rest } = weighted(piece.slice(1).trim());
    const { answer, feedback } = splitFeedback(rest, format);
    q.answers.push({ html: part(answer), raw: answer.text, fraction: right ? 1 : (weight ?? 0), feedback });
  }
}

function matching(q: MoodleQuestion, answers: string, format: MoodleTextFormat): void {
  const list = pieces(answers, /=/);
  if (list.length < 2 || list.some((p) => !p.includes('->'))) throw new SkipItem('damaged_item', 'matching');
  for (const piece of list) {
    const at = piece.indexOf('->');
    q.subquestions.push({ html: part(withFormat(piece.slice(0, at), format)), answer: partHtml(restore(piece.slice(at + 2).trim()), 'plain_text') });
  }
}

function truefalse(q: MoodleQuestion, answers: string, format: MoodleTextFormat): void {
  // `TRUE#feedback if wrong#feedback if right`: the second part keeps any further `#`.
  const first = answers.indexOf('#');
  const second = first === -1 ? -1 : answers.indexOf('#', first + 1);
  const word = first === -1 ? answers : answers.slice(0, first);
  const wrong = first === -1 ? '' : answers.slice(first + 1, second === -1 ? undefined : second);
  const right = second === -1 ? '' : answers.slice(second + 1);
  const isTrue = /^T(RUE)?$/.test(word.trim());
  const rightFeedback = block(withFormat(right, format));
  const wrongFeedback = block(withFormat(wrong, format));
  q.answers.push(
    { html: 'true', raw: 'true', fraction: isTrue ? 1 : 0, feedback: isTrue ? rightFeedback : wrongFeedback },
    { html: 'false', raw: 'false', fraction: isTrue ? 0 : 1, feedback: isTrue ? wrongFeedback : rightFeedback },
  );
}

function shortanswer(q: MoodleQuestion, answers: string, format: MoodleTextFormat): void {
  for (const piece of pieces(answers, /=/)) {
    const { weight, rest } = weighted(piece);
    const { answer, feedback } = splitFeedback(rest, format);
    q.answers.push({ html: partHtml(answer.text, 'plain_text'), raw: answer.text, fraction: weight ?? 1, feedback });
  }
  if (q.answers.length === 0) throw new SkipItem('damaged_item', 'shortanswer');
}

/**
 * One line split at the first `separator` after its first character (`3..4`, `3.14:0.01`), or
 * null; found by position, as a lazy regex would rescan the line from each separator.
 */
function around(text: string, separator: string): [string, string] | null {
  if (/[\n\r\u2028\u2029]/.test(text)) return null;
  const at = text.indexOf(separator, 1);
  return at === -1 || at + separator.length === text.length ? null : [text.slice(0, at), text.slice(at + separator.length)];
}

/** `#3.14`, `#3.14:0.01`, `#3..4`, or `#=3:0 =%50%3:1 ~#wrong`: answers with their error margins. */
function numerical(q: MoodleQuestion, answers: string, format: MoodleTextFormat): void {
  let body = answers.slice(1);
  const other = body.indexOf('~');
  const otherFeedback = other === -1 ? '' : splitFeedback(body.slice(other + 1), format).feedback;
  if (other !== -1) body = body.slice(0, other);
  for (const piece of pieces(body, /=/)) {
    const { weight, rest } = weighted(piece);
    const { answer, feedback } = splitFeedback(rest, format);
    const range = around(answer.text, '..');
    const margin = around(answer.text, ':');
    const [value, tolerance] = range
      ? [(Number(range[0]) + Number(range[1])) / 2, Math.abs(Number(range[1]) - Number(range[0])) / 2]
      : margin
        ? [Number(margin[0]), Number(margin[1])]
        : [Number(answer.text), 0];
    if (!Number.isFinite(value) || !Number.isFinite(tolerance)) throw new SkipItem('damaged_item', 'numerical');
    const raw = range || margin ? String(value) : answer.text;
    q.answers.push({ html: partHtml(raw, 'plain_text'), raw, fraction: weight ?? 1, feedback, tolerance });
  }
  if (q.answers.length === 0) throw new SkipItem('damaged_item', 'numerical');
  if (otherFeedback !== '') q.answers.push({ html: '', raw: '*', fraction: 0, feedback: otherFeedback });
}

/** Moodle's type for an answer block (its rules, in its order). */
function typeOf(answers: string): string {
  if (answers === '') return 'essay';
  if (answers.startsWith('#')) return 'numerical';
  if (answers.includes('~')) return 'multichoice';
  if (answers.includes('=') && answers.includes('->')) return 'matching';
  const word = answers.split('#')[0]!.trim();
  return ['T', 'TRUE', 'F', 'FALSE'].includes(word) ? 'truefalse' : 'shortanswer';
}

const READERS: Record<string, (q: MoodleQuestion, answers: string, format: MoodleTextFormat) => void> = {
  multichoice,
  matching,
  truefalse,
  shortanswer,
  numerical,
};

/** One question's text (escapes hidden, comments gone) as an entry. */
function questionEntry(source: string, index: number): MoodleEntry {
  let text = source;
  let title = '';
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end !== -1) {
      title = restore(text.slice(2, end)).replace(/\s+/g, ' ').trim();
      text = text.slice(end + 2).trim();
    }
  }
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  const braces = open !== -1 && close > open;
  const stemSource = !braces ? text : text.endsWith('}') ? text.slice(0, open) + text.slice(close + 1) : `${text.slice(0, open)}_____${text.slice(close + 1)}`;
  const item = title || truncate(htmlToPlain(withFormat(stemSource, 'plain_text').text), 80) || `#${index + 1}`;
  if (open === -1 && close === -1) return { kind: 'skip', item, reason: 'unsupported_type', detail: 'description' };
  if (!braces) return { kind: 'skip', item, reason: 'damaged_item', detail: '{ }' };

  let answers = text.slice(open + 1, close).trim();
  const general = answers.lastIndexOf('####');
  const generalSource = general === -1 ? '' : answers.slice(general + 4);
  if (general !== -1) answers = answers.slice(0, general).trim();
  const type = typeOf(answers);
  return {
    kind: 'question',
    item,
    read: () => {
      const stem = withFormat(stemSource, 'moodle_auto_format');
      const q = emptyQuestion(type);
      q.stem = block(stem);
      q.generalFeedback = block(withFormat(generalSource, stem.format));
      READERS[type]?.(q, answers, stem.format);
      return q;
    },
  };
}

/** Tags dropped and whitespace collapsed, for an item's name (a tag holds no `<`, so each `<` is tried once). */
const htmlToPlain = (text: string) => text.replace(/<[^<>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** The entries of a GIFT text, in order. */
export function giftEntries(text: string): MoodleEntry[] {
  const entries: MoodleEntry[] = [];
  const flush = (lines: string[]) => {
    const joined = hideEscapes(lines.join('\n')).trim();
    if (joined === '') return;
    const category = /^\$CATEGORY:(.*)$/m.exec(joined);
    if (category && category.index === 0) {
      entries.push({ kind: 'category', path: restore(category[1]!).trim() });
      const rest = joined.slice(category[0].length).trim();
      if (rest !== '') entries.push(questionEntry(rest, entries.length));
      return;
    }
    entries.push(questionEntry(joined, entries.length));
  };
  let current: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush(current);
      current = [];
    } else if (!line.startsWith('//')) current.push(line);
  }
  flush(current);
  return entries;
}
