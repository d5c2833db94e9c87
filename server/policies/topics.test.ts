import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import { authorizeTopic, authorizeTopicMove, canMoveTopic, canOnTopic, type TopicAction } from './topics.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];

// Rows: action on a record in a course; columns follow `actors`.
const table: [string, TopicAction, { creatorId: number }, CourseShare, boolean[]][] = [
  //                                                       admin  publ   edit   ltd    norole member restr  unappr
  ['view',             'view',    others, openCourse,      [true,  true,  true,  true,  true,  true,  false, false]],
  ['create in own unit', 'create', own,   openCourse,      [true,  true,  true,  true,  false, true,  false, false]],
  ["create in other's unit", 'create', others, openCourse, [true,  true,  true,  false, false, true,  false, false]],
  ['update own',       'update',  own,    openCourse,      [true,  true,  true,  true,  false, true,  false, false]],
  ["update other's",   'update',  others, openCourse,      [true,  true,  true,  false, false, true,  false, false]],
  ['delete own',       'delete',  own,    openCourse,      [true,  true,  true,  true,  false, true,  false, false]],
  ["delete other's",   'delete',  others, openCourse,      [true,  false, false, false, false, true,  false, false]],
  ["reorder other's unit", 'reorder', others, openCourse,  [true,  true,  true,  false, false, true,  false, false]],
  ['view shared away', 'view',    others, sharedAway,      [true,  false, false, false, false, false, false, false]],
  ['delete own shared away', 'delete', own, sharedAway,    [true,  false, false, false, false, false, false, false]],
];

describe('topic policy', () => {
  for (const [label, action, record, share, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
      expect(canOnTopic(actors[name], ACTOR_ID, action, record, share)).toBe(expected);
      if (expected) expect(() => authorizeTopic(actors[name], ACTOR_ID, action, record, share)).not.toThrow();
      else expect(() => authorizeTopic(actors[name], ACTOR_ID, action, record, share)).toThrow(AppError);
    });
  }

  describe('move', () => {
    // [topic, source share, target unit, target share] → allowed per actor.
    const moves: [string, { creatorId: number }, CourseShare, { creatorId: number }, CourseShare, boolean[]][] = [
      //                                                                 admin  publ   edit   ltd    norole member restr  unappr
      ['own topic to own unit',        own,    openCourse, own,    openCourse, [true, true, true, true,  false, true, false, false]],
      ["own topic to other's unit",    own,    openCourse, others, openCourse, [true, true, true, false, false, true, false, false]],
      ["other's topic to own unit",    others, openCourse, own,    openCourse, [true, true, true, false, false, true, false, false]],
      ['into a course shared away',    own,    openCourse, own,    sharedAway, [true, false, false, false, false, false, false, false]],
      ['out of a course shared away',  own,    sharedAway, own,    openCourse, [true, false, false, false, false, false, false, false]],
    ];
    for (const [label, topic, share, target, targetShare, allowed] of moves) {
      it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
        expect(canMoveTopic(actors[name], ACTOR_ID, topic, share, target, targetShare)).toBe(expected);
        const attempt = () => authorizeTopicMove(actors[name], ACTOR_ID, topic, share, target, targetShare);
        if (expected) expect(attempt).not.toThrow();
        else expect(attempt).toThrow(AppError);
      });
    }
  });
});
