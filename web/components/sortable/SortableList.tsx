// The one sortable list of the app: a vertical list (course units, a unit's topics, question
// parts) or a table body (a topic's pages and questions) whose rows are reordered by a drag
// handle, with the pointer or the keyboard (focus the handle, Space to pick up, arrows to move,
// Space to drop, Escape to cancel), announced in the interface language by each row's name
// (SortableDnd). `onReorder` gets the items in their new order.
import type { UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { SortableDnd } from './SortableDnd.tsx';
import { useSortableHandle } from './useSortableHandle.tsx';

export type SortableItemState = {
  /** The drag handle (null when reordering is off), wired to the pointer and keyboard sensors. */
  handle: ReactNode;
  index: number;
  dragging: boolean;
};

type Props<T> = {
  items: readonly T[];
  idOf: (item: T) => UniqueIdentifier;
  /** What the handle's label calls an item ("answer b", a unit's name). */
  nameOf: (item: T, index: number) => string;
  /** What the announcements call an item, when not its name (a part's text). */
  spokenOf?: (item: T, index: number) => string;
  /** The handle's accessible name for an item's name, and its test id. */
  handle: { label: (name: string) => string; testId: string };
  /** No handle and no dragging (the teacher may not edit, or a search filters the list). */
  disabled?: boolean;
  onReorder: (items: T[]) => void;
  renderItem: (item: T, state: SortableItemState) => ReactNode;
  /** A table body: each row a <tr> holding the cells renderItem gives. */
  table?: { rowTestId?: string };
};

export function SortableList<T>({ items, idOf, nameOf, spokenOf = nameOf, handle, disabled = false, onReorder, renderItem, table }: Props<T>) {
  const ids = items.map(idOf);
  const rows = items.map((item, index) => (
    <SortableRow key={ids[index]} id={ids[index]!} index={index} name={nameOf(item, index)} handle={handle} disabled={disabled} table={table}>
      {(state) => renderItem(item, state)}
    </SortableRow>
  ));
  return (
    <SortableDnd
      ids={ids}
      nameOf={(index) => spokenOf(items[index]!, index)}
      disabled={disabled}
      onMove={(from, to) => onReorder(arrayMove([...items], from, to))}
      // The instructions and the live region are <div>s, which a <table> may not hold: they go to the body.
      container={table ? document.body : undefined}
    >
      {table ? <Table.Tbody role="rowgroup">{rows}</Table.Tbody> : rows}
    </SortableDnd>
  );
}

type RowProps = {
  id: UniqueIdentifier;
  index: number;
  name: string;
  handle: Props<unknown>['handle'];
  disabled: boolean;
  table: Props<unknown>['table'];
  children: (state: SortableItemState) => ReactNode;
};

function SortableRow({ id, index, name, handle: handleOptions, disabled, table, children }: RowProps) {
  const { handle, setNodeRef, transform, transition, isDragging } = useSortableHandle({ id, disabled, label: handleOptions.label(name), testId: handleOptions.testId });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 5 : undefined };
  const content = children({ handle, index, dragging: isDragging });
  if (!table) {
    return (
      <div ref={setNodeRef} data-sortable-index={index} style={{ ...style, opacity: isDragging ? 0.92 : undefined }}>
        {content}
      </div>
    );
  }
  return (
    <Table.Tr
      ref={setNodeRef}
      role="row"
      data-sortable-index={index}
      data-testid={table.rowTestId}
      data-item-id={id}
      aria-label={name}
      style={{ ...style, background: isDragging ? 'var(--mantine-color-body)' : undefined, boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined }}
    >
      {content}
    </Table.Tr>
  );
}
