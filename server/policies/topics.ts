// Who may do what with topics (sub-chapters), spec §6: built on policies/content.ts, so the
// course's share settings apply first (others get 403), then the role: limited editors
// create topics only in their own units and change only their own topics; deleting needs
// canDeleteRecord. Reordering the topics of a unit is an edit of that unit; moving a topic
// is an edit of the topic plus a create in the target unit (whose course may differ).
import type { ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { canOnContent, contentForbidden, type CourseShare } from './content.ts';

/**
 * 'view', 'update', 'delete': `record` is the topic. 'create' and 'reorder': `record` is
 * the unit the topic goes in (or whose topics are reordered).
 */
export type TopicAction = 'view' | 'create' | 'update' | 'delete' | 'reorder';

const forbidden: Record<TopicAction | 'move', { en: string; id: string }> = {
  view: { en: 'You do not have permission to view this sub-chapter.', id: 'Anda tidak memiliki izin untuk melihat subbab ini.' },
  create: {
    en: 'You do not have permission to create sub-chapters in this unit.',
    id: 'Anda tidak memiliki izin untuk membuat subbab di unit ini.',
  },
  update: { en: 'You do not have permission to edit this sub-chapter.', id: 'Anda tidak memiliki izin untuk mengubah subbab ini.' },
  delete: {
    en: 'You do not have permission to delete this sub-chapter.',
    id: 'Anda tidak memiliki izin untuk menghapus subbab ini.',
  },
  reorder: {
    en: 'You do not have permission to reorder the sub-chapters of this unit.',
    id: 'Anda tidak memiliki izin untuk mengubah urutan subbab di unit ini.',
  },
  move: {
    en: 'You do not have permission to move this sub-chapter to that unit.',
    id: 'Anda tidak memiliki izin untuk memindahkan subbab ini ke unit tersebut.',
  },
};

export function canOnTopic(
  ctx: OrganizationContext,
  userId: number,
  action: TopicAction,
  record: ContentRecord,
  share: CourseShare,
): boolean {
  return canOnContent(ctx, userId, action === 'reorder' ? 'update' : action, record, share);
}

export function authorizeTopic(
  ctx: OrganizationContext,
  userId: number,
  action: TopicAction,
  record: ContentRecord,
  share: CourseShare,
): void {
  if (!canOnTopic(ctx, userId, action, record, share)) throw contentForbidden(ctx, userId, [share], forbidden[action]);
}

/** Moving: may edit the topic where it is, and may create in the target unit. */
export function canMoveTopic(
  ctx: OrganizationContext,
  userId: number,
  topic: ContentRecord,
  share: CourseShare,
  target: ContentRecord,
  targetShare: CourseShare,
): boolean {
  return canOnContent(ctx, userId, 'update', topic, share) && canOnContent(ctx, userId, 'create', target, targetShare);
}

export function authorizeTopicMove(
  ctx: OrganizationContext,
  userId: number,
  topic: ContentRecord,
  share: CourseShare,
  target: ContentRecord,
  targetShare: CourseShare,
): void {
  if (!canMoveTopic(ctx, userId, topic, share, target, targetShare)) {
    throw contentForbidden(ctx, userId, [share, targetShare], forbidden.move);
  }
}
