import { describe, expect, it } from 'vitest';
import { accessFor } from '../auth/actor.ts';
import { ACTOR_ID, openCourse, policyActors, policyContext, refusal, sharedAway, sharedWithActor } from '../test/policyActors.ts';
import {
  authorizeCourseActivity,
  authorizeOrganizationActivity,
  canViewCourseActivity,
  canViewOrganizationActivity,
  courseActivityForbidden,
  organizationActivityForbidden,
} from './activity.ts';
import { courseInaccessibleMessage } from './content.ts';
import { unverifiedOrganizationMessage } from './verification.ts';

const actors = policyActors();
type Name = keyof typeof actors;

// A course's feed: those who publish (admins, publishers, members of an organization without teams).
const course: Record<Name, boolean> = {
  admin: true,
  publisher: true,
  editor: false,
  limited_editor: false,
  no_role: false,
  member: true,
  restricted: false,
  unapproved: false,
};

// The organization's feed: administrators only.
const organization: Record<Name, boolean> = { ...course, publisher: false, member: false };

describe('activity policy by role', () => {
  it.each(Object.entries(course) as [Name, boolean][])('course feed: %s → %s', (name, expected) => {
    const ctx = actors[name];
    expect(canViewCourseActivity(ctx, ACTOR_ID, openCourse)).toBe(expected);
    if (expected) expect(() => authorizeCourseActivity(ctx, ACTOR_ID, openCourse)).not.toThrow();
    else {
      const error = refusal(() => authorizeCourseActivity(ctx, ACTOR_ID, openCourse));
      expect(error.statusCode).toBe(403);
      expect(error.localized).toEqual(courseActivityForbidden);
    }
  });

  it.each(Object.entries(organization) as [Name, boolean][])('organization feed: %s → %s', (name, expected) => {
    const ctx = actors[name];
    expect(canViewOrganizationActivity(ctx)).toBe(expected);
    if (expected) expect(() => authorizeOrganizationActivity(ctx)).not.toThrow();
    else expect(refusal(() => authorizeOrganizationActivity(ctx)).localized).toEqual(organizationActivityForbidden);
  });

  it('a publisher is refused a course shared away from them, saying so; admins see every course', () => {
    expect(refusal(() => authorizeCourseActivity(actors.publisher, ACTOR_ID, sharedAway)).localized).toEqual(courseInaccessibleMessage);
    expect(canViewCourseActivity(actors.publisher, ACTOR_ID, sharedWithActor)).toBe(true);
    expect(canViewCourseActivity(actors.admin, ACTOR_ID, sharedAway)).toBe(true);
  });

  it('an unverified organization refuses its admin with its own reason', () => {
    const admin = policyContext({ admin: true });
    const unverified = { ...admin.organization, verified: false };
    const ctx = { ...admin, organization: unverified, access: accessFor(unverified, admin.membership, null) };
    expect(refusal(() => authorizeCourseActivity(ctx, ACTOR_ID, openCourse)).localized).toEqual(unverifiedOrganizationMessage);
    expect(refusal(() => authorizeOrganizationActivity(ctx)).localized).toEqual(unverifiedOrganizationMessage);
  });
});
