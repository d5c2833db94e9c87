import { describe, expect, it } from 'vitest';
import { defaultExactValueOptions } from '../schemas/questions.ts';
import { letterOf, numberingLabel } from './numbering.ts';

const on = (over: Partial<typeof defaultExactValueOptions>) => ({ ...defaultExactValueOptions, enable_numbering: true, ...over });

describe('exact value numbering', () => {
  it('is off unless enabled', () => {
    expect(numberingLabel(defaultExactValueOptions, 0, null)).toBeNull();
  });
  it.each([
    [on({}), 0, null, '(1)'],
    [on({ numbering_start: 7 }), 2, null, '(9)'],
    [on({ numbering_bracket: '[]', numbering_format: 'letter' }), 0, null, '[a]'],
    [on({ numbering_bracket: '{}', numbering_format: 'letter', numbering_start: 3 }), 1, null, '{d}'],
    [on({ numbering_format: 'custom' }), 4, ' iv ', '(iv)'],
    [on({ numbering_format: 'custom', numbering_bracket: '[]' }), 0, null, '[]'],
  ] as const)('%o item %i labelled %s → %s', (options, index, label, expected) => {
    expect(numberingLabel(options, index, label)).toBe(expected);
  });
  it('letters go on past z', () => {
    expect([letterOf(1), letterOf(26), letterOf(27), letterOf(52), letterOf(99)]).toEqual(['a', 'z', 'aa', 'az', 'cu']);
  });
});
