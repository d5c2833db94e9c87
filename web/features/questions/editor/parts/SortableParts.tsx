// A vertical list of question parts (answers, items) reordered by a drag handle, with the
// pointer or the keyboard (focus the handle, Space to pick up, arrows to move, Space to drop,
// Escape to cancel), announced in the interface language. Parts are identified by their key.
import { DndContext, closestCenter } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, Modifier, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortableHandle } from '../../../../components/sortable/useSortableHandle.tsx';
import { useSortableSensors } from '../../../../components/sortable/useSortableSensors.ts';

export type SortablePartState = { handle: ReactNode; dragging: boolean };

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** How the handle and the announcements name an item ("answer b", "item 2"). */
  nameOf: (item: T, index: number) => string;
  disabled?: boolean;
  /** The new order of the items (the same objects). */
  onReorder: (items: T[]) => void;
  renderItem: (item: T, index: number, state: SortablePartState) => ReactNode;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableParts<T>({ items, keyOf, nameOf, disabled = false, onReorder, renderItem }: Props<T>) {
  const { t } = useTranslation();
  const sensors = useSortableSensors();
  const ids = items.map(keyOf);

  const announcements = useMemo<Announcements>(() => {
    const at = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id));
    const name = (id: UniqueIdentifier) => {
      const index = at(id);
      return index >= 0 ? nameOf(items[index]!, index) : '';
    };
    const total = items.length;
    return {
      onDragStart: ({ active }) => t('questions.dnd.picked_up', { name: name(active.id), position: at(active.id) + 1, total }),
      onDragOver: ({ active, over }) => (over ? t('questions.dnd.moved', { name: name(active.id), position: at(over.id) + 1, total }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('questions.dnd.dropped', { name: name(active.id), position: at(over.id) + 1, total }) : undefined),
      onDragCancel: ({ active }) => t('questions.dnd.cancelled', { name: name(active.id) }),
    };
  }, [ids, items, nameOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('questions.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {items.map((item, index) => (
          <SortableRow key={ids[index]} id={ids[index]!} index={index} name={nameOf(item, index)} disabled={disabled}>
            {(state) => renderItem(item, index, state)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, index, name, disabled, children }: { id: string; index: number; name: string; disabled: boolean; children: (state: SortablePartState) => ReactNode }) {
  const { t } = useTranslation();
  const { handle, setNodeRef, transform, transition, isDragging } = useSortableHandle({ id, disabled, label: t('questions.dnd.handle', { name }), testId: 'part-drag-handle' });
  return (
    <div
      ref={setNodeRef}
      data-sortable-index={index}
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 5 : undefined }}
    >
      {children({ handle, dragging: isDragging })}
    </div>
  );
}
