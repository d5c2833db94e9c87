import { describe, expect, it } from 'vitest';
import type { ContentRecord } from '../../domain/access/index.ts';
import { COPY_KINDS, type CopyAction, type CopyKind } from '../../domain/schemas/copying.ts';
import { accessFor, type OrganizationContext } from '../auth/actor.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, policyContext, sharedAway, sharedWithActor, refusal } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import { copyMoveFailedMessage } from '../../domain/schemas/copyingMessages.ts';
import { authorizeCopyOrMove, canCopy, canCopyOrMove, canMove, mayCarry, movedCreatorsGuard, type CopySide } from './copying.ts';
import { unverifiedOrganizationMessage } from './verification.ts';

const actors = policyActors();
const names = Object.keys(actors) as (keyof typeof actors)[];
type Row = [string, ContentRecord, CourseShare, ContentRecord, CourseShare, boolean[]];

const side = (ctx: OrganizationContext, record: ContentRecord, share: CourseShare | null): CopySide => ({ ctx, record, share });
const organization = (ctx: OrganizationContext) => side(ctx, { creatorId: null }, null);

// [source record, its share, target parent, its share] → allowed per actor (same organization).
// Copy: view the source, create under the target.
const copies: Row[] = [
  //                                                                       admin  publ   edit   ltd    norole member restr  unappr
  ["other's item into own topic",    others, openCourse, own,    openCourse, [true, true, true, true,  false, true, false, false]],
  ["other's item into other's topic", others, openCourse, others, openCourse, [true, true, true, false, false, true, false, false]],
  ['own item into own topic',        own,    openCourse, own,    openCourse, [true, true, true, true,  false, true, false, false]],
  ['out of a course shared away',    own,    sharedAway, own,    openCourse, [true, false, false, false, false, false, false, false]],
  ['into a course shared away',      own,    openCourse, own,    sharedAway, [true, false, false, false, false, false, false, false]],
  ['between courses shared with them', others, sharedWithActor, own, sharedWithActor, [true, true, true, true, false, true, false, false]],
];

// Move: update the source, create under the target.
const moves: Row[] = [
  //                                                                       admin  publ   edit   ltd    norole member restr  unappr
  ['own item into own topic',        own,    openCourse, own,    openCourse, [true, true, true, true,  false, true, false, false]],
  ["other's item into own topic",    others, openCourse, own,    openCourse, [true, true, true, false, false, true, false, false]],
  ["own item into other's topic",    own,    openCourse, others, openCourse, [true, true, true, false, false, true, false, false]],
  ['out of a course shared away',    own,    sharedAway, own,    openCourse, [true, false, false, false, false, false, false, false]],
  ['into a course shared away',      own,    openCourse, own,    sharedAway, [true, false, false, false, false, false, false, false]],
];

const table: Record<CopyAction, Row[]> = { copy: copies, move: moves };

describe.each<CopyAction>(['copy', 'move'])('%s policy', (action) => {
  const kinds = COPY_KINDS.filter((k) => k !== 'course');
  for (const [label, record, share, target, targetShare, allowed] of table[action]) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${label}: %s → %s`, (name, expected) => {
      const ctx = actors[name];
      for (const kind of kinds) {
        const source = side(ctx, record, share);
        const into = side(ctx, target, targetShare);
        expect(canCopyOrMove(action, ACTOR_ID, kind, source, into)).toBe(expected);
        if (expected) expect(() => authorizeCopyOrMove(action, ACTOR_ID, kind, source, into)).not.toThrow();
        else {
          const error = refusal(() => authorizeCopyOrMove(action, ACTOR_ID, kind, source, into));
          expect(error.statusCode).toBe(403);
          expect(error.localized).toEqual(copyMoveFailedMessage(action, kind));
        }
      }
    });
  }
});

describe('copying a course into an organization', () => {
  // View the course; create courses in the target organization (limited editors create courses freely).
  const allowed: Record<keyof typeof actors, boolean> = {
    admin: true, publisher: true, editor: true, limited_editor: true, no_role: false, member: true, restricted: false, unapproved: false,
  };
  it.each(names.map((n) => [n, allowed[n]] as const))('%s → %s', (name, expected) => {
    const ctx = actors[name];
    expect(canCopy(ACTOR_ID, 'course', side(ctx, others, openCourse), organization(ctx))).toBe(expected);
  });

  it('a course shared away cannot be copied by a publisher, a course shared with them can', () => {
    expect(canCopy(ACTOR_ID, 'course', side(actors.publisher, others, sharedAway), organization(actors.publisher))).toBe(false);
    expect(canCopy(ACTOR_ID, 'course', side(actors.publisher, others, sharedWithActor), organization(actors.publisher))).toBe(true);
    expect(canCopy(ACTOR_ID, 'course', side(actors.admin, others, sharedAway), organization(actors.admin))).toBe(true);
  });

  it('into another organization: judged with the role there (admin at home, restricted there → refused)', () => {
    const home = actors.admin;
    const there = policyContext({ restricted: true });
    expect(canCopy(ACTOR_ID, 'course', side(home, others, openCourse), organization(there))).toBe(false);
    expect(canCopy(ACTOR_ID, 'course', side(home, others, openCourse), organization(policyContext({ teamRole: 'editor' })))).toBe(true);
  });

  it('an assessment or tryout course goes only into an organization with manage_assessments, as one is created there', () => {
    const assessment = (ctx: OrganizationContext): CopySide => ({ ...side(ctx, others, openCourse), assessment: true });
    const plain = policyContext({ admin: true });
    const featured = policyContext({ admin: true, features: ['manage_assessments'] });
    expect(canCopy(ACTOR_ID, 'course', assessment(plain), organization(plain))).toBe(false);
    expect(canCopy(ACTOR_ID, 'course', assessment(featured), organization(plain))).toBe(false);
    expect(canCopy(ACTOR_ID, 'course', assessment(plain), organization(featured))).toBe(true);
    expect(canCopy(ACTOR_ID, 'course', side(plain, others, openCourse), organization(plain))).toBe(true);
    // The feature without the right to create is still no.
    expect(canCopy(ACTOR_ID, 'course', assessment(featured), organization(policyContext({ restricted: true, features: ['manage_assessments'] })))).toBe(false);
    const error = refusal(() => authorizeCopyOrMove('copy', ACTOR_ID, 'course', assessment(featured), organization(plain)));
    expect(error.statusCode).toBe(403);
    expect(error.localized).toEqual({ en: 'Failed to copy course. Please try again.', id: 'Gagal menyalin kursus. Silakan coba lagi.' });
  });

  it('a course is never moved', () => {
    for (const name of names) expect(canMove(ACTOR_ID, 'course', side(actors[name], own, openCourse), organization(actors[name]))).toBe(false);
  });

  it('a record kind other than course needs a parent record, not an organization', () => {
    expect(canCopy(ACTOR_ID, 'topic', side(actors.admin, own, openCourse), organization(actors.admin))).toBe(false);
  });
});

describe('across organizations', () => {
  it('an admin of one school who is a limited editor in the other copies into their own unit there, not into others', () => {
    const there = actors.limited_editor;
    for (const kind of ['bundle', 'topic', 'chapter', 'question', 'passage'] as CopyKind[]) {
      expect(canCopy(ACTOR_ID, kind, side(actors.admin, others, openCourse), side(there, own, openCourse))).toBe(true);
      expect(canCopy(ACTOR_ID, kind, side(actors.admin, others, openCourse), side(there, others, openCourse))).toBe(false);
      expect(canMove(ACTOR_ID, kind, side(actors.admin, others, openCourse), side(there, own, openCourse))).toBe(true);
    }
  });

  it('an unverified target organization refuses with its own reason', () => {
    const admin = policyContext({ admin: true });
    const org = { ...admin.organization, id: 2, verified: false };
    const unverified = { ...admin, organization: org, access: accessFor(org, admin.membership, null) };
    const error = refusal(() => authorizeCopyOrMove('copy', ACTOR_ID, 'topic', side(actors.admin, own, openCourse), side(unverified, own, openCourse)));
    expect(error.localized).toEqual(unverifiedOrganizationMessage);
  });
});

describe('what a move carries (§6: a limited editor edits only own content)', () => {
  it('a limited editor carries only their own records; admins, publishers, editors and members anyone\'s', () => {
    expect(mayCarry(actors.limited_editor, ACTOR_ID, [ACTOR_ID])).toBe(true);
    expect(mayCarry(actors.limited_editor, ACTOR_ID, [ACTOR_ID, 2])).toBe(false);
    expect(mayCarry(actors.limited_editor, ACTOR_ID, [null])).toBe(false);
    for (const name of ['admin', 'publisher', 'editor', 'member'] as const) expect(mayCarry(actors[name], ACTOR_ID, [ACTOR_ID, 2, null])).toBe(true);
  });

  it('the guard is only there for a limited editor, and refuses with the §8 move text', () => {
    for (const name of ['admin', 'publisher', 'editor', 'member'] as const) expect(movedCreatorsGuard(actors[name], ACTOR_ID, 'topic')).toBeUndefined();
    const guard = movedCreatorsGuard(actors.limited_editor, ACTOR_ID, 'topic')!;
    expect(() => guard([ACTOR_ID])).not.toThrow();
    const error = refusal(() => guard([ACTOR_ID, 2]));
    expect(error.statusCode).toBe(403);
    expect(error.localized).toEqual({ en: 'Failed to move topic. Please try again.', id: 'Gagal memindahkan topik. Silakan coba lagi.' });
  });
});

describe('messages (§8)', () => {
  it('name the kind in both languages', () => {
    expect(copyMoveFailedMessage('copy', 'bundle')).toEqual({ en: 'Failed to copy unit. Please try again.', id: 'Gagal menyalin unit. Silakan coba lagi.' });
    expect(copyMoveFailedMessage('move', 'question')).toEqual({ en: 'Failed to move question. Please try again.', id: 'Gagal memindahkan soal. Silakan coba lagi.' });
    expect(copyMoveFailedMessage('copy', 'chapter').id).toBe('Gagal menyalin halaman. Silakan coba lagi.');
    expect(copyMoveFailedMessage('move', 'passage').en).toBe('Failed to move passage. Please try again.');
    expect(copyMoveFailedMessage('copy', 'course').id).toBe('Gagal menyalin kursus. Silakan coba lagi.');
    expect(copyMoveFailedMessage('move', 'topic').id).toBe('Gagal memindahkan topik. Silakan coba lagi.');
  });
});
