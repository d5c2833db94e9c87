import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import { authorizeLesson, canOnLesson, type LessonAction } from './lessons.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];

// Rows: action on a topic's lesson material; the record is the topic. Columns follow `actors`.
const table: [string, LessonAction, { creatorId: number }, CourseShare, boolean[]][] = [
  //                                                       admin  publ   edit   ltd    norole member restr  unappr
  ["view other's topic",    'view',   others, openCourse,  [true,  true,  true,  true,  true,  true,  false, false]],
  ['upload to own topic',   'upload', own,    openCourse,  [true,  true,  true,  true,  false, true,  false, false]],
  ["upload to other's",     'upload', others, openCourse,  [true,  true,  true,  false, false, true,  false, false]],
  ['edit own topic',        'edit',   own,    openCourse,  [true,  true,  true,  true,  false, true,  false, false]],
  ["edit other's topic",    'edit',   others, openCourse,  [true,  true,  true,  false, false, true,  false, false]],
  ['edit, shared away',     'edit',   own,    sharedAway,  [true,  false, false, false, false, false, false, false]],
  ['view, shared away',     'view',   others, sharedAway,  [true,  false, false, false, false, false, false, false]],
];

describe('lesson policy (study guides and media)', () => {
  for (const [label, action, record, share, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
      expect(canOnLesson(actors[name], ACTOR_ID, action, record, share)).toBe(expected);
      const attempt = () => authorizeLesson(actors[name], ACTOR_ID, action, record, share);
      if (expected) expect(attempt).not.toThrow();
      else expect(attempt).toThrow(AppError);
    });
  }
});
