// Who may do what with questions (spec §6): built on policies/content.ts, so the course's
// share settings apply first, then the role: creating needs edit rights on the topic the
// question goes in (limited editors: their own topics), limited editors edit and delete
// only their own questions, deleting needs canDeleteRecord, reordering is an edit of the
// topic. Questions imported from the provider's courses are read-only (spec §6, §8): one
// who could otherwise edit or delete them is told so with the §8 message.
import type { ContentRecord } from '../../domain/access/index.ts';
import { translateValidation } from '../../domain/messages/index.ts';
import { type ContentSource, PROVIDER_READ_ONLY_MESSAGE, isReadOnlySource } from '../../domain/schemas/content.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { errors } from '../errors.ts';
import { canOnContent, contentForbidden, type CourseShare } from './content.ts';

/**
 * 'view', 'update', 'delete': `record` is the question (or passage). 'create' and
 * 'reorder': `record` is the topic the item goes in (or whose items are reordered).
 */
export type QuestionAction = 'view' | 'create' | 'update' | 'delete' | 'reorder';
export type Messages = Record<QuestionAction, { en: string; id: string }>;

/** A question or passage; `source` decides whether it is read-only. */
export type ItemRecord = ContentRecord & { source?: ContentSource };

/** §8 "Read-only content": "Question references imported from the provider's courses are not editable." */
export const readOnlyMessage = {
  en: translateValidation(PROVIDER_READ_ONLY_MESSAGE, 'en'),
  id: translateValidation(PROVIDER_READ_ONLY_MESSAGE, 'id'),
};

const forbidden: Messages = {
  view: { en: 'You do not have permission to view this question.', id: 'Anda tidak memiliki izin untuk melihat soal ini.' },
  create: {
    en: 'You do not have permission to create questions in this topic.',
    id: 'Anda tidak memiliki izin untuk membuat soal di topik ini.',
  },
  update: { en: 'You do not have permission to edit this question.', id: 'Anda tidak memiliki izin untuk mengubah soal ini.' },
  delete: { en: 'You do not have permission to delete this question.', id: 'Anda tidak memiliki izin untuk menghapus soal ini.' },
  reorder: {
    en: 'You do not have permission to reorder the questions of this topic.',
    id: 'Anda tidak memiliki izin untuk mengubah urutan soal di topik ini.',
  },
};

const writes = (action: QuestionAction) => action === 'update' || action === 'delete';

/** The role and share settings allow it (read-only items aside). */
function roleAllows(ctx: OrganizationContext, userId: number, action: QuestionAction, record: ItemRecord, share: CourseShare): boolean {
  return canOnContent(ctx, userId, action === 'reorder' ? 'update' : action, record, share);
}

export function canOnItem(ctx: OrganizationContext, userId: number, action: QuestionAction, record: ItemRecord, share: CourseShare): boolean {
  if (writes(action) && record.source !== undefined && isReadOnlySource(record.source)) return false;
  return roleAllows(ctx, userId, action, record, share);
}

/** The shared check behind questions and passages, each with its own wording. */
export function authorizeItem(
  messages: Messages,
  ctx: OrganizationContext,
  userId: number,
  action: QuestionAction,
  record: ItemRecord,
  share: CourseShare,
): void {
  if (roleAllows(ctx, userId, action, record, share)) {
    if (writes(action) && record.source !== undefined && isReadOnlySource(record.source)) throw errors.forbidden(readOnlyMessage);
    return;
  }
  throw contentForbidden(ctx, userId, [share], messages[action]);
}

export const canOnQuestion = canOnItem;

export function authorizeQuestion(ctx: OrganizationContext, userId: number, action: QuestionAction, record: ItemRecord, share: CourseShare): void {
  authorizeItem(forbidden, ctx, userId, action, record, share);
}
