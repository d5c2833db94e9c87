// What the teacher has chosen to import, across topics, in the order it was chosen (spec §2
// "Import questions from an organization or the test bank"): questions on their
// own, and passages, each bringing all its questions. An entry the target topic already holds
// (imported before from the same source) is marked: "select all" leaves it out, and the page
// asks before importing it again. Pure functions; the page holds the list.
import type { Passage } from '../../../domain/schemas/content.ts';
import type { AlreadyImported, ImportSourceTopic } from '../../../domain/schemas/importing.ts';
import type { Question } from '../../../domain/schemas/questions.ts';

export type Entry = {
  kind: 'question' | 'passage';
  id: number;
  topicId: number;
  topicName: string;
  /** A question's stem, or a passage's title, as plain text (may be empty). */
  label: string;
  /** Questions it brings: 1 for a question, the passage's questions for a passage. */
  questionCount: number;
  /** Their ids in topic order: the request lists them at the entry's place, so the server keeps the order chosen. */
  questionIds: number[];
  /** The target topic already holds it (a passage: itself, or any of its questions). */
  alreadyImported: boolean;
};

export type Selection = readonly Entry[];

/** What a topic shows, in topic order: a question on its own, or a passage with its questions (where its first question is). */
export type Block = { kind: 'question'; question: Question; entry: Entry } | { kind: 'passage'; passage: Passage; questions: Question[]; entry: Entry };

const byPosition = <T extends { position: number; id: number }>(list: readonly T[]) => [...list].sort((a, b) => a.position - b.position || a.id - b.id);

export const entryKey = (entry: Pick<Entry, 'kind' | 'id'>) => `${entry.kind}:${entry.id}`;

/** Whether the target holds the entry: a question by its id, a passage by its id or any of its questions (the server refuses either). */
function held(kind: Entry['kind'], id: number, questionIds: readonly number[], already: AlreadyImported): boolean {
  if (kind === 'question') return already.question_ids.includes(id);
  return already.passage_ids.includes(id) || questionIds.some((q) => already.question_ids.includes(q));
}

export function blocksOf(source: ImportSourceTopic): Block[] {
  const topic = { topicId: source.topic.id, topicName: source.topic.name };
  const already = source.already_imported;
  const passages = new Map(source.passages.map((p) => [p.id, p]));
  const questionsOf = new Map<number, Question[]>();
  const questions = byPosition(source.questions);
  for (const q of questions) {
    if (q.passage_id !== null && passages.has(q.passage_id)) questionsOf.set(q.passage_id, [...(questionsOf.get(q.passage_id) ?? []), q]);
  }
  const blocks: Block[] = [];
  const placed = new Set<number>();
  const passageBlock = (passage: Passage): Block => {
    const own = questionsOf.get(passage.id) ?? [];
    const questionIds = own.map((q) => q.id);
    const entry: Entry = { kind: 'passage', id: passage.id, ...topic, label: passage.title || passage.content, questionCount: own.length, questionIds, alreadyImported: held('passage', passage.id, questionIds, already) };
    return { kind: 'passage', passage, questions: own, entry };
  };
  for (const q of questions) {
    const passage = q.passage_id === null ? undefined : passages.get(q.passage_id);
    if (!passage) {
      const entry: Entry = { kind: 'question', id: q.id, ...topic, label: q.content, questionCount: 1, questionIds: [q.id], alreadyImported: held('question', q.id, [q.id], already) };
      blocks.push({ kind: 'question', question: q, entry });
    } else if (!placed.has(passage.id)) {
      placed.add(passage.id);
      blocks.push(passageBlock(passage));
    }
  }
  // Passages no question refers to come last.
  for (const passage of byPosition(source.passages)) if (!placed.has(passage.id)) blocks.push(passageBlock(passage));
  return blocks;
}

export function isSelected(selection: Selection, entry: Pick<Entry, 'kind' | 'id'>): boolean {
  const key = entryKey(entry);
  return selection.some((e) => entryKey(e) === key);
}

/** Adds the entry at the end, or takes it out. */
export function toggle(selection: Selection, entry: Entry): Selection {
  return isSelected(selection, entry) ? selection.filter((e) => entryKey(e) !== entryKey(entry)) : [...selection, entry];
}

/** Selects every entry given (those not yet chosen go to the end, in the order given), or takes them all out. */
export function setAll(selection: Selection, entries: readonly Entry[], on: boolean): Selection {
  const keys = new Set(entries.map(entryKey));
  if (!on) return selection.filter((e) => !keys.has(entryKey(e)));
  const missing = entries.filter((e) => !isSelected(selection, e));
  return [...selection, ...missing];
}

/** How many of the entries are chosen: 'all', 'some' or 'none'. */
export function coverage(selection: Selection, entries: readonly Entry[]): 'all' | 'some' | 'none' {
  const chosen = entries.filter((e) => isSelected(selection, e)).length;
  if (chosen === 0) return 'none';
  return chosen === entries.length ? 'all' : 'some';
}

/** The chosen entries the target topic already holds. */
export function alreadyChosen(selection: Selection): Selection {
  return selection.filter((e) => e.alreadyImported);
}

/** The selection with the entries the server says the target holds (a 409's already_imported) marked. */
export function markAlreadyImported(selection: Selection, already: AlreadyImported): Selection {
  return selection.map((e) => (e.alreadyImported || held(e.kind, e.id, e.questionIds, already) ? { ...e, alreadyImported: true } : e));
}

/** The questions the selection brings. */
export function questionCount(selection: Selection): number {
  return selection.reduce((sum, e) => sum + e.questionCount, 0);
}

/**
 * The request's lists in the order chosen: every question, a passage's at the passage's place
 * (the server keeps a question asked for twice at its first place, and a passage brings all its
 * questions), and the passages.
 */
export function requestLists(selection: Selection): { question_ids: number[]; passage_ids: number[] } {
  return {
    question_ids: [...new Set(selection.flatMap((e) => e.questionIds))],
    passage_ids: selection.filter((e) => e.kind === 'passage').map((e) => e.id),
  };
}
