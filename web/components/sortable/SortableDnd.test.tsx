// What a screen reader hears from every sortable list (SortableDnd): the instructions, and the
// pick-up, each move, the drop and a cancel, naming the row by its text, in the interface
// language; never dnd-kit's English "Draggable item 15 was dropped over droppable area 19".
import { CSS } from '@dnd-kit/utilities';
import { fireEvent } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { layOutSortableRows } from '../../test/dnd.ts';
import { screen, waitFor } from '../../test/dom.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SortableDnd } from './SortableDnd.tsx';
import { useSortableHandle } from './useSortableHandle.tsx';

const UNITS = [
  { id: 14, name: 'Unit 1: Bilangan' },
  { id: 15, name: 'Unit 2: Aljabar' },
  { id: 19, name: 'Unit 3: Geometri' },
];

function Row({ id, name, index }: { id: number; name: string; index: number }) {
  const { handle, setNodeRef, transform } = useSortableHandle({ id, disabled: false, label: `Move ${name}`, testId: 'handle' });
  return (
    <div ref={setNodeRef} data-sortable-index={index} style={{ transform: CSS.Translate.toString(transform) }}>
      {handle}
      {name}
    </div>
  );
}

function Units() {
  const [units, setUnits] = useState(UNITS);
  return (
    <SortableDnd
      ids={units.map((u) => u.id)}
      nameOf={(index) => units[index]!.name}
      onMove={(from, to) => {
        const next = [...units];
        next.splice(to, 0, ...next.splice(from, 1));
        setUnits(next);
      }}
    >
      {units.map((unit, index) => (
        <Row key={unit.id} id={unit.id} name={unit.name} index={index} />
      ))}
    </SortableDnd>
  );
}

const live = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
const press = (target: Element, code: string) => act(() => void fireEvent.keyDown(target, { key: code === 'Space' ? ' ' : code, code }));

/** Picks "Unit 2: Aljabar" up, moves it down one place and drops it (or cancels), and what was said at each step. */
async function moveSecondDown(end: 'Space' | 'Escape') {
  layOutSortableRows();
  renderWithApp(<Units />, { path: `/${i18n.language}/` });
  const handle = await screen.findByRole('button', { name: 'Move Unit 2: Aljabar' });
  act(() => handle.focus());
  press(handle, 'Space');
  await waitFor(() => expect(live()).toMatch(/3\.$/));
  const picked = live();
  press(handle, 'ArrowDown');
  await waitFor(() => expect(live()).not.toBe(picked));
  const moved = live();
  press(handle, end);
  await waitFor(() => expect(live()).not.toBe(moved));
  const order = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
  return { picked, moved, ended: live(), order };
}

describe('sortable lists’ announcements', () => {
  it('name the row by its text, in English', async () => {
    const said = await moveSecondDown('Space');
    expect(said.picked).toBe("Picked up 'Unit 2: Aljabar'. It is at position 2 of 3.");
    expect(said.moved).toBe("'Unit 2: Aljabar' moved to position 3 of 3.");
    expect(said.ended).toBe("'Unit 2: Aljabar' dropped at position 3 of 3.");
    expect(said.order).toEqual(['Move Unit 1: Bilangan', 'Move Unit 3: Geometri', 'Move Unit 2: Aljabar']);
    expect(document.body.textContent).toContain('To pick up an item, press Space or Enter.');
    expect(document.body.textContent).not.toMatch(/Draggable item|droppable area/);
  });

  it('and in Indonesian', async () => {
    await i18n.changeLanguage('id');
    const said = await moveSecondDown('Space');
    expect(said.picked).toBe("'Unit 2: Aljabar' diambil. Posisinya 2 dari 3.");
    expect(said.moved).toBe("'Unit 2: Aljabar' dipindahkan ke posisi 3 dari 3.");
    expect(said.ended).toBe("'Unit 2: Aljabar' diletakkan di posisi 3 dari 3.");
    expect(document.body.textContent).toContain('Untuk mengambil item, tekan Spasi atau Enter.');
    expect(document.body.textContent).not.toMatch(/Draggable item|droppable area|Picked up/);
  });

  it('say where the row is back at when the move is cancelled', async () => {
    const said = await moveSecondDown('Escape');
    expect(said.ended).toBe("Moving 'Unit 2: Aljabar' was cancelled. It is back at position 2 of 3.");
    expect(said.order).toEqual(['Move Unit 1: Bilangan', 'Move Unit 2: Aljabar', 'Move Unit 3: Geometri']);
  });
});
