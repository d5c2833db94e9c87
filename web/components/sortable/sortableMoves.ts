// What a sortable list (SortableDnd) lends its rows' move buttons and menu items: how many rows
// there are, whether they may move now, and the move itself, which the list carries out and
// announces.
import { createContext, useContext } from 'react';

export type SortableMoves = {
  total: number;
  disabled: boolean;
  /** Moves the row at `from` to `to` (indexes; out of range or in place does nothing) and says so. */
  move: (from: number, to: number) => void;
};

export const SortableMovesContext = createContext<SortableMoves | null>(null);

/** The moves of the sortable list around, or null outside one. */
export function useSortableMoves(): SortableMoves | null {
  return useContext(SortableMovesContext);
}
