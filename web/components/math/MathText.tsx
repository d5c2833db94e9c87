// A plain string with `[% %]` / `[[% %]]` math, as learners see it: text stays text (React
// escapes it) and each formula is KaTeX's HTML. For answers, labels and titles that are not
// rich text; rich HTML goes through RichTextView.
import { Fragment, memo } from 'react';
import 'katex/dist/katex.min.css';
import { renderLatex, splitMath } from './latex.ts';
import classes from './math.module.css';

export type MathTextProps = {
  children?: string | null;
  /** Same as children, for callers that prefer a prop. */
  text?: string | null;
  className?: string;
};

export const MathText = memo(function MathText({ children, text, className }: MathTextProps) {
  const pieces = splitMath(text ?? children ?? '');
  return (
    <span className={className}>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          <Fragment key={i}>{piece.text}</Fragment>
        ) : (
          <span
            key={i}
            className={piece.display ? classes.display : classes.inline}
            data-latex={piece.latex}
            // KaTeX output with trust:false: markup of its own, no user HTML passes through.
            dangerouslySetInnerHTML={{ __html: renderLatex(piece.latex, piece.display) }}
          />
        ),
      )}
    </span>
  );
});
