// Who may do what with a topic's lesson material other than pages, spec §6: study guides
// (uploaded files and links) and the media files rich text refers to. Built on
// policies/content.ts: the course's share settings apply first, then the role. Seeing the
// lesson is viewing the topic; adding or removing study guides, and uploading anything for
// the topic (presigned forms, media), is an edit of the topic, so limited editors do it only
// in their own topics and no-role, restricted and unapproved members never.
import type { ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { canOnContent, contentForbidden, type CourseShare } from './content.ts';

/** `record` is always the topic. */
export type LessonAction = 'view' | 'upload' | 'edit';

const forbidden: Record<LessonAction, { en: string; id: string }> = {
  view: { en: 'You do not have permission to view this sub-chapter.', id: 'Anda tidak memiliki izin untuk melihat subbab ini.' },
  upload: {
    en: 'You do not have permission to upload files to this sub-chapter.',
    id: 'Anda tidak memiliki izin untuk mengunggah berkas ke subbab ini.',
  },
  edit: {
    en: 'You do not have permission to change the study guides of this sub-chapter.',
    id: 'Anda tidak memiliki izin untuk mengubah panduan belajar subbab ini.',
  },
};

export function canOnLesson(ctx: OrganizationContext, userId: number, action: LessonAction, topic: ContentRecord, share: CourseShare): boolean {
  return canOnContent(ctx, userId, action === 'view' ? 'view' : 'update', topic, share);
}

export function authorizeLesson(ctx: OrganizationContext, userId: number, action: LessonAction, topic: ContentRecord, share: CourseShare): void {
  if (!canOnLesson(ctx, userId, action, topic, share)) throw contentForbidden(ctx, userId, [share], forbidden[action]);
}
