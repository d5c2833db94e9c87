// Wire shapes of questions and courses moving in and out as other tools' files (QTI 3.0 and 2.1,
// the QTI 1.2 of Canvas and Common Cartridge, IMS Common Cartridge, Moodle XML, GIFT, Aiken).
//
// Import into a topic (guard `import_excel`, as the spreadsheet import: many questions at once from a file):
//   (the file: GET /map/topics/{id}/upload_form_values.json?purpose=interchange_import, then the
//    direct storage POST)
//   POST /content/topics/{id}/interchange_import  startInterchangeImportRequest
//        → 202 jobStatusSchema of the 'interchange_import' job (idempotent by request_id)
//   GET  /jobs/{uuid} → when completed, result is interchangeExtractionSchema; a failed job's
//        error is one of INTERCHANGE_IMPORT_FAILURES with its text.
//   POST /content/topics/{id}/interchange_import/{uuid}/finish  finishInterchangeImportRequest
//        → 200 interchangeImportResultSchema, all or nothing; a repeat answers the first outcome.
//
// Export (guard: the course's content is readable):
//   GET /content/topics/{id}/questions/export_plan?format=…  → exportPlanSchema (what the file holds, what it leaves out)
//   GET /content/topics/{id}/questions/export?format=…       a file (QUESTION_EXPORT_FORMATS)
//   GET /content/courses/{id}/questions/export_plan?format=… and …/questions/export?format=…: one category or section per topic
//   GET /content/courses/{id}/cartridge_plan                 → exportPlanSchema
//   GET /content/courses/{id}/cartridge                      the course as IMS Common Cartridge 1.3 (.imscc)
import { z } from 'zod';
import { msg } from '../messages/index.ts';
import { extractedPassageSchema, extractedQuestionSchema, fileKey } from './documents.ts';
import { questionDocumentFields } from './questions.ts';

/** The formats a file is read as, recognised from its content. */
export const INTERCHANGE_FORMATS = ['qti3', 'qti21', 'qti12', 'common_cartridge', 'moodle_xml', 'gift', 'aiken'] as const;
export type InterchangeFormat = (typeof INTERCHANGE_FORMATS)[number];

/** The formats a topic's or course's questions are written as. */
export const QUESTION_EXPORT_FORMATS = ['qti3', 'qti21', 'moodle_xml', 'gift', 'aiken'] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number];

/** Most questions one file may give: a topic's capacity (TOPIC_MAX_QUESTIONS). */
export const INTERCHANGE_MAX_QUESTIONS = 5_000;
/** Most items a file may hold, carried or not: a larger one is refused before it is read whole. */
export const INTERCHANGE_MAX_ITEMS = 20_000;

/**
 * Why an item of the file was not carried. Each is said in the user's language with the item's
 * name and `detail` (the source's own word for what it is: `extendedTextInteraction`, `essay`).
 */
export const INTERCHANGE_SKIP_REASONS = [
  /** An interaction or question type Pena has no counterpart for (essay, hotspot, upload, drawing…). */
  'unsupported_type',
  /** Several interactions of different kinds in one item (a cloze with mixed parts). */
  'mixed_parts',
  /** A numeric answer with a tolerance or range Pena's exact value cannot express. */
  'numeric_tolerance',
  /** No correct answer the file states (responses processed by custom rules, or none). */
  'no_correct_answer',
  /** More answers, premises or categories than a Pena question holds. */
  'too_many_parts',
  /** The item itself is damaged or refers to a file the package lacks. */
  'damaged_item',
  /** An item with nothing to ask (no stem, no choices). */
  'empty_item',
  /** Past the most questions a topic holds. */
  'over_limit',
] as const;
export type InterchangeSkipReason = (typeof INTERCHANGE_SKIP_REASONS)[number];

/** The refusals of a whole file: a job's error code, and the CLI's `errors`. */
export const INTERCHANGE_IMPORT_FAILURES = [
  /** Not a format Pena reads (or a text file in no known format). */
  'unsupported_format',
  /** Malformed XML, a broken zip, a manifest naming missing files. */
  'damaged_file',
  /** An entity declaration, a path outside the package: refused, never followed. */
  'unsafe_file',
  /** Past a size, entry or item limit, or the reader's memory or time. */
  'file_too_large',
  /** A file in a text format that is not UTF-8. */
  'not_utf8',
  /** Read, but not one question in it could be carried (the skipped list says why). */
  'no_questions',
  'server_error',
] as const;
export type InterchangeImportFailure = (typeof INTERCHANGE_IMPORT_FAILURES)[number];

/** What Moodle XML question categories become: the team's call, made per import. */
export const MOODLE_CATEGORY_MODES = ['note', 'ignore'] as const;

export const startInterchangeImportRequest = z.object({
  file_key: fileKey,
  /** The file's name as the teacher picked it (shown in Review; never used to tell the format). */
  file_name: z.string().max(255).default(''),
  /** Moodle XML: keep each question's category as its quiz title ('note'), or drop it. */
  categories: z.enum(MOODLE_CATEGORY_MODES).default('note'),
  /** Made by the client; the job's uuid. A repeat answers the first outcome. */
  request_id: z.uuid({ error: msg('invalid') }),
});
export type StartInterchangeImportRequest = z.output<typeof startInterchangeImportRequest>;
export type StartInterchangeImportInput = z.input<typeof startInterchangeImportRequest>;

export const skippedItemSchema = z.object({
  /** The item's identifier or title in the file. */
  item: z.string(),
  reason: z.enum(INTERCHANGE_SKIP_REASONS),
  /** The source's own word for what was not carried (e.g. `extendedTextInteraction`), or ''. */
  detail: z.string(),
  /** The reason in the caller's language. */
  message: z.string(),
});
export type SkippedItem = z.infer<typeof skippedItemSchema>;

/** The completed 'interchange_import' job's result: what Review shows. */
export const interchangeExtractionSchema = z.object({
  topic_id: z.number(),
  format: z.enum(INTERCHANGE_FORMATS),
  file_name: z.string(),
  /** `number` is the item's place in the file; `answer_found` true when the file states the key. */
  questions: z.array(extractedQuestionSchema.extend({ item: z.string() })),
  passages: z.array(extractedPassageSchema),
  skipped: z.array(skippedItemSchema),
  /** Set once finished: what it made (a repeated finish answers these). */
  imported: z
    .object({ question_ids: z.array(z.number()), passage_ids: z.array(z.number()) })
    .nullable()
    .default(null),
});
export type InterchangeExtraction = z.infer<typeof interchangeExtractionSchema>;

/**
 * The kept questions in the order they go into the topic. A question the teacher did not edit
 * is sent by key alone and taken as the Review received it, so a file of thousands of questions
 * is finished with a small request.
 */
export const finishInterchangeImportRequest = z.object({
  questions: z
    .array(
      z.object({
        key: z.string().max(32),
        /** The edited question; absent: as extracted. */
        document: questionDocumentFields.optional(),
      }),
    )
    .min(1, { error: msg('required') })
    .max(INTERCHANGE_MAX_QUESTIONS),
});
export type FinishInterchangeImportRequest = z.output<typeof finishInterchangeImportRequest>;
export type FinishInterchangeImportInput = z.input<typeof finishInterchangeImportRequest>;

export const interchangeImportResultSchema = z.object({
  topic_id: z.number(),
  question_ids: z.array(z.number()),
  passage_ids: z.array(z.number()),
});
export type InterchangeImportResult = z.infer<typeof interchangeImportResultSchema>;

export const questionExportQuery = z.object({ format: z.enum(QUESTION_EXPORT_FORMATS, { error: msg('invalid') }) });

/** Why a question is not in an exported file. */
export const EXPORT_LEFT_OUT_REASONS = [
  /** Aiken holds multiple choice with one answer only. */
  'not_single_choice',
  /** The format has no counterpart for this question type (e.g. categorise in GIFT). */
  'type_not_in_format',
  /** Aiken: the stem begins like an option (`I. …`, `B) …`) or an answer line, which a reader takes as one. */
  'stem_like_option',
] as const;
export type ExportLeftOutReason = (typeof EXPORT_LEFT_OUT_REASONS)[number];

export const exportPlanSchema = z.object({
  /** Questions the file will hold. */
  questions: z.number(),
  left_out: z.array(
    z.object({
      question_id: z.number(),
      /** The question's position in its topic and its stem's first words. */
      item: z.string(),
      reason: z.enum(EXPORT_LEFT_OUT_REASONS),
      /** The reason in the caller's language. */
      message: z.string(),
    }),
  ),
});
export type ExportPlan = z.infer<typeof exportPlanSchema>;

/** The CLI's `--dry-run` answer (and its answer after an import): one JSON object. */
export interface InterchangeImportSummary {
  format: InterchangeFormat | null;
  questions: number;
  by_type: Record<string, number>;
  skipped: { item: string; reason: string }[];
  errors: string[];
}
