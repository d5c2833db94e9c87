// Who may see the organization's failed-content lists (spec §2 "Failed-content lists"): the
// people who may list its courses (restricted and unapproved teachers may not, §6). Each row is
// then limited to the courses the actor may open under their share settings
// (loaders/failedContent.ts reuses the course list's rule).
import type { OrganizationContext } from '../auth/actor.ts';
import { courseAccessible, courseInaccessibleMessage, type CourseShare } from './content.ts';
import { canListCourses } from './courses.ts';
import { forbidden } from './verification.ts';

export const failedContentForbidden = {
  en: 'You do not have permission to view the failed content of this organization.',
  id: 'Anda tidak memiliki izin untuk melihat konten gagal organisasi ini.',
};

export function canListFailedContent(ctx: OrganizationContext): boolean {
  return canListCourses(ctx);
}

export function authorizeFailedContent(ctx: OrganizationContext): void {
  if (!canListFailedContent(ctx)) throw forbidden(ctx, failedContentForbidden);
}

/** Filtering the lists by a course: the course must be one the actor may open (its share settings, §6). */
export function authorizeFailedContentOfCourse(ctx: OrganizationContext, userId: number, share: CourseShare): void {
  authorizeFailedContent(ctx);
  if (!courseAccessible(ctx, userId, share)) throw forbidden(ctx, courseInaccessibleMessage);
}
