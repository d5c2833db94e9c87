// Who may do what with courses (spec §6): list, open, create (assessment courses need the
// manage_assessments feature), edit, delete, and import questions from another
// organization's courses. Built on policies/content.ts and domain/access, so the web's
// guards and buttons agree with what the server allows.
import { guardRoute, type ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { canOnContent, courseAccessible, courseInaccessibleMessage, type ContentAction, type CourseShare } from './content.ts';
import { forbidden } from './verification.ts';

export type CourseAction = ContentAction;

/** §8 "Permission messages": course delete has its own permission message. */
export const courseDeleteForbidden = {
  en: 'You do not have permission to delete this course.',
  id: 'Anda tidak memiliki izin untuk menghapus kursus ini.',
};

/** §8 "Permission messages": viewing courses in the organization can be denied by permission. */
export const courseListForbidden = {
  en: 'You do not have permission to view the courses of this organization.',
  id: 'Anda tidak memiliki izin untuk melihat kursus organisasi ini.',
};

/** May the actor see the organization's course list (and its authors and icons)? Restricted and unapproved may not. */
export function canListCourses(ctx: OrganizationContext): boolean {
  return guardRoute(ctx.access, { canImportLicenseQuestions: ctx.organization.canImportLicenseQuestions }, 'content');
}

export function authorizeCourseList(ctx: OrganizationContext): void {
  if (!canListCourses(ctx)) throw forbidden(ctx, courseListForbidden);
}

/**
 * `course` is the course acted on; for 'create' pass null (a new course goes under the
 * organization). `share` is the course's share settings (null for 'create').
 */
export function canOnCourse(
  ctx: OrganizationContext,
  userId: number,
  action: CourseAction,
  course: ContentRecord | null,
  share: CourseShare | null,
): boolean {
  if (action === 'create') return canListCourses(ctx) && canOnContent(ctx, userId, 'create', { creatorId: null }, null);
  if (!course || !share) return false;
  return canListCourses(ctx) && canOnContent(ctx, userId, action, course, share);
}

export function authorizeCourse(
  ctx: OrganizationContext,
  userId: number,
  action: CourseAction,
  course: ContentRecord | null,
  share: CourseShare | null,
): void {
  if (canOnCourse(ctx, userId, action, course, share)) return;
  if (share && canListCourses(ctx) && !courseAccessible(ctx, userId, share)) throw forbidden(ctx, courseInaccessibleMessage);
  throw forbidden(ctx, action === 'delete' ? courseDeleteForbidden : undefined);
}

/** Creating (or turning a course into) an assessment or tryout course needs the manage_assessments feature. */
export function canManageAssessments(ctx: OrganizationContext): boolean {
  return guardRoute(ctx.access, { canImportLicenseQuestions: ctx.organization.canImportLicenseQuestions }, 'create_assessment');
}

export function authorizeAssessment(ctx: OrganizationContext): void {
  if (!canManageAssessments(ctx)) throw forbidden(ctx);
}

/**
 * Importing questions (§6 route guards): from the provider's test bank, `importing` is the
 * actor's own organization, which needs the import permission and can_import_license_questions;
 * from another organization of the actor, the import permission in that organization.
 */
export function canImportFrom(kind: 'provider' | 'organization', importing: OrganizationContext): boolean {
  const org = { canImportLicenseQuestions: importing.organization.canImportLicenseQuestions };
  return guardRoute(importing.access, org, kind === 'provider' ? 'import_provider' : 'import_organization');
}

export function authorizeImportFrom(kind: 'provider' | 'organization', importing: OrganizationContext): void {
  if (!canImportFrom(kind, importing)) throw forbidden(importing);
}
