// The keyboard sensor of every sortable list: an arrow pressed right after Space picked a row
// up moves it (dnd-kit's own sensor ignored keys until a later task), and a drag dropped that
// fast leaves no key listener behind.
import { DndContext, closestCenter } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { fireEvent } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { layOutSortableRows } from '../../test/dnd.ts';
import { screen } from '../../test/dom.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useSortableHandle } from './useSortableHandle.tsx';
import { useSortableSensors } from './useSortableSensors.ts';

function Row({ id, index }: { id: string; index: number }) {
  const { handle, setNodeRef } = useSortableHandle({ id, disabled: false, label: `Move ${id}`, testId: 'handle' });
  return (
    <div ref={setNodeRef} data-sortable-index={index}>
      {handle}
      {id}
    </div>
  );
}

function List({ onReorder }: { onReorder: (order: string[]) => void }) {
  const [items, setItems] = useState(['a', 'b', 'c']);
  const sensors = useSortableSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(items, items.indexOf(String(active.id)), items.indexOf(String(over.id)));
    setItems(next);
    onReorder(next);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {items.map((id, index) => (
          <Row key={id} id={id} index={index} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

const press = (target: Element, code: string) => act(() => void fireEvent.keyDown(target, { key: code === 'Space' ? ' ' : code, code }));

describe('sortable keyboard sensor', () => {
  it('moves the row by an arrow pressed before any other task ran after the pick-up', async () => {
    layOutSortableRows();
    const onReorder = vi.fn();
    renderWithApp(<List onReorder={onReorder} />);
    const handle = await screen.findByRole('button', { name: 'Move a' });
    act(() => handle.focus());
    // act() renders and measures the pick-up but runs no timer: the keys follow at once.
    press(handle, 'Space');
    press(handle, 'ArrowDown');
    press(handle, 'Space');
    expect(onReorder).toHaveBeenCalledExactlyOnceWith(['b', 'a', 'c']);
  });

  it('leaves no key listener behind when a row is dropped before the sensor would have listened', async () => {
    layOutSortableRows();
    const live = new Set<unknown>();
    const add = vi.spyOn(document, 'addEventListener').mockImplementation(function (this: Document, ...args) {
      if (args[0] === 'keydown') live.add(args[1]);
      return EventTarget.prototype.addEventListener.apply(this, args);
    });
    const remove = vi.spyOn(document, 'removeEventListener').mockImplementation(function (this: Document, ...args) {
      if (args[0] === 'keydown') live.delete(args[1]);
      return EventTarget.prototype.removeEventListener.apply(this, args);
    });
    try {
      const onReorder = vi.fn();
      renderWithApp(<List onReorder={onReorder} />);
      const handle = await screen.findByRole('button', { name: 'Move a' });
      act(() => handle.focus());
      const before = live.size;
      press(handle, 'Space');
      press(handle, 'Space');
      // Let dnd-kit's delayed listener (one task later) and its removal run.
      await act(() => new Promise<void>((resolve) => setTimeout(resolve)));
      await act(() => new Promise<void>((resolve) => setTimeout(resolve)));
      expect(live.size).toBe(before);
      // And the list still sorts.
      press(handle, 'Space');
      press(handle, 'ArrowDown');
      press(handle, 'Space');
      expect(onReorder).toHaveBeenCalledExactlyOnceWith(['b', 'a', 'c']);
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });
});
