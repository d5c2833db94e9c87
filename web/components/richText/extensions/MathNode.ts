// A formula inside the editor: an inline atom holding LaTeX and whether it is display math.
// It shows KaTeX's rendering and opens the equation modal on click (or Enter when selected);
// in HTML it is written back as its delimited text, `[%…%]` or `[[%…%]]`, which is what is
// stored. Typing or pasting delimited text turns it into a formula as soon as it closes.
import { Node } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import type { Node as PMNode } from '@tiptap/pm/model';
import { hasMath, mathSource, splitMath } from '../../math/latex.ts';
import { renderLatex } from '../../math/renderLatex.ts';
import { MATH_ATTRIBUTE, readMathElement } from './mathMarkup.ts';

export type MathOpenRequest = { pos: number | null; latex: string; display: boolean };

export type MathNodeOptions = {
  /** Called when a formula asks to be edited (click, Enter) or inserted (command). */
  onOpen: (request: MathOpenRequest) => void;
  /** Accessible name of a formula, e.g. "Equation: x^2. Press Enter to edit." */
  label: (latex: string) => string;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    math: {
      /** Opens the equation modal for a new formula (selected text becomes its LaTeX). */
      openEquation: () => ReturnType;
      /** Puts a formula at `pos` (replacing the one there) or at the selection. */
      setMath: (attrs: { latex: string; display: boolean }, pos?: number | null) => ReturnType;
    };
  }
}

export const MathNode = Node.create<MathNodeOptions>({
  name: 'math',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { onOpen: () => {}, label: (latex: string) => latex };
  },

  addAttributes() {
    return {
      latex: { default: '', rendered: false },
      display: { default: false, rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: `span[${MATH_ATTRIBUTE}]`, getAttrs: (el) => readMathElement(el) }];
  },

  // A span holding the delimited text; serialise() unwraps it, so what is stored is the
  // text alone (the span only lives on the clipboard and inside the editor).
  renderHTML({ node }) {
    const display = node.attrs.display as boolean;
    return ['span', { [MATH_ATTRIBUTE]: display ? 'display' : 'inline' }, mathSource(node.attrs.latex as string, display)];
  },

  renderText({ node }) {
    return mathSource(node.attrs.latex as string, node.attrs.display as boolean);
  },

  addCommands() {
    return {
      openEquation:
        () =>
        ({ state }) => {
          const { from, to, empty } = state.selection;
          const selected = empty ? '' : state.doc.textBetween(from, to, ' ');
          this.options.onOpen({ pos: null, latex: selected.trim(), display: false });
          return true;
        },
      setMath:
        (attrs, pos) =>
        ({ tr, state, dispatch }) => {
          const node = state.schema.nodes.math!.create(attrs);
          const existing = pos != null ? state.doc.nodeAt(pos) : null;
          if (pos != null && existing?.type.name === this.name) {
            tr.replaceWith(pos, pos + existing.nodeSize, node);
          } else {
            tr.replaceSelectionWith(node, false);
          }
          if (dispatch) dispatch(tr.scrollIntoView());
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    const openSelected = () => {
      const { selection } = this.editor.state;
      const node = 'node' in selection ? (selection.node as PMNode) : null;
      if (!node || node.type.name !== this.name) return false;
      this.options.onOpen({ pos: selection.from, latex: node.attrs.latex as string, display: node.attrs.display as boolean });
      return true;
    };
    return { Enter: openSelected, Space: openSelected };
  },

  addNodeView() {
    return ({ node, getPos, editor }) => {
      const dom = document.createElement('span');
      let current = node;
      const paint = () => {
        const latex = current.attrs.latex as string;
        const display = current.attrs.display as boolean;
        dom.className = display ? 'pena-math-node pena-math-display' : 'pena-math-node';
        dom.setAttribute('data-latex', latex);
        dom.setAttribute('aria-label', this.options.label(latex));
        dom.innerHTML = renderLatex(latex, display);
      };
      dom.contentEditable = 'false';
      dom.setAttribute('role', 'button');
      paint();
      dom.addEventListener('click', (event) => {
        if (!editor.isEditable) return;
        event.preventDefault();
        const pos = typeof getPos === 'function' ? getPos() : null;
        this.options.onOpen({ pos: pos ?? null, latex: current.attrs.latex as string, display: current.attrs.display as boolean });
      });
      return {
        dom,
        update: (updated) => {
          if (updated.type !== current.type) return false;
          if (updated.attrs.latex !== current.attrs.latex || updated.attrs.display !== current.attrs.display) {
            current = updated;
            paint();
          }
          current = updated;
          return true;
        },
        ignoreMutation: () => true,
      };
    };
  },

  addProseMirrorPlugins() {
    return [mathTextPlugin(this.name)];
  },
});

/**
 * Turns delimited text into formulas where a transaction changed text (typing the closing
 * `%]`, pasting plain text). Only the text blocks a step touched are scanned, so typing in
 * a long page stays cheap.
 */
function mathTextPlugin(typeName: string) {
  return new Plugin({
    key: new PluginKey('penaMathText'),
    appendTransaction(transactions: readonly Transaction[], _old: EditorState, state: EditorState) {
      if (!transactions.some((tr) => tr.docChanged) || transactions.some((tr) => tr.getMeta('penaMathText'))) return null;
      const type = state.schema.nodes[typeName];
      if (!type) return null;
      // Changed ranges, mapped forward into the final document.
      let ranges: Array<[number, number]> = [];
      for (const tr of transactions) {
        ranges = ranges.map(([from, to]) => [tr.mapping.map(from, -1), tr.mapping.map(to, 1)]);
        tr.mapping.maps.forEach((map, index) => {
          const rest = tr.mapping.slice(index + 1);
          map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
            ranges.push([rest.map(newStart, -1), rest.map(newEnd, 1)]);
          });
        });
      }
      if (ranges.length === 0) return null;
      const blocks = new Map<number, PMNode>();
      for (const [from, to] of ranges) {
        const a = Math.max(0, Math.min(from, state.doc.content.size));
        const b = Math.max(a, Math.min(to, state.doc.content.size));
        state.doc.nodesBetween(a, b, (node, pos) => {
          if (node.isTextblock) {
            if (!node.type.spec.code) blocks.set(pos, node);
            return false;
          }
          return true;
        });
      }
      const found: Array<{ from: number; to: number; latex: string; display: boolean }> = [];
      for (const [pos, block] of blocks) {
        block.forEach((child, offset) => {
          if (!child.isText || !child.text || !hasMath(child.text)) return;
          if (child.marks.some((mark) => mark.type.spec.code)) return;
          let at = pos + 1 + offset;
          for (const piece of splitMath(child.text)) {
            const length = piece.kind === 'text' ? piece.text.length : piece.source.length;
            if (piece.kind === 'math') found.push({ from: at, to: at + length, latex: piece.latex, display: piece.display });
            at += length;
          }
        });
      }
      if (found.length === 0) return null;
      const tr = state.tr;
      for (const item of found.reverse()) {
        tr.replaceWith(item.from, item.to, type.create({ latex: item.latex, display: item.display }));
      }
      return tr.setMeta('penaMathText', true);
    },
  });
}
