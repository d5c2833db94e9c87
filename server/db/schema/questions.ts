// Questions of a topic and their parts: answers, categories (categorise), groups (grouped
// choices), matching premises and responses. The parts have no lock_version of their own:
// they are written only together with their question, whose lock_version guards them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  ANSWER_TYPES,
  type AnswerType,
  type ExactValueOptions,
  QUESTION_TYPES,
  type QuestionType,
  defaultExactValueOptions,
} from '../../../domain/schemas/questions.ts';
import { id, lockVersion, position, publishedVersion, timestamps } from './_columns.ts';
import { oneOf } from './_checks.ts';
import { type ContentSource, type SectionValue, contentSourceValues, passages, topics } from './content.ts';
import { type PublishStatus, publishStatusValues } from './courses.ts';
import { uploadedFiles } from './files.ts';
import { organizationRef, users } from './organizations.ts';

/** The value lists and option shapes are the domain's (domain/schemas/questions.ts). */
export const questionTypeValues = QUESTION_TYPES;
export const answerTypeValues = ANSWER_TYPES;
export type { AnswerType, ExactValueOptions, QuestionType };
export { defaultExactValueOptions };

/** questions.explanation and questions.hint. */
export interface QuestionNote {
  sections: SectionValue[];
}

/**
 * questions.file_upload_option: the learner may (or must) attach a file to the answer.
 * file_types are the accepted groups: archive, office docs, image, code/markup, audio, video
 * (their names are fixed by the domain schema).
 */
export interface FileUploadOption {
  required: boolean;
  file_types: string[];
}

export const questions = pgTable(
  'questions',
  {
    id: id(),
    organizationId: organizationRef(),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    passageId: integer().references(() => passages.id, { onDelete: 'set null' }),
    /** The question this one follows when linked; circular links are rejected by the command. */
    precedingQuestionId: integer().references((): AnyPgColumn => questions.id, { onDelete: 'set null' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    position: position(),
    type: text().$type<QuestionType>().notNull().default('multiple_choice'),
    content: text().notNull().default(''),
    contentHtml: text().notNull().default(''),
    sections: jsonb().$type<SectionValue[]>().notNull().default([]),
    explanation: jsonb().$type<QuestionNote>().notNull().default({ sections: [] }),
    hint: jsonb().$type<QuestionNote>().notNull().default({ sections: [] }),
    /** 0.0 to 9999.9, one decimal; null where the point system is off. */
    points: numeric({ precision: 5, scale: 1, mode: 'number' }),
    shuffleAnswers: boolean().notNull().default(false),
    quizTitle: text(),
    exactValueOptions: jsonb().$type<ExactValueOptions>().notNull().default(defaultExactValueOptions),
    fileUploadOption: jsonb().$type<FileUploadOption>(),
    status: text().$type<PublishStatus>().notNull().default('unpublished'),
    /** The lock_version whose snapshot students get (published_items); null when never published. */
    publishedVersion: publishedVersion(),
    /** 'provider' rows were imported from the provider's courses or test bank and are read-only. */
    source: text().$type<ContentSource>().notNull().default('own'),
    /** The question this one was imported from: the provider's (a reference), or the original of a copy imported from another organization (no FK: it may go away). */
    sourceQuestionId: integer(),
    lastSavedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('questions_topic_position_idx').on(t.topicId, t.position),
    index('questions_passage_idx').on(t.passageId),
    index('questions_preceding_idx').on(t.precedingQuestionId),
    index('questions_source_idx')
      .on(t.sourceQuestionId)
      .where(sql`${t.sourceQuestionId} is not null`),
    check('questions_type_check', oneOf(t.type, questionTypeValues)),
    check('questions_status_check', oneOf(t.status, publishStatusValues)),
    check('questions_source_check', oneOf(t.source, contentSourceValues)),
    check('questions_points_check', sql`${t.points} is null or (${t.points} >= 0 and ${t.points} <= 9999.9)`),
    check('questions_not_self_preceding_check', sql`${t.precedingQuestionId} is null or ${t.precedingQuestionId} <> ${t.id}`),
  ],
);

/** The owning question; its parts go when it goes. */
const questionRef = () =>
  integer()
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' });

/** Categories of a categorise question. */
export const questionCategories = pgTable(
  'question_categories',
  {
    id: id(),
    organizationId: organizationRef(),
    questionId: questionRef(),
    name: text().notNull().default(''),
    position: position(),
    ...timestamps,
  },
  (t) => [index('question_categories_question_idx').on(t.questionId, t.position)],
);

/** Groups of a grouped-choices question. */
export const questionGroups = pgTable(
  'question_groups',
  {
    id: id(),
    organizationId: organizationRef(),
    questionId: questionRef(),
    name: text().notNull().default(''),
    position: position(),
    ...timestamps,
  },
  (t) => [index('question_groups_question_idx').on(t.questionId, t.position)],
);

export const answers = pgTable(
  'answers',
  {
    id: id(),
    organizationId: organizationRef(),
    questionId: questionRef(),
    position: position(),
    content: text().notNull().default(''),
    answerType: text().$type<AnswerType>().notNull().default('text'),
    /** The image (answer_type 'image') as an uploaded file. */
    mediaId: integer().references(() => uploadedFiles.id, { onDelete: 'set null' }),
    correct: boolean().notNull().default(false),
    categoryId: integer().references(() => questionCategories.id, { onDelete: 'set null' }),
    groupId: integer().references(() => questionGroups.id, { onDelete: 'set null' }),
    /** Exact value with numbering_format 'custom': the item's label, up to 4 characters. */
    label: text(),
    ...timestamps,
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.position),
    index('answers_category_idx').on(t.categoryId),
    index('answers_group_idx').on(t.groupId),
    index('answers_media_idx').on(t.mediaId),
    check('answers_answer_type_check', oneOf(t.answerType, answerTypeValues)),
    check('answers_label_check', sql`${t.label} is null or char_length(${t.label}) <= 4`),
  ],
);

/** Left-hand items of a matching-choices question. */
export const matchingPremises = pgTable(
  'matching_premises',
  {
    id: id(),
    organizationId: organizationRef(),
    questionId: questionRef(),
    content: text().notNull().default(''),
    position: position(),
    ...timestamps,
  },
  (t) => [index('matching_premises_question_idx').on(t.questionId, t.position)],
);

/** Right-hand items; a response without a premise is an "additional response" (a distractor). */
export const matchingResponses = pgTable(
  'matching_responses',
  {
    id: id(),
    organizationId: organizationRef(),
    questionId: questionRef(),
    premiseId: integer().references(() => matchingPremises.id, { onDelete: 'set null' }),
    content: text().notNull().default(''),
    position: position(),
    ...timestamps,
  },
  (t) => [
    index('matching_responses_question_idx').on(t.questionId, t.position),
    index('matching_responses_premise_idx').on(t.premiseId),
  ],
);

// Rows as Drizzle selects them, named once beside their tables.
export type QuestionRow = typeof questions.$inferSelect;
