// Rich text as the comparison reads it: a parsed tree cut into tokens, each with the key two
// versions are compared by and the place in the tree its mark goes. What a reader sees counts,
// not how the HTML is written:
// - a word, or one punctuation mark, with the formatting around it (bold, italic, a link's
//   address…), so making a word bold shows as a change of that word;
// - a formula (`[% %]`, `[[% %]]`), an image, an audio clip, an embedded video and a rule are
//   atoms: one token each, changed or not as a whole;
// - the start of a block (paragraph, heading, list item, table, row, cell…) is a boundary
//   token, so a table stays a table and words never match across cells;
// - white space is not compared (the gaps between changed words are marked with them).
// Tokens are grouped in lines, a boundary and what follows it up to the next one: the
// comparison matches lines first and words only inside the lines that differ.
import { splitMath } from '../../../components/math/index.ts';

export type TokenKind = 'text' | 'atom' | 'boundary';

export type Token = {
  kind: TokenKind;
  key: string;
  /** The text node of a text token, the element of an atom or boundary. */
  node: Node;
  /** A text token's characters in its node. */
  start: number;
  end: number;
};

export type Line = { start: number; end: number };

export type Tokenized = { root: DocumentFragment; tokens: Token[]; lines: Line[] };

const BOUNDARIES = new Set([
  'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'BLOCKQUOTE', 'PRE', 'DIV', 'FIGURE', 'FIGCAPTION',
  'TABLE', 'CAPTION', 'TR', 'TH', 'TD',
]);
const ATOMS = new Set(['IMG', 'AUDIO', 'IFRAME', 'HR', 'BR', 'VIDEO']);
/** Formatting that changes how a word reads; the names are folded (b is strong, i is em). */
const MARKS: Record<string, string> = { STRONG: 'b', B: 'b', EM: 'i', I: 'i', U: 'u', S: 's', SUB: 'sub', SUP: 'sup', MARK: 'mark', CODE: 'code' };
/** Not compared: what a page never shows. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'COLGROUP', 'COL']);

/** Words (letters, combining marks, digits), runs of white space, and any other single character. */
const PIECES = /(\s+)|([\p{L}\p{M}\p{N}_]+)|([^\s\p{L}\p{M}\p{N}_])/gu;

/** HTML parsed without running or loading anything (a template's content is inert). */
export function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** What makes an atom the same atom: its kind and what it shows. */
function atomKey(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const source = element.getAttribute('data-media-id') ?? element.getAttribute('src') ?? '';
  const alt = element.getAttribute('alt') ?? '';
  return `${tag}\u0001${source}\u0001${alt}`;
}

function markOf(element: Element): string | null {
  if (element.tagName === 'A') return `a=${element.getAttribute('href') ?? ''}`;
  return MARKS[element.tagName] ?? null;
}

export function tokenize(html: string): Tokenized {
  const root = parseHtml(html);
  const tokens: Token[] = [];
  const lines: Line[] = [];
  let lineStart = 0;

  const startLine = () => {
    if (tokens.length > lineStart) lines.push({ start: lineStart, end: tokens.length });
    lineStart = tokens.length;
  };

  const text = (node: Text, marks: string) => {
    const value = node.nodeValue ?? '';
    let offset = 0;
    for (const piece of splitMath(value)) {
      const source = piece.kind === 'text' ? piece.text : piece.source;
      if (piece.kind === 'math') {
        tokens.push({ kind: 'text', key: `${marks}\u0002math\u0001${piece.display ? 'd' : 'i'}\u0001${piece.latex.trim()}`, node, start: offset, end: offset + source.length });
      } else {
        for (const match of source.matchAll(PIECES)) {
          if (match[1] !== undefined) continue;
          const start = offset + match.index;
          tokens.push({ kind: 'text', key: `${marks}\u0002${match[0]}`, node, start, end: start + match[0].length });
        }
      }
      offset += source.length;
    }
  };

  const walk = (parent: Node, marks: string) => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) {
        text(child as Text, marks);
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const element = child as Element;
      const tag = element.tagName;
      if (SKIPPED.has(tag)) continue;
      if (ATOMS.has(tag)) {
        tokens.push({ kind: 'atom', key: atomKey(element), node: element, start: 0, end: 0 });
        continue;
      }
      if (BOUNDARIES.has(tag)) {
        startLine();
        tokens.push({ kind: 'boundary', key: `<${tag}`, node: element, start: 0, end: 0 });
        walk(element, marks);
        // What follows a block belongs to the next line, not to the block's last one.
        startLine();
        continue;
      }
      const mark = markOf(element);
      walk(element, mark ? `${marks}${mark};` : marks);
    }
  };

  walk(root, '');
  startLine();
  return { root, tokens, lines };
}
