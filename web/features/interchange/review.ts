// Review's model for a file from another tool (spec §5): its questions as the document import's
// review items (the same shape check, the same §5 rules with the school's point setting), each
// with the file's own name for it; the problems found once per item as it stands (a file may
// hold thousands: a change to one question re-checks that one only); keep or drop many at once;
// and the finish request, which sends a question the teacher did not change by its key alone.
import { stripUnusedParts } from '../../../domain/rules/questionDefaults.ts';
import type { FinishInterchangeImportInput, InterchangeExtraction } from '../../../domain/schemas/interchange.ts';
import type { QuestionDocument } from '../../../domain/schemas/questions.ts';
import { problemsOf, withEditedDocument } from '../document-import/index.ts';
import type { Problem, ReviewCounts, ReviewItem } from '../document-import/index.ts';

export type InterchangeItem = ReviewItem & {
  /** The item's identifier or title in the file. */
  item: string;
  /** The title of the passage it is asked about, if any. */
  passageTitle: string | null;
};

export function reviewItems(extraction: InterchangeExtraction): InterchangeItem[] {
  const passages = new Map(extraction.passages.map((p) => [p.key, p.title]));
  return extraction.questions.map((q) => {
    const base: InterchangeItem = {
      key: q.key,
      number: q.number,
      passageKey: q.passage_key,
      answerFound: q.answer_found,
      doc: null,
      shapeProblems: [],
      kept: true,
      edited: false,
      revised: false,
      item: q.item,
      passageTitle: q.passage_key === null ? null : (passages.get(q.passage_key) ?? null),
    };
    // Read through the same shape as an edited document; as received, it is neither edited nor revised.
    const doc = { ...q.document, type: q.document.type ?? q.type } as QuestionDocument;
    return { ...base, ...withEditedDocument(base, doc), edited: false, revised: false };
  });
}

export type ProblemsOf = (item: ReviewItem) => Problem[];

/** The §5 problems of an item, found once for each item as it stands (items are replaced, never changed). */
export function problemCache(pointsEnabled: boolean): ProblemsOf {
  const found = new WeakMap<ReviewItem, Problem[]>();
  return (item) => {
    let problems = found.get(item);
    if (!problems) {
      problems = problemsOf(item, pointsEnabled);
      found.set(item, problems);
    }
    return problems;
  };
}

export function countsOf(items: readonly ReviewItem[], problems: ProblemsOf): ReviewCounts {
  let kept = 0;
  let keptWithProblems = 0;
  for (const item of items) {
    if (!item.kept) continue;
    kept += 1;
    if (problems(item).length > 0) keptWithProblems += 1;
  }
  return { total: items.length, kept, keptWithProblems };
}

/** Which questions Review shows: all of them, the kept ones with problems, or the dropped ones. */
export const REVIEW_FILTERS = ['all', 'problems', 'dropped'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export function filtered<T extends ReviewItem>(items: readonly T[], filter: ReviewFilter, problems: ProblemsOf): T[] {
  if (filter === 'problems') return items.filter((i) => i.kept && problems(i).length > 0);
  if (filter === 'dropped') return items.filter((i) => !i.kept);
  return [...items];
}

/** The items with those of `keys` kept or dropped; the others (and those already so) unchanged. */
export function keepMany<T extends ReviewItem>(items: readonly T[], keys: ReadonlySet<string>, kept: boolean): T[] {
  return items.map((i) => (keys.has(i.key) && i.kept !== kept ? { ...i, kept } : i));
}

/** The kept questions in order: by key as received, with the document when the teacher changed it. */
export function finishRequest(items: readonly ReviewItem[]): FinishInterchangeImportInput {
  const kept = items.filter((i): i is ReviewItem & { doc: QuestionDocument } => i.kept && i.doc !== null);
  return { questions: kept.map((i) => (i.revised ? { key: i.key, document: stripUnusedParts(i.doc) } : { key: i.key })) };
}
