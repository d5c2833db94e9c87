// The order a learner meets a topic's questions in (spec §2 "Preview", §3 shuffle_questions):
// as stored, or shuffled when the topic says so, deterministically by a seed so one preview
// link shows one order on every render and reload. A question linked to a preceding one
// (preceding_question_id) stays right after it: a chain moves as one block.
import type { Question } from '../../../domain/schemas/questions.ts';
import { shuffled } from './player/shuffle.ts';

/** A stable 32-bit seed from text (FNV-1a), e.g. the preview token. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** Chains of linked questions, each led by a question whose predecessor is not in the list. */
function chains(questions: readonly Question[]): Question[][] {
  const ids = new Set(questions.map((q) => q.id));
  const followers = new Map<number, Question>();
  for (const q of questions) if (q.preceding_question_id !== null && ids.has(q.preceding_question_id)) followers.set(q.preceding_question_id, q);
  const placed = new Set<number>();
  const out: Question[][] = [];
  for (const q of questions) {
    if (placed.has(q.id) || (q.preceding_question_id !== null && ids.has(q.preceding_question_id))) continue;
    const chain: Question[] = [];
    for (let at: Question | undefined = q; at && !placed.has(at.id); at = followers.get(at.id)) {
      chain.push(at);
      placed.add(at.id);
    }
    out.push(chain);
  }
  // A cycle (the editor refuses them, §5) would leave questions out: they keep their place at the end.
  for (const q of questions) if (!placed.has(q.id)) out.push([q]);
  return out;
}

export function questionOrder(questions: readonly Question[], shuffle: boolean, seed: number): Question[] {
  if (!shuffle) return [...questions];
  return shuffled(chains(questions), seed).flat();
}
