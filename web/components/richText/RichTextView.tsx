// Stored rich text as learners see it: the (already sanitized) HTML with its `[% %]` and
// `[[% %]]` math rendered by KaTeX. Used by previews, the conflict dialog and tables.
import { memo, useMemo } from 'react';
import 'katex/dist/katex.min.css';
import { renderMathInHtml } from './renderMath.ts';
import classes from './richText.module.css';

export type RichTextViewProps = {
  html: string;
  className?: string;
};

export const RichTextView = memo(function RichTextView({ html, className }: RichTextViewProps) {
  const rendered = useMemo(() => renderMathInHtml(html), [html]);
  return (
    <div
      className={[classes.content, classes.view, className].filter(Boolean).join(' ')}
      // Sanitized on the server before it was stored; math adds only KaTeX's own markup.
      dangerouslySetInnerHTML={{ __html: rendered }}
    />
  );
});
