import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { policyActors } from '../test/policyActors.ts';
import { authorizeMembers, canOnMembers, type MemberAction } from './members.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];
//                                      admin publ   edit   ltd    norole member restr  unappr
const allowed: Record<MemberAction, boolean[]> = {
  list: [true, true, true, true, true, true, false, false],
  update: [true, false, false, false, false, false, false, false],
};

describe('member policy (§6)', () => {
  for (const action of ['list', 'update'] as const) {
    it.each(names.map((n, i) => [n, allowed[action][i]!] as const))(`${action}: %s → %s`, (name, expected) => {
      expect(canOnMembers(actors[name], action)).toBe(expected);
      if (expected) expect(() => authorizeMembers(actors[name], action)).not.toThrow();
      else expect(() => authorizeMembers(actors[name], action)).toThrow(AppError);
    });
  }
});
