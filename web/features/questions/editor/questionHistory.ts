// A question in version history: every field a comparison shows, in the editor's order — type,
// stem and its sections, each part of its type (an answer's content, whether it is correct, its
// category or group or label; categories, groups, premises, responses and what each matches),
// explanation, hint, points and the settings — read from a version's document or the
// editor's values. Parts are paired by their place (their keys change when a question is
// read again); each is named as the editor names it (fieldLabel).
import type { TFunction } from 'i18next';
import { emptyQuestionDocument } from '../../../../domain/rules/questionDefaults.ts';
import type { PassageSummary } from '../../../../domain/schemas/content.ts';
import { questionDocumentFields, type AnswerFields, type QuestionDocument, type QuestionSummary } from '../../../../domain/schemas/questions.ts';
import { asDocument, sectionFields, textAsHtml, yesNo } from '../../history/index.ts';
import type { CompareField } from '../../history/index.ts';
import { isQuestionType } from '../model/document.ts';
import { htmlToPlain } from '../model/plainText.ts';
import { fieldLabel } from './ErrorSummary.tsx';

/** What settings name by id: the topic's passages and questions. */
export type QuestionContext = { passages: readonly PassageSummary[]; questions: readonly QuestionSummary[] };

/** The document with its defaults; one of an older shape keeps what it has over an empty document of its type. */
export function readQuestionDocument(document: unknown): QuestionDocument {
  const parsed = questionDocumentFields.safeParse(document);
  if (parsed.success) return parsed.data;
  const raw = asDocument(document);
  return { ...emptyQuestionDocument(isQuestionType(raw.type as string) ? (raw.type as QuestionDocument['type']) : 'multiple_choice'), ...raw } as QuestionDocument;
}

const CORRECTNESS = new Set<QuestionDocument['type']>(['multiple_choice', 'true_or_false', 'grouped_choices']);

function answerHtml(doc: QuestionDocument, answer: AnswerFields, t: TFunction): string {
  if (doc.type === 'true_or_false') return textAsHtml(/^true$/i.test(htmlToPlain(answer.content).trim()) ? t('questions.true_or_false.true') : t('questions.true_or_false.false'));
  if (answer.answer_type === 'equation') return answer.content ? textAsHtml(`[%${answer.content}%]`) : '';
  if (answer.answer_type === 'image') return /<img\b/i.test(answer.content) ? answer.content : textAsHtml(answer.media_id ? t('questions.image.stored', { id: answer.media_id }) : '');
  if (doc.type === 'exact_value') return textAsHtml(htmlToPlain(answer.content));
  return answer.content;
}

function partFields(doc: QuestionDocument, t: TFunction): CompareField[] {
  const fields: CompareField[] = [];
  const named = (path: string) => fieldLabel(path, doc, t);
  const none = textAsHtml(t('history.fields.none'));
  doc.answers.forEach((answer, i) => {
    const name = named(`answers.${i}`);
    fields.push({ id: `answers.${i}`, label: name, html: answerHtml(doc, answer, t) });
    if (CORRECTNESS.has(doc.type)) fields.push({ id: `answers.${i}.correct`, label: t('history.fields.correct_of', { name }), html: yesNo(answer.correct, t) });
    if (doc.type === 'categorise') {
      const c = doc.categories.findIndex((category) => category.key === answer.category_key);
      fields.push({ id: `answers.${i}.category`, label: t('history.fields.category_of', { name }), html: c >= 0 ? textAsHtml(doc.categories[c]!.name || named(`categories.${c}`)) : none });
    }
    if (doc.type === 'grouped_choices') {
      const g = doc.groups.findIndex((group) => group.key === answer.group_key);
      fields.push({ id: `answers.${i}.group`, label: t('history.fields.group_of', { name }), html: g >= 0 ? textAsHtml(doc.groups[g]!.name || named(`groups.${g}`)) : none });
    }
    if (answer.label) fields.push({ id: `answers.${i}.label`, label: t('history.fields.label_of', { name }), html: textAsHtml(answer.label) });
  });
  doc.categories.forEach((category, i) => fields.push({ id: `categories.${i}`, label: named(`categories.${i}`), html: textAsHtml(category.name) }));
  doc.groups.forEach((group, i) => fields.push({ id: `groups.${i}`, label: named(`groups.${i}`), html: textAsHtml(group.name) }));
  doc.premises.forEach((premise, i) => fields.push({ id: `premises.${i}`, label: named(`premises.${i}`), html: premise.content }));
  doc.responses.forEach((response, i) => {
    const name = t('history.fields.response_named', { number: i + 1 });
    const p = doc.premises.findIndex((premise) => premise.key === response.premise_key);
    fields.push(
      { id: `responses.${i}`, label: name, html: response.content },
      { id: `responses.${i}.premise`, label: t('history.fields.matches_of', { name }), html: textAsHtml(p >= 0 ? named(`premises.${p}`) : t('history.fields.matches_nothing')) },
    );
  });
  return fields;
}

/** A note's sections as one text (the editor writes the first; any others it keeps). */
const noteHtml = (note: QuestionDocument['explanation']) => note.sections.map((section) => section.content_html || section.content).join('');

function settingFields(doc: QuestionDocument, t: TFunction, { passages, questions }: QuestionContext): CompareField[] {
  const passageIndex = passages.findIndex((passage) => passage.id === doc.passage_id);
  const passage =
    doc.passage_id === null
      ? t('questions.settings.passage_none')
      : passageIndex >= 0
        ? passages[passageIndex]!.title.trim() || t('questions.settings.passage_number', { number: passageIndex + 1 })
        : t('history.fields.passage_numbered', { id: doc.passage_id });
  const preceding = questions.find((question) => question.id === doc.preceding_question_id);
  const precedingText =
    doc.preceding_question_id === null
      ? t('questions.settings.preceding_none')
      : preceding
        ? t('questions.settings.question_number', { number: preceding.position })
        : t('history.fields.question_numbered', { id: doc.preceding_question_id });
  const upload = doc.file_upload_option;
  const fields: CompareField[] = [
    { id: 'points', label: t('questions.fields.points'), html: textAsHtml(doc.points) },
    { id: 'passage_id', label: t('questions.settings.passage'), html: textAsHtml(passage) },
    { id: 'preceding_question_id', label: t('questions.settings.preceding'), html: textAsHtml(precedingText) },
    { id: 'quiz_title', label: t('questions.settings.quiz_title'), html: textAsHtml(doc.quiz_title) },
    { id: 'shuffle_answers', label: t('questions.settings.shuffle'), html: yesNo(doc.shuffle_answers, t) },
    {
      id: 'file_upload_option',
      label: t('questions.settings.file_upload'),
      html: textAsHtml(upload ? (upload.required ? t('questions.settings.file_upload_required') : t('questions.settings.file_upload_optional')) : t('questions.settings.file_upload_off')),
    },
  ];
  if (upload) {
    const types = upload.file_types.map((type) => t(`questions.file_types.${type}`)).join(', ');
    fields.push({ id: 'file_upload_option.file_types', label: t('questions.settings.file_types'), html: textAsHtml(types) });
  }
  if (doc.type === 'exact_value') {
    const options = doc.exact_value_options;
    fields.push(
      { id: 'exact_value_options.case_sensitive', label: t('questions.exact_value.case_sensitive'), html: yesNo(options.case_sensitive, t) },
      { id: 'exact_value_options.allow_special_characters', label: t('questions.exact_value.special_characters'), html: yesNo(options.allow_special_characters, t) },
      { id: 'exact_value_options.enable_numbering', label: t('questions.exact_value.numbering'), html: yesNo(options.enable_numbering, t) },
    );
    if (options.enable_numbering) {
      fields.push(
        { id: 'exact_value_options.numbering_bracket', label: t('questions.exact_value.bracket'), html: textAsHtml(options.numbering_bracket) },
        { id: 'exact_value_options.numbering_format', label: t('questions.exact_value.format'), html: textAsHtml(t(`questions.exact_value.format_${options.numbering_format}`)) },
        { id: 'exact_value_options.numbering_start', label: t('questions.exact_value.start'), html: textAsHtml(options.numbering_start) },
      );
    }
  }
  return fields;
}

export function questionFields(document: unknown, t: TFunction, context: QuestionContext): CompareField[] {
  const doc = readQuestionDocument(document);
  return [
    { id: 'type', label: t('questions.type.label'), html: textAsHtml(t(`questions.types.${doc.type}`)) },
    { id: 'content_html', label: t('questions.fields.stem'), html: doc.content_html },
    ...sectionFields(doc.sections, 'sections', t, (number) => t('history.fields.question_section', { number })),
    ...partFields(doc, t),
    { id: 'explanation', label: t('questions.notes.explanation'), html: noteHtml(doc.explanation) },
    { id: 'hint', label: t('questions.notes.hint'), html: noteHtml(doc.hint) },
    ...settingFields(doc, t, context),
  ];
}
