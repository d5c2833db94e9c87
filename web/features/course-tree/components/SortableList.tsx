// A vertical list reordered by dragging a handle with the pointer or with the keyboard
// (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel), with
// spoken announcements in the interface language that name each item
// (components/sortable/SortableDnd). `onReorder` receives the new id order.
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveId } from '../data/order.ts';
import { SortableDnd } from '../../../components/sortable/SortableDnd.tsx';
import { useSortableHandle } from '../../../components/sortable/useSortableHandle.tsx';
import { mathToPlainText } from '../../../components/math/plainMath.ts';

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

export function SortableList<T extends { id: number; name: string }>({ items, disabled = false, onReorder, renderItem }: Props<T>) {
  const ids = items.map((item) => item.id);
  return (
    <SortableDnd ids={ids} nameOf={(index) => mathToPlainText(items[index]!.name)} disabled={disabled} onMove={(from, to) => onReorder(moveId(ids, from, to))}>
      {items.map((item, index) => (
        <SortableRow key={item.id} id={item.id} name={item.name} index={index} disabled={disabled}>
          {(state) => renderItem(item, state)}
        </SortableRow>
      ))}
    </SortableDnd>
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
