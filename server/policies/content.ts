// Who may do what to course content (spec §6): courses, units, topics, and what topics hold
// (pages, questions, passages, study guides). The only place for these decisions; the
// rules themselves come from domain/access so the web shows exactly what the server allows.
import { canDeleteRecord, canEditRecord, type ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { forbidden } from './verification.ts';

export type ContentAction = 'view' | 'create' | 'update' | 'delete' | 'publish';

/**
 * Share settings of the course a record belongs to: when enabled, only its author, the
 * organization's admins and the selected users may open anything in it (§6 "Sharing a course").
 */
export interface CourseShare {
  shareEnabled: boolean;
  creatorId: number | null;
  /** Whether the actor is one of the course's selected users. */
  sharedWithActor: boolean;
}

/** Shown when a course's share settings keep the actor out (§6 "Sharing a course"). */
export const courseInaccessibleMessage = {
  en: 'This course is shared with selected users only.',
  id: 'Kursus ini hanya dibagikan kepada pengguna tertentu.',
};

/** May the actor open this course and what is in it? */
export function courseAccessible(ctx: OrganizationContext, userId: number, share: CourseShare): boolean {
  if (!ctx.access.canViewContent) return false;
  if (!share.shareEnabled || ctx.access.admin) return true;
  return share.creatorId === userId || share.sharedWithActor;
}

/**
 * `record` is the record acted on; for 'create' it is the parent the new record goes under
 * (the organization for a course: pass `{ creatorId: null }`). Limited editors create under
 * what they own, and create courses freely.
 */
export function canOnContent(
  ctx: OrganizationContext,
  userId: number,
  action: ContentAction,
  record: ContentRecord,
  share: CourseShare | null,
): boolean {
  const { access } = ctx;
  if (share && !courseAccessible(ctx, userId, share)) return false;
  switch (action) {
    case 'view':
      return access.canViewContent;
    case 'create':
      if (!access.canCreate) return false;
      // A new course has no parent record; otherwise the parent must be editable.
      return share === null || canEditRecord(access, record, userId);
    case 'update':
      return canEditRecord(access, record, userId);
    case 'delete':
      return canDeleteRecord(access, record, userId);
    case 'publish':
      return access.canPublish;
  }
}

/**
 * The 403 for a refused action on content: it says why when it is the share settings of one
 * of the courses involved, not the actor's role, that keep the actor out.
 */
export function contentForbidden(ctx: OrganizationContext, userId: number, shares: CourseShare[], message: { en: string; id: string }) {
  const sharedAway = ctx.access.canViewContent && shares.some((share) => !courseAccessible(ctx, userId, share));
  return forbidden(ctx, sharedAway ? courseInaccessibleMessage : message);
}
