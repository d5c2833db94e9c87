// Wire shapes of question import (spec §2 "Import questions from an organization or the test
// bank", "Spreadsheet import: Convert, Import, Review"; §5 "Upload types and sizes"; §6 guards;
// §7; §8). The spec leaves the calls out (§7 "Not shown"); they follow its style.
//
// Browsing a source (the provider's test bank, or another organization of the actor; {id} may be `pena`):
//   GET /importing/organizations/{id}/courses              (courses.ts importingCourseListQuery)
//   GET /importing/organizations/{id}/course_sets?organization_id → importCourseSetSchema[] (the "course set" filter)
//   GET /importing/courses/{id}/show_tree?organization_id   → courseTreeSchema (the provider: published units and topics only)
//   GET /importing/topics/{id}/questions?organization_id&topic_id → importSourceTopicSchema
//        (topic_id: the target topic; already_imported names what it already holds of this topic)
// Importing the chosen questions into a topic:
//   POST /content/topics/{id}/import_questions  importQuestionsRequest
//        → 200 jobStatusSchema, completed, when the selection is small (≤ IMPORT_INLINE_LIMIT questions);
//        → 202 jobStatusSchema of the 'import_questions' job otherwise. result: importQuestionsResultSchema.
//        → 409 alreadyImportedReply when the topic already holds some of them (imported before from
//          the same source question or passage) and import_again is not true.
// Spreadsheets:
//   GET  /importing/excel_template                          → the .xlsx template, instructions in the caller's language
//   POST /content/topics/{id}/excel/convert   multipart: `file` (.xlsx), optional `images` (.zip)
//        → 200 spreadsheetConversionSchema (every row converted, or its errors per cell);
//        → 422 { error, message, fields: { file: <reason> } } for an invalid file, an invalid header,
//          a document not matching the template (§8), every header problem on its own line;
//          413 over SPREADSHEET_MAX_BYTES.
//   GET  /content/topics/{id}/excel/image?images_key&name → a picture of the uploaded .zip, for the
//          Import step's previews (the actor's own upload only, else 404).
//   POST /content/topics/{id}/excel/import    spreadsheetImportRequest
//        → 200/202 jobStatusSchema of the 'excel_import' job; result: spreadsheetImportResultSchema.
//          All or nothing: the valid rows become questions at the end of the topic, in sheet and row order.
//   GET  /content/topics/{id}/excel/export                  → the topic's questions in the template (.xlsx);
//          422 when all it holds is the test bank's read-only questions and passages (left out).
import { z } from 'zod';
import { PRODUCT_SLUG } from '../constants.ts';
import { msg } from '../messages/index.ts';
import { errorReply } from './account.ts';
import { CONTENT_SOURCES, passageSchema } from './content.ts';
import { idField, idParam } from './primitives.ts';
import { QUESTION_TYPES, questionDocumentFields, questionSchema } from './questions.ts';

/** Questions imported during the request; larger selections run as the 'import_questions' job. */
export const IMPORT_INLINE_LIMIT = 100;
/** Most questions one import may take. */
export const IMPORT_MAX_QUESTIONS = 2_000;
/** Spreadsheet rows converted during the import request; larger files run as the 'excel_import' job. */
export const EXCEL_INLINE_LIMIT = 200;
/** Rows and errors a conversion reply lists (the counts are always whole). */
export const CONVERSION_LIST_LIMIT = 1_000;

/**
 * The source organization in an importing path (GET /importing/organizations/{id}/…): its id,
 * or the product slug `pena` for the provider organization, as the test bank's address names it
 * (§2 "Verified routes": `organizations/{product}/import`), so a client needs no id to reach
 * the test bank.
 */
export const importSourceParams = z.object({ id: z.union([z.literal(PRODUCT_SLUG), idParam]) });
export type ImportSourceRef = z.infer<typeof importSourceParams>['id'];

/** GET …/excel/image: which picture of which uploaded .zip. */
export const spreadsheetImageQuery = z.object({ images_key: z.string().min(1).max(512), name: z.string().min(1).max(500) });

/** `?organization_id=` on the browsing calls: the actor's importing organization (as in the course list). */
export const importingScopeQuery = z.object({ organization_id: idParam.optional() });

/**
 * One choice of the course set filter (§2 "Import questions from an organization or the test
 * bank"): a course set the source's courses use (those the actor may see there), by its name in
 * course_sets; `name` is null for an id no set names.
 */
export const importCourseSetSchema = z.object({ id: z.number(), name: z.string().nullable(), courses_count: z.number() });
export type ImportCourseSet = z.infer<typeof importCourseSetSchema>;

/** GET /importing/topics/{id}/questions: the importing organization, and the target topic to compare with. */
export const importSourceTopicQuery = importingScopeQuery.extend({ topic_id: idParam.optional() });

/**
 * Source questions and passages (their ids in the source) that a target topic already holds:
 * imported into it before, as a reference or a copy, from the same original (the target's
 * source_question_id / source_passage_id is the source's id, or the original the source's
 * own import came from).
 */
export const alreadyImportedSchema = z.object({ question_ids: z.array(z.number()), passage_ids: z.array(z.number()) });
export type AlreadyImported = z.infer<typeof alreadyImportedSchema>;

/** GET /importing/topics/{id}/questions: a source topic's questions and passages, rendered in full. */
export const importSourceTopicSchema = z.object({
  topic: z.object({
    id: z.number(),
    name: z.string(),
    bundle_id: z.number(),
    bundle_name: z.string(),
    course_id: z.number(),
    course_name: z.string(),
  }),
  /** 'provider': what is imported becomes a read-only reference (§6); 'own': an independent copy. */
  source: z.enum(CONTENT_SOURCES),
  /** By position; a passage's questions carry its passage_id. The provider's: as published. */
  questions: z.array(questionSchema),
  passages: z.array(passageSchema),
  /** Which of them the target topic (`topic_id`) already holds; empty lists without topic_id. */
  already_imported: alreadyImportedSchema,
});
export type ImportSourceTopic = z.infer<typeof importSourceTopicSchema>;

export const importQuestionsRequest = z
  .object({
    /** The source: the provider organization or another organization of the actor. */
    organization_id: idField,
    /** In the order they are to appear in the topic. */
    question_ids: z.array(idField).max(IMPORT_MAX_QUESTIONS).default([]),
    /** A passage brings all its questions (§2 "Import questions from an organization or the test bank"). */
    passage_ids: z.array(idField).max(IMPORT_MAX_QUESTIONS).default([]),
    /** Made by the client; the job's uuid. A repeat answers the first outcome. */
    request_id: z.uuid({ error: msg('invalid') }),
    /**
     * The topic may already hold some of them (imported before from the same source): false
     * (the default) answers 409 naming them and imports nothing; true imports them again.
     */
    import_again: z.boolean().default(false),
  })
  .refine((r) => r.question_ids.length + r.passage_ids.length > 0, { error: msg('required'), path: ['question_ids'] });
export type ImportQuestionsRequest = z.infer<typeof importQuestionsRequest>;
export type ImportQuestionsInput = z.input<typeof importQuestionsRequest>;

/** 409 of the import: the selection's questions and passages (source ids) the topic already holds. */
export const alreadyImportedReply = errorReply.extend({ already_imported: alreadyImportedSchema });

/** The 'import_questions' job's result. */
export const importQuestionsResultSchema = z.object({
  topic_id: z.number(),
  /** The new questions' ids, in topic order. */
  question_ids: z.array(z.number()),
  passage_ids: z.array(z.number()),
  /** True when they came from the provider: read-only references. */
  read_only: z.boolean(),
});
export type ImportQuestionsResult = z.infer<typeof importQuestionsResultSchema>;

/** Where a problem or a row is in the workbook: sheet name, 1-based row, column letter. */
export const cellRefSchema = z.object({ sheet: z.string(), row: z.number(), column: z.string().nullable() });

/** One problem of one cell (or of a whole row when column is null), in the caller's language. */
export const spreadsheetErrorSchema = cellRefSchema.extend({
  /** The column's header as the template names it, e.g. "Correct answer". */
  field: z.string().nullable(),
  message: z.string(),
});
export type SpreadsheetError = z.infer<typeof spreadsheetErrorSchema>;

/** A row that converts into a question. */
export const convertedRowSchema = z.object({
  sheet: z.string(),
  row: z.number(),
  type: z.enum(QUESTION_TYPES),
  /** The stem as stored rich text (sanitized; math as [% %]). */
  stem_html: z.string(),
  points: z.number().nullable(),
  answer_count: z.number(),
  /** The passage it belongs to, by its title in the Passages sheet. */
  passage_title: z.string().nullable(),
  /**
   * The question as it will be stored (options, correct answers, notes), so the teacher checks
   * the keys before importing; its pictures point where the browser loads them before anything
   * is stored (GET …/excel/image for a file of the .zip, else the address the cell names).
   */
  document: questionDocumentFields,
});
export type ConvertedRow = z.infer<typeof convertedRowSchema>;

export const spreadsheetConversionSchema = z.object({
  /** The stored upload; POST …/excel/import names it. */
  file_key: z.string(),
  images_key: z.string().nullable(),
  total_rows: z.number(),
  valid_rows: z.number(),
  /** Valid rows, the first CONVERSION_LIST_LIMIT. */
  rows: z.array(convertedRowSchema),
  /** Problems, the first CONVERSION_LIST_LIMIT; rows with a problem are skipped on import. */
  errors: z.array(spreadsheetErrorSchema),
  error_count: z.number(),
});
export type SpreadsheetConversion = z.infer<typeof spreadsheetConversionSchema>;

export const spreadsheetImportRequest = z.object({
  file_key: z.string().max(512),
  images_key: z.string().max(512).nullable().default(null),
  request_id: z.uuid({ error: msg('invalid') }),
});
export type SpreadsheetImportRequest = z.infer<typeof spreadsheetImportRequest>;

/** The 'excel_import' job's result: what Review shows. */
export const spreadsheetImportResultSchema = z.object({
  topic_id: z.number(),
  imported_count: z.number(),
  skipped_count: z.number(),
  /** The first CONVERSION_LIST_LIMIT imported rows with their new question. */
  imported: z.array(
    cellRefSchema.omit({ column: true }).extend({
      question_id: z.number(),
      type: z.enum(QUESTION_TYPES),
      stem_html: z.string(),
      /** The question as stored, its pictures the organization's files (absent in results written before it was added). */
      document: questionDocumentFields.optional(),
    }),
  ),
  /** The first CONVERSION_LIST_LIMIT problems of the skipped rows. */
  skipped: z.array(spreadsheetErrorSchema),
});
export type SpreadsheetImportResult = z.infer<typeof spreadsheetImportResultSchema>;
