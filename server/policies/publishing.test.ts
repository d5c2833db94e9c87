import { describe, expect, it } from 'vitest';
import { accessFor } from '../auth/actor.ts';
import { ACTOR_ID, openCourse, others, own, policyActors, policyContext, sharedAway, sharedWithActor, refusal } from '../test/policyActors.ts';
import { courseInaccessibleMessage } from './content.ts';
import { authorizePublish, canPublish, publishForbiddenMessage, type PublishAction } from './publishing.ts';
import { unverifiedOrganizationMessage } from './verification.ts';

const actors = policyActors();
type Name = keyof typeof actors;

// §6: admins and publishers (and every member where the organization has no teams).
const allowed: Record<Name, boolean> = {
  admin: true,
  publisher: true,
  editor: false,
  limited_editor: false,
  no_role: false,
  member: true,
  restricted: false,
  unapproved: false,
};

describe.each<PublishAction>(['publish', 'unpublish'])('%s policy by role', (action) => {
  it.each(Object.entries(allowed) as [Name, boolean][])('%s → %s', (name, expected) => {
    const ctx = actors[name];
    // A course the actor created changes nothing: publishing is by role, not by authorship.
    for (const course of [own, others]) {
      expect(canPublish(ctx, ACTOR_ID, course, openCourse, action)).toBe(expected);
      if (expected) expect(() => authorizePublish(ctx, ACTOR_ID, course, openCourse, action)).not.toThrow();
      else {
        const error = refusal(() => authorizePublish(ctx, ACTOR_ID, course, openCourse, action));
        expect(error.statusCode).toBe(403);
        expect(error.localized).toEqual(publishForbiddenMessage[action]);
      }
    }
  });

  it('a publisher is refused a course shared away from them, saying so; a course shared with them is fine', () => {
    const error = refusal(() => authorizePublish(actors.publisher, ACTOR_ID, others, sharedAway, action));
    expect(error.localized).toEqual(courseInaccessibleMessage);
    expect(canPublish(actors.publisher, ACTOR_ID, others, sharedWithActor, action)).toBe(true);
    // Admins see every course.
    expect(canPublish(actors.admin, ACTOR_ID, others, sharedAway, action)).toBe(true);
  });

  it('an unverified organization refuses with its own reason', () => {
    const admin = policyContext({ admin: true });
    const organization = { ...admin.organization, verified: false };
    const ctx = { ...admin, organization, access: accessFor(organization, admin.membership, null) };
    const error = refusal(() => authorizePublish(ctx, ACTOR_ID, others, openCourse, action));
    expect(error.localized).toEqual(unverifiedOrganizationMessage);
  });
});
