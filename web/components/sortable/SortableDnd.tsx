// The one setup of every dnd-kit list of the app (course units, topic tables, question parts,
// the preview's ordering question): the sensors, a vertical list, the move told as indexes,
// and what a screen reader hears. dnd-kit's own instructions and announcements are English and
// name items by their ids ("Draggable item 15 was dropped over droppable area 19"); these are
// in the interface language and name each item by its text ("Picked up 'Unit 2: Aljabar'. It is
// at position 2 of 5."). Rows inside use useSortableHandle, and MoveButtons or MoveMenuItems for
// the way without dragging, whose moves this list announces in a live region of its own (dnd-kit's
// speaks only of drags).
import { DndContext, closestCenter } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, Modifier, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SortableMovesContext, type SortableMoves } from './sortableMoves.ts';
import { useSortableSensors } from './useSortableSensors.ts';

export type SortableDndProps = {
  /** The rows' ids, in the order shown. */
  ids: UniqueIdentifier[];
  /** The text a screen reader speaks for the row at an index (its name, title or content). */
  nameOf: (index: number) => string;
  /** No dragging (the list may not be edited now). */
  disabled?: boolean;
  /** A row moved from one index to another (never called for a drop where it started). */
  onMove: (from: number, to: number) => void;
  /**
   * Where the instructions and the live region go (default: beside the list). A table's body
   * may not hold their <div>s: it gives document.body.
   */
  container?: Element;
  children: ReactNode;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The instructions and announcements of a list whose rows are `ids`, named by `nameOf`. */
function useAccessibility(ids: UniqueIdentifier[], nameOf: (index: number) => string) {
  const { t } = useTranslation();
  // Whether the row picked up has left its place yet: dnd-kit's first "over" (the row over
  // itself, once the places are measured) completes the pick-up, it is no move.
  const moved = useRef(false);
  return useMemo(() => {
    const total = ids.length;
    const at = (id: UniqueIdentifier) => ids.indexOf(id);
    const name = (id: UniqueIdentifier) => {
      const index = at(id);
      return index >= 0 ? nameOf(index) : '';
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        moved.current = false;
        return t('sortable.picked_up', { name: name(active.id) });
      },
      onDragOver: ({ active, over }) => {
        if (!over) return undefined;
        if (over.id === active.id && !moved.current) return t('sortable.picked_up_at', { name: name(active.id), position: at(active.id) + 1, total });
        moved.current = true;
        return t('sortable.moved', { name: name(active.id), position: at(over.id) + 1, total });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('sortable.dropped', { name: name(active.id), position: at(over.id) + 1, total })
          : t('sortable.cancelled', { name: name(active.id), position: at(active.id) + 1, total }),
      onDragCancel: ({ active }) => t('sortable.cancelled', { name: name(active.id), position: at(active.id) + 1, total }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('sortable.instructions') };
    return { announcements, screenReaderInstructions };
  }, [ids, nameOf, t]);
}

/** The moves of MoveButtons and MoveMenuItems, and what the live region says of the last one. */
function useMoves(ids: UniqueIdentifier[], nameOf: (index: number) => string, disabled: boolean, onMove: (from: number, to: number) => void) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  const moves = useMemo<SortableMoves>(
    () => ({
      total: ids.length,
      disabled,
      move: (from, to) => {
        if (disabled || from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return;
        const name = nameOf(from);
        onMove(from, to);
        setSaid(t('sortable.moved', { name, position: to + 1, total: ids.length }));
      },
    }),
    [ids, nameOf, disabled, onMove, t],
  );
  return { moves, said };
}

export function SortableDnd({ ids, nameOf, disabled = false, onMove, container, children }: SortableDndProps) {
  const sensors = useSortableSensors();
  const accessibility = useAccessibility(ids, nameOf);
  const { moves, said } = useMoves(ids, nameOf, disabled, onMove);
  const region = (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="sortable-moves-live">
      {said}
    </VisuallyHidden>
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (disabled || !over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} onDragEnd={onDragEnd} accessibility={{ ...accessibility, container }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <SortableMovesContext value={moves}>{children}</SortableMovesContext>
      </SortableContext>
      {container ? createPortal(region, container) : region}
    </DndContext>
  );
}
