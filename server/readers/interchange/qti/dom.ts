// Small edits of the parsed item tree (domhandler nodes): the item body is rewritten in place
// before it is serialized as HTML, so media, math and interactions are swapped where they stand.
import { type ChildNode, Text, isTag } from 'domhandler';
import { type Element, localName } from '../xml.ts';

/** Puts `replacements` where `node` was (nothing: removes it), keeping the sibling links right. */
export function replaceNode(node: ChildNode, replacements: ChildNode[] = []): void {
  const parent = node.parent;
  if (!parent) return;
  const siblings = parent.children;
  const at = siblings.indexOf(node);
  if (at === -1) return;
  siblings.splice(at, 1, ...replacements);
  for (const r of replacements) r.parent = parent;
  node.parent = null;
  siblings.forEach((child, i) => {
    child.prev = siblings[i - 1] ?? null;
    child.next = siblings[i + 1] ?? null;
  });
}

/** Replaces an element by its own children (unwraps it). */
export const unwrap = (el: Element): void => replaceNode(el, [...el.children]);

/** A text node; its text is escaped when the tree is serialized. */
export const textNode = (text: string): Text => new Text(text);

/** Every element under `root` whose local name passes `test`, in document order. */
export function elementsWhere(root: Element, test: (name: string) => boolean): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (!isTag(child)) continue;
      if (test(localName(child))) out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** The nearest ancestor of `el` with one of `names`, or null. */
export function ancestorNamed(el: Element, names: ReadonlySet<string>): Element | null {
  let node = el.parent;
  while (node && isTag(node as Element)) {
    if (names.has(localName(node as Element))) return node as Element;
    node = node.parent;
  }
  return null;
}
