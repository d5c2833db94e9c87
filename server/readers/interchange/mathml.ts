// MathML as QTI items (and other XML formats) carry it, made Pena's math: TeX between `[% %]`
// (inline) or `[[% %]]` (display, `<math display="block">`). Pena stores and edits math only as
// TeX, so presentation MathML is converted element by element: the common layout schemata
// (fractions, scripts, roots, fences, accents, simple tables) and the operators a school paper
// uses. A TeX annotation the author's tool kept beside the MathML (`<semantics>` with an
// `application/x-tex` annotation) is the author's own formula and is taken as it is.
import { type ChildNode, Text, isTag } from 'domhandler';
import { type Element, attr, childElements, localName, textOf } from './xml.ts';

const TEX_ENCODINGS = new Set(['application/x-tex', 'tex', 'latex', 'application/x-latex', 'text/x-tex']);

const FUNCTIONS = new Set([
  'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh',
  'log', 'ln', 'lg', 'exp', 'lim', 'max', 'min', 'sup', 'inf', 'det', 'gcd', 'deg', 'dim', 'arg', 'ker', 'Pr',
]);

const SYMBOLS: Record<string, string> = {
  '×': '\\times', '÷': '\\div', '±': '\\pm', '∓': '\\mp', '≤': '\\le', '≥': '\\ge', '≠': '\\ne', '≈': '\\approx',
  '≡': '\\equiv', '∼': '\\sim', '≅': '\\cong', '∝': '\\propto', '→': '\\to', '←': '\\leftarrow', '↔': '\\leftrightarrow',
  '⇒': '\\Rightarrow', '⇐': '\\Leftarrow', '⇔': '\\Leftrightarrow', '∞': '\\infty', '⋅': '\\cdot', '·': '\\cdot',
  '∙': '\\cdot', '−': '-', '∑': '\\sum', '∏': '\\prod', '∫': '\\int', '∬': '\\iint', '∮': '\\oint', '∈': '\\in',
  '∉': '\\notin', '∋': '\\ni', '⊂': '\\subset', '⊆': '\\subseteq', '⊃': '\\supset', '⊇': '\\supseteq', '∪': '\\cup',
  '∩': '\\cap', '∅': '\\emptyset', '∀': '\\forall', '∃': '\\exists', '¬': '\\neg', '∧': '\\wedge', '∨': '\\vee',
  '∂': '\\partial', '∇': '\\nabla', '°': '^\\circ', '′': "'", '″': "''", '…': '\\ldots', '⋯': '\\cdots', '∠': '\\angle',
  '⊥': '\\perp', '∥': '\\parallel', '△': '\\triangle', '√': '\\surd', '∘': '\\circ', '⊕': '\\oplus', '⊗': '\\otimes',
  '{': '\\{', '}': '\\}', '%': '\\%', '#': '\\#', '&': '\\&', $: '\\$', '\\': '\\backslash', '|': '|', '∣': '\\mid',
  '‖': '\\|', '⟨': '\\langle', '⟩': '\\rangle', '⌊': '\\lfloor', '⌋': '\\rfloor', '⌈': '\\lceil', '⌉': '\\rceil',
  '∴': '\\therefore', '∵': '\\because', 'ℝ': '\\mathbb{R}', 'ℕ': '\\mathbb{N}', 'ℤ': '\\mathbb{Z}', 'ℚ': '\\mathbb{Q}', 'ℂ': '\\mathbb{C}',
  // Invisible operators (function application, times, separator, plus) say nothing in TeX.
  '\u2061': '', '\u2062': '', '\u2063': '', '\u2064': '',
};

const GREEK: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', ϵ: 'epsilon', ζ: 'zeta', η: 'eta', θ: 'theta', ϑ: 'vartheta',
  ι: 'iota', κ: 'kappa', λ: 'lambda', μ: 'mu', ν: 'nu', ξ: 'xi', π: 'pi', ϖ: 'varpi', ρ: 'rho', σ: 'sigma', ς: 'varsigma',
  τ: 'tau', υ: 'upsilon', φ: 'phi', ϕ: 'phi', χ: 'chi', ψ: 'psi', ω: 'omega', Γ: 'Gamma', Δ: 'Delta', Θ: 'Theta',
  Λ: 'Lambda', Ξ: 'Xi', Π: 'Pi', Σ: 'Sigma', Υ: 'Upsilon', Φ: 'Phi', Ψ: 'Psi', Ω: 'Omega',
};

/** Accents over a base: the character MathML writes → the TeX command. */
const OVER_ACCENTS: Record<string, string> = {
  '^': '\\hat', ˆ: '\\hat', '\u0302': '\\hat', '¯': '\\overline', '‾': '\\overline', _: '\\overline', '\u0305': '\\overline',
  '→': '\\vec', '⃗': '\\vec', '~': '\\tilde', '˜': '\\tilde', '\u0303': '\\tilde', '˙': '\\dot', '\u0307': '\\dot',
  '¨': '\\ddot', '\u0308': '\\ddot', '⏞': '\\overbrace', '︷': '\\overbrace', '⌢': '\\overgroup', '↔': '\\overleftrightarrow',
};
const UNDER_ACCENTS: Record<string, string> = { _: '\\underline', '¯': '\\underline', '‾': '\\underline', '⏟': '\\underbrace', '︸': '\\underbrace' };
/** Bases whose under/over scripts are limits (`\sum_{i=1}^{n}`), not stacked text. */
const LIMIT_BASES = /^\\(sum|prod|int|iint|oint|lim|max|min|sup|inf|bigcup|bigcap)$/;

/** A character or a word of text in TeX, special characters escaped and symbols named. */
function symbolTex(text: string): string {
  return [...text].map((ch) => SYMBOLS[ch] ?? (GREEK[ch] ? `\\${GREEK[ch]}` : ch === '^' || ch === '_' || ch === '~' ? `\\${ch === '~' ? 'sim' : ch}` : ch)).join('');
}

/** Text inside `\text{…}`: only the characters TeX would read as commands are escaped. */
const textTex = (text: string) => text.replace(/[\\{}$&#%^_~]/g, (ch) => (ch === '\\' ? '\\backslash ' : ch === '^' || ch === '~' ? `\\${ch}{}` : `\\${ch}`));

/** Joins TeX pieces, with a space where a command would otherwise run into a letter. */
function join(parts: readonly string[]): string {
  let out = '';
  for (const part of parts) {
    if (part === '') continue;
    if (/\\[a-zA-Z]+$/.test(out) && /^[a-zA-Z0-9]/.test(part)) out += ' ';
    out += part;
  }
  return out;
}

/** A script's base: braced unless it is one character or one command. Scripts are always braced. */
const group = (tex: string) => (/^([a-zA-Z0-9]|\\[a-zA-Z]+)$/.test(tex) ? tex : `{${tex}}`);

const args = (el: Element) => childElements(el).map(convert);

function tokenText(el: Element): string {
  return textOf(el).trim().replace(/\s+/g, ' ');
}

function identifier(el: Element): string {
  const text = tokenText(el);
  if (text === '') return '';
  const variant = attr(el, 'mathvariant');
  if (FUNCTIONS.has(text)) return `\\${text}`;
  if ([...text].length === 1) {
    const tex = symbolTex(text);
    if (variant === 'bold') return `\\mathbf{${tex}}`;
    if (variant === 'normal' && /^[a-zA-Z]$/.test(text)) return `\\mathrm{${tex}}`;
    if (variant === 'double-struck') return `\\mathbb{${tex}}`;
    return tex;
  }
  return `\\mathrm{${textTex(text)}}`;
}

function operator(el: Element): string {
  const text = tokenText(el);
  if (FUNCTIONS.has(text)) return `\\${text}`;
  return symbolTex(text);
}

function fenced(el: Element): string {
  const open = attr(el, 'open') ?? '(';
  const close = attr(el, 'close') ?? ')';
  const separators = (attr(el, 'separators') ?? ',').replace(/\s/g, '');
  const items = args(el);
  const body = items.map((item, i) => (i === 0 ? item : `${separators[Math.min(i - 1, separators.length - 1)] ?? ''}${item}`)).join('');
  return `\\left${fence(open)}${body}\\right${fence(close)}`;
}

const fence = (ch: string) => (ch === '' ? '.' : ch === '{' || ch === '}' ? `\\${ch}` : (SYMBOLS[ch] ?? ch));

function over(el: Element, underScript: boolean): string {
  const [baseEl, scriptEl] = childElements(el);
  if (!baseEl || !scriptEl) return join(args(el));
  const base = convert(baseEl);
  const script = localName(scriptEl) === 'mo' ? tokenText(scriptEl) : null;
  const accent = script === null ? undefined : (underScript ? UNDER_ACCENTS : OVER_ACCENTS)[script];
  if (accent) return `${accent === '\\overline' && [...tokenText(baseEl)].length === 1 ? '\\bar' : accent}{${base}}`;
  const converted = convert(scriptEl);
  if (LIMIT_BASES.test(base)) return `${base}${underScript ? '_' : '^'}{${converted}}`;
  return `${underScript ? '\\underset' : '\\overset'}{${converted}}{${base}}`;
}

function table(el: Element): string {
  const rows = childElements(el)
    .filter((r) => localName(r) === 'mtr' || localName(r) === 'mlabeledtr')
    .map((r) => {
      const cells = childElements(r, 'mtd');
      return (localName(r) === 'mlabeledtr' ? cells.slice(1) : cells).map((c) => join(args(c))).join(' & ');
    });
  return `\\begin{matrix}${rows.join(' \\\\ ')}\\end{matrix}`;
}

function semantics(el: Element): string {
  for (const note of childElements(el, 'annotation')) {
    if (TEX_ENCODINGS.has((attr(note, 'encoding') ?? '').toLowerCase())) return textOf(note).trim();
  }
  const first = childElements(el).find((c) => !localName(c).startsWith('annotation'));
  return first ? convert(first) : '';
}

/** One MathML element (any schema) as TeX. */
function convert(el: Element): string {
  const [a = '', b = '', c = ''] = ['msup', 'msub', 'msubsup', 'mfrac', 'mroot', 'munderover'].includes(localName(el)) ? args(el) : [];
  switch (localName(el)) {
    case 'mi':
      return identifier(el);
    case 'mn':
      return symbolTex(tokenText(el));
    case 'mo':
      return operator(el);
    case 'mtext':
    case 'ms': {
      const text = textOf(el).replace(/\s+/g, ' ');
      return text.trim() === '' ? (text === '' ? '' : '\\ ') : `\\text{${textTex(text)}}`;
    }
    case 'mspace':
      return '\\ ';
    case 'mfrac':
      return attr(el, 'linethickness') === '0' ? `\\binom{${a}}{${b}}` : `\\frac{${a}}{${b}}`;
    case 'msup':
      return `${group(a)}^{${b}}`;
    case 'msub':
      return `${group(a)}_{${b}}`;
    case 'msubsup':
      return `${group(a)}_{${b}}^{${c}}`;
    case 'msqrt':
      return `\\sqrt{${join(args(el))}}`;
    case 'mroot':
      return `\\sqrt[${b}]{${a}}`;
    case 'mfenced':
      return fenced(el);
    case 'mover':
      return over(el, false);
    case 'munder':
      return over(el, true);
    case 'munderover':
      return `${a}_{${b}}^{${c}}`;
    case 'mtable':
      return table(el);
    case 'semantics':
      return semantics(el);
    case 'annotation':
    case 'annotation-xml':
    case 'mprescripts':
    case 'none':
    case 'mphantom':
      return '';
    default:
      // math, mrow, mstyle, mpadded, menclose, merror, mtd and anything unknown: their children in a row.
      return join(args(el));
  }
}

/** A `<math>` element (or any MathML element) as TeX. */
export function mathmlToTex(el: Element): string {
  return convert(el).trim();
}

/** Whether a `<math>` element is shown as a block (display math). */
const isDisplay = (el: Element) => attr(el, 'display') === 'block' || attr(el, 'mode') === 'display';

/** A `<math>` element as Pena's math text: `[% … %]`, or `[[% … %]]` for display math. */
export function mathmlToPenaMath(el: Element): string {
  const tex = mathmlToTex(el);
  if (tex === '') return '';
  return isDisplay(el) ? `[[% ${tex} %]]` : `[% ${tex} %]`;
}

/** Replaces every `<math>` under `root` (in place) with a text node of Pena's math. */
export function replaceMathml(root: Element): void {
  const walk = (node: Element) => {
    node.children = node.children.map((child): ChildNode => {
      if (!isTag(child)) return child;
      if (localName(child) === 'math') {
        const text = new Text(mathmlToPenaMath(child));
        text.parent = node;
        return text;
      }
      walk(child);
      return child;
    });
    // Keep the sibling links the serializer and the helpers read right after the swap.
    node.children.forEach((child, i) => {
      child.prev = node.children[i - 1] ?? null;
      child.next = node.children[i + 1] ?? null;
    });
  };
  walk(root);
}
