// Work over every question of a large file (sanitizing, checking 5,000 of them takes about a
// second) done a slice at a time, with the event loop getting a turn between slices, so the
// requests the same process serves meanwhile are not held up behind it.
import { setImmediate as turn } from 'node:timers/promises';

const SLICE = 100;

/** `fn` of each item in order, the event loop getting a turn every SLICE items. */
export async function mapInTurns<T, U>(items: readonly T[], fn: (item: T, index: number) => U): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += 1) {
    if (i > 0 && i % SLICE === 0) await turn();
    out.push(fn(items[i]!, i));
  }
  return out;
}
