// The question document the editor works on and saves (domain/schemas/questions.ts): built
// from a stored question (parts keyed by their ids, as the reply gives them), or empty for a
// new question of a type; and the document a save sends — parsed by the structural schema
// (defaults, trimming) with the lists its type does not use emptied.
import { isValidAnswer } from '../../../../domain/rules/answers.ts';
import { emptyQuestionDocument, stripUnusedParts } from '../../../../domain/rules/questionDefaults.ts';
import { isBlankRichText } from '../../../../domain/rules/text.ts';
import { QUESTION_TYPES, questionDocumentFields } from '../../../../domain/schemas/questions.ts';
import type { Question, QuestionDocument, QuestionType } from '../../../../domain/schemas/questions.ts';

type ReplySection = Question['sections'][number];
const section = (s: ReplySection): QuestionDocument['sections'][number] => ({
  id: s.id,
  content: s.content,
  mime_type: s.mime_type,
  section_content_type: s.section_content_type,
  media_url: s.media_url,
  content_html: s.content_html,
});

/** The editable document of a stored question. */
export function documentFromQuestion(q: Question): QuestionDocument {
  return {
    type: q.type,
    content_html: q.content_html,
    sections: q.sections.map(section),
    explanation: { sections: q.explanation.sections.map(section) },
    hint: { sections: q.hint.sections.map(section) },
    passage_id: q.passage_id,
    preceding_question_id: q.preceding_question_id,
    points: q.points,
    shuffle_answers: q.shuffle_answers,
    quiz_title: q.quiz_title,
    exact_value_options: { ...q.exact_value_options },
    file_upload_option: q.file_upload_option ? { required: q.file_upload_option.required, file_types: [...q.file_upload_option.file_types] } : null,
    answers: q.answers.map(({ id: _id, ...a }) => ({ ...a })),
    categories: q.categories.map(({ key, name }) => ({ key, name })),
    groups: q.groups.map(({ key, name }) => ({ key, name })),
    premises: q.premises.map(({ key, content }) => ({ key, content })),
    responses: q.responses.map(({ key, content, premise_key }) => ({ key, content, premise_key })),
  };
}

export function isQuestionType(value: string | null | undefined): value is QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(value ?? '');
}

/** A new question; `?type=` picks the type, multiple choice otherwise. */
export function newDocument(type: string | null | undefined): QuestionDocument {
  return emptyQuestionDocument(isQuestionType(type) ? type : 'multiple_choice');
}

/** What a save sends: the structural schema's output, unused part lists emptied. */
export function requestDocument(values: QuestionDocument): QuestionDocument {
  return stripUnusedParts(questionDocumentFields.parse(values));
}

/**
 * Whether a change of type would clear something the teacher wrote: a valid answer, a named
 * category or group, a premise or response with text — or, for true/false, a chosen answer.
 */
export function hasPartContent(doc: QuestionDocument): boolean {
  if (doc.type === 'true_or_false') return doc.answers.some((a) => a.correct);
  return (
    doc.answers.some(isValidAnswer) ||
    [...doc.categories, ...doc.groups].some((part) => part.name.trim() !== '') ||
    [...doc.premises, ...doc.responses].some((part) => !isBlankRichText(part.content))
  );
}
