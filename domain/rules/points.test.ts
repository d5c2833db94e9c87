import { describe, expect, it } from 'vitest';
import { v } from './test/fixtures.ts';
import { hasAtMostOneDecimal, pointsError } from './points.ts';

describe('points (spec §5, §9)', () => {
  it.each<[number | null | undefined, boolean, string | null]>([
    [null, true, v('points_required')],
    [undefined, true, v('points_required')],
    [null, false, null],
    [0, true, null],
    [9999.9, true, null],
    [0.1 + 0.2, true, null],
    [12.5, false, null],
    [-0.1, true, v('points_min')],
    [-1, false, v('points_min')],
    [10000, true, v('points_max')],
    [9999.95, true, v('points_max')],
    [1.25, true, v('points_decimals')],
    [Number.NaN, true, v('points_invalid')],
    [Number.POSITIVE_INFINITY, false, v('points_invalid')],
  ])('pointsError(%j, required %s) is %j', (value, required, message) => {
    expect(pointsError(value, required)).toBe(message);
  });

  it('knows one decimal place from two', () => {
    expect(hasAtMostOneDecimal(2.3)).toBe(true);
    expect(hasAtMostOneDecimal(2.31)).toBe(false);
  });

  it('uses the exact §8 text for empty points', async () => {
    const { default: en } = await import('../messages/en.json', { with: { type: 'json' } });
    expect(en.points_required).toBe('Points cannot be empty');
  });
});
