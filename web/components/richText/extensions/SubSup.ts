// Subscript and superscript (CO₂, x²): science teachers paste them from Word and the
// sanitizer keeps <sub> and <sup>. The two exclude each other.
import { Mark } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    subSup: {
      toggleSubscript: () => ReturnType;
      toggleSuperscript: () => ReturnType;
    };
  }
}

export const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }, { style: 'vertical-align', getAttrs: (value) => (value === 'sub' ? null : false) }],
  renderHTML: () => ['sub', 0],
  addCommands() {
    return { toggleSubscript: () => ({ commands }) => commands.toggleMark(this.name) };
  },
  addKeyboardShortcuts() {
    return { 'Mod-,': () => this.editor.commands.toggleMark(this.name) };
  },
});

export const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup' }, { style: 'vertical-align', getAttrs: (value) => (value === 'super' ? null : false) }],
  renderHTML: () => ['sup', 0],
  addCommands() {
    return { toggleSuperscript: () => ({ commands }) => commands.toggleMark(this.name) };
  },
  addKeyboardShortcuts() {
    return { 'Mod-.': () => this.editor.commands.toggleMark(this.name) };
  },
});
