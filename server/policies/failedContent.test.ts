import { describe, expect, it } from 'vitest';
import { accessFor } from '../auth/actor.ts';
import { AppError } from '../errors.ts';
import { ACTOR_ID, openCourse, policyActors, policyContext, sharedAway, sharedWithActor } from '../test/policyActors.ts';
import { courseInaccessibleMessage } from './content.ts';
import { authorizeFailedContent, authorizeFailedContentOfCourse, canListFailedContent, failedContentForbidden } from './failedContent.ts';

// §6: everyone who may open content sees the lists; restricted and unapproved teachers do not.
const expected: Record<keyof ReturnType<typeof policyActors>, boolean> = {
  admin: true,
  publisher: true,
  editor: true,
  limited_editor: true,
  no_role: true,
  member: true,
  restricted: false,
  unapproved: false,
};

describe('failed content policy by role', () => {
  for (const [name, ctx] of Object.entries(policyActors())) {
    const allowed = expected[name as keyof typeof expected];
    it(`${name} ${allowed ? 'may' : 'may not'} list failed content`, () => {
      expect(canListFailedContent(ctx)).toBe(allowed);
      if (allowed) expect(() => authorizeFailedContent(ctx)).not.toThrow();
      else expect(() => authorizeFailedContent(ctx)).toThrow(AppError);
    });
  }

  it('says why in both languages, and that the organization is unverified when it is', () => {
    const refused = (ctx: ReturnType<typeof policyContext>) => {
      try {
        authorizeFailedContent(ctx);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('not refused');
    };
    const restricted = refused(policyContext({ restricted: true }));
    expect(restricted.statusCode).toBe(403);
    expect(restricted.localized).toEqual(failedContentForbidden);
    const admin = policyContext({ admin: true });
    const organization = { ...admin.organization, verified: false };
    const unverified = { ...admin, organization, access: accessFor(organization, admin.membership, null) };
    expect(refused(unverified).localized?.en).toMatch(/not verified/);
  });

  it('filters by a course only the actor may open (share settings, §6)', () => {
    const { editor, admin, restricted } = policyActors();
    expect(() => authorizeFailedContentOfCourse(editor, ACTOR_ID, openCourse)).not.toThrow();
    expect(() => authorizeFailedContentOfCourse(editor, ACTOR_ID, sharedWithActor)).not.toThrow();
    expect(() => authorizeFailedContentOfCourse(editor, ACTOR_ID, { ...sharedAway, creatorId: ACTOR_ID })).not.toThrow();
    expect(() => authorizeFailedContentOfCourse(admin, ACTOR_ID, sharedAway)).not.toThrow();
    let refused: AppError | undefined;
    try {
      authorizeFailedContentOfCourse(editor, ACTOR_ID, sharedAway);
    } catch (error) {
      refused = error as AppError;
    }
    expect(refused?.localized).toEqual(courseInaccessibleMessage);
    expect(() => authorizeFailedContentOfCourse(restricted, ACTOR_ID, openCourse)).toThrow(AppError);
  });
});
