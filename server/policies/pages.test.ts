import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway, sharedWithActor } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import { authorizePage, canOnPage, type PageAction } from './pages.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];

// Rows: action on a page (or, for create and reorder, on its topic); columns follow `actors`.
const table: [string, PageAction, { creatorId: number }, CourseShare, boolean[]][] = [
  //                                                          admin  publ   edit   ltd    norole member restr  unappr
  ["view other's page",        'view',    others, openCourse, [true,  true,  true,  true,  true,  true,  false, false]],
  ['create in own topic',      'create',  own,    openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ["create in other's topic",  'create',  others, openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['update own page',          'update',  own,    openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ["update other's page",      'update',  others, openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['delete own page',          'delete',  own,    openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ["delete other's page",      'delete',  others, openCourse, [true,  false, false, false, false, true,  false, false]],
  ["reorder other's topic",    'reorder', others, openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['reorder own topic',        'reorder', own,    openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ['view, shared away',        'view',    others, sharedAway, [true,  false, false, false, false, false, false, false]],
  ['update own, shared away',  'update',  own,    sharedAway, [true,  false, false, false, false, false, false, false]],
  ['update, shared with actor', 'update', others, sharedWithActor, [true, true, true, false, false, true, false, false]],
];

describe('page policy', () => {
  for (const [label, action, record, share, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
      expect(canOnPage(actors[name], ACTOR_ID, action, record, share)).toBe(expected);
      const attempt = () => authorizePage(actors[name], ACTOR_ID, action, record, share);
      if (expected) expect(attempt).not.toThrow();
      else expect(attempt).toThrow(AppError);
    });
  }

  it('says when the share settings, not the role, keep the actor out', () => {
    const refusal = (share: CourseShare) => {
      try {
        authorizePage(actors.editor, ACTOR_ID, 'update', others, share);
      } catch (err) {
        return (err as AppError).localized?.en;
      }
      return undefined;
    };
    expect(refusal(sharedAway)).toBe('This course is shared with selected users only.');
    expect(() => authorizePage(actors.limited_editor, ACTOR_ID, 'update', others, openCourse)).toThrow('You do not have permission to edit this page.');
  });
});
