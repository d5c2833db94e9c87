// Math for Pena's editors and views: KaTeX rendering of `[% %]` / `[[% %]]` text, the
// MathLive equation modal, and the equation answer field.
export { MathText } from './MathText.tsx';
export type { MathTextProps } from './MathText.tsx';
export { EquationModal } from './EquationModal.tsx';
export type { EquationModalProps } from './EquationModal.tsx';
export { MathField } from './MathField.tsx';
export type { MathFieldProps } from './MathField.tsx';
export { hasMath, largestMatrix, mathSource, matricesWithinLimit, matrixLatex, splitMath, MATH_PATTERN } from './latex.ts';
export { renderLatex } from './renderLatex.ts';
export type { MathPiece } from './latex.ts';
export { answerToPlainText, latexToPlainText, mathToPlainText } from './plainMath.ts';
