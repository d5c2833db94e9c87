// The shared rich-text editor and its read-only view (pages, passages, questions).
export { RichTextEditor } from './RichTextEditor.tsx';
export type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor.tsx';
export { RichTextView } from './RichTextView.tsx';
export type { RichTextViewProps } from './RichTextView.tsx';
export { renderMathInHtml } from './renderMath.ts';
