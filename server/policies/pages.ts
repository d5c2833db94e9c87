// Who may do what with pages (chapters), spec §6: built on policies/content.ts, so the
// course's share settings apply first (others get 403), then the role. Creating a page is a
// create under its topic (the topic must be editable: limited editors add pages only to
// their own topics); editing needs the content-edit gate or, for limited editors, a page of
// their own; deleting needs canDeleteRecord. Reordering a topic's pages is an edit of the topic.
import type { ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { canOnContent, contentForbidden, type CourseShare } from './content.ts';

/**
 * 'view', 'update', 'delete': `record` is the page. 'create' and 'reorder': `record` is the
 * topic the page goes in (or whose pages are reordered).
 */
export type PageAction = 'view' | 'create' | 'update' | 'delete' | 'reorder';

const forbidden: Record<PageAction, { en: string; id: string }> = {
  view: { en: 'You do not have permission to view this page.', id: 'Anda tidak memiliki izin untuk melihat halaman ini.' },
  create: {
    en: 'You do not have permission to create pages in this sub-chapter.',
    id: 'Anda tidak memiliki izin untuk membuat halaman di subbab ini.',
  },
  update: { en: 'You do not have permission to edit this page.', id: 'Anda tidak memiliki izin untuk mengubah halaman ini.' },
  delete: { en: 'You do not have permission to delete this page.', id: 'Anda tidak memiliki izin untuk menghapus halaman ini.' },
  reorder: {
    en: 'You do not have permission to reorder the pages of this sub-chapter.',
    id: 'Anda tidak memiliki izin untuk mengubah urutan halaman di subbab ini.',
  },
};

export function canOnPage(
  ctx: OrganizationContext,
  userId: number,
  action: PageAction,
  record: ContentRecord,
  share: CourseShare,
): boolean {
  return canOnContent(ctx, userId, action === 'reorder' ? 'update' : action, record, share);
}

export function authorizePage(
  ctx: OrganizationContext,
  userId: number,
  action: PageAction,
  record: ContentRecord,
  share: CourseShare,
): void {
  if (!canOnPage(ctx, userId, action, record, share)) throw contentForbidden(ctx, userId, [share], forbidden[action]);
}
