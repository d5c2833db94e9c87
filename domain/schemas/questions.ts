// Wire shapes of questions (spec §3 "Question", §5): the question document the editor saves
// whole, the request schemas built on it, and the reply. Decisions:
// - Parts (answers, categories, groups, premises, responses) are identified by `key`, a
//   client-generated string unique within its list; answers point at their category or group
//   and responses at their premise by key. Replies give each part its row `id` and, as key,
//   that id as a string, so a loaded question can be saved back unchanged. The server
//   replaces a question's parts on each save (they have no lock_version of their own).
// - The §5 rules live in domain/rules/questionRules.ts; `questionDocumentSchema(options)`
//   attaches them by field path (`answers.2.content`, `categories.0.name`, `points`, `answers`
//   for list-level rules). Points are required only where the organization uses them, so
//   the rules take `{ pointsEnabled }`. The server declares the structural schemas
//   (`questionDocumentFields`, `createQuestionFields`, `updateQuestionFields`) on its routes
//   and runs `questionIssues` with the organization's options in the handler.
// - `succeeding_question_id` is optional: absent leaves the question that follows this one
//   as it is, null unlinks it, an id links it (the server checks cycles with findCycle).
// - `points` is a number or null: a form's empty number input must send null (read as
//   "Points cannot be empty" where points are used), not ''.
// - Limits that are simple counts are zod checks with their own message (26 answers,
//   10 premises, 50 responses, 26 categories, 26 groups).
import { z } from 'zod';
import { CUSTOM_LABEL_MAX, LIST_START_MAX, LIST_START_MIN, PUBLISH_STATUSES } from '../constants.ts';
import { msg } from '../messages/index.ts';
import { MAX_ANSWERS } from '../rules/answers.ts';
import { MAX_PREMISES, MAX_RESPONSES, type QuestionRuleOptions, questionIssues } from '../rules/questionRules.ts';
import { NAME_MAX, publishStateShape } from './courses.ts';
import { CONTENT_SOURCES, PART_KEY_MAX, mediaIdSchema, richHtml, sectionReplySchema, sectionsSchema } from './content.ts';
import { idField, lockVersionField } from './primitives.ts';

/** The stored values too: server/db/schema takes its lists from here. */
export const QUESTION_TYPES = [
  'multiple_choice',
  'exact_value',
  'categorise',
  'correct_order',
  'grouped_choices',
  'matching_choices',
  'true_or_false',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const ANSWER_TYPES = ['text', 'equation', 'image'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** File-type groups a learner's file-upload answer may be restricted to (§3). */
export const FILE_UPLOAD_TYPES = ['archive', 'office', 'image', 'code', 'audio', 'video'] as const;
export type FileUploadType = (typeof FILE_UPLOAD_TYPES)[number];

export const NUMBERING_BRACKETS = ['()', '[]', '{}'] as const;
export const NUMBERING_FORMATS = ['number', 'letter', 'custom'] as const;

/** Answer, premise and response HTML (a short rich text, not a page). */
export const PART_CONTENT_MAX = 64 * 1024;
export const MAX_CATEGORIES = MAX_ANSWERS;
export const MAX_GROUPS = MAX_ANSWERS;

const partKey = z.string().trim().min(1, { error: msg('required') }).max(PART_KEY_MAX, { error: msg('too_long') });
const partContent = () => z.string().max(PART_CONTENT_MAX, { error: msg('content_too_large') }).default('');
const partName = () => z.string().trim().max(NAME_MAX, { error: msg('too_long') }).default('');
const positiveId = idField;
const timestamp = z.string();

export const answerFieldsSchema = z.object({
  key: partKey,
  /** HTML for text answers, LaTeX for equation answers, unused for image answers. */
  content: partContent(),
  answer_type: z.enum(ANSWER_TYPES).default('text'),
  /** The image of an image answer (an uploaded file id). */
  media_id: mediaIdSchema.nullable().default(null),
  correct: z.boolean().default(false),
  category_key: partKey.nullable().default(null),
  group_key: partKey.nullable().default(null),
  /** Exact value, custom numbering: the item's label. */
  label: z.string().trim().max(CUSTOM_LABEL_MAX, { error: msg('label_too_long') }).nullable().default(null),
});
export const categoryFieldsSchema = z.object({ key: partKey, name: partName() });
export const groupFieldsSchema = z.object({ key: partKey, name: partName() });
export const premiseFieldsSchema = z.object({ key: partKey, content: partContent() });
/** premise_key null: an additional response (a distractor matching no premise). */
export const responseFieldsSchema = z.object({ key: partKey, content: partContent(), premise_key: partKey.nullable().default(null) });

const numberingStart = z
  .number({ error: msg('numbering_start_range') })
  .int({ error: msg('numbering_start_range') })
  .min(LIST_START_MIN, { error: msg('numbering_start_range') })
  .max(LIST_START_MAX, { error: msg('numbering_start_range') });

export const exactValueOptionsSchema = z.object({
  case_sensitive: z.boolean().default(false),
  /** Also described as "allow commas". */
  allow_special_characters: z.boolean().default(false),
  enable_numbering: z.boolean().default(false),
  numbering_bracket: z.enum(NUMBERING_BRACKETS).default('()'),
  numbering_format: z.enum(NUMBERING_FORMATS).default('number'),
  numbering_start: numberingStart.default(LIST_START_MIN),
});
export type ExactValueOptions = z.output<typeof exactValueOptionsSchema>;
export const defaultExactValueOptions: ExactValueOptions = exactValueOptionsSchema.parse({});

export const fileUploadOptionSchema = z.object({
  /** Submission required (true) or optional (false). */
  required: z.boolean().default(false),
  file_types: z
    .array(z.enum(FILE_UPLOAD_TYPES))
    .min(1, { error: msg('file_types_required') })
    .refine((types) => new Set(types).size === types.length, { error: msg('invalid') }),
});
export type FileUploadOption = z.output<typeof fileUploadOptionSchema>;

const noteSchema = z.object({ sections: sectionsSchema.default([]) });

/** The question document without the §5 cross-field rules (route body schemas use this). */
export const questionDocumentFields = z.object({
  type: z.enum(QUESTION_TYPES),
  /** The stem. */
  content_html: richHtml().default(''),
  sections: sectionsSchema.default([]),
  explanation: noteSchema.default({ sections: [] }),
  hint: noteSchema.default({ sections: [] }),
  passage_id: positiveId.nullable().default(null),
  preceding_question_id: positiveId.nullable().default(null),
  succeeding_question_id: positiveId.nullable().optional(),
  points: z.number({ error: msg('points_invalid') }).nullable().default(null),
  shuffle_answers: z.boolean().default(false),
  quiz_title: z.string().trim().max(NAME_MAX, { error: msg('too_long') }).nullable().default(null),
  exact_value_options: exactValueOptionsSchema.default(defaultExactValueOptions),
  file_upload_option: fileUploadOptionSchema.nullable().default(null),
  answers: z.array(answerFieldsSchema).max(MAX_ANSWERS, { error: msg('answers_max') }).default([]),
  categories: z.array(categoryFieldsSchema).max(MAX_CATEGORIES, { error: msg('categories_max') }).default([]),
  groups: z.array(groupFieldsSchema).max(MAX_GROUPS, { error: msg('groups_max') }).default([]),
  premises: z.array(premiseFieldsSchema).max(MAX_PREMISES, { error: msg('premises_max') }).default([]),
  responses: z.array(responseFieldsSchema).max(MAX_RESPONSES, { error: msg('responses_max') }).default([]),
});
export type QuestionDocument = z.output<typeof questionDocumentFields>;
export type QuestionDocumentInput = z.input<typeof questionDocumentFields>;
export type AnswerFields = QuestionDocument['answers'][number];
export type CategoryFields = QuestionDocument['categories'][number];
export type GroupFields = QuestionDocument['groups'][number];
export type PremiseFields = QuestionDocument['premises'][number];
export type ResponseFields = QuestionDocument['responses'][number];

/** Adds the §5 rules to a document-shaped schema as issues by field path. */
function withRules<T extends z.ZodType<QuestionDocument>>(schema: T, options: QuestionRuleOptions) {
  return schema.superRefine((doc, ctx) => {
    for (const issue of questionIssues(doc, options)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

export const createQuestionFields = questionDocumentFields.extend({ topic_id: positiveId });
export const updateQuestionFields = questionDocumentFields.extend({ lock_version: lockVersionField });

/** The document with every rule of §5 (web forms: `zodResolver(questionDocumentSchema({ pointsEnabled }))`). */
export const questionDocumentSchema = (options: QuestionRuleOptions) => withRules(questionDocumentFields, options);
export const createQuestionRequest = (options: QuestionRuleOptions) => withRules(createQuestionFields, options);
export const updateQuestionRequest = (options: QuestionRuleOptions) => withRules(updateQuestionFields, options);
export type CreateQuestionRequest = z.output<typeof createQuestionFields>;
export type UpdateQuestionRequest = z.output<typeof updateQuestionFields>;

/** PUT /map/topics/{id}/questions/reorder.json: `order` lists every question of the topic once. */
export const reorderQuestionsRequest = z.object({ order: z.array(positiveId).min(1) });
export type ReorderQuestionsRequest = z.output<typeof reorderQuestionsRequest>;
export const reorderQuestionsReply = z.object({ topic_id: z.number(), order: z.array(z.number()) });

/** Replies */
const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.number(), ...shape });
export const answerSchema = withId({
  key: z.string(),
  content: z.string(),
  answer_type: z.enum(ANSWER_TYPES),
  media_id: z.number().nullable(),
  correct: z.boolean(),
  category_key: z.string().nullable(),
  group_key: z.string().nullable(),
  label: z.string().nullable(),
});
export const categorySchema = withId({ key: z.string(), name: z.string() });
export const groupSchema = withId({ key: z.string(), name: z.string() });
export const premiseSchema = withId({ key: z.string(), content: z.string() });
export const responseSchema = withId({ key: z.string(), content: z.string(), premise_key: z.string().nullable() });

export const questionSchema = z.object({
  id: z.number(),
  topic_id: z.number(),
  organization_id: z.number(),
  position: z.number(),
  status: z.enum(PUBLISH_STATUSES),
  source: z.enum(CONTENT_SOURCES),
  /** Imported from the provider: shown, never edited (PROVIDER_READ_ONLY_MESSAGE). */
  read_only: z.boolean(),
  type: z.enum(QUESTION_TYPES),
  /** Plain text of the stem (lists and search). */
  content: z.string(),
  /** Sanitized stem HTML. */
  content_html: z.string(),
  sections: z.array(sectionReplySchema),
  explanation: z.object({ sections: z.array(sectionReplySchema) }),
  hint: z.object({ sections: z.array(sectionReplySchema) }),
  passage_id: z.number().nullable(),
  preceding_question_id: z.number().nullable(),
  preceding_question_position: z.number().nullable(),
  succeeding_question_id: z.number().nullable(),
  succeeding_question_position: z.number().nullable(),
  points: z.number().nullable(),
  shuffle_answers: z.boolean(),
  quiz_title: z.string().nullable(),
  exact_value_options: z.object({
    case_sensitive: z.boolean(),
    allow_special_characters: z.boolean(),
    enable_numbering: z.boolean(),
    numbering_bracket: z.enum(NUMBERING_BRACKETS),
    numbering_format: z.enum(NUMBERING_FORMATS),
    numbering_start: z.number(),
  }),
  file_upload_option: z.object({ required: z.boolean(), file_types: z.array(z.enum(FILE_UPLOAD_TYPES)) }).nullable(),
  answers: z.array(answerSchema),
  categories: z.array(categorySchema),
  groups: z.array(groupSchema),
  premises: z.array(premiseSchema),
  responses: z.array(responseSchema),
  creator_id: z.number().nullable(),
  last_saved_at: timestamp,
  lock_version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Question = z.infer<typeof questionSchema>;

/** A question as the topic's questions tab lists it, with its publish state. */
export const questionSummarySchema = questionSchema.pick({
  id: true,
  topic_id: true,
  position: true,
  status: true,
  source: true,
  read_only: true,
  type: true,
  content: true,
  passage_id: true,
  preceding_question_position: true,
  succeeding_question_position: true,
  points: true,
  creator_id: true,
  last_saved_at: true,
  lock_version: true,
}).extend(publishStateShape);
export type QuestionSummary = z.infer<typeof questionSummarySchema>;
