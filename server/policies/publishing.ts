// Who may publish and unpublish a course's content (spec §6 "Route guards": publish and
// unpublish need the publish permission; the role table: administrators and publishers publish
// and unpublish, as does every member of an organization without teams; editors, limited
// editors, members without a role, restricted and unapproved members may not). The publish
// page's tree is read under the same permission, since only publishers act on it. The rule
// itself is domain/access's (guardRoute 'publish'/'unpublish', the web's route guard, and
// canOnContent 'publish'); a course shared away from the actor says so.
import { guardRoute, type ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { canOnContent, contentForbidden, type CourseShare } from './content.ts';

export type PublishAction = 'publish' | 'unpublish';

/** §6: why a member without the publish permission is refused. */
export const publishForbiddenMessage: Record<PublishAction, { en: string; id: string }> = {
  publish: {
    en: 'Only administrators and publishers can publish content. Ask one of them to publish it.',
    id: 'Hanya administrator dan penerbit yang dapat menerbitkan konten. Mintalah salah satu dari mereka untuk menerbitkannya.',
  },
  unpublish: {
    en: 'Only administrators and publishers can unpublish content. Ask one of them to unpublish it.',
    id: 'Hanya administrator dan penerbit yang dapat membatalkan terbitan konten. Mintalah salah satu dari mereka untuk membatalkannya.',
  },
};

export function canPublish(ctx: OrganizationContext, userId: number, course: ContentRecord, share: CourseShare, action: PublishAction = 'publish'): boolean {
  const org = { canImportLicenseQuestions: ctx.organization.canImportLicenseQuestions };
  return guardRoute(ctx.access, org, action) && canOnContent(ctx, userId, 'publish', course, share);
}

/** 403 unless the actor may publish (or unpublish) in this course. */
export function authorizePublish(ctx: OrganizationContext, userId: number, course: ContentRecord, share: CourseShare, action: PublishAction = 'publish'): void {
  if (!canPublish(ctx, userId, course, share, action)) throw contentForbidden(ctx, userId, [share], publishForbiddenMessage[action]);
}
