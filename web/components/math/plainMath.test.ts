// Math read as plain text where a formula cannot be shown (titles, labels, options).
import { describe, expect, it } from 'vitest';
import { latexToPlainText, mathToPlainText } from './plainMath.ts';

describe('math as plain text', () => {
  it.each([
    ['a \\neq 0', 'a ≠ 0'],
    ['a^2+b^2=c^2', 'a²+b²=c²'],
    ['x_{12}', 'x₁₂'],
    ['e^{i\\pi}', 'e^(iπ)'],
    ['\\frac{1}{2}', '1/2'],
    ['\\frac{a+b}{2}', '(a+b)/2'],
    ['\\sqrt{x+1}', '√(x+1)'],
    ['\\sqrt[3]{8}', '³√8'],
    ['\\sin x \\leq 1', 'sin x ≤ 1'],
    ['\\text{luas } = p \\times l', 'luas = p × l'],
    ['\\left( x \\right)', '( x )'],
  ])('%s reads %s', (latex, text) => {
    expect(latexToPlainText(latex)).toBe(text);
  });

  it('keeps the text around inline and display formulas', () => {
    expect(mathToPlainText('Jika [%a \\neq 0%], maka [[%\\frac{a}{a} = 1%]].')).toBe('Jika a ≠ 0, maka a/a = 1.');
    expect(mathToPlainText('Tanpa rumus')).toBe('Tanpa rumus');
  });
});
