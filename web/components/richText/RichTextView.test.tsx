import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { screen, user } from '../../test/dom.ts';
import { MathField, MathText } from '../math/index.ts';
import { RichTextView } from './index.ts';

describe('RichTextView', () => {
  it('renders stored HTML with its math, and leaves text that is not math alone', () => {
    const { container } = renderWithApp(
      <RichTextView html={'<h2>Luas</h2><p>L = [%\\pi r^2%] and 5 [% of 10</p><p>[[%\\sum_{i=1}^n i%]]</p><iframe src="https://www.youtube.com/embed/x" data-embed="youtube"></iframe>'} />,
    );
    screen.getByRole('heading', { name: 'Luas' });
    expect(container.querySelectorAll('.katex').length).toBe(2);
    expect(container.querySelector('.pena-math-display .katex-display')).not.toBeNull();
    expect(container.textContent).toContain('and 5 [% of 10');
    expect(container.querySelector('iframe[data-embed]')).not.toBeNull();
  });
});

describe('MathText', () => {
  it('escapes text and renders math', () => {
    const { container } = renderWithApp(<MathText>{'<b>x</b> is [%x^2%]'}</MathText>);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>x</b> is');
    expect(container.querySelector('.katex')).not.toBeNull();
  });
});

describe('MathField', () => {
  it('edits LaTeX (a text box where MathLive cannot run) and shows the error', async () => {
    const onChange = vi.fn();
    renderWithApp(<MathField label="Answer" value="" onChange={onChange} error="Required" />);
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith('x');
    screen.getByText('Required');
  });
});
