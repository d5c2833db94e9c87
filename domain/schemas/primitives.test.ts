import { describe, expect, it } from 'vitest';
import { INT4_MAX, epochMsParam, idField, idParam, lockVersionField, nulPaths, parseId, refusingNul } from './primitives.ts';
import { z } from 'zod';

describe('bounded wire types (spec §3 columns)', () => {
  it.each([
    ['1', 1],
    ['2147483647', INT4_MAX],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['12a', null],
    ['99999999999', null],
    ['', null],
    [undefined, null],
  ])('a route id %j is %j', (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  it('path, body and version types stop at the 32-bit column', () => {
    expect(idParam.safeParse(String(INT4_MAX)).success).toBe(true);
    expect(idParam.safeParse(String(INT4_MAX + 1)).success).toBe(false);
    expect(idField.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(idField.safeParse(0).success).toBe(false);
    expect(lockVersionField.safeParse(0).success).toBe(true);
    expect(lockVersionField.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(lockVersionField.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(epochMsParam.safeParse('253402300799999').success).toBe(true);
    expect(epochMsParam.safeParse('253402300800000').success).toBe(false);
  });

  it('finds NUL in strings and keys at any depth, without recursion limits', () => {
    expect(nulPaths({ a: ['x', 'y\u0000'], 'k\u0000': 1, b: { c: '\u0000' } }).map((p) => p.join('.')).sort()).toEqual(['a.1', 'b.c', 'k\u0000']);
    let deep: unknown = 'z\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPaths(deep)).toHaveLength(1);
  });

  it('refusingNul reports each NUL at its path before the wrapped schema runs', () => {
    const schema = refusingNul(z.object({ name: z.string(), count: z.number() }));
    expect(schema.safeParse({ name: 'a\u0000', count: 'x' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'validation.nul_character' }),
    ]);
    expect(schema.safeParse({ name: 'a', count: 1 }).data).toEqual({ name: 'a', count: 1 });
  });
});
