// Stored HTML with its math rendered: each `[% %]` / `[[% %]]` becomes KaTeX's markup.
import { renderLatex } from '../math/renderLatex.ts';
import { replaceMathInHtml } from '../math/mathDom.ts';

export function renderMathInHtml(html: string): string {
  return replaceMathInHtml(html, (piece, doc) => {
    const span = doc.createElement('span');
    span.className = piece.display ? 'pena-math pena-math-display' : 'pena-math';
    span.setAttribute('data-latex', piece.latex);
    span.innerHTML = renderLatex(piece.latex, piece.display);
    return span;
  });
}
