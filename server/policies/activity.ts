// Who may see the activity feeds (who created, published, moved … what, and when): a course's
// feed is for those who publish it, administrators and publishers (every member of an
// organization without teams, §6), in a course they may open; the organization's own events
// (members' roles) are for its administrators, who change them. The rules are domain/access's
// route guards 'activity' and 'organization_activity', which the web's screens apply too.
import { guardRoute } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { contentForbidden, courseAccessible, type CourseShare } from './content.ts';
import { forbidden } from './verification.ts';

export const courseActivityForbidden = {
  en: "Only administrators and publishers can see a course's activity.",
  id: 'Hanya administrator dan penerbit yang dapat melihat aktivitas kursus.',
};

export const organizationActivityForbidden = {
  en: "Only administrators can see the organization's activity.",
  id: 'Hanya administrator yang dapat melihat aktivitas organisasi.',
};

const guard = (ctx: OrganizationContext, route: 'activity' | 'organization_activity') =>
  guardRoute(ctx.access, { canImportLicenseQuestions: ctx.organization.canImportLicenseQuestions }, route);

export function canViewCourseActivity(ctx: OrganizationContext, userId: number, share: CourseShare): boolean {
  return guard(ctx, 'activity') && courseAccessible(ctx, userId, share);
}

/** 403 unless the actor may see the course's feed; a course shared away from them says so. */
export function authorizeCourseActivity(ctx: OrganizationContext, userId: number, share: CourseShare): void {
  if (!canViewCourseActivity(ctx, userId, share)) throw contentForbidden(ctx, userId, [share], courseActivityForbidden);
}

export function canViewOrganizationActivity(ctx: OrganizationContext): boolean {
  return guard(ctx, 'organization_activity');
}

export function authorizeOrganizationActivity(ctx: OrganizationContext): void {
  if (!canViewOrganizationActivity(ctx)) throw forbidden(ctx, organizationActivityForbidden);
}
