// Which questions and passages a question or passage copy takes along (spec §4 "Object kinds
// for copy or move": the option that includes linked questions), and how many links it leaves
// behind. Pure: the plan reads the source topic's links (every question's passage and the
// question it follows) and asks these.
// - Without the option only what was asked for is copied; links to anything else are dropped
//   (counted in removed_link_count), so the copy never points at what stayed behind.
// - With it, the closure: every question connected by preceding links (the whole chain), the
//   passage of every such question, and every question of every such passage, until nothing
//   new comes in. Inside the copied set every link is kept, remapped, so nothing dangles and
//   no circle can appear that was not in the source (the writers refuse those).

export interface QuestionLink {
  id: number;
  passageId: number | null;
  precedingId: number | null;
}

export interface LinkedSet {
  questions: Set<number>;
  passages: Set<number>;
}

/** The questions and passages that come along with `start` when linked questions are included. */
export function linkedClosure(links: readonly QuestionLink[], start: { questions: readonly number[]; passages: readonly number[] }): LinkedSet {
  const byId = new Map(links.map((l) => [l.id, l]));
  const followers = new Map<number, number[]>();
  const ofPassage = new Map<number, number[]>();
  for (const l of links) {
    if (l.precedingId !== null) followers.set(l.precedingId, [...(followers.get(l.precedingId) ?? []), l.id]);
    if (l.passageId !== null) ofPassage.set(l.passageId, [...(ofPassage.get(l.passageId) ?? []), l.id]);
  }
  const questions = new Set<number>();
  const passages = new Set<number>();
  const queue: number[] = [];
  const addQuestion = (id: number) => {
    if (!byId.has(id) || questions.has(id)) return;
    questions.add(id);
    queue.push(id);
  };
  const addPassage = (id: number) => {
    if (passages.has(id)) return;
    passages.add(id);
    for (const q of ofPassage.get(id) ?? []) addQuestion(q);
  };
  start.questions.forEach(addQuestion);
  start.passages.forEach(addPassage);
  while (queue.length > 0) {
    const link = byId.get(queue.pop()!)!;
    if (link.precedingId !== null) addQuestion(link.precedingId);
    for (const f of followers.get(link.id) ?? []) addQuestion(f);
    if (link.passageId !== null) addPassage(link.passageId);
  }
  return { questions, passages };
}

/**
 * Links between what is copied and what is not, which the copy does not carry: a copied
 * question following (or followed by) one left behind, a copied question whose passage stays
 * behind (unless `keepsPassage`: copied within its own topic, it keeps the same passage), a
 * copied passage's questions left behind.
 */
export function removedLinks(links: readonly QuestionLink[], copied: LinkedSet, keepsPassage: boolean): number {
  let removed = 0;
  for (const l of links) {
    const inside = copied.questions.has(l.id);
    if (inside) {
      if (l.precedingId !== null && !copied.questions.has(l.precedingId)) removed++;
      if (l.passageId !== null && !copied.passages.has(l.passageId) && !keepsPassage) removed++;
    } else {
      if (l.precedingId !== null && copied.questions.has(l.precedingId)) removed++;
      if (l.passageId !== null && copied.passages.has(l.passageId)) removed++;
    }
  }
  return removed;
}
