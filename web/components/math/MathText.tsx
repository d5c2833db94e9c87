// A plain string with `[% %]` / `[[% %]]` math, as learners see it: text stays text (React
// escapes it) and each formula is KaTeX's HTML. For answers, labels and titles that are not
// rich text; rich HTML goes through RichTextView. Every stem, title and excerpt shown in a
// list, a header, a picker's row or a dialog goes through here (`inline` for one-line
// places); where only a string fits, through mathToPlainText (plainMath.ts).
import { Fragment, memo } from 'react';
import 'katex/dist/katex.min.css';
import { renderLatex, splitMath } from './latex.ts';
import classes from './math.module.css';

export type MathTextProps = {
  children?: string | null;
  /** Same as children, for callers that prefer a prop. */
  text?: string | null;
  className?: string;
  /** Display formulas too are set inline (lists, headers, one-line labels). */
  inline?: boolean;
};

export const MathText = memo(function MathText({ children, text, className, inline = false }: MathTextProps) {
  const pieces = splitMath(text ?? children ?? '');
  return (
    <span className={className}>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          <Fragment key={i}>{piece.text}</Fragment>
        ) : (
          <span
            key={i}
            className={piece.display && !inline ? classes.display : classes.inline}
            data-latex={piece.latex}
            // KaTeX output with trust:false: markup of its own, no user HTML passes through.
            dangerouslySetInnerHTML={{ __html: renderLatex(piece.latex, piece.display && !inline) }}
          />
        ),
      )}
    </span>
  );
});
