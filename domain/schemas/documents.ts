// Wire shapes of documents in (spec §1, §2 "Import from document, AI flow: Upload, Processing,
// Review" and the topic's "upload a file to generate chapter text" button, §3 "Other entities"
// (document quota), §5 upload rules, §6 guards, §7, §8 document-import errors). §7 leaves the
// document-import calls out ("Not shown"); they follow its style.
//
// Questions from a document (guard `import_document`):
//   GET  /content/topics/{id}/document_import            → documentImportInfoSchema (quota, extractor)
//   (the file: GET /map/topics/{id}/upload_form_values.json?purpose=document_import, then the
//    direct storage POST; the key is read from the XML reply)
//   POST /content/topics/{id}/document_import  startDocumentImportRequest
//        → 202 jobStatusSchema of the 'document_import' job (idempotent by request_id);
//        → 422 fields.file: unsupported type / too large (checked by content when registered);
//        → 422 error 'quota_exhausted' / 'member_quota_exhausted' (with recharges_at), 'empty_file';
//          429 error 'upload_retry' with retry_after_minutes;
//        → 503 error 'heavy_load' with retry_at (§8).
//   GET  /jobs/{uuid} → the job; when completed, result is documentExtractionSchema.
//        A failed job's error is one of DOCUMENT_IMPORT_FAILURES with its §8 text.
//   POST /content/topics/{id}/document_import/{uuid}/finish  finishDocumentImportRequest
//        → 200 documentImportResultSchema: the kept questions appended to the topic, all or
//          nothing, and the document charged to the quota then; 422 with field paths
//          (questions.N.…) when one breaks a §5 rule, 422 'quota_exhausted' /
//          'member_quota_exhausted' when the quota ran out meanwhile. A repeat answers the first
//          outcome (the extraction is finished, and charged, once).
//
// Text pages from a file (guard `content` create on the topic):
//   GET  /map/topics/{id}/upload_form_values.json         (no purpose: the chapter_source form)
//   POST /map/topics/{id}/upload_chapters {file_key}      → 202 { lesson_id, job_uuid }
//   GET  /content/lessons/{id}/text_chapter_generation_status → textPageGenerationStatusSchema
import { z } from 'zod';
import { msg } from '../messages/index.ts';
import { UPLOAD_KEY_PATTERN } from './content.ts';
import { idParam } from './primitives.ts';
import { questionDocumentFields, QUESTION_TYPES } from './questions.ts';

/** Which extractor reads the questions: the built-in rules, or the configured LLM endpoint. */
export const DOCUMENT_EXTRACTORS = ['builtin', 'llm'] as const;
export type DocumentExtractorName = (typeof DOCUMENT_EXTRACTORS)[number];

/** Most questions one document may yield (a 2 MB paper holds far fewer). */
export const DOCUMENT_MAX_QUESTIONS = 500;

/**
 * §3 "Other entities": the document quota, a balance and a limit per school with an expiry; it
 * recharges next semester.
 */
export const documentQuotaSchema = z.object({
  organization_id: z.number(),
  /** Documents the school may still import this semester. */
  balance: z.number(),
  limit: z.number(),
  /** When the balance is recharged to the limit (the next semester), epoch ms; null: never. */
  expires_at: z.number().nullable(),
});
export type DocumentQuota = z.infer<typeof documentQuotaSchema>;

/** A member's own share of the school's documents this semester (DOCUMENT_QUOTA_MEMBER_SHARE). */
export const documentMemberQuotaSchema = z.object({
  /** Documents this member may still import this semester. */
  balance: z.number(),
  /** The member's share per semester. */
  limit: z.number(),
  /** When the share comes back (the next semester), epoch ms. */
  expires_at: z.number(),
});
export type DocumentMemberQuota = z.infer<typeof documentMemberQuotaSchema>;

export const documentImportInfoSchema = z.object({
  quota: documentQuotaSchema,
  member_quota: documentMemberQuotaSchema,
  extractor: z.enum(DOCUMENT_EXTRACTORS),
  /** The model's name when the extractor is 'llm' (shown on the screens), else null. */
  model: z.string().nullable(),
});
export type DocumentImportInfo = z.infer<typeof documentImportInfoSchema>;

/** The storage key of an uploaded file, as the upload form handed it out. */
export const fileKey = z
  .string({ error: (issue) => (issue.input === undefined ? msg('required') : undefined) })
  .trim()
  .min(1, { error: msg('required') })
  .max(128, { error: msg('upload_key_invalid') })
  .regex(UPLOAD_KEY_PATTERN, { error: msg('upload_key_invalid') });

/** §5: the teacher confirms there is no personal information and agrees to the terms first. */
const mustBeTrue = z.literal(true, { error: msg('required') });

export const startDocumentImportRequest = z.object({
  file_key: fileKey,
  /** The file's name as the teacher picked it (shown in Review). */
  file_name: z.string().max(255).default(''),
  no_personal_information: mustBeTrue,
  terms_accepted: mustBeTrue,
  /** Made by the client; the job's uuid. A repeat answers the first outcome. */
  request_id: z.uuid({ error: msg('invalid') }),
});
export type StartDocumentImportRequest = z.output<typeof startDocumentImportRequest>;
export type StartDocumentImportInput = z.input<typeof startDocumentImportRequest>;

/** The §8 document-import errors: an error code a reply or a failed job carries. */
export const DOCUMENT_IMPORT_FAILURES = [
  'unsupported_type',
  'file_too_large',
  'server_error',
  'upload_retry',
  'heavy_load',
  'quota_exhausted',
  /** The member's own share of the school's quota is used up this semester. */
  'member_quota_exhausted',
  /** Refinements of unsupported/server error a teacher can act on. */
  'empty_file',
  'password_protected',
  'corrupt_file',
  'no_text',
  'no_questions',
] as const;
export type DocumentImportFailure = (typeof DOCUMENT_IMPORT_FAILURES)[number];

/** 429 'upload_retry' and 503 'heavy_load' replies carry when to come back. */
export const documentImportRetrySchema = z.object({
  error: z.enum(DOCUMENT_IMPORT_FAILURES),
  message: z.string(),
  retry_after_minutes: z.number().optional(),
  /** epoch ms */
  retry_at: z.number().optional(),
});

export const extractedPassageSchema = z.object({
  key: z.string().max(32),
  title: z.string(),
  /** Sanitized rich text; images stored under the school (data-media-id). */
  content_html: z.string(),
});
export type ExtractedPassageReply = z.infer<typeof extractedPassageSchema>;

export const extractedQuestionSchema = z.object({
  /** Stable within the extraction, e.g. 'q12'. */
  key: z.string().max(32),
  /** As numbered in the paper. */
  number: z.number().nullable(),
  type: z.enum(QUESTION_TYPES),
  /** The create body without topic_id: sanitized, images stored. May break §5 rules (Review marks them). */
  document: z.record(z.string(), z.unknown()),
  passage_key: z.string().nullable(),
  answer_found: z.boolean(),
});
export type ExtractedQuestionReply = z.infer<typeof extractedQuestionSchema>;

/** The completed 'document_import' job's result: what Review shows. */
export const documentExtractionSchema = z.object({
  topic_id: z.number(),
  extractor: z.enum(DOCUMENT_EXTRACTORS),
  file_name: z.string(),
  questions: z.array(extractedQuestionSchema),
  passages: z.array(extractedPassageSchema),
  /** Set once finished: the questions it made (a repeated finish answers these). */
  imported: z
    .object({ question_ids: z.array(z.number()), passage_ids: z.array(z.number()) })
    .nullable()
    .default(null),
});
export type DocumentExtraction = z.infer<typeof documentExtractionSchema>;

export const finishDocumentImportRequest = z.object({
  /** The kept questions, in the order they go into the topic, as edited in Review. */
  questions: z
    .array(
      z.object({
        key: z.string().max(32),
        document: questionDocumentFields,
        passage_key: z.string().max(32).nullable().default(null),
      }),
    )
    .min(1, { error: msg('required') })
    .max(DOCUMENT_MAX_QUESTIONS),
  /** The passages the kept questions name (as edited). */
  passages: z.array(extractedPassageSchema).max(DOCUMENT_MAX_QUESTIONS).default([]),
});
export type FinishDocumentImportRequest = z.output<typeof finishDocumentImportRequest>;
export type FinishDocumentImportInput = z.input<typeof finishDocumentImportRequest>;

export const documentImportResultSchema = z.object({
  topic_id: z.number(),
  question_ids: z.array(z.number()),
  passage_ids: z.array(z.number()),
});
export type DocumentImportResult = z.infer<typeof documentImportResultSchema>;

// ---------------------------------------------------------------------------------------
// Text pages generated from a file

export const uploadPagesRequest = z.object({ file_key: fileKey });
export const uploadPagesReply = z.object({ lesson_id: z.number(), job_uuid: z.string() });

export const PAGE_GENERATION_STATUSES = ['idle', 'in_progress', 'completed', 'failed'] as const;

export const textPageGenerationStatusSchema = z.object({
  lesson_id: z.number(),
  status: z.enum(PAGE_GENERATION_STATUSES),
  /** §7 "Topics" (`in_progress`): true while a generation runs (status 'in_progress'); a client polls while it is true. */
  in_progress: z.boolean(),
  /** Percent done while in progress. */
  progress: z.number(),
  /** The pages the last generation made. */
  chapter_ids: z.array(z.number()),
  /** Why the last generation failed (e.g. a scanned PDF with no text), in the caller's language. */
  message: z.string().nullable(),
});
export type TextPageGenerationStatus = z.infer<typeof textPageGenerationStatusSchema>;

/** A lesson id in the path (text, coerced). */
export const lessonIdParams = z.object({ id: idParam });
