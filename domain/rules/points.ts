// Question points (spec §5, §9): when the organization uses the point system, required
// ("Points cannot be empty"), 0.0 to 9999.9, at most one decimal place. Where points are not
// used, an empty value is fine, but a value given must still be in range (it is stored).
import { POINTS_DECIMALS, POINTS_MAX, POINTS_MIN } from '../constants.ts';
import { msg } from '../messages/index.ts';

/** Whether a number has at most `POINTS_DECIMALS` decimals (tolerant of binary fractions). */
export function hasAtMostOneDecimal(value: number): boolean {
  const scaled = value * 10 ** POINTS_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The message of the points rule, or null when the value is acceptable. */
export function pointsError(value: number | null | undefined, required: boolean): string | null {
  if (value === null || value === undefined) return required ? msg('points_required') : null;
  if (!Number.isFinite(value)) return msg('points_invalid');
  if (value < POINTS_MIN) return msg('points_min');
  if (value > POINTS_MAX) return msg('points_max');
  if (!hasAtMostOneDecimal(value)) return msg('points_decimals');
  return null;
}
