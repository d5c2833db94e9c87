import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { policyActors } from '../test/policyActors.ts';
import { authorizeTags, canOnTags, type TagAction } from './tags.ts';

const withFeature = policyActors(['manage_tags']);
const withoutFeature = policyActors([]);
const names = Object.keys(withFeature) as (keyof typeof withFeature)[];

// Rows: action and whether the organization has manage_tags; columns follow the actors.
const table: [TagAction, boolean, boolean[]][] = [
  //                          admin  publ   edit   ltd    norole member restr  unappr
  ['view',   true,  [true,  true,  true,  true,  true,  true,  false, false]],
  ['view',   false, [true,  true,  true,  true,  true,  true,  false, false]],
  ['manage', true,  [true,  true,  true,  false, false, true,  false, false]],
  ['manage', false, [false, false, false, false, false, false, false, false]],
];

describe('tag policy', () => {
  for (const [action, feature, allowed] of table) {
    const actors = feature ? withFeature : withoutFeature;
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${action} (manage_tags ${feature ? 'on' : 'off'}): %s → %s`, (name, expected) => {
      expect(canOnTags(actors[name], action)).toBe(expected);
      if (expected) expect(() => authorizeTags(actors[name], action)).not.toThrow();
      else expect(() => authorizeTags(actors[name], action)).toThrow(AppError);
    });
  }
});
