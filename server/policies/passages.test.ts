import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import { authorizePassage, canOnPassage, type PassageAction } from './passages.ts';
import type { ItemRecord } from './questions.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];
const provider = (record: { creatorId: number }): ItemRecord => ({ ...record, source: 'provider' });

const table: [string, PassageAction, ItemRecord, CourseShare, boolean[]][] = [
  //                                                           admin  publ   edit   ltd    norole member restr  unappr
  ['view',                    'view',   others,           openCourse, [true,  true,  true,  true,  true,  true,  false, false]],
  ['create in own topic',     'create', own,              openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ["create in other's topic", 'create', others,           openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ["update other's",          'update', others,           openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['update a provider passage', 'update', provider(own),  openCourse, [false, false, false, false, false, false, false, false]],
  ["delete other's",          'delete', others,           openCourse, [true,  false, false, false, false, true,  false, false]],
  ['delete own',              'delete', own,              openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ['view shared away',        'view',   others,           sharedAway, [true,  false, false, false, false, false, false, false]],
];

describe('passage policy', () => {
  for (const [label, action, record, share, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
      expect(canOnPassage(actors[name], ACTOR_ID, action, record, share)).toBe(expected);
      if (expected) expect(() => authorizePassage(actors[name], ACTOR_ID, action, record, share)).not.toThrow();
      else expect(() => authorizePassage(actors[name], ACTOR_ID, action, record, share)).toThrow(AppError);
    });
  }

  it('names passages in its refusals', () => {
    try {
      authorizePassage(actors.limited_editor, ACTOR_ID, 'update', others, openCourse);
    } catch (error) {
      expect((error as AppError).localized).toEqual({
        en: 'You do not have permission to edit this passage.',
        id: 'Anda tidak memiliki izin untuk mengubah bacaan ini.',
      });
      return;
    }
    throw new Error('not refused');
  });
});
