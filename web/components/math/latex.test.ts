import { describe, expect, it } from 'vitest';
import { cleanLatex, largestMatrix, mathSource, matricesWithinLimit, matrixLatex, splitMath } from './latex.ts';
import { renderLatex } from './renderLatex.ts';

describe('splitMath', () => {
  it.each([
    ['no math', [{ kind: 'text', text: 'no math' }]],
    ['a [%x%] b', [{ kind: 'text', text: 'a ' }, { kind: 'math', latex: 'x', display: false, source: '[%x%]' }, { kind: 'text', text: ' b' }]],
    ['[[%\\int x%]]', [{ kind: 'math', latex: '\\int x', display: true, source: '[[%\\int x%]]' }]],
    ['[%a%][%b%]', [{ kind: 'math', latex: 'a', display: false, source: '[%a%]' }, { kind: 'math', latex: 'b', display: false, source: '[%b%]' }]],
    ['unclosed [%x and %', [{ kind: 'text', text: 'unclosed [%x and %' }]],
    ['empty [%%]', [{ kind: 'text', text: 'empty [%%]' }]],
  ])('%s', (text, pieces) => {
    expect(splitMath(text)).toEqual(pieces);
  });

  it('round-trips through mathSource', () => {
    for (const text of ['[%x^2%]', '[[%\\frac{1}{2}%]]']) {
      const piece = splitMath(text)[0]!;
      expect(piece.kind === 'math' && mathSource(piece.latex, piece.display)).toBe(text);
    }
  });
});

describe('renderLatex', () => {
  it('renders KaTeX and never throws on bad input', () => {
    expect(renderLatex('x^2', false)).toContain('class="katex"');
    expect(renderLatex('x^2', true)).toContain('katex-display');
    expect(renderLatex('\\frac{', false)).toContain('katex-error');
    expect(renderLatex('\\href{javascript:alert(1)}{x}', false)).not.toContain('href="javascript');
  });
});

describe('matrices', () => {
  it('measures the largest matrix', () => {
    expect(largestMatrix('x')).toEqual({ rows: 0, cols: 0 });
    expect(largestMatrix('\\begin{pmatrix}1&2&3\\\\4&5&6\\end{pmatrix}')).toEqual({ rows: 2, cols: 3 });
    expect(largestMatrix('\\begin{bmatrix}1\\\\2\\\\\\end{bmatrix}')).toEqual({ rows: 2, cols: 1 });
  });

  it('keeps to 9 × 9', () => {
    expect(matricesWithinLimit(matrixLatex(9, 9))).toBe(true);
    expect(matrixLatex(12, 1).split('\\\\').length).toBe(9);
    const ten = `\\begin{matrix}${Array.from({ length: 10 }, () => 'a').join('&')}\\end{matrix}`;
    expect(matricesWithinLimit(ten)).toBe(false);
  });
});

describe('cleanLatex', () => {
  it('turns unfilled placeholders into empty groups', () => {
    expect(cleanLatex('\\begin{bmatrix}1&\\placeholder{}\\end{bmatrix}')).toBe('\\begin{bmatrix}1&{}\\end{bmatrix}');
    expect(cleanLatex(' \\frac{\\placeholder[n]{3}}{4} ')).toBe('\\frac{{3}}{4}');
  });
});
