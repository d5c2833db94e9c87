// The numbering of an exact-value question's list (spec §3): numbers, letters or custom
// labels, in (), [] or {}, starting at 1–99. The editor previews it as learners see it, and
// the learner preview checks answers against it (answerCheck.ts).
import type { ExactValueOptions } from '../schemas/questions.ts';

/** 1 → a, 26 → z, 27 → aa (letters continue like spreadsheet columns past z). */
export function letterOf(n: number): string {
  let out = '';
  let rest = Math.max(1, Math.floor(n));
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    out = String.fromCharCode(97 + digit) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}

/** The label of the item at `index`, bracketed; null when numbering is off. */
export function numberingLabel(options: ExactValueOptions, index: number, customLabel: string | null): string | null {
  if (!options.enable_numbering) return null;
  const [open, close] = [options.numbering_bracket[0], options.numbering_bracket[1]];
  const start = Number.isInteger(options.numbering_start) && options.numbering_start >= 1 ? options.numbering_start : 1;
  let body: string;
  if (options.numbering_format === 'custom') body = (customLabel ?? '').trim();
  else if (options.numbering_format === 'letter') body = letterOf(start + index);
  else body = String(start + index);
  return `${open}${body}${close}`;
}
