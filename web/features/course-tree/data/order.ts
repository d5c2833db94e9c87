// Records laid out in a given order: what the optimistic cache update of a reorder shows
// before the server answers.

/** The records in the order of `order`, with `position` renumbered from 1; records not named keep their place at the end. */
export function arrange<T extends { id: number; position: number }>(records: readonly T[], order: readonly number[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...records]
    .sort((a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER))
    .map((record, index) => ({ ...record, position: index + 1 }));
}
