// A vertical list of question parts (answers, items) reordered by a drag handle, with the
// pointer or the keyboard (focus the handle, Space to pick up, arrows to move, Space to drop,
// Escape to cancel), announced in the interface language by the parts' text
// (components/sortable/SortableDnd). Parts are identified by their key.
import { arrayMove } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableDnd } from '../../../../components/sortable/SortableDnd.tsx';
import { useSortableHandle } from '../../../../components/sortable/useSortableHandle.tsx';

export type SortablePartState = { handle: ReactNode; dragging: boolean };

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** How the handle names an item ("answer b", "item 2"). */
  nameOf: (item: T, index: number) => string;
  /** What the announcements call an item: its text, else (empty) its name. */
  textOf?: (item: T) => string;
  disabled?: boolean;
  /** The new order of the items (the same objects). */
  onReorder: (items: T[]) => void;
  renderItem: (item: T, index: number, state: SortablePartState) => ReactNode;
};

export function SortableParts<T>({ items, keyOf, nameOf, textOf, disabled = false, onReorder, renderItem }: Props<T>) {
  const ids = items.map(keyOf);
  const spoken = (index: number) => textOf?.(items[index]!).trim() || nameOf(items[index]!, index);
  return (
    <SortableDnd ids={ids} nameOf={spoken} disabled={disabled} onMove={(from, to) => onReorder(arrayMove([...items], from, to))}>
      {items.map((item, index) => (
        <SortableRow key={ids[index]} id={ids[index]!} index={index} name={nameOf(item, index)} disabled={disabled}>
          {(state) => renderItem(item, index, state)}
        </SortableRow>
      ))}
    </SortableDnd>
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
