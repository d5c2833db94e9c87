// Test fixtures (used only by *.test.ts): one valid question document of each type, and
// helpers to read a schema's issues as `[dotted path, message]` pairs.
import type { z } from 'zod';
import type { QuestionDocument, QuestionType } from '../../schemas/questions.ts';
import { questionDocumentSchema } from '../../schemas/questions.ts';
import type { ValidationKey } from '../../messages/index.ts';
import { dottedPath } from '../issues.ts';
import { emptyQuestionDocument } from '../questionDefaults.ts';
import type { QuestionRuleOptions } from '../questionRules.ts';

type Answer = QuestionDocument['answers'][number];

export const counterKeys = (prefix = 'k') => {
  let n = 0;
  return () => `${prefix}${++n}`;
};

export const answer = (key: string, content: string, extra: Partial<Answer> = {}): Answer => ({
  key,
  content,
  answer_type: 'text',
  media_id: null,
  correct: false,
  category_key: null,
  group_key: null,
  label: null,
  ...extra,
});

const base = (type: QuestionType): QuestionDocument => ({ ...emptyQuestionDocument(type, counterKeys('seed')), content_html: '<p>What is it?</p>' });

/** A document of each type that breaks no rule. */
export function validQuestion(type: QuestionType): QuestionDocument {
  const doc = base(type);
  switch (type) {
    case 'multiple_choice':
      return { ...doc, answers: [answer('a1', '<p>Paris</p>', { correct: true }), answer('a2', '<p>Rome</p>')] };
    case 'true_or_false':
      return { ...doc, answers: [answer('t', 'True', { correct: true }), answer('f', 'False')] };
    case 'exact_value':
      return { ...doc, answers: [answer('a1', '42', { correct: true })] };
    case 'categorise':
      return {
        ...doc,
        categories: [
          { key: 'c1', name: 'Fruit' },
          { key: 'c2', name: 'Vegetable' },
        ],
        answers: [answer('a1', 'Apple', { category_key: 'c1' }), answer('a2', 'Carrot', { category_key: 'c2' })],
      };
    case 'grouped_choices':
      return {
        ...doc,
        groups: [
          { key: 'g1', name: 'Is the sky blue?' },
          { key: 'g2', name: 'Is grass red?' },
        ],
        answers: [
          answer('a1', 'Yes', { group_key: 'g1', correct: true }),
          answer('a2', 'No', { group_key: 'g1' }),
          answer('a3', 'Yes', { group_key: 'g2' }),
          answer('a4', 'No', { group_key: 'g2', correct: true }),
        ],
      };
    case 'correct_order':
      return { ...doc, answers: [answer('a1', 'First'), answer('a2', 'Second')] };
    case 'matching_choices':
      return {
        ...doc,
        premises: [
          { key: 'p1', content: 'Cat' },
          { key: 'p2', content: 'Dog' },
        ],
        responses: [
          { key: 'r1', content: 'Meow', premise_key: 'p1' },
          { key: 'r2', content: 'Woof', premise_key: 'p2' },
          { key: 'r3', content: 'Moo', premise_key: null },
        ],
      };
  }
}

/** A schema's issues as `[path, message]`. */
export function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [dottedPath(i.path), i.message]);
}

export const questionIssuesOf = (doc: unknown, options: QuestionRuleOptions = { pointsEnabled: false }) => issuesOf(questionDocumentSchema(options), doc);

/** The `validation.<key>` form a rule's message takes. */
export const v = (key: ValidationKey) => `validation.${key}`;
