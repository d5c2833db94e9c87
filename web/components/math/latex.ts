// Math in Pena's rich text is plain text between delimiters (spec §9): `[%…%]` inline and
// `[[%…%]]` display. The stored HTML keeps that text, so the server and the learner product
// read it as they always have; only the screen renders it (KaTeX, renderLatex.ts). This module
// splits text into text and math pieces and holds the matrix rules (§5: the matrix editor goes
// up to 9×9); it does not load KaTeX, so lists can read math without it.
import { MATRIX_MAX } from '../../../domain/constants.ts';

export { hasMath, MATH_PATTERN, mathSource, splitMath } from './pieces.ts';
export type { MathPiece } from './pieces.ts';

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
