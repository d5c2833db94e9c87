import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway, sharedWithActor } from '../test/policyActors.ts';
import { authorizeUnit, type UnitAction, canOnUnit } from './units.ts';
import { courseInaccessibleMessage, type CourseShare } from './content.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];

// Rows: action on a record in a course; columns follow `actors`.
const table: [string, UnitAction, { creatorId: number }, CourseShare, boolean[]][] = [
  //                                                       admin  publ   edit   ltd    norole member restr  unappr
  ['view',             'view',    others, openCourse,      [true,  true,  true,  true,  true,  true,  false, false]],
  ['create in own',    'create',  own,    openCourse,      [true,  true,  true,  true,  false, true,  false, false]],
  ["create in other's", 'create', others, openCourse,      [true,  true,  true,  false, false, true,  false, false]],
  ['update own',       'update',  own,    openCourse,      [true,  true,  true,  true,  false, true,  false, false]],
  ["update other's",   'update',  others, openCourse,      [true,  true,  true,  false, false, true,  false, false]],
  ['delete own',       'delete',  own,    openCourse,      [true,  true,  true,  true,  false, true,  false, false]],
  ["delete other's",   'delete',  others, openCourse,      [true,  false, false, false, false, true,  false, false]],
  ['reorder own',      'reorder', own,    openCourse,      [true,  true,  true,  true,  false, true,  false, false]],
  ["reorder other's",  'reorder', others, openCourse,      [true,  true,  true,  false, false, true,  false, false]],
  ['view shared away', 'view',    others, sharedAway,      [true,  false, false, false, false, false, false, false]],
  ['update shared away', 'update', own,   sharedAway,      [true,  false, false, false, false, false, false, false]],
  ['view shared with', 'view',    others, sharedWithActor, [true,  true,  true,  true,  true,  true,  false, false]],
  ['update shared with', 'update', others, sharedWithActor, [true, true,  true,  false, false, true,  false, false]],
];

describe('unit policy', () => {
  for (const [label, action, record, share, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
      expect(canOnUnit(actors[name], ACTOR_ID, action, record, share)).toBe(expected);
      if (expected) expect(() => authorizeUnit(actors[name], ACTOR_ID, action, record, share)).not.toThrow();
      else expect(() => authorizeUnit(actors[name], ACTOR_ID, action, record, share)).toThrow(AppError);
    });
  }

  it('says the course is shared with selected users when that is the reason', () => {
    const refusal = (() => {
      try {
        authorizeUnit(actors.editor, ACTOR_ID, 'view', others, sharedAway);
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refusal?.statusCode).toBe(403);
    expect(refusal?.localized).toEqual(courseInaccessibleMessage);
  });

  it('an author of a shared course opens it', () => {
    const mine: CourseShare = { shareEnabled: true, creatorId: ACTOR_ID, sharedWithActor: false };
    expect(canOnUnit(actors.limited_editor, ACTOR_ID, 'view', others, mine)).toBe(true);
  });
});
