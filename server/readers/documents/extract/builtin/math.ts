// Math in an exam paper's text, kept as Pena's `[% … %]` inline math (spec §9): what teachers
// type with the keyboard (x², √144, 2^3, 8^(2/3), O₂, fractions 3/4, and a subscript the reader
// gives as a_(s)) becomes LaTeX the editor's math renders (x^{2}, \sqrt{144}, \frac{3}{4}, a_{s}).
// Conservative by design: a token is math only when it carries a power, a root, a subscript or
// a digit/digit fraction; operators and short operands next to it join the formula
// ("x² − 5x + 6 = 0"). Text already between [% %] is kept.

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+', 'ⁿ': 'n' };
const SUBSCRIPTS: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9', '₊': '+', '₋': '-' };
const SUP_CLASS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ⁿ';
const SUB_CLASS = '₀₁₂₃₄₅₆₇₈₉₊₋';

const FRACTION = /^\(?\d{1,3}\/\d{1,3}\)?$/;
const OPERATOR = /^[+\-−×÷=<>≤≥:·*]$/;
const OPERAND = /^[(]?(?:\d+(?:[.,]\d+)?|[A-Za-z]{1,2}|\d+[A-Za-z]{1,2})[)]?$/;
const TRAILING = /[.,;:!?]+$/;

function isMathToken(token: string): boolean {
  const core = token.replace(TRAILING, '');
  if (core === '') return false;
  if (new RegExp(`[${SUP_CLASS}${SUB_CLASS}√]`).test(core)) return true;
  if (/[A-Za-z0-9)]\^[({]?[-+\w]/.test(core)) return true;
  // A subscript the reader wrote as _(…) (a<sub>s</sub> → a_(s)) or already as _{…}.
  if (/[A-Za-z0-9)\]]_(?:\([^()\s_]{1,12}\)|\{[^{}\s]{1,12}\})/.test(core)) return true;
  return FRACTION.test(core);
}

/** LaTeX for one math token as typed. */
export function tokenToLatex(token: string): string {
  let s = token;
  s = s.replace(new RegExp(`[${SUP_CLASS}]+`, 'g'), (m) => `^{${[...m].map((c) => SUPERSCRIPTS[c]).join('')}}`);
  s = s.replace(new RegExp(`[${SUB_CLASS}]+`, 'g'), (m) => `_{${[...m].map((c) => SUBSCRIPTS[c]).join('')}}`);
  // ^(2/3) and ^(x+1) → ^{…}; ^2 → ^{2}
  s = s.replace(/\^\(([^()]*)\)/g, (_, inner: string) => `^{${inner}}`);
  s = s.replace(/_\(([^()\s_]{1,12})\)/g, (_, inner: string) => `_{${inner}}`);
  s = s.replace(/\^(-?[\w]+)/g, (_, e: string) => `^{${e}}`);
  s = s.replace(/√\(([^()]*)\)/g, (_, inner: string) => `\\sqrt{${inner}}`);
  s = s.replace(/√([\w.,]+)/g, (_, inner: string) => `\\sqrt{${inner}}`);
  s = s.replace(/(?<![\w/])(\d{1,3})\/(\d{1,3})(?![\w/])/g, (_, a: string, b: string) => `\\frac{${a}}{${b}}`);
  s = s.replace(/×/g, '\\times ').replace(/÷/g, '\\div ').replace(/−/g, '-').replace(/≤/g, '\\le ').replace(/≥/g, '\\ge ');
  return s.trim();
}

/**
 * The text with its math as `[% … %]` (plain text in, plain text out; the caller escapes HTML).
 * Whitespace is kept as it was.
 */
export function markMath(text: string): string {
  if (text === '') return text;
  // Math already delimited stays as it is.
  const parts = text.split(/(\[\[%[\s\S]*?%\]\]|\[%[\s\S]*?%\])/);
  return parts.map((part, i) => (i % 2 === 1 ? part : markPlain(part))).join('');
}

function markPlain(text: string): string {
  const pieces = text.split(/(\s+)/);
  const tokens = pieces.filter((_, i) => i % 2 === 0);
  const isMath = tokens.map(isMathToken);
  if (!isMath.some(Boolean)) return text;
  const inSpan = [...isMath];
  // Grow each formula over "operator operand" pairs on either side, and a whole number before a fraction (2 1/2).
  for (let i = 0; i < tokens.length; i++) {
    if (!isMath[i]) continue;
    let j = i;
    while (j + 2 < tokens.length && OPERATOR.test(tokens[j + 1]!) && (OPERAND.test(tokens[j + 2]!.replace(TRAILING, '')) || isMath[j + 2])) {
      inSpan[j + 1] = inSpan[j + 2] = true;
      j += 2;
      if (TRAILING.test(tokens[j]!)) break;
    }
    let k = i;
    while (k - 2 >= 0 && OPERATOR.test(tokens[k - 1]!) && OPERAND.test(tokens[k - 2]!) && !TRAILING.test(tokens[k - 2]!)) {
      inSpan[k - 1] = inSpan[k - 2] = true;
      k -= 2;
    }
    if (FRACTION.test(tokens[i]!.replace(TRAILING, '')) && i > 0 && /^\d{1,2}$/.test(tokens[i - 1]!) && !inSpan[i - 1]) inSpan[i - 1] = true;
  }
  let out = '';
  let i = 0;
  while (i < tokens.length) {
    if (!inSpan[i]) {
      out += tokens[i]! + (pieces[2 * i + 1] ?? '');
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < tokens.length && inSpan[j + 1] && !TRAILING.test(tokens[j]!)) j++;
    const span = tokens.slice(i, j + 1);
    const last = span[span.length - 1]!;
    const trailing = last.match(TRAILING)?.[0] ?? '';
    span[span.length - 1] = last.slice(0, last.length - trailing.length);
    // A mixed number "2 1/2" reads as 2\frac{1}{2}.
    const latex = span.map(tokenToLatex).join(' ').replace(/^(\d{1,2}) \\frac/, '$1\\frac');
    out += `[% ${latex} %]${trailing}${pieces[2 * j + 1] ?? ''}`;
    i = j + 1;
  }
  return out;
}

const SUP_BACK = Object.fromEntries(Object.entries(SUPERSCRIPTS).map(([k, v]) => [v, k]));
const SUB_BACK = Object.fromEntries(Object.entries(SUBSCRIPTS).map(([k, v]) => [v, k]));

/** Plain text of `[% %]` math as a reader types it (x^{2} → x², \frac{3}{4} → 3/4): for comparisons. */
export function mathToPlain(text: string): string {
  return text.replace(/\[\[?%([\s\S]*?)%\]?\]/g, (_, latex: string) => {
    let s = latex.trim();
    for (let n = 0; n < 3; n++) {
      s = s
        .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '$1/$2')
        .replace(/\\sqrt\{([^{}]*)\}/g, '√$1')
        .replace(/\^\{([^{}]*)\}/g, (m, e: string) => ([...e].every((c) => SUP_BACK[c]) ? [...e].map((c) => SUP_BACK[c]).join('') : `^(${e})`))
        .replace(/_\{([^{}]*)\}/g, (m, e: string) => ([...e].every((c) => SUB_BACK[c]) ? [...e].map((c) => SUB_BACK[c]).join('') : `_${e}`));
    }
    return s.replace(/\\times\s*/g, '×').replace(/\\div\s*/g, '÷').replace(/\\le\s*/g, '≤').replace(/\\ge\s*/g, '≥');
  });
}
