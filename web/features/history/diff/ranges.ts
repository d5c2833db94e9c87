// The sequence comparison under compareRichText, on numbers (interned keys): what of a is gone
// and what of b is new, reported as ranges in order. jsdiff's Myers diff costs about the
// square of the edits, so:
// - the common start and end are set aside first, and a range whose edits cannot be fewer
//   than `maxEdits` (too little in common) counts as replaced whole without a search;
// - `anchoredDiff` first matches the items that occur once on each side in the longest run
//   that keeps their order (patience diff's anchors), then diffs only the gaps between them,
//   so a long page with many edits costs a little per edit instead of the square of them all.
import { diffArrays } from 'diff';

export type RangeCallback = (from: number, to: number) => void;
export type Ranges = { onRemoved: RangeCallback; onAdded: RangeCallback };

/** Items b and a share, counted with repeats: the edits are at least n + m − 2 × this. */
function sharedCount(a: readonly number[], aFrom: number, aTo: number, b: readonly number[], bFrom: number, bTo: number): number {
  const counts = new Map<number, number>();
  for (let i = aFrom; i < aTo; i += 1) counts.set(a[i]!, (counts.get(a[i]!) ?? 0) + 1);
  let shared = 0;
  for (let j = bFrom; j < bTo; j += 1) {
    const left = counts.get(b[j]!) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(b[j]!, left - 1);
    }
  }
  return shared;
}

/** What differs between a[aFrom, aTo) and b[bFrom, bTo); past `maxEdits` edits, all of it. */
export function diffRange(
  a: readonly number[],
  [aFrom, aTo]: [number, number],
  b: readonly number[],
  [bFrom, bTo]: [number, number],
  maxEdits: number,
  { onRemoved, onAdded }: Ranges,
) {
  while (aFrom < aTo && bFrom < bTo && a[aFrom] === b[bFrom]) {
    aFrom += 1;
    bFrom += 1;
  }
  while (aTo > aFrom && bTo > bFrom && a[aTo - 1] === b[bTo - 1]) {
    aTo -= 1;
    bTo -= 1;
  }
  const whole = () => {
    if (aFrom < aTo) onRemoved(aFrom, aTo);
    if (bFrom < bTo) onAdded(bFrom, bTo);
  };
  if (aFrom === aTo || bFrom === bTo) return whole();
  const fewestEdits = aTo - aFrom + (bTo - bFrom) - 2 * sharedCount(a, aFrom, aTo, b, bFrom, bTo);
  if (fewestEdits > maxEdits) return whole();
  const changes = diffArrays(a.slice(aFrom, aTo), b.slice(bFrom, bTo), { maxEditLength: maxEdits });
  if (!changes) return whole();
  let i = aFrom;
  let j = bFrom;
  for (const change of changes) {
    const count = change.value.length;
    if (change.removed) {
      onRemoved(i, i + count);
      i += count;
    } else if (change.added) {
      onAdded(j, j + count);
      j += count;
    } else {
      i += count;
      j += count;
    }
  }
}

/** Pairs (i, j) of items found once in a and once in b, the longest run with both in order. */
export function uniqueAnchors(a: readonly number[], b: readonly number[]): [number, number][] {
  const once = (list: readonly number[]) => {
    const where = new Map<number, number>();
    list.forEach((item, index) => where.set(item, where.has(item) ? -1 : index));
    return where;
  };
  const inA = once(a);
  const inB = once(b);
  const pairs: [number, number][] = [];
  for (const [item, i] of inA) {
    const j = inB.get(item);
    if (i >= 0 && j !== undefined && j >= 0) pairs.push([i, j]);
  }
  pairs.sort((x, y) => x[0] - y[0]);
  // Longest increasing run of j (patience sorting): tails[k] ends the best run of length k + 1.
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length).fill(-1);
  pairs.forEach(([, j], index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]!]![1] < j) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const run: [number, number][] = [];
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) run.push(pairs[index]!);
  return run.reverse();
}

/** The diff of a and b gap by gap between their unique anchors. */
export function anchoredDiff(a: readonly number[], b: readonly number[], maxEdits: number, ranges: Ranges) {
  let i = 0;
  let j = 0;
  for (const [anchorA, anchorB] of [...uniqueAnchors(a, b), [a.length, b.length] as [number, number]]) {
    diffRange(a, [i, anchorA], b, [j, anchorB], maxEdits, ranges);
    i = anchorA + 1;
    j = anchorB + 1;
  }
}
