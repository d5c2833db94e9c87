import { describe, expect, it } from 'vitest';
import { escapeHtml, withMarks } from './html.ts';

describe('document HTML helpers', () => {
  it('escapes the characters that would open a tag, an entity or end an attribute', () => {
    expect(escapeHtml(`a < b && c > "d" 'e'`)).toBe(`a &lt; b &amp;&amp; c &gt; &quot;d&quot; 'e'`);
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('wraps in the run’s marks, strong outermost and u innermost', () => {
    expect(withMarks('x', {})).toBe('x');
    expect(withMarks('x', { bold: true, italic: true, underline: true })).toBe('<strong><em><u>x</u></em></strong>');
    expect(withMarks('x', { italic: true, bold: false })).toBe('<em>x</em>');
  });
});
