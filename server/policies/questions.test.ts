import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import { authorizeQuestion, canOnQuestion, type ItemRecord, type QuestionAction } from './questions.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];
const provider = (record: { creatorId: number }): ItemRecord => ({ ...record, source: 'provider' });

// Rows: action on a question (or, for create/reorder, its topic); columns follow `actors`.
const table: [string, QuestionAction, ItemRecord, CourseShare, boolean[]][] = [
  //                                                             admin  publ   edit   ltd    norole member restr  unappr
  ['view',                    'view',    others,           openCourse, [true,  true,  true,  true,  true,  true,  false, false]],
  ['view a provider question', 'view',   provider(others), openCourse, [true,  true,  true,  true,  true,  true,  false, false]],
  ['create in own topic',     'create',  own,              openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ["create in other's topic", 'create',  others,           openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['update own',              'update',  own,              openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ["update other's",          'update',  others,           openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['update a provider question', 'update', provider(own),  openCourse, [false, false, false, false, false, false, false, false]],
  ['delete own',              'delete',  own,              openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ["delete other's",          'delete',  others,           openCourse, [true,  false, false, false, false, true,  false, false]],
  ['delete a provider question', 'delete', provider(own),  openCourse, [false, false, false, false, false, false, false, false]],
  ["reorder other's topic",   'reorder', others,           openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['reorder own topic',       'reorder', own,              openCourse, [true,  true,  true,  true,  false, true,  false, false]],
  ['view shared away',        'view',    others,           sharedAway, [true,  false, false, false, false, false, false, false]],
  ['update own shared away',  'update',  own,              sharedAway, [true,  false, false, false, false, false, false, false]],
];

describe('question policy', () => {
  for (const [label, action, record, share, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
      expect(canOnQuestion(actors[name], ACTOR_ID, action, record, share)).toBe(expected);
      if (expected) expect(() => authorizeQuestion(actors[name], ACTOR_ID, action, record, share)).not.toThrow();
      else expect(() => authorizeQuestion(actors[name], ACTOR_ID, action, record, share)).toThrow(AppError);
    });
  }

  const messageOf = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return (error as AppError).localized;
    }
    return undefined;
  };

  it('tells one who could edit that a provider question is read-only (§8), in both languages', () => {
    expect(messageOf(() => authorizeQuestion(actors.admin, ACTOR_ID, 'update', provider(own), openCourse))).toEqual({
      en: "Question references imported from the provider's courses are not editable.",
      id: 'Referensi soal yang diimpor dari kursus penyedia tidak dapat diedit.',
    });
  });

  it('tells one who could not edit anyway that they lack permission', () => {
    expect(messageOf(() => authorizeQuestion(actors.no_role, ACTOR_ID, 'update', provider(own), openCourse))?.en).toBe(
      'You do not have permission to edit this question.',
    );
    expect(messageOf(() => authorizeQuestion(actors.editor, ACTOR_ID, 'view', others, sharedAway))?.en).toBe('This course is shared with selected users only.');
  });
});
