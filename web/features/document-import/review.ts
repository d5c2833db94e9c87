// Review's model (spec §2 "Import from document, AI flow: Upload, Processing, Review", §5): the
// extracted questions as editable documents, each kept or dropped, with the §5 problems the
// editor would show — found by the same domain rules (questionDocumentFields for the shape,
// questionIssues for the rules, with the school's point setting). Finish sends the kept ones,
// in order, as edited, with the passages they name; it waits while a kept question has a
// problem.
import { stripUnusedParts } from '../../../domain/rules/questionDefaults.ts';
import { questionIssues } from '../../../domain/rules/questionRules.ts';
import { dottedPath } from '../../../domain/rules/issues.ts';
import type { DocumentExtraction, ExtractedPassageReply, FinishDocumentImportInput } from '../../../domain/schemas/documents.ts';
import { questionDocumentFields } from '../../../domain/schemas/questions.ts';
import type { QuestionDocument } from '../../../domain/schemas/questions.ts';

export type Problem = { path: string; message: string };

export type ReviewItem = {
  key: string;
  /** As numbered in the paper. */
  number: number | null;
  passageKey: string | null;
  answerFound: boolean;
  /** The editable document, or null when the extraction is not a question document at all. */
  doc: QuestionDocument | null;
  /** Why `doc` is null: the shape's problems. */
  shapeProblems: Problem[];
  kept: boolean;
  /** Changed by hand in the edit modal (the "Edited" badge). */
  edited: boolean;
  /** Changed since the extraction, by hand or by "Give these points to all": a finish refusal's
   * problems no longer speak of it. */
  revised: boolean;
};

export function reviewItems(extraction: DocumentExtraction): ReviewItem[] {
  return extraction.questions.map((q) => {
    const parsed = questionDocumentFields.safeParse({ ...q.document, type: q.document.type ?? q.type });
    return {
      key: q.key,
      number: q.number,
      passageKey: q.passage_key,
      answerFound: q.answer_found,
      doc: parsed.success ? parsed.data : null,
      shapeProblems: parsed.success ? [] : parsed.error.issues.map((i) => ({ path: dottedPath(i.path), message: i.message })),
      kept: true,
      edited: false,
      revised: false,
    };
  });
}

/** What breaks a §5 rule in the question, in field order (catalogue keys as messages). */
export function problemsOf(item: ReviewItem, pointsEnabled: boolean): Problem[] {
  if (!item.doc || item.shapeProblems.length > 0) return item.shapeProblems;
  return questionIssues(item.doc, { pointsEnabled }).map((i) => ({ path: dottedPath(i.path), message: i.message }));
}

export type ReviewCounts = { total: number; kept: number; keptWithProblems: number };

export function reviewCounts(items: readonly ReviewItem[], pointsEnabled: boolean): ReviewCounts {
  const kept = items.filter((i) => i.kept);
  return { total: items.length, kept: kept.length, keptWithProblems: kept.filter((i) => problemsOf(i, pointsEnabled).length > 0).length };
}

/** Why Finish waits, or null when it may go. */
export function finishBlocker(counts: ReviewCounts): 'none_kept' | 'problems' | null {
  if (counts.kept === 0) return 'none_kept';
  if (counts.keptWithProblems > 0) return 'problems';
  return null;
}

/** The finish request: the kept questions in order, as edited, and the passages they name. */
export function finishRequest(items: readonly ReviewItem[], passages: readonly ExtractedPassageReply[]): FinishDocumentImportInput {
  const kept = items.filter((i): i is ReviewItem & { doc: QuestionDocument } => i.kept && i.doc !== null);
  const named = new Set(kept.map((i) => i.passageKey).filter((key): key is string => key !== null));
  return {
    questions: kept.map((i) => ({ key: i.key, document: stripUnusedParts(i.doc), passage_key: i.passageKey })),
    passages: passages.filter((p) => named.has(p.key)),
  };
}

/** The questions in order, a passage's run of questions under it (the paper's "Bacaan untuk soal 3–5"). */
export type ReviewGroup = { passage: ExtractedPassageReply | null; items: ReviewItem[] };

export function groupByPassage(items: readonly ReviewItem[], passages: readonly ExtractedPassageReply[]): ReviewGroup[] {
  const byKey = new Map(passages.map((p) => [p.key, p]));
  const groups: ReviewGroup[] = [];
  for (const item of items) {
    const passage = item.passageKey ? (byKey.get(item.passageKey) ?? null) : null;
    const last = groups.at(-1);
    if (last && passage !== null && last.passage?.key === passage.key) last.items.push(item);
    else if (last && passage === null && last.passage === null) last.items.push(item);
    else groups.push({ passage, items: [item] });
  }
  return groups;
}

/**
 * A finish refused with 422: its `questions.N.…` paths are about the N-th kept question (in the
 * order sent); read back as problems by item key. Other fields are returned under ''.
 */
export function finishProblems(fields: Record<string, string>, items: readonly ReviewItem[]): Map<string, Problem[]> {
  const kept = items.filter((i) => i.kept && i.doc !== null);
  const out = new Map<string, Problem[]>();
  for (const [path, message] of Object.entries(fields)) {
    const match = /^questions\.(\d+)\.document\.(.+)$/.exec(path) ?? /^questions\.(\d+)\.?(.*)$/.exec(path);
    const item = match ? kept[Number(match[1])] : undefined;
    const key = item ? item.key : '';
    const list = out.get(key) ?? [];
    list.push({ path: item ? match![2]! : path, message });
    out.set(key, list);
  }
  return out;
}

/** The item with the document as edited in the modal (read through the same shape as the extraction). */
export function withEditedDocument<T extends ReviewItem>(item: T, edited: QuestionDocument): T {
  const parsed = questionDocumentFields.safeParse(edited);
  return {
    ...item,
    doc: parsed.success ? parsed.data : edited,
    shapeProblems: parsed.success ? [] : parsed.error.issues.map((i) => ({ path: dottedPath(i.path), message: i.message })),
    edited: true,
    revised: true,
  };
}

/**
 * The item given points from Review's "Give these points to all" when it has none: a change in
 * bulk, not the teacher's edit of this question, so it is revised but not marked "Edited".
 */
export function withPoints<T extends ReviewItem>(item: T, points: number): T {
  if (!item.doc || item.doc.points !== null) return item;
  return { ...item, doc: { ...item.doc, points }, revised: true };
}
