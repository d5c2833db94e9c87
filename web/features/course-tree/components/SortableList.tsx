// A vertical list reordered by dragging a handle with the pointer or with the keyboard
// (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel), with
// spoken announcements in the interface language. `onReorder` receives the new id order.
import { DndContext, closestCenter } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, Modifier, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moveId } from '../data/order.ts';
import { useSortableHandle } from '../../../components/sortable/useSortableHandle.tsx';
import { useSortableSensors } from '../../../components/sortable/useSortableSensors.ts';

export type SortableItemState = {
  /** The drag handle, already wired to the pointer and keyboard sensors. */
  handle: ReactNode;
  index: number;
  dragging: boolean;
};

type Props<T extends { id: number; name: string }> = {
  items: T[];
  /** No handle and no dragging (e.g. the teacher may not edit, or a search filters the list). */
  disabled?: boolean;
  onReorder: (order: number[]) => void;
  renderItem: (item: T, state: SortableItemState) => ReactNode;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableList<T extends { id: number; name: string }>({ items, disabled = false, onReorder, renderItem }: Props<T>) {
  const { t } = useTranslation();
  const sensors = useSortableSensors();
  const ids = items.map((item) => item.id);

  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? '';
    const position = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
    const total = items.length;
    return {
      onDragStart: ({ active }) => t('course_tree.dnd.picked_up', { name: name(active.id), position: position(active.id), total }),
      onDragOver: ({ active, over }) =>
        over ? t('course_tree.dnd.moved', { name: name(active.id), position: position(over.id), total }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('course_tree.dnd.dropped', { name: name(active.id), position: position(over.id), total }) : undefined,
      onDragCancel: ({ active }) => t('course_tree.dnd.cancelled', { name: name(active.id) }),
    };
  }, [items, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(moveId(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('course_tree.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {items.map((item, index) => (
          <SortableRow key={item.id} id={item.id} name={item.name} index={index} disabled={disabled}>
            {(state) => renderItem(item, state)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  index,
  disabled,
  children,
}: {
  id: number;
  name: string;
  index: number;
  disabled: boolean;
  children: (state: SortableItemState) => ReactNode;
}) {
  const { t } = useTranslation();
  const { handle, setNodeRef, transform, transition, isDragging } = useSortableHandle({ id, disabled, label: t('course_tree.dnd.handle', { name }), testId: 'drag-handle' });
  return (
    <div
      ref={setNodeRef}
      data-sortable-index={index}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 5 : undefined,
        opacity: isDragging ? 0.92 : undefined,
      }}
    >
      {children({ handle, index, dragging: isDragging })}
    </div>
  );
}
