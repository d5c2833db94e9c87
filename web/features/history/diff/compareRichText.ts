// Two versions of rich text compared word by word on what a reader sees (tokens.ts), each
// returned as its own HTML with the changes marked: the older with <del>, the newer with
// <ins>. Both stay the documents they were (tables, lists, formulas and images where they
// were), so each renders as learners see it (RichTextView renders the math inside the marks).
// A mark is not colour alone: the compare view underlines insertions, strikes deletions
// through, and each mark starts with a visually hidden word for screen readers ("inserted").
//
// It stays near linear on long pages: lines (blocks) are matched first, anchored on the lines
// found once on each side (ranges.ts), and words are compared only inside the runs of lines
// that differ. A run too different to search cheaply (more than WORD_EDITS_MAX edits) is
// marked as replaced whole.
import { anchoredDiff, diffRange } from './ranges.ts';
import { tokenize, type Token, type Tokenized } from './tokens.ts';

/** The words screen readers hear before a mark. Without them the marks have no spoken word. */
export type DiffLabels = { inserted: string; deleted: string };

export type RichTextComparison = {
  /** The older HTML, what is gone marked with <del>. */
  before: string;
  /** The newer HTML, what is new marked with <ins>. */
  after: string;
  /** Whether a reader would see any difference. */
  changed: boolean;
};

/** The most edits searched for in a run of differing lines before its words count as replaced whole (~30 ms). */
const WORD_EDITS_MAX = 500;
/** The same for the lines between two anchors. */
const LINE_EDITS_MAX = 1000;

type Side = { tokenized: Tokenized; ids: number[]; changed: Uint8Array };

/** One number per distinct key, shared by both sides: comparing numbers is cheaper than strings. */
function interner() {
  const ids = new Map<string, number>();
  return (key: string) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
}

function side(html: string, intern: (key: string) => number): Side {
  const tokenized = tokenize(html);
  return { tokenized, ids: tokenized.tokens.map((token) => intern(token.key)), changed: new Uint8Array(tokenized.tokens.length) };
}

/** Lines matched first; the words of each run of differing lines compared with each other. */
function markChanges(before: Side, after: Side) {
  const lineIntern = interner();
  const lineIds = (s: Side) => s.tokenized.lines.map((line) => lineIntern(s.ids.slice(line.start, line.end).join(',')));
  const beforeLines = before.tokenized.lines;
  const afterLines = after.tokenized.lines;
  const tokenStart = (lines: typeof beforeLines, index: number, total: number) => (index < lines.length ? lines[index]!.start : total);
  const beforeCount = before.ids.length;
  const afterCount = after.ids.length;

  // Runs of lines gone and lines new, in order. A run gone and a run new at the same place
  // (as many unchanged lines before each) replace one another: their words are compared.
  let pending: { removed: [number, number] | null; added: [number, number] | null } = { removed: null, added: null };
  let removedLines = 0;
  let addedLines = 0;
  let pendingPlace = -1;
  const flush = () => {
    const { removed, added } = pending;
    pending = { removed: null, added: null };
    if (!removed && !added) return;
    const beforeRange: [number, number] = removed ? [tokenStart(beforeLines, removed[0], beforeCount), tokenStart(beforeLines, removed[1], beforeCount)] : [0, 0];
    const afterRange: [number, number] = added ? [tokenStart(afterLines, added[0], afterCount), tokenStart(afterLines, added[1], afterCount)] : [0, 0];
    diffRange(before.ids, beforeRange, after.ids, afterRange, WORD_EDITS_MAX, {
      onRemoved: (from, to) => before.changed.fill(1, from, to),
      onAdded: (from, to) => after.changed.fill(1, from, to),
    });
  };
  anchoredDiff(lineIds(before), lineIds(after), LINE_EDITS_MAX, {
    onRemoved: (from, to) => {
      flush();
      pending.removed = [from, to];
      pendingPlace = from - removedLines;
      removedLines += to - from;
    },
    onAdded: (from, to) => {
      if (pending.removed && pendingPlace !== from - addedLines) flush();
      pending.added = [from, to];
      addedLines += to - from;
      flush();
    },
  });
  flush();
}

/** Tokens in one text node, by node. */
function byTextNode(tokens: readonly Token[], changed: Uint8Array): Map<Text, Token[]> {
  const nodes = new Map<Text, Token[]>();
  tokens.forEach((token, index) => {
    if (token.kind !== 'text' || !changed[index]) return;
    const node = token.node as Text;
    const list = nodes.get(node);
    if (list) list.push(token);
    else nodes.set(node, [token]);
  });
  return nodes;
}

function mark(doc: Document, tag: 'ins' | 'del', label: string | undefined, content: Node): HTMLElement {
  const element = doc.createElement(tag);
  element.setAttribute('data-diff', tag === 'ins' ? 'inserted' : 'deleted');
  if (label) {
    const hidden = doc.createElement('span');
    hidden.setAttribute('data-diff-label', '');
    hidden.textContent = `${label} `;
    element.append(hidden);
  }
  element.append(content);
  return element;
}

/** The side's HTML with its changed tokens marked. */
function render({ tokenized, changed }: Side, tag: 'ins' | 'del', label: string | undefined): string {
  const { root, tokens } = tokenized;
  const doc = root.ownerDocument;
  for (const [node, list] of byTextNode(tokens, changed)) {
    const value = node.nodeValue ?? '';
    // Neighbouring changed words of a node share one mark when only white space is between them.
    const ranges: [number, number][] = [];
    for (const token of list) {
      const last = ranges.at(-1);
      if (last && value.slice(last[1], token.start).trim() === '') last[1] = token.end;
      else ranges.push([token.start, token.end]);
    }
    const fragment = doc.createDocumentFragment();
    let at = 0;
    for (const [start, end] of ranges) {
      if (start > at) fragment.append(value.slice(at, start));
      fragment.append(mark(doc, tag, label, doc.createTextNode(value.slice(start, end))));
      at = end;
    }
    if (at < value.length) fragment.append(value.slice(at));
    node.replaceWith(fragment);
  }
  tokens.forEach((token, index) => {
    if (!changed[index]) return;
    const element = token.node as Element;
    if (token.kind === 'boundary') element.setAttribute('data-diff', tag === 'ins' ? 'inserted' : 'deleted');
    else if (token.kind === 'atom') {
      const holder = doc.createComment('');
      element.replaceWith(holder);
      holder.replaceWith(mark(doc, tag, label, element));
    }
  });
  const container = doc.createElement('div');
  container.append(root);
  return container.innerHTML;
}

/**
 * The older and the newer HTML with what differs marked. `labels` are the words screen
 * readers hear before each mark (translated by the caller); without them marks have none.
 */
export function compareRichText(beforeHtml: string, afterHtml: string, labels?: DiffLabels): RichTextComparison {
  const unchanged = { before: beforeHtml, after: afterHtml, changed: false };
  if (beforeHtml === afterHtml) return unchanged;
  const intern = interner();
  const before = side(beforeHtml, intern);
  const after = side(afterHtml, intern);
  markChanges(before, after);
  if (!before.changed.includes(1) && !after.changed.includes(1)) return unchanged;
  return { before: render(before, 'del', labels?.deleted), after: render(after, 'ins', labels?.inserted), changed: true };
}
