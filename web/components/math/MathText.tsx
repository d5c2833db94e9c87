// A plain string with `[% %]` / `[[% %]]` math, as learners see it: text stays text (React
// escapes it) and each formula is KaTeX's HTML. For answers, labels and titles that are not
// rich text; rich HTML goes through RichTextView. Every stem, title and excerpt shown in a
// list, a header, a picker's row or a dialog goes through here (`inline` for one-line
// places); where only a string fits, through mathToPlainText (plainMath.ts). KaTeX loads with
// the first formula shown (lazyLatex.ts); until then a formula reads as plain text.
import { Fragment, memo } from 'react';
import { useLatexRenderer } from './lazyLatex.ts';
import { splitMath } from './pieces.ts';
import { latexToPlainText } from './plainMath.ts';
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
  const renderLatex = useLatexRenderer(pieces.some((piece) => piece.kind === 'math'));
  return (
    <span className={className}>
      {pieces.map((piece, i) => {
        if (piece.kind === 'text') return <Fragment key={i}>{piece.text}</Fragment>;
        const display = piece.display && !inline;
        const props = { className: display ? classes.display : classes.inline, 'data-latex': piece.latex };
        return renderLatex ? (
          // KaTeX output with trust:false: markup of its own, no user HTML passes through.
          <span key={i} {...props} dangerouslySetInnerHTML={{ __html: renderLatex(piece.latex, display) }} />
        ) : (
          <span key={i} {...props}>
            {latexToPlainText(piece.latex)}
          </span>
        );
      })}
    </span>
  );
});
