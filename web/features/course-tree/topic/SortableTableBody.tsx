// The body of a table whose rows are reordered by dragging a handle with the pointer or with
// the keyboard (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to
// cancel), with spoken announcements in the interface language: the table form of
// components/SortableList (rows are <tr>, so the list's wrapping <div>s cannot be used).
import { DndContext, closestCenter } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, Modifier, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moveId } from '../data/order.ts';
import { useSortableHandle } from '../../../components/sortable/useSortableHandle.tsx';
import { useSortableSensors } from '../../../components/sortable/useSortableSensors.ts';

export type SortableRowState = {
  /** The drag handle (null when reordering is off), wired to the pointer and keyboard sensors. */
  handle: ReactNode;
  index: number;
  dragging: boolean;
};

type Props<T extends { id: number }> = {
  items: T[];
  /** What announcements and the handle's label call an item. */
  nameOf: (item: T) => string;
  disabled?: boolean;
  onReorder: (order: number[]) => void;
  /** The row's cells. */
  renderCells: (item: T, state: SortableRowState) => ReactNode;
  rowTestId?: string;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableTableBody<T extends { id: number }>({ items, nameOf, disabled = false, onReorder, renderCells, rowTestId }: Props<T>) {
  const { t } = useTranslation();
  const sensors = useSortableSensors();
  const ids = items.map((item) => item.id);

  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => {
      const item = items.find((candidate) => candidate.id === id);
      return item ? nameOf(item) : '';
    };
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
  }, [items, nameOf, t]);

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
      // The instructions and the live region are <div>s, which a <table> may not hold: they go to the body.
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('course_tree.dnd.instructions') }, container: document.body }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Table.Tbody role="rowgroup">
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)} index={index} disabled={disabled} testId={rowTestId}>
              {(state) => renderCells(item, state)}
            </SortableRow>
          ))}
        </Table.Tbody>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  index,
  disabled,
  testId,
  children,
}: {
  id: number;
  name: string;
  index: number;
  disabled: boolean;
  testId?: string;
  children: (state: SortableRowState) => ReactNode;
}) {
  const { t } = useTranslation();
  const { handle, setNodeRef, transform, transition, isDragging } = useSortableHandle({ id, disabled, label: t('course_tree.dnd.handle', { name }), testId: 'drag-handle' });
  return (
    <Table.Tr
      ref={setNodeRef}
      role="row"
      data-sortable-index={index}
      data-testid={testId}
      data-item-id={id}
      aria-label={name}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 5 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      {children({ handle, index, dragging: isDragging })}
    </Table.Tr>
  );
}
