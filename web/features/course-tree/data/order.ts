// Pure helpers for reordering: move one id in a list, and lay records out in a given order
// (what the optimistic cache update shows before the server answers).

/** `ids` with the item at `from` moved to `to` (both indexes in the original list). */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The records in the order of `order`, with `position` renumbered from 1; records not named keep their place at the end. */
export function arrange<T extends { id: number; position: number }>(records: readonly T[], order: readonly number[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...records]
    .sort((a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER))
    .map((record, index) => ({ ...record, position: index + 1 }));
}
