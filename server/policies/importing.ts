// Who may import questions (spec §6 route guards, §2 "Import questions from an organization or
// the test bank"). Two sides:
// - the source: browsing it (GET /importing/…) needs, from the provider's test bank, the
//   importing organization's `import_provider` guard (the import permission and
//   can_import_license_questions); from another organization of the actor, `import_organization`
//   there (policies/courses.ts canImportFrom, the one rule for both). What of the source the actor
//   sees: the provider's published courses, units and topics; elsewhere what the actor may open.
// - the target topic: the guard of the topic's organization ('import_provider' when the source
//   is the provider, 'import_organization' otherwise), the content guard (not restricted), and
//   the right to create questions in the topic (policies/questions.ts).
import { guardRoute, type ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import type { CourseShare } from './content.ts';
import { canImportFrom } from './courses.ts';
import { authorizeQuestion, canOnQuestion } from './questions.ts';
import { forbidden } from './verification.ts';

export { authorizeImportFrom, canImportFrom } from './courses.ts';

export type ImportSourceKind = 'provider' | 'organization';

/** A source course the actor may see: the share settings of the course as the course list reads them (accessibleSql). */
export function sourceCourseVisible(share: CourseShare, userId: number, admin: boolean): boolean {
  return admin || !share.shareEnabled || share.creatorId === userId || share.sharedWithActor;
}

/** A source unit or topic the actor may see: the provider's only when published (what learners get). */
export function sourceItemVisible(kind: ImportSourceKind, status: string): boolean {
  return kind === 'organization' || status === 'published';
}

const contentGuard = (ctx: OrganizationContext) => guardRoute(ctx.access, { canImportLicenseQuestions: ctx.organization.canImportLicenseQuestions }, 'content');

/** May the actor import from a `kind` source into `topic` (ctx: the topic's organization)? */
export function canImportInto(kind: ImportSourceKind, ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): boolean {
  return canImportFrom(kind, ctx) && contentGuard(ctx) && canOnQuestion(ctx, userId, 'create', topic, share);
}

/** 403 with the permission error of the failing guard, or the question policy's own words. */
export function authorizeImportInto(kind: ImportSourceKind, ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): void {
  if (!canImportFrom(kind, ctx) || !contentGuard(ctx)) throw forbidden(ctx);
  authorizeQuestion(ctx, userId, 'create', topic, share);
}
