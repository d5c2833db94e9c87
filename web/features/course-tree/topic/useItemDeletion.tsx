// Deleting a page, question or passage from the topic's tables: ask first, then delete; a
// failure stays in the modal ("Failed to delete … Please try again.", §8 "Create, update and
// delete failures"), success closes it and says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../../domain/schemas/courses.ts';
import { useDeleteTopicItem } from '../data/topicContent.ts';
import { screenWord } from '../../../lib/screenWords.ts';
import { DeleteItemModal } from './DeleteItemModal.tsx';
import type { DeletingItem } from './DeleteItemModal.tsx';

export function useItemDeletion(topic: Pick<Topic, 'id' | 'course_id'>, onDeleted: (message: string) => void) {
  const { t } = useTranslation();
  const [item, setItem] = useState<DeletingItem | null>(null);
  const remove = useDeleteTopicItem(topic);
  return {
    ask: (next: DeletingItem) => {
      remove.reset();
      setItem(next);
    },
    modal: (
      <DeleteItemModal
        item={item}
        loading={remove.isPending}
        failed={remove.isError}
        onCancel={() => setItem(null)}
        onConfirm={(target) =>
          remove.mutate(target, {
            onSuccess: () => {
              setItem(null);
              onDeleted(t(`topics.content.${screenWord(target.kind)}.deleted`, { name: target.name }));
            },
          })
        }
      />
    ),
  };
}
