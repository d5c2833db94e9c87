// Math in Pena's rich text is plain text between delimiters (spec §9): `[%…%]` inline and
// `[[%…%]]` display. The stored HTML keeps that text, so the server and the learner product
// read it as they always have; only the screen renders it (KaTeX). This module splits text
// into text and math pieces and renders LaTeX to HTML, and holds the matrix rules (§5: the
// matrix editor goes up to 9×9).
import katex from 'katex';
import { MATH_DISPLAY_DELIMITERS, MATH_INLINE_DELIMITERS, MATRIX_MAX } from '../../../domain/constants.ts';

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

const cache = new Map<string, string>();
const CACHE_MAX = 2000;

/**
 * KaTeX HTML of a formula. Never throws: a formula KaTeX cannot read renders as its source in
 * red (KaTeX's errorColor), so a typo is visible, not fatal. `trust: false` keeps \href,
 * \includegraphics and friends out; results are cached because pages repeat formulas.
 */
export function renderLatex(latex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${latex}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let html: string;
  try {
    html = katex.renderToString(latex, {
      displayMode: display,
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      output: 'htmlAndMathml',
      maxSize: 50,
      maxExpand: 500,
    });
  } catch {
    html = `<span class="pena-math-error">${latex.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</span>`;
  }
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, html);
  return html;
}

const MATRIX_ENV = /\\begin\{([pbBvV]?matrix|array|smallmatrix)\}([\s\S]*?)\\end\{\1\}/g;

/** The largest matrix in a formula as rows × columns (0 × 0 without one). */
export function largestMatrix(latex: string): { rows: number; cols: number } {
  let rows = 0;
  let cols = 0;
  for (const m of latex.matchAll(MATRIX_ENV)) {
    let body = m[2]!;
    if (m[1] === 'array') body = body.replace(/^\s*\{[^}]*\}/, '');
    const lines = body.split(/\\\\/).filter((line, i, all) => line.trim() !== '' || i < all.length - 1);
    rows = Math.max(rows, lines.length);
    for (const line of lines) cols = Math.max(cols, line.split('&').length);
  }
  return { rows, cols };
}

/** Whether the formula's matrices stay within the §5 limit (9 × 9). */
export function matricesWithinLimit(latex: string): boolean {
  const { rows, cols } = largestMatrix(latex);
  return rows <= MATRIX_MAX && cols <= MATRIX_MAX;
}

/** LaTeX of an empty rows × cols matrix with placeholders MathLive lets the teacher fill. */
export function matrixLatex(rows: number, cols: number, brackets: 'pmatrix' | 'bmatrix' | 'vmatrix' = 'bmatrix'): string {
  const r = Math.min(Math.max(1, rows), MATRIX_MAX);
  const c = Math.min(Math.max(1, cols), MATRIX_MAX);
  const row = Array.from({ length: c }, () => '\\placeholder{}').join('&');
  return `\\begin{${brackets}}${Array.from({ length: r }, () => row).join('\\\\')}\\end{${brackets}}`;
}

/**
 * LaTeX as it is stored: MathLive's unfilled `\placeholder{}` boxes (an empty matrix cell)
 * become empty groups, which KaTeX and the learner product read as nothing.
 */
export function cleanLatex(latex: string): string {
  return latex.replace(/\\placeholder(?:\[[^\]]*\])?\{([^{}]*)\}/g, (_, inner: string) => `{${inner}}`).trim();
}
