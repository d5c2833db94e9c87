// Splitting text into text and `[% %]` / `[[% %]]` math pieces (spec §9), without KaTeX, so
// plain-text readers (document titles, labels) do not load the renderer.
import { MATH_DISPLAY_DELIMITERS, MATH_INLINE_DELIMITERS } from '../../../domain/constants.ts';

export type MathPiece = { kind: 'text'; text: string } | { kind: 'math'; latex: string; display: boolean; source: string };

const [INLINE_OPEN, INLINE_CLOSE] = MATH_INLINE_DELIMITERS;
const [DISPLAY_OPEN, DISPLAY_CLOSE] = MATH_DISPLAY_DELIMITERS;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Display math first (`[[%` also starts with `[`), then inline. The body is non-greedy and
 * may not be empty or contain the closing delimiter; it may span lines.
 */
export const MATH_PATTERN = new RegExp(
  `${escape(DISPLAY_OPEN)}([\\s\\S]+?)${escape(DISPLAY_CLOSE)}|${escape(INLINE_OPEN)}([\\s\\S]+?)${escape(INLINE_CLOSE)}`,
  'g',
);

/** Whether text contains anything that looks like delimited math (a cheap pre-check). */
export function hasMath(text: string): boolean {
  return text.includes(INLINE_OPEN) && (text.includes(INLINE_CLOSE) || text.includes(DISPLAY_CLOSE));
}

/** Text and math pieces in order; text without math is one text piece. */
export function splitMath(text: string): MathPiece[] {
  if (!hasMath(text)) return text ? [{ kind: 'text', text }] : [];
  const pieces: MathPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(MATH_PATTERN)) {
    const start = m.index;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    const display = m[1] !== undefined;
    pieces.push({ kind: 'math', latex: (m[1] ?? m[2])!, display, source: m[0] });
    last = start + m[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** The stored text of a formula. */
export function mathSource(latex: string, display: boolean): string {
  return display ? `${DISPLAY_OPEN}${latex}${DISPLAY_CLOSE}` : `${INLINE_OPEN}${latex}${INLINE_CLOSE}`;
}
