// KaTeX: LaTeX to HTML, with its stylesheet (and fonts). The editors and RichTextView import it
// directly; MathText loads it only when a formula is on screen (lazyLatex.ts), so a list or an
// overview never downloads KaTeX before it shows, and never the editor for it.
import katex from 'katex';
import 'katex/dist/katex.min.css';

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
