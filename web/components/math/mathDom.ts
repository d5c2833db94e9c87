// Math inside HTML: every text node with `[% %]` / `[[% %]]` gets the delimited pieces
// replaced by an element the caller builds (KaTeX output for views, a placeholder the
// editor parses into a math node). Text inside code stays as written.
import { hasMath, splitMath, type MathPiece } from './latex.ts';

const SKIP = new Set(['CODE', 'PRE', 'SCRIPT', 'STYLE', 'TEXTAREA']);

type MathOnly = Extract<MathPiece, { kind: 'math' }>;

export function replaceMathText(root: Node, build: (piece: MathOnly, doc: Document) => Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (SKIP.has(parent.tagName)) return NodeFilter.FILTER_REJECT;
      }
      return hasMath(node.nodeValue ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const pieces = splitMath(node.nodeValue ?? '');
    if (!pieces.some((p) => p.kind === 'math')) continue;
    const fragment = doc.createDocumentFragment();
    for (const piece of pieces) fragment.append(piece.kind === 'text' ? doc.createTextNode(piece.text) : build(piece, doc));
    node.replaceWith(fragment);
  }
}

/** Runs `replaceMathText` over an HTML string on a detached template. */
export function replaceMathInHtml(html: string, build: (piece: MathOnly, doc: Document) => Node): string {
  if (!html || !hasMath(html) || typeof document === 'undefined') return html ?? '';
  const template = document.createElement('template');
  template.innerHTML = html;
  replaceMathText(template.content, build);
  return template.innerHTML;
}
