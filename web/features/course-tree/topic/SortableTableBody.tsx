// The body of a table whose rows are reordered by dragging a handle with the pointer or with
// the keyboard (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to
// cancel), with spoken announcements in the interface language that name each row
// (components/sortable/SortableDnd): the table form of components/SortableList (rows are <tr>,
// so the list's wrapping <div>s cannot be used).
import { CSS } from '@dnd-kit/utilities';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveId } from '../data/order.ts';
import { SortableDnd } from '../../../components/sortable/SortableDnd.tsx';
import { useSortableHandle } from '../../../components/sortable/useSortableHandle.tsx';

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

export function SortableTableBody<T extends { id: number }>({ items, nameOf, disabled = false, onReorder, renderCells, rowTestId }: Props<T>) {
  const ids = items.map((item) => item.id);
  return (
    <SortableDnd
      ids={ids}
      nameOf={(index) => nameOf(items[index]!)}
      disabled={disabled}
      onMove={(from, to) => onReorder(moveId(ids, from, to))}
      // The instructions and the live region are <div>s, which a <table> may not hold: they go to the body.
      container={document.body}
    >
      <Table.Tbody role="rowgroup">
        {items.map((item, index) => (
          <SortableRow key={item.id} id={item.id} name={nameOf(item)} index={index} disabled={disabled} testId={rowTestId}>
            {(state) => renderCells(item, state)}
          </SortableRow>
        ))}
      </Table.Tbody>
    </SortableDnd>
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
