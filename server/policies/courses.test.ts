import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, policyContext } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import {
  authorizeCourse,
  authorizeCourseList,
  canImportFrom,
  canListCourses,
  canManageAssessments,
  canOnCourse,
  courseDeleteForbidden,
  type CourseAction,
} from './courses.ts';

const ME = ACTOR_ID;
const OTHER = 8;
/** Organizations here have the manage_assessments feature unless a test says otherwise. */
const context = (opts: Parameters<typeof policyContext>[0]) => policyContext({ features: ['manage_assessments'], ...opts });

// Each actor acts on a course created by `creator` (limited editors on their own and on another's).
const actors = {
  admin: { ctx: context({ admin: true }), creator: OTHER },
  publisher: { ctx: context({ teamRole: 'publisher' }), creator: OTHER },
  editor: { ctx: context({ teamRole: 'editor' }), creator: OTHER },
  limited_own: { ctx: context({ teamRole: 'limited_editor' }), creator: ME },
  limited_other: { ctx: context({ teamRole: 'limited_editor' }), creator: OTHER },
  no_role: { ctx: context({}), creator: OTHER },
  restricted: { ctx: context({ restricted: true }), creator: OTHER },
  unapproved: { ctx: context({ approved: false }), creator: OTHER },
  member_no_teams: { ctx: context({ useTeams: false }), creator: OTHER },
};
type ActorName = keyof typeof actors;
const names = Object.keys(actors) as ActorName[];

const open = (creatorId: number): CourseShare => ({ shareEnabled: false, creatorId, sharedWithActor: false });

// Rows: action; columns follow `actors`.
const table: [CourseAction, boolean[]][] = [
  //            admin  publ   edit   ltdOwn ltdOth norole restr  unappr member
  ['view',     [true,  true,  true,  true,  true,  true,  false, false, true]],
  ['create',   [true,  true,  true,  true,  true,  false, false, false, true]],
  ['update',   [true,  true,  true,  true,  false, false, false, false, true]],
  // Team roles delete only what they created; admins and members without teams anything.
  ['delete',   [true,  false, false, true,  false, false, false, false, true]],
  ['publish',  [true,  true,  false, false, false, false, false, false, true]],
];

describe('course policy by role', () => {
  for (const [action, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${action}: %s → %s`, (name, expected) => {
      const { ctx, creator } = actors[name];
      const course = action === 'create' ? null : { creatorId: creator };
      const share = action === 'create' ? null : open(creator);
      expect(canOnCourse(ctx, ME, action, course, share)).toBe(expected);
      if (expected) expect(() => authorizeCourse(ctx, ME, action, course, share)).not.toThrow();
      else expect(() => authorizeCourse(ctx, ME, action, course, share)).toThrow(AppError);
    });
  }

  it.each(names.map((n) => [n, !['restricted', 'unapproved'].includes(n)] as const))('lists courses: %s → %s', (name, expected) => {
    expect(canListCourses(actors[name].ctx)).toBe(expected);
    if (!expected) expect(() => authorizeCourseList(actors[name].ctx)).toThrow(AppError);
  });

  it.each(names.map((n) => [n, ['admin', 'publisher', 'editor', 'limited_own', 'limited_other', 'member_no_teams'].includes(n)] as const))(
    'creates assessment courses: %s → %s',
    (name, expected) => {
      expect(canManageAssessments(actors[name].ctx)).toBe(expected);
    },
  );

  it('refuses assessment courses without the manage_assessments feature, even to admins', () => {
    expect(canManageAssessments(context({ admin: true, features: [] }))).toBe(false);
  });

  it('says "delete this course" when a delete is refused', () => {
    const { ctx } = actors.editor;
    try {
      authorizeCourse(ctx, ME, 'delete', { creatorId: OTHER }, open(OTHER));
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).localized).toEqual(courseDeleteForbidden);
    }
  });
});

describe('course policy with share settings', () => {
  const shared = (creatorId: number, sharedWithActor: boolean): CourseShare => ({ shareEnabled: true, creatorId, sharedWithActor });
  // [actor, course creator, actor is a selected user, may view, may update]
  const cases: [ActorName, number, boolean, boolean, boolean][] = [
    ['admin', OTHER, false, true, true],
    ['editor', ME, false, true, true],
    ['editor', OTHER, true, true, true],
    ['editor', OTHER, false, false, false],
    ['publisher', OTHER, false, false, false],
    ['limited_own', ME, false, true, true],
    ['limited_other', OTHER, true, true, false],
    ['limited_other', OTHER, false, false, false],
    ['no_role', OTHER, true, true, false],
    ['member_no_teams', OTHER, false, false, false],
    ['restricted', OTHER, true, false, false],
  ];
  it.each(cases)('%s on a course by %s (selected: %s): view %s, update %s', (name, creator, selected, view, update) => {
    const { ctx } = actors[name];
    const share = shared(creator, selected);
    expect(canOnCourse(ctx, ME, 'view', { creatorId: creator }, share)).toBe(view);
    expect(canOnCourse(ctx, ME, 'update', { creatorId: creator }, share)).toBe(update);
  });

  it('refuses an inaccessible course with the shared-only message', () => {
    try {
      authorizeCourse(actors.editor.ctx, ME, 'view', { creatorId: OTHER }, shared(OTHER, false));
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).message).toMatch(/shared with selected users/);
    }
  });

  it('refuses every action without a course record', () => {
    expect(canOnCourse(actors.admin.ctx, ME, 'view', null, null)).toBe(false);
  });
});

describe('import policy', () => {
  it.each([
    ['provider: editor with license import', context({ teamRole: 'editor', license: true }), 'provider', true],
    ['provider: editor without license import', context({ teamRole: 'editor' }), 'provider', false],
    ['provider: no role with license import', context({ license: true }), 'provider', false],
    ['organization: limited editor', context({ teamRole: 'limited_editor' }), 'organization', true],
    ['organization: no role', context({}), 'organization', false],
    ['organization: restricted', context({ restricted: true }), 'organization', false],
  ] as const)('%s → %s', (_label, ctx, kind, expected) => {
    expect(canImportFrom(kind, ctx)).toBe(expected);
  });
});
