// Formulas reach assistive technology (WCAG 1.1.1, 1.3.1): KaTeX's output carries MathML, which
// screen readers read, beside its HTML, which they must skip. In the viewer, in MathText (lists,
// previews' answers) and in the editor, where a formula is a button named by its TeX.
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { screen, waitFor } from '../../test/dom.ts';
import { RichTextEditor, RichTextView } from '../richText/index.ts';
import { i18n } from '../../i18n/index.ts';
import { loadLatexRenderer } from './lazyLatex.ts';
import { MathText } from './MathText.tsx';

/** Whether an element or one of its ancestors is hidden from assistive technology. */
function hiddenFromAT(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true' || (node as HTMLElement).hidden) return true;
  }
  return false;
}

/** The MathML of a rendered formula, checked to be exposed while KaTeX's HTML is hidden. */
function expectExposedMath(container: Element, annotation: string) {
  const math = container.querySelector('math');
  expect(math, 'a <math> element').not.toBeNull();
  expect(hiddenFromAT(math!)).toBe(false);
  expect(math!.querySelector('annotation[encoding="application/x-tex"]')?.textContent).toBe(annotation);
  const html = container.querySelector('.katex-html');
  expect(html?.getAttribute('aria-hidden')).toBe('true');
}

describe('math for assistive technology', () => {
  it('the viewer (pages, previews) exposes MathML and hides the drawn HTML', () => {
    const { container } = renderWithApp(<RichTextView html="<p>Luas persegi [%s^2%] dan [[%\frac{1}{2}%]]</p>" />);
    expect(container.querySelectorAll('math')).toHaveLength(2);
    expectExposedMath(container.querySelector('.pena-math')!, 's^2');
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
  });

  it('MathText (titles, answers) exposes MathML once KaTeX is loaded', async () => {
    await loadLatexRenderer();
    const { container } = renderWithApp(<MathText>{'Jawaban [%x+1%]'}</MathText>);
    await waitFor(() => expect(container.querySelector('math')).not.toBeNull());
    expectExposedMath(container, 'x+1');
  });

  it('in the editor a formula is a button named by its TeX', async () => {
    renderWithApp(<RichTextEditor label="Content" value="<p>Area [%x^2%]</p>" topicId={5} onChange={() => {}} />);
    const formula = await screen.findByRole('button', { name: 'Equation x^2. Press Enter to edit.' });
    expect(formula.querySelector('math')).not.toBeNull();
    expect(hiddenFromAT(formula)).toBe(false);
  });

  it('in Indonesian too', async () => {
    await i18n.changeLanguage('id');
    renderWithApp(<RichTextEditor label="Isi" value="<p>Luas [%x^2%]</p>" topicId={5} onChange={() => {}} />, { path: '/id/' });
    await screen.findByRole('button', { name: 'Persamaan x^2. Tekan Enter untuk mengubah.' });
  });
});
