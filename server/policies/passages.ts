// Who may do what with passages (question references), spec §6: the same rules as for
// questions (policies/questions.ts), with their own wording. Passages imported from the
// provider's courses are read-only with the §8 message.
import type { OrganizationContext } from '../auth/actor.ts';
import type { CourseShare } from './content.ts';
import { authorizeItem, canOnItem, type ItemRecord, type Messages, type QuestionAction } from './questions.ts';

export type PassageAction = QuestionAction;

const forbidden: Messages = {
  view: { en: 'You do not have permission to view this passage.', id: 'Anda tidak memiliki izin untuk melihat bacaan ini.' },
  create: {
    en: 'You do not have permission to create passages in this topic.',
    id: 'Anda tidak memiliki izin untuk membuat bacaan di topik ini.',
  },
  update: { en: 'You do not have permission to edit this passage.', id: 'Anda tidak memiliki izin untuk mengubah bacaan ini.' },
  delete: { en: 'You do not have permission to delete this passage.', id: 'Anda tidak memiliki izin untuk menghapus bacaan ini.' },
  reorder: {
    en: 'You do not have permission to reorder the passages of this topic.',
    id: 'Anda tidak memiliki izin untuk mengubah urutan bacaan di topik ini.',
  },
};

export const canOnPassage = canOnItem;

export function authorizePassage(ctx: OrganizationContext, userId: number, action: PassageAction, record: ItemRecord, share: CourseShare): void {
  authorizeItem(forbidden, ctx, userId, action, record, share);
}
