// The document import job (spec §2 "Import from document, AI flow: Upload, Processing, Review";
// §3 "Other entities" (document quota); §8): started by POST /content/topics/{id}/document_import
// with the client's request_id as its uuid (routes/documentImport/start.ts). It
// 1. checks the actor again as the route did (actorRecheck.ts, policies/documents.ts);
// 2. recognises the stored upload (purpose 'document_import') by content, then reads its text and
//    extracts the questions from a local copy (readers/documents/extract
//    extractQuestionsFromFile: read in a reader process with memory and time limits,
//    server/sandbox; the built-in extractor runs there too, an LLM endpoint is called from here);
// 3. stores the images the questions reference as the school's media and sanitizes every
//    rich-text field (documentImport/extraction.ts);
// 4. completes the job with the Review's result (documentExtractionSchema, imported null). The
//    quota is charged when the Review is finished (commands/documentImporter.ts): a processed
//    document whose Review is abandoned costs nothing.
// A bad file fails at once with its §8 code and text (JobRefusal, no retry; the code is also
// the failed job's result.error): unsupported_type, password_protected, corrupt_file, no_text,
// file_too_large (also a file past its reader's limits); nothing at all to read: empty_file; no
// question found: no_questions; the LLM endpoint busy: heavy_load (with result.retry_at); the
// extractor unusable otherwise, or the upload gone: server_error. Anything else is retried and
// its last attempt fails with the server-error text. The uploaded document is removed once the
// job is over (completed or failed; kept between attempts).
import type { DocumentImportFailure } from '../../../domain/schemas/documents.ts';
import type { Language } from '../../i18n.ts';
import { buildExtraction } from '../../documentImport/extraction.ts';
import { removeUploads } from '../../documentImport/files.ts';
import { documentFailureMessage, heavyLoadMessage } from '../../documentImport/messages.ts';
import { DocumentReadError } from '../../readers/documents/index.ts';
import { extractQuestionsFromFile, extractorInfo } from '../../readers/documents/extract/index.ts';
import { ExtractionError } from '../../readers/documents/extract/types.ts';
import { authorizeDocumentImport, documentImportForbiddenMessage } from '../../policies/documents.ts';
import { detectFileKind } from '../../storage/detect.ts';
import { withLocalCopy } from '../../storage/localCopies.ts';
import type { Storage } from '../../storage/types.ts';
import { JobRefusal, defineTrackedTask, type TrackedJob } from '../tracked.ts';
import type { TaskContext } from '../task.ts';
import { recheckTopicActor } from './actorRecheck.ts';
import { withSourceUpload } from './sourceUpload.ts';

export interface DocumentImportJobData {
  topic_id: number;
  organization_id: number;
  actor_id: number;
  language: Language;
  file_key: string;
  file_name: string;
}

/** A refusal with its §8 code, also kept as the failed job's result.error (the screens branch on it). */
export function documentRefusal(code: DocumentImportFailure, extra: Record<string, unknown> = {}, messages = documentFailureMessage(code as never)) {
  return new JobRefusal(code, messages, { error: code, ...extra });
}

const READ_FAILURES: Record<DocumentReadError['code'], DocumentImportFailure> = {
  unsupported: 'unsupported_type',
  password_protected: 'password_protected',
  corrupt: 'corrupt_file',
  no_text: 'no_text',
  too_large: 'file_too_large',
};

async function extract(ctx: TaskContext, storage: Storage, job: TrackedJob, data: DocumentImportJobData) {
  const db = ctx.database.db;
  await recheckTopicActor(
    db,
    data.actor_id,
    data.topic_id,
    ({ topic, ctx: org, share }) => authorizeDocumentImport(org, data.actor_id, topic, share),
    documentImportForbiddenMessage,
  );
  const kind = await detectFileKind(storage, data.file_key);
  if (kind === undefined && (await storage.size(data.file_key)) === null) throw documentRefusal('server_error');
  await job.progress(5);
  if (kind !== 'pdf' && kind !== 'doc' && kind !== 'docx') throw documentRefusal('unsupported_type');

  if (!ctx.config) throw new Error('the document_import job needs the configuration: start the queue with it');
  const config = ctx.config;
  let found;
  try {
    found = await withLocalCopy(storage, data.file_key, (path) =>
      extractQuestionsFromFile(
        config,
        { path, kind },
        {
          language: data.language,
          // Never awaited inside a transaction: the extractor holds none.
          onProgress: (percent) => void job.progress(5 + Math.round(Math.max(0, Math.min(100, percent)) * 0.75)).catch(() => undefined),
        },
      ),
    );
  } catch (err) {
    if (err instanceof DocumentReadError) throw documentRefusal(READ_FAILURES[err.code]);
    if (err instanceof ExtractionError) {
      if (err.code === 'llm_busy') {
        const retryAt = new Date(err.retryAt ?? Date.now() + 5 * 60_000);
        throw documentRefusal('heavy_load', { retry_at: retryAt.getTime() }, heavyLoadMessage(retryAt));
      }
      throw documentRefusal('server_error');
    }
    throw err;
  }
  // A document without a word or a picture (an empty Word file) says so, not "no questions".
  if (found.empty) throw documentRefusal('empty_file');
  const { extraction } = found;
  if (extraction.questions.length === 0) throw documentRefusal('no_questions');
  await job.progress(85);

  const built = await buildExtraction(
    { db, storage, organizationId: data.organization_id, uploaderId: data.actor_id },
    extraction,
    { topicId: data.topic_id, extractor: extractorInfo(config).extractor, fileName: data.file_name },
  );
  try {
    await db.transaction(async (tx) => {
      // false: an earlier run completed it; roll back (the wrapper counts the job done).
      if (!(await job.complete(tx, built.result))) tx.rollback();
    });
  } catch (err) {
    await removeUploads({ db, storage }, built.mediaIds);
    throw err;
  }
}

export const DocumentImportTask = defineTrackedTask<DocumentImportJobData>({
  name: 'document_import',
  // Reading and an LLM's extraction may take minutes; a refusal is final.
  queue: { retryLimit: 2, retryDelay: 10, expireInSeconds: 30 * 60 },
  failureMessage: () => documentFailureMessage('server_error'),
  handler: (ctx, job, data) => withSourceUpload(ctx, data.file_key, () => extract(ctx, ctx.storage!, job, data)),
});
