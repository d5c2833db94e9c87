// A question document → its rows: the questions row's columns and its parts' rows (categories,
// groups, answers with their category or group, matching premises, responses with their
// premise). Parts are named by the document's `key`s; the caller says which id each key got
// (the writer from its inserts' returning ids, the spreadsheet importer from ids taken up front).
// questionWriter.ts and spreadsheetImporter.ts both write through these, so one question is
// stored the same way whichever way it came in.
import type { QuestionDocument } from '../../domain/schemas/questions.ts';

export interface QuestionSave {
  /** Prepared (stripped and sanitized) and valid. */
  doc: QuestionDocument;
  /** Plain text of the stem. */
  content: string;
}

/** The organization and question every part row carries. */
export interface PartOwner {
  organizationId: number;
  questionId: number;
}

/** Key → new row id. */
export type KeyIds = ReadonlyMap<string, number>;

/** The questions row's own columns (not its place: organization, topic, creator, position). */
export function questionRowValues({ doc, content }: QuestionSave) {
  return {
    type: doc.type,
    content,
    contentHtml: doc.content_html,
    sections: doc.sections,
    explanation: doc.explanation,
    hint: doc.hint,
    passageId: doc.passage_id,
    points: doc.points,
    shuffleAnswers: doc.shuffle_answers,
    quizTitle: doc.quiz_title,
    exactValueOptions: doc.exact_value_options,
    fileUploadOption: doc.file_upload_option,
  };
}

const lookup = (ids: KeyIds, key: string | null) => (key === null ? null : (ids.get(key) ?? null));

/** Categories or groups, in document order. */
export const namedPartRows = (owner: PartOwner, items: readonly { name: string }[]) => items.map((item, position) => ({ ...owner, name: item.name, position }));

export const premiseRows = (owner: PartOwner, doc: Pick<QuestionDocument, 'premises'>) => doc.premises.map((p, position) => ({ ...owner, position, content: p.content }));

export function answerRows(owner: PartOwner, doc: Pick<QuestionDocument, 'answers'>, categoryIds: KeyIds, groupIds: KeyIds) {
  return doc.answers.map((a, position) => ({
    ...owner,
    position,
    content: a.content,
    answerType: a.answer_type,
    mediaId: a.media_id,
    correct: a.correct,
    categoryId: lookup(categoryIds, a.category_key),
    groupId: lookup(groupIds, a.group_key),
    label: a.label,
  }));
}

/** Responses at their premise (null: a distractor, or no premises at all). */
export const responseRows = (owner: PartOwner, doc: Pick<QuestionDocument, 'responses'>, premiseIds: KeyIds) =>
  doc.responses.map((r, position) => ({ ...owner, position, content: r.content, premiseId: lookup(premiseIds, r.premise_key) }));

/** Keys in document order → the ids at the same positions. */
export const keyIds = (items: readonly { key: string }[], idAt: (position: number) => number): Map<string, number> =>
  new Map(items.map((item, position) => [item.key, idAt(position)]));
