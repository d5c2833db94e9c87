import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { policyActors } from '../test/policyActors.ts';
import { authorizeTeam, canOnTeam } from './teams.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];
//                 admin publ   edit   ltd    norole member restr  unappr
const allowed = [true, false, false, false, false, false, false, false];

describe('team policy', () => {
  it.each(names.map((n, i) => [n, allowed[i]!] as const))('manage_members: %s → %s', (name, expected) => {
    expect(canOnTeam(actors[name], 'manage_members')).toBe(expected);
    if (expected) expect(() => authorizeTeam(actors[name], 'manage_members')).not.toThrow();
    else expect(() => authorizeTeam(actors[name], 'manage_members')).toThrow(AppError);
  });
});
