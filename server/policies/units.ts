// Who may do what with units (bundles), spec §6: built on policies/content.ts, so the
// course's share settings apply first (others get 403), then the role: limited editors
// create units only in their own courses and change only their own units; deleting needs
// canDeleteRecord. Reordering the units of a course is an edit of that course.
import type { ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { canOnContent, contentForbidden, type CourseShare } from './content.ts';

/**
 * 'view', 'update', 'delete': `record` is the unit. 'create' and 'reorder': `record` is
 * the course the unit goes in (or whose units are reordered).
 */
export type UnitAction = 'view' | 'create' | 'update' | 'delete' | 'reorder';

const forbidden: Record<UnitAction, { en: string; id: string }> = {
  view: { en: 'You do not have permission to view this unit.', id: 'Anda tidak memiliki izin untuk melihat unit ini.' },
  create: {
    en: 'You do not have permission to create units in this course.',
    id: 'Anda tidak memiliki izin untuk membuat unit di kursus ini.',
  },
  update: { en: 'You do not have permission to edit this unit.', id: 'Anda tidak memiliki izin untuk mengubah unit ini.' },
  delete: { en: 'You do not have permission to delete this unit.', id: 'Anda tidak memiliki izin untuk menghapus unit ini.' },
  reorder: {
    en: 'You do not have permission to reorder the units of this course.',
    id: 'Anda tidak memiliki izin untuk mengubah urutan unit di kursus ini.',
  },
};

export function canOnUnit(
  ctx: OrganizationContext,
  userId: number,
  action: UnitAction,
  record: ContentRecord,
  share: CourseShare,
): boolean {
  return canOnContent(ctx, userId, action === 'reorder' ? 'update' : action, record, share);
}

export function authorizeUnit(
  ctx: OrganizationContext,
  userId: number,
  action: UnitAction,
  record: ContentRecord,
  share: CourseShare,
): void {
  if (!canOnUnit(ctx, userId, action, record, share)) throw contentForbidden(ctx, userId, [share], forbidden[action]);
}
