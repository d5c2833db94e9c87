import { describe, expect, it } from 'vitest';
import { mathmlToTex, replaceMathml } from './mathml.ts';
import { innerHtml, parseXml } from './xml.ts';

const tex = (xml: string) => mathmlToTex(parseXml(xml));
const M = (body: string) => `<math xmlns="http://www.w3.org/1998/Math/MathML">${body}</math>`;

describe('mathmlToTex', () => {
  it.each([
    ['tokens in a row', '<mrow><mi>x</mi><mo>+</mo><mn>2</mn><mo>=</mo><mn>5</mn></mrow>', 'x+2=5'],
    ['a fraction', '<mfrac><mn>1</mn><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow></mfrac>', '\\frac{1}{x+1}'],
    ['powers and indices', '<msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><msub><mi>a</mi><mrow><mi>n</mi><mo>-</mo><mn>1</mn></mrow></msub>', 'x^{2}+a_{n-1}'],
    ['sub and sup at once', '<msubsup><mi>x</mi><mn>1</mn><mn>3</mn></msubsup>', 'x_{1}^{3}'],
    ['roots', '<msqrt><mn>2</mn></msqrt><mroot><mi>x</mi><mn>3</mn></mroot>', '\\sqrt{2}\\sqrt[3]{x}'],
    ['fences', '<mfenced><mi>a</mi><mi>b</mi></mfenced>', '\\left(a,b\\right)'],
    ['fences with braces', '<mfenced open="{" close=""><mi>a</mi></mfenced>', '\\left\\{a\\right.'],
    ['operators by name', '<mn>3</mn><mo>×</mo><mn>4</mn><mo>≤</mo><mi>π</mi><mo>·</mo><mi>r</mi>', '3\\times 4\\le\\pi\\cdot r'],
    ['a function name', '<mi>sin</mi><mo>&#x2061;</mo><mi>θ</mi>', '\\sin\\theta'],
    ['a word of text', '<mtext>area in m</mtext><msup><mi></mi><mn>2</mn></msup>', '\\text{area in m}{}^{2}'],
    ['a vector and a bar', '<mover><mi>v</mi><mo>→</mo></mover><mover accent="true"><mi>x</mi><mo>¯</mo></mover>', '\\vec{v}\\bar{x}'],
    ['a sum with limits', '<munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi>', '\\sum_{i=1}^{n}i'],
    ['a limit under', '<munder><mo>lim</mo><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder>', '\\lim_{x\\to 0}'],
    ['a table', '<mfenced open="[" close="]"><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>0</mn></mtd></mtr><mtr><mtd><mn>0</mn></mtd><mtd><mn>1</mn></mtd></mtr></mtable></mfenced>', '\\left[\\begin{matrix}1 & 0 \\\\ 0 & 1\\end{matrix}\\right]'],
    ['special characters escaped', '<mtext>50% & {x}</mtext>', '\\text{50\\% \\& \\{x\\}}'],
  ])('%s', (_name, body, expected) => {
    expect(tex(M(body))).toBe(expected);
  });

  it('takes a TeX annotation as the author wrote it', () => {
    const xml = M('<semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">\\frac{a}{b}</annotation></semantics>');
    expect(tex(xml)).toBe('\\frac{a}{b}');
  });

  it('converts the MathML when the annotation is not TeX', () => {
    const xml = M('<semantics><mi>y</mi><annotation encoding="StarMath 5.0">y</annotation></semantics>');
    expect(tex(xml)).toBe('y');
  });

  it('reads prefixed MathML', () => {
    expect(tex('<m:math xmlns:m="http://www.w3.org/1998/Math/MathML"><m:mfrac><m:mn>3</m:mn><m:mn>4</m:mn></m:mfrac></m:math>')).toBe('\\frac{3}{4}');
  });
});

describe('replaceMathml', () => {
  it('puts inline and display math in the text as Pena writes it', () => {
    const root = parseXml(`<p>Solve ${M('<msup><mi>x</mi><mn>2</mn></msup><mo>=</mo><mn>4</mn>')} then <math display="block"><mfrac><mn>1</mn><mn>2</mn></mfrac></math>.</p>`);
    replaceMathml(root);
    expect(innerHtml(root)).toBe('Solve [% x^{2}=4 %] then [[% \\frac{1}{2} %]].');
  });

  it('escapes TeX as HTML text once serialized', () => {
    const root = parseXml(`<p>${M('<mi>a</mi><mo>&lt;</mo><mi>b</mi>')}</p>`);
    replaceMathml(root);
    expect(innerHtml(root)).toBe('[% a&lt;b %]');
  });
});
