// Comparing question documents in route tests: what an editor sent and what a reply holds,
// with part keys replaced by the position of what they point at (replies give parts new
// keys), and the defaults and stripping the server applies to what was sent.
import { stripUnusedParts } from '../../domain/rules/questionDefaults.ts';
import { questionDocumentFields, type QuestionDocumentInput } from '../../domain/schemas/questions.ts';

type Keyed = { key: string };
interface DocLike {
  type: string;
  answers: (Keyed & { content: string; answer_type: string; media_id: number | null; correct: boolean; category_key: string | null; group_key: string | null; label: string | null })[];
  categories: (Keyed & { name: string })[];
  groups: (Keyed & { name: string })[];
  premises: (Keyed & { content: string })[];
  responses: (Keyed & { content: string; premise_key: string | null })[];
  [field: string]: unknown;
}

const indexOf = (items: Keyed[], key: string | null) => (key === null ? null : items.findIndex((i) => i.key === key));

/** The document's content with keys as positions; the fields a reply and a request share. */
export function comparable(doc: DocLike) {
  return {
    type: doc.type,
    content_html: doc.content_html,
    sections: doc.sections,
    explanation: doc.explanation,
    hint: doc.hint,
    passage_id: doc.passage_id,
    preceding_question_id: doc.preceding_question_id,
    points: doc.points,
    shuffle_answers: doc.shuffle_answers,
    quiz_title: doc.quiz_title,
    exact_value_options: doc.exact_value_options,
    file_upload_option: doc.file_upload_option,
    answers: doc.answers.map((a) => ({
      content: a.content,
      answer_type: a.answer_type,
      media_id: a.media_id,
      correct: a.correct,
      category: indexOf(doc.categories, a.category_key),
      group: indexOf(doc.groups, a.group_key),
      label: a.label,
    })),
    categories: doc.categories.map((c) => c.name),
    groups: doc.groups.map((g) => g.name),
    premises: doc.premises.map((p) => p.content),
    responses: doc.responses.map((r) => ({ content: r.content, premise: indexOf(doc.premises, r.premise_key) })),
  };
}

/** What the server should store for a request document (defaults filled, unused parts dropped). */
export function expectedStored(input: QuestionDocumentInput) {
  return comparable(stripUnusedParts(questionDocumentFields.parse(input)) as unknown as DocLike);
}

export const storedOf = (reply: unknown) => comparable(reply as DocLike);
