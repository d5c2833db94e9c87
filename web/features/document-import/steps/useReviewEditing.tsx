// Edit in Review: which question's edit modal is open, the modal itself, and the document as
// edited put back into its item on Done. The modal is unmounted on close, so Mantine cannot hand
// the focus back: the question's Edit button gets it (when the question is in the page), as a
// keyboard user expects.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { withEditedDocument } from '../review.ts';
import type { ReviewItem } from '../review.ts';
import { EditQuestionModal } from './EditQuestionModal.tsx';

type Options<T extends ReviewItem> = {
  topicId: number;
  items: readonly T[];
  onItemsChange: (update: (items: T[]) => T[]) => void;
  pointsEnabled: boolean;
  /** The question's name in the modal's title ("Question 3"). */
  titleOf: (item: T) => string;
};

export function useReviewEditing<T extends ReviewItem>({ topicId, items, onItemsChange, pointsEnabled, titleOf }: Options<T>): { edit: (key: string) => void; modal: ReactNode } {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const editedLast = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null) {
      editedLast.current = editing;
      return;
    }
    const key = editedLast.current;
    editedLast.current = null;
    if (key === null) return;
    const button = [...document.querySelectorAll<HTMLElement>('[data-testid="review-question"]')].find((el) => el.dataset.key === key)?.querySelector<HTMLElement>('[data-edit-button]');
    button?.focus();
  }, [editing]);

  const done = (key: string, doc: QuestionDocument, changed: boolean) => {
    setEditing(null);
    if (changed) onItemsChange((all) => all.map((i) => (i.key === key ? withEditedDocument(i, doc) : i)));
  };
  const edited = editing === null ? undefined : items.find((i) => i.key === editing);
  const modal = edited?.doc ? (
    <EditQuestionModal
      title={t('document_import.review.edit_title', { question: titleOf(edited) })}
      topicId={topicId}
      doc={edited.doc}
      pointsEnabled={pointsEnabled}
      onDone={(doc, changed) => done(edited.key, doc, changed)}
      onCancel={() => setEditing(null)}
    />
  ) : null;
  return { edit: setEditing, modal };
}
