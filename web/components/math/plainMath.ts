// Math as plain text (spec §9 `[% %]` / `[[% %]]`), for the places that cannot hold KaTeX's
// HTML: document titles, accessible names and announcements, options of a select, the names
// in confirmation messages. `[%a \neq 0%]` reads "a ≠ 0", `[%x^2%]` "x²",
// `[%\frac{1}{2}%]` "1/2". Where markup can go, lists and headers use MathText.
import { htmlToText } from '../../../domain/rules/text.ts';
import { splitMath } from './pieces.ts';

const SYMBOLS: Record<string, string> = {
  neq: '≠', ne: '≠', leq: '≤', le: '≤', geq: '≥', ge: '≥', approx: '≈', equiv: '≡', sim: '∼', propto: '∝',
  times: '×', cdot: '·', div: '÷', pm: '±', mp: '∓', ast: '∗', circ: '∘', degree: '°',
  infty: '∞', partial: '∂', nabla: '∇', sum: '∑', prod: '∏', int: '∫', oint: '∮',
  in: '∈', notin: '∉', subset: '⊂', subseteq: '⊆', supset: '⊃', supseteq: '⊇', cup: '∪', cap: '∩', emptyset: '∅', varnothing: '∅',
  forall: '∀', exists: '∃', neg: '¬', land: '∧', lor: '∨', wedge: '∧', vee: '∨',
  to: '→', rightarrow: '→', leftarrow: '←', Rightarrow: '⇒', Leftarrow: '⇐', leftrightarrow: '↔', Leftrightarrow: '⇔', implies: '⇒', iff: '⇔',
  angle: '∠', triangle: '△', perp: '⊥', parallel: '∥', therefore: '∴', because: '∵', ldots: '…', cdots: '⋯', dots: '…',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ', vartheta: 'ϑ',
  iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π', rho: 'ρ', sigma: 'σ', tau: 'τ', upsilon: 'υ',
  phi: 'φ', varphi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω',
  Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
  quad: ' ', qquad: ' ', ',': ' ', ';': ' ', ':': ' ', '!': '', ' ': ' ', '{': '{', '}': '}', '%': '%', $: '$', '#': '#', '&': '&', _: '_',
  left: '', right: '', big: '', Big: '', bigg: '', Bigg: '', displaystyle: '', textstyle: '', limits: '',
};

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '+': '⁺', '-': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
  '+': '₊', '-': '₋', '=': '₌', '(': '₍', ')': '₎',
};

/** The text of a `{…}` group (or a single token) starting at `at`, and where it ends. */
function group(latex: string, at: number): { body: string; end: number } {
  let i = at;
  while (latex[i] === ' ') i += 1;
  if (latex[i] === '{') {
    let depth = 0;
    for (let j = i; j < latex.length; j += 1) {
      if (latex[j] === '{') depth += 1;
      else if (latex[j] === '}') {
        depth -= 1;
        if (depth === 0) return { body: latex.slice(i + 1, j), end: j + 1 };
      }
    }
    return { body: latex.slice(i + 1), end: latex.length };
  }
  if (latex[i] === '\\') {
    const name = /^\\([A-Za-z]+|.)/.exec(latex.slice(i));
    if (name) return { body: name[0], end: i + name[0].length };
  }
  return { body: latex[i] ?? '', end: i + 1 };
}

const wrap = (text: string) => (text.length > 1 && !/^[\w.]+$/.test(text) ? `(${text})` : text);

function script(text: string, table: Record<string, string>, mark: string): string {
  const chars = [...text];
  return chars.every((c) => table[c]) ? chars.map((c) => table[c]).join('') : `${mark}${wrap(text)}`;
}

/** Readable plain text of one LaTeX formula. */
export function latexToPlainText(latex: string): string {
  let out = '';
  let i = 0;
  while (i < latex.length) {
    const c = latex[i]!;
    if (c === '^' || c === '_') {
      const { body, end } = group(latex, i + 1);
      out += script(latexToPlainText(body), c === '^' ? SUPERSCRIPT : SUBSCRIPT, c);
      i = end;
    } else if (c === '{' || c === '}') {
      i += 1;
    } else if (c === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(latex.slice(i))?.[1] ?? '';
      i += name.length + 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const top = group(latex, i);
        const bottom = group(latex, top.end);
        out += `${wrap(latexToPlainText(top.body))}/${wrap(latexToPlainText(bottom.body))}`;
        i = bottom.end;
      } else if (name === 'sqrt') {
        const root = latex[i] === '[' ? /^\[([^\]]*)\]/.exec(latex.slice(i)) : null;
        if (root) i += root[0].length;
        const radicand = group(latex, i);
        out += `${root ? script(root[1]!, SUPERSCRIPT, '') : ''}√${wrap(latexToPlainText(radicand.body))}`;
        i = radicand.end;
      } else if (name === 'text' || name === 'mathrm' || name === 'mathbf' || name === 'mathit' || name === 'operatorname' || name === 'textbf') {
        const body = group(latex, i);
        out += name.startsWith('text') ? body.body : latexToPlainText(body.body);
        i = body.end;
      } else if (name === '\\') {
        out += '; ';
      } else if (name in SYMBOLS) {
        const symbol = SYMBOLS[name]!;
        out += /^[≠≤≥≈≡∝×÷±∓∈∉⊂⊆⊃⊇∪∩→←⇒⇐↔⇔∧∨]$/.test(symbol) ? ` ${symbol} ` : symbol;
      } else if (name === 'begin' || name === 'end') {
        i = group(latex, i).end;
      } else {
        // \sin, \log, \lim…: their names.
        out += name;
      }
    } else if (c === '&') {
      out += ' ';
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A string with `[% %]` math, with each formula as readable plain text. */
export function mathToPlainText(text: string): string {
  return splitMath(text)
    .map((piece) => (piece.kind === 'text' ? piece.text : latexToPlainText(piece.latex)))
    .join('');
}

/**
 * An answer (a question's part) as plain text, as a screen reader names it: a text answer's
 * words with their math read out, an equation read out, a picture's alt text ('' without one).
 */
export function answerToPlainText(answer: { answer_type: 'text' | 'equation' | 'image'; content: string }): string {
  if (answer.answer_type === 'equation') return latexToPlainText(answer.content);
  if (answer.answer_type === 'image') return /\salt\s*=\s*"([^"]+)"/i.exec(answer.content)?.[1] ?? '';
  return mathToPlainText(htmlToText(answer.content));
}
