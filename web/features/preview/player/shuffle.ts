// Shuffled answers for the learner, where the shuffle settings ask for them: deterministic by a
// seed, so a preview shows the same order on every render and tests can rely on it.

/** mulberry32: a small, fast PRNG; enough to shuffle a list of answers. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of one list of one question: the same seed gives each list its own order. */
export function listSeed(seed: number, questionId: number, list: string): number {
  let h = (seed ^ Math.imul(questionId, 0x9e3779b1)) >>> 0;
  for (let i = 0; i < list.length; i++) h = Math.imul(h ^ list.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A Fisher–Yates shuffle by the seed (a copy; the input is left alone). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const next = random(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A shuffle that never gives back the original order (a list of two or more): the start of a
 * correct-order question, which would otherwise sometimes be solved before the learner moves.
 */
export function scrambled<T>(items: readonly T[], seed: number): T[] {
  const out = shuffled(items, seed);
  if (out.length > 1 && out.every((item, i) => item === items[i])) out.push(out.shift()!);
  return out;
}

/** The list shuffled when `on`, else as stored. */
export const maybeShuffled = <T,>(items: readonly T[], on: boolean, seed: number): T[] => (on ? shuffled(items, seed) : [...items]);
