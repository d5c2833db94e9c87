import { describe, expect, it } from 'vitest';
import { PRESENCE_COLORS, presenceColor } from './presenceColors.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('presence colours', () => {
  it.each(PRESENCE_COLORS)('%s carries white initials at 4.5:1 or more', (color) => {
    expect((1.05 / (luminance(color) + 0.05))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a person the same colour everywhere, and neighbours in id different ones', () => {
    expect(presenceColor(17)).toBe(presenceColor(17));
    expect(presenceColor(17)).not.toBe(presenceColor(18));
    expect(new Set(PRESENCE_COLORS).size).toBe(PRESENCE_COLORS.length);
  });
});
