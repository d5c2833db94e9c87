// Stored HTML keeps math as plain text (`[%x^2%]`); inside the editor each formula is a math
// node. On the way in, the formulas in the HTML's text get wrapped in
// `<span data-pena-math>` placeholders that the math node parses; on the way out the node
// writes the same span around its delimited text and `unwrapMath` removes the spans, so a
// page that is only read comes out as it went in.
import { splitMath } from '../../math/latex.ts';
import { replaceMathInHtml, replaceMathText } from '../../math/mathDom.ts';

export const MATH_ATTRIBUTE = 'data-pena-math';

function placeholder(piece: { source: string; display: boolean }, doc: Document): Node {
  const span = doc.createElement('span');
  span.setAttribute(MATH_ATTRIBUTE, piece.display ? 'display' : 'inline');
  span.textContent = piece.source;
  return span;
}

/** HTML with every formula in its text wrapped in a math placeholder element. */
export function markMathInHtml(html: string): string {
  return replaceMathInHtml(html, placeholder);
}

/** The same on a parsed tree (pasted HTML). */
export function markMathIn(root: Node): void {
  replaceMathText(root, placeholder);
}

/** The math node's attributes from a placeholder element (its text is the delimited formula). */
export function readMathElement(element: HTMLElement): { latex: string; display: boolean } | false {
  const piece = splitMath(element.textContent ?? '')[0];
  if (piece?.kind !== 'math') return false;
  return { latex: piece.latex, display: piece.display };
}

const PLACEHOLDER = new RegExp(`<span ${MATH_ATTRIBUTE}="(?:inline|display)">([^<]*)</span>`, 'g');

/** The editor's HTML with the math spans removed, leaving their (escaped) text. */
export function unwrapMath(html: string): string {
  return html.includes(MATH_ATTRIBUTE) ? html.replace(PLACEHOLDER, '$1') : html;
}
