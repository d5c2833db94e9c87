// XML as the interchange readers read it: htmlparser2 in XML mode, which never fetches an
// external entity nor expands a declared one, so XXE and "billion laughs" cannot happen here;
// a document type that declares entities is refused all the same ('unsafe_file'), so a file that
// relies on them says so instead of reading wrong. htmlparser2 is lenient, so what it would
// mend is refused instead ('damaged_file'): a tag closed by implication, a stray close tag, no
// root or two roots, text outside the root.
//
// Elements nested deeper than MAX_XML_DEPTH are refused too ('damaged_file'): no item, manifest
// or formula nests that far, and the helpers below (and the readers' walks) recurse per level.
//
// Element names are compared by their local name (`qti:choiceInteraction` is `choiceInteraction`),
// since packages differ in whether they prefix the QTI, IMS CP and MathML namespaces.
import { render } from 'dom-serializer';
import { type ChildNode, DomHandler, type Element, isTag, isText } from 'domhandler';
import { Parser } from 'htmlparser2';
import { InterchangeReadError } from './model.ts';

export type { Element } from 'domhandler';

/** A file's bytes as text: UTF-8 (a BOM dropped); anything else refused as not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new InterchangeReadError('not_utf8');
  }
}

/** Most elements open at once: far past any QTI item, manifest, Moodle question or MathML formula. */
export const MAX_XML_DEPTH = 256;

/**
 * Whether the text declares entities: an `<!ENTITY`, or a document type with an internal subset
 * (a `[` before its `>`). The next `>` and `[` are remembered, so many `<!DOCTYPE`s with neither
 * are read once, not each to the end.
 */
function declaresEntities(text: string): boolean {
  if (/<!ENTITY/i.test(text)) return true;
  const next = (ch: string, from: number) => {
    const at = text.indexOf(ch, from);
    return at === -1 ? Infinity : at;
  };
  let close = -1;
  let bracket = -1;
  for (const m of text.matchAll(/<!DOCTYPE/gi)) {
    if (close < m.index) close = next('>', m.index);
    if (bracket < m.index) bracket = next('[', m.index);
    if (bracket < close) return true;
    if (bracket === Infinity) return false;
  }
  return false;
}

/** The root element of an XML text; refuses entity declarations and what a strict parser would. */
export function parseXml(text: string): Element {
  if (declaresEntities(text)) throw new InterchangeReadError('unsafe_file', 'entity declarations');
  let damaged: string | null = null;
  const handler = new DomHandler(undefined, { xmlMode: true });
  // isImplied: the parser closed an element the file left open, or met a close tag it had no open element for.
  const open: string[] = [];
  let openedAt = -1;
  const strict = new Parser(
    {
      onparserinit: (p) => handler.onparserinit(p),
      onreset: () => handler.onreset(),
      onend: () => handler.onend(),
      onerror: (e) => {
        damaged ??= e.message;
      },
      onopentag: (name, attribs) => {
        open.push(name);
        if (open.length > MAX_XML_DEPTH) throw new InterchangeReadError('damaged_file', `elements nested more than ${MAX_XML_DEPTH} deep`);
        openedAt = strict.endIndex;
        handler.onopentag(name, attribs);
      },
      onclosetag: (name, isImplied) => {
        // A self-closed element is closed "by implication" too, right after it opened.
        if (isImplied && strict.endIndex !== openedAt) damaged ??= `unclosed <${name}>`;
        open.pop();
        handler.onclosetag();
      },
      ontext: (data) => handler.ontext(data),
      oncomment: (data) => handler.oncomment(data),
      oncommentend: () => handler.oncommentend(),
      oncdatastart: () => handler.oncdatastart(),
      oncdataend: () => handler.oncdataend(),
      onprocessinginstruction: (name, data) => handler.onprocessinginstruction(name, data),
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  strict.write(text);
  if (open.length > 0) damaged ??= `unclosed <${open.at(-1)}>`;
  strict.end();
  if (damaged) throw new InterchangeReadError('damaged_file', damaged);
  const roots = handler.dom.filter(isTag);
  const strayText = handler.dom.some((n) => isText(n) && n.data.trim() !== '');
  if (roots.length !== 1 || strayText) throw new InterchangeReadError('damaged_file', roots.length === 0 ? 'no root element' : 'content outside the root element');
  return roots[0]!;
}

/** The name without its namespace prefix. */
export const localName = (el: Element): string => {
  const i = el.name.indexOf(':');
  return i === -1 ? el.name : el.name.slice(i + 1);
};

/** Child elements, all or those of this local name. */
export function childElements(el: Element, name?: string): Element[] {
  return el.children.filter((c): c is Element => isTag(c) && (name === undefined || localName(c) === name));
}

export function firstChild(el: Element, name: string): Element | undefined {
  return el.children.find((c): c is Element => isTag(c) && localName(c) === name);
}

/** Every descendant element of this local name, in document order. */
export function descendants(el: Element, name: string): Element[] {
  const out: Element[] = [];
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (localName(child) === name) out.push(child);
      walk(child);
    }
  };
  walk(el);
  return out;
}

/** The first descendant of this local name (depth first), or undefined. */
export const firstDescendant = (el: Element, name: string): Element | undefined => descendants(el, name)[0];

/** An attribute by its local name (`xml:lang` is `lang`), or undefined. */
export function attr(el: Element, name: string): string | undefined {
  if (name in el.attribs) return el.attribs[name];
  for (const [key, value] of Object.entries(el.attribs)) {
    const i = key.indexOf(':');
    if (i !== -1 && key.slice(i + 1) === name) return value;
  }
  return undefined;
}

/** The text of an element and its descendants, entities decoded. */
export function textOf(node: ChildNode | Element): string {
  if (isText(node)) return node.data;
  if ('children' in node) return node.children.map((c) => textOf(c as ChildNode)).join('');
  return '';
}

/** The element's children as HTML (prefixes dropped), for rich-text fields; the sanitizer runs later. */
export function innerHtml(el: Element | ChildNode[]): string {
  const nodes = Array.isArray(el) ? el : el.children;
  return render(nodes.map(unprefixed), { xmlMode: false, decodeEntities: true, selfClosingTags: true, encodeEntities: 'utf8' });
}

function unprefixed(node: ChildNode): ChildNode {
  if (!isTag(node)) return node;
  const name = localName(node);
  if (name !== node.name) node.name = name;
  node.children.forEach(unprefixed);
  return node;
}

/** Escapes text for an HTML or XML body or attribute. */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
