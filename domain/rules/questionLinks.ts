// Preceding/succeeding question links (spec §5 "Answers and question types": a preceding
// question must not create circular linking). Each question points at the question it follows
// (or nothing); the links of a topic form chains. Setting Q's preceding question to P is
// refused when P's chain of predecessors leads back to Q, or when P is Q itself. Setting Q's
// *succeeding* question to S is the same check with the roles swapped:
// `findCycle(links, S, Q)`. The editor checks against the topic's questions it has loaded; the
// server checks again inside the save transaction (where the links are current).
import { msg } from '../messages/index.ts';

/**
 * The cycle a new link would close, or null. `links` maps each question to the question it
 * follows (null: none). The path reads "id follows newPreceding, which follows …, which
 * follows id": it starts and ends with `id` (`[id, id]` for a question preceding itself).
 * A cycle already in `links` that does not pass through `id` (corrupt data) is not this
 * link's fault: the walk stops there and answers null.
 */
export function findCycle<K extends string | number>(links: ReadonlyMap<K, K | null>, id: K, newPreceding: K | null): K[] | null {
  if (newPreceding === null || newPreceding === undefined) return null;
  if (newPreceding === id) return [id, id];
  const path: K[] = [id, newPreceding];
  const seen = new Set<K>(path);
  let current = links.get(newPreceding) ?? null;
  while (current !== null) {
    if (current === id) {
      path.push(id);
      return path;
    }
    if (seen.has(current)) return null;
    seen.add(current);
    path.push(current);
    current = links.get(current) ?? null;
  }
  return null;
}

/** The message for a proposed preceding question, or null when the link is fine. */
export function precedingQuestionError<K extends string | number>(links: ReadonlyMap<K, K | null>, id: K, newPreceding: K | null): string | null {
  const cycle = findCycle(links, id, newPreceding);
  if (!cycle) return null;
  return cycle.length === 2 ? msg('question_link_self') : msg('question_link_circular');
}

/** Questions that follow `id` directly. */
export function succeedingQuestions<K extends string | number>(links: ReadonlyMap<K, K | null>, id: K): K[] {
  const out: K[] = [];
  for (const [question, preceding] of links) if (preceding === id) out.push(question);
  return out;
}
