// The small wire types every request schema is built from, bounded to what the database can
// hold (spec §3), so bad input is a 422 naming the field and never a server error:
// - ids, versions, positions and other whole numbers that land in 32-bit `integer` columns;
// - instants sent as epoch milliseconds (up to the end of year 9999);
// - text without NUL, which PostgreSQL cannot store: `refusingNul` wraps any schema so that a
//   NUL in any string (or object key) of the input is refused with `validation.nul_character`
//   at its path. The server applies it to every body, query, params and headers schema it
//   validates (server/validation.ts) and to multipart text fields, so no route can forget it.
import { z } from 'zod';
import { msg } from '../messages/index.ts';

/** The largest value of PostgreSQL's `integer` (every id, lock_version and position column). */
export const INT4_MAX = 2_147_483_647;
/**
 * The last instant of year 9999 in epoch milliseconds: past it a `Date` has a six-digit year
 * (or is invalid past 8.64e15) that neither ISO text nor PostgreSQL reads back.
 */
export const MAX_EPOCH_MS = 253_402_300_799_999;

/** A whole number in a 32-bit column, in a JSON body. */
export const int4 = (min = 0, max = INT4_MAX) =>
  z
    .number()
    .int()
    .min(min)
    .max(max, { error: msg('invalid') });

/** The id of a row in a JSON body: 1..2147483647. */
export const idField = z.number().int().min(1).max(INT4_MAX, { error: msg('invalid') });
/** The id of a row in a path or a query string (text, coerced): 1..2147483647, else 422. */
export const idParam = z.coerce.number().int().min(1).max(INT4_MAX, { error: msg('invalid') });
/** The version a save was based on (optimistic locking, spec §4 conflicts): required, "Required" when missing. */
export const lockVersionField = z
  .number({ error: (issue) => (issue.input === undefined ? msg('required') : undefined) })
  .int()
  .min(0)
  .max(INT4_MAX, { error: msg('invalid') });
/** An instant in a query string, as epoch milliseconds from 1970 on. */
export const epochMsParam = z.coerce.number().int().min(0).max(MAX_EPOCH_MS, { error: msg('invalid') });

/** A route's id segment as the API takes it (1..2147483647), or null: screens show "not found" for anything else. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

/** Paths of the strings and object keys in `value` that hold a NUL character (iterative and linear: deep JSON is fine). */
export function nulPaths(value: unknown): PropertyKey[][] {
  // Each entry links to its parent, so a path is only built for what is found.
  type Step = { key: PropertyKey; parent: Step | null } | null;
  const pathOf = (step: Step): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let s = step; s; s = s.parent) path.push(s.key);
    return path.reverse();
  };
  const found: PropertyKey[][] = [];
  const stack: [unknown, Step][] = [[value, null]];
  while (stack.length) {
    const [current, step] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) stack.push([current[i], { key: i, parent: step }]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) found.push(pathOf({ key, parent: step }));
        else stack.push([item, { key, parent: step }]);
      }
    }
  }
  return found;
}

/** `schema`, after refusing any NUL character anywhere in the input (one issue per string, at its path). */
export function refusingNul<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', message: msg('nul_character'), path, input: value });
    })
    .pipe(schema);
}
