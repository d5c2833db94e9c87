// Aiken (Moodle's one-type format): a question line, its options as `A.` or `A)` lines, then
// `ANSWER: X`. All of it is plain text. A block Moodle would refuse (an option before any
// question, fewer than two options, no or a wrong ANSWER line) is skipped, named by its first
// line, and the questions around it are still read.
import { type MoodleEntry } from '../moodleXml/collect.ts';
import { type MoodleQuestion, emptyQuestion } from '../moodleXml/question.ts';
import { blockHtml, partHtml, truncate } from '../moodleXml/text.ts';

const OPTION = /^([A-Z])[.)]\s*(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/;

interface Block {
  first: string;
  stem: string[];
  options: { letter: string; text: string }[];
  /** An option came before any question text. */
  orphan: boolean;
}

const itemOf = (block: Block) => truncate(block.first, 80);

function finished(block: Block, answer: string): MoodleEntry {
  const item = itemOf(block);
  if (block.orphan || block.stem.length === 0) return { kind: 'skip', item, reason: 'damaged_item', detail: '' };
  if (block.options.length < 2) return { kind: 'skip', item, reason: 'damaged_item', detail: '' };
  const letter = answer.trim();
  if (!block.options.some((o) => o.letter === letter)) return { kind: 'skip', item, reason: 'no_correct_answer', detail: `ANSWER: ${truncate(letter, 20)}` };
  const q: MoodleQuestion = {
    ...emptyQuestion('multichoice'),
    stem: blockHtml(block.stem.join('\n'), 'plain_text'),
    answers: block.options.map((o) => ({ html: partHtml(o.text, 'plain_text'), raw: o.text, fraction: o.letter === letter ? 1 : 0, feedback: '' })),
  };
  return { kind: 'question', item, read: () => q };
}

/** The entries of an Aiken text, in order. */
export function aikenEntries(text: string): MoodleEntry[] {
  const entries: MoodleEntry[] = [];
  let block: Block | null = null;
  const unfinished = (b: Block): MoodleEntry => ({ kind: 'skip', item: itemOf(b), reason: 'damaged_item', detail: 'ANSWER:' });
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer) {
      entries.push(block ? finished(block, answer[1]!) : { kind: 'skip', item: truncate(line, 80), reason: 'damaged_item', detail: '' });
      block = null;
    } else if (option) {
      block ??= { first: line, stem: [], options: [], orphan: true };
      block.options.push({ letter: option[1]!, text: option[2]! });
    } else {
      // Text after options: the last question never got its ANSWER line, and a new one starts.
      if (block && block.options.length > 0) {
        entries.push(unfinished(block));
        block = null;
      }
      block ??= { first: line, stem: [], options: [], orphan: false };
      block.stem.push(line);
    }
  }
  if (block) entries.push(unfinished(block));
  return entries;
}

const OPTION_START = /^[A-Z][.)]/;
const ANSWER_LINE = /^ANSWER\s*:\s*[A-Z]\s*$/;

/**
 * Option lines followed by an `ANSWER: X` line (blank lines aside): the shape only Aiken has.
 * Read line by line, so a long run of options with no ANSWER is read once, not once per line.
 */
export function looksLikeAiken(text: string): boolean {
  let afterOption = false;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (afterOption && ANSWER_LINE.test(line)) return true;
    afterOption = OPTION_START.test(line);
  }
  return false;
}
