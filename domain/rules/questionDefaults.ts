// Starting parts of each question type, and what a change of type does (spec §4 "Changing
// an answer type": it clears answers, categories and groups after a confirmation). The editor
// asks first, then calls `clearForTypeChange`; the stem, sections, explanation, hint,
// points, links and settings stay. Seeds per type:
//   multiple_choice   two empty answers
//   true_or_false     the answers "True" and "False", neither marked correct yet
//   exact_value       one empty answer (every exact-value answer is an accepted value)
//   categorise        one empty category and two empty answers in it
//   grouped_choices   one empty group and two empty answers in it
//   correct_order     two empty items
//   matching_choices  one empty premise with one empty response
// Keys come from `newKey` (crypto.randomUUID by default; tests pass a counter).
import type { QuestionDocument, QuestionType } from '../schemas/questions.ts';
import { defaultExactValueOptions } from '../schemas/questions.ts';

export type KeyFactory = () => string;
type Parts = Pick<QuestionDocument, 'answers' | 'categories' | 'groups' | 'premises' | 'responses'>;
type Answer = QuestionDocument['answers'][number];

export const TRUE_ANSWER = 'True';
export const FALSE_ANSWER = 'False';

const randomKey: KeyFactory = () => globalThis.crypto.randomUUID();

const blankAnswer = (key: string, extra: Partial<Answer> = {}): Answer => ({
  key,
  content: '',
  answer_type: 'text',
  media_id: null,
  correct: false,
  category_key: null,
  group_key: null,
  label: null,
  ...extra,
});

/** The parts a new question of `type` starts with. */
export function defaultParts(type: QuestionType, newKey: KeyFactory = randomKey): Parts {
  const empty: Parts = { answers: [], categories: [], groups: [], premises: [], responses: [] };
  switch (type) {
    case 'multiple_choice':
    case 'correct_order':
      return { ...empty, answers: [blankAnswer(newKey()), blankAnswer(newKey())] };
    case 'true_or_false':
      return { ...empty, answers: [blankAnswer(newKey(), { content: TRUE_ANSWER }), blankAnswer(newKey(), { content: FALSE_ANSWER })] };
    case 'exact_value':
      return { ...empty, answers: [blankAnswer(newKey(), { correct: true })] };
    case 'categorise': {
      const category = { key: newKey(), name: '' };
      return { ...empty, categories: [category], answers: [blankAnswer(newKey(), { category_key: category.key }), blankAnswer(newKey(), { category_key: category.key })] };
    }
    case 'grouped_choices': {
      const group = { key: newKey(), name: '' };
      return { ...empty, groups: [group], answers: [blankAnswer(newKey(), { group_key: group.key }), blankAnswer(newKey(), { group_key: group.key })] };
    }
    case 'matching_choices': {
      const premise = { key: newKey(), content: '' };
      return { ...empty, premises: [premise], responses: [{ key: newKey(), content: '', premise_key: premise.key }] };
    }
  }
}

/** A new, empty question of `type` as the editor starts it. */
export function emptyQuestionDocument(type: QuestionType, newKey: KeyFactory = randomKey): QuestionDocument {
  return {
    type,
    content_html: '',
    sections: [],
    explanation: { sections: [] },
    hint: { sections: [] },
    passage_id: null,
    preceding_question_id: null,
    points: null,
    shuffle_answers: false,
    quiz_title: null,
    exact_value_options: { ...defaultExactValueOptions },
    file_upload_option: null,
    ...defaultParts(type, newKey),
  };
}

/** The document after the teacher confirmed a change of type: parts cleared, new seeds in. */
export function clearForTypeChange<T extends QuestionDocument>(doc: T, newType: QuestionType, newKey: KeyFactory = randomKey): T {
  return { ...doc, type: newType, ...defaultParts(newType, newKey) };
}

/** Which part lists a type uses. */
export function partListsOf(type: QuestionType): (keyof Parts)[] {
  switch (type) {
    case 'categorise':
      return ['answers', 'categories'];
    case 'grouped_choices':
      return ['answers', 'groups'];
    case 'matching_choices':
      return ['premises', 'responses'];
    default:
      return ['answers'];
  }
}

/**
 * The document with the part lists its type does not use emptied, and answer fields that
 * mean nothing for the type (category/group keys, labels) cleared: what the server stores.
 */
export function stripUnusedParts<T extends QuestionDocument>(doc: T): T {
  const used = new Set(partListsOf(doc.type));
  const answers = used.has('answers')
    ? doc.answers.map((a) => ({
        ...a,
        category_key: doc.type === 'categorise' ? a.category_key : null,
        group_key: doc.type === 'grouped_choices' ? a.group_key : null,
        label: doc.type === 'exact_value' ? a.label : null,
      }))
    : [];
  return {
    ...doc,
    answers,
    categories: used.has('categories') ? doc.categories : [],
    groups: used.has('groups') ? doc.groups : [],
    premises: used.has('premises') ? doc.premises : [],
    responses: used.has('responses') ? doc.responses : [],
  };
}
