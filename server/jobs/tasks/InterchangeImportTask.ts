// The interchange import job: started by POST /content/topics/{id}/interchange_import with the
// client's request_id as its uuid (routes/interchange/start.ts). It
// 1. checks the actor again as the route did (actorRecheck.ts, policies/interchange.ts);
// 2. recognises the stored upload (purpose 'interchange_import') by content, a zip, XML or text,
//    and reads it from a local copy in a reader process with memory and time limits
//    (readers/interchange: the format from the content, the questions it can carry and each
//    item it cannot, with the reason);
// 3. stores the media the questions use as the school's uploads and sanitizes every rich-text
//    field (interchange/extraction.ts);
// 4. completes the job with the Review's result (interchangeExtractionSchema, imported null).
// A bad file fails at once with its code and text (JobRefusal, no retry; the code is also the
// failed job's result.error): unsupported_format, damaged_file, unsafe_file, file_too_large,
// not_utf8; a file with no question that could be carried fails 'no_questions' with its skipped
// list (result.skipped), so the teacher reads why. Anything else is retried and its last attempt
// fails with the server-error text. The uploaded file is removed once the job is over.
import type { InterchangeImportFailure } from '../../../domain/schemas/interchange.ts';
import type { Language } from '../../i18n.ts';
import { removeUploads } from '../../storage/uploads.ts';
import { buildInterchangeExtraction } from '../../interchange/extraction.ts';
import { interchangeFailureMessage, skipMessage } from '../../interchange/messages.ts';
import { authorizeInterchangeImport, interchangeImportForbiddenMessage } from '../../policies/interchange.ts';
import { InterchangeReadError, readInterchangeFile } from '../../readers/interchange/index.ts';
import { detectFileKind } from '../../storage/detect.ts';
import { withLocalCopy } from '../../storage/localCopies.ts';
import { JobRefusal, defineTrackedTask, type TrackedJob } from '../tracked.ts';
import type { TaskContext } from '../task.ts';
import { recheckTopicActor } from './actorRecheck.ts';
import { withSourceUpload } from './sourceUpload.ts';

export interface InterchangeImportJobData {
  topic_id: number;
  organization_id: number;
  actor_id: number;
  language: Language;
  file_key: string;
  file_name: string;
  categories: 'note' | 'ignore';
}

/** A refusal with its code, also kept as the failed job's result.error (the screens branch on it). */
export function interchangeRefusal(code: InterchangeImportFailure, extra: Record<string, unknown> = {}) {
  return new JobRefusal(code, interchangeFailureMessage(code), { error: code, ...extra });
}

async function extract(ctx: TaskContext, job: TrackedJob, data: InterchangeImportJobData) {
  const storage = ctx.storage!;
  const db = ctx.database.db;
  await recheckTopicActor(
    db,
    data.actor_id,
    data.topic_id,
    ({ topic, ctx: org, share }) => authorizeInterchangeImport(org, data.actor_id, topic, share),
    interchangeImportForbiddenMessage,
  );
  const kind = await detectFileKind(storage, data.file_key);
  if (kind === undefined && (await storage.size(data.file_key)) === null) throw interchangeRefusal('server_error');
  await job.progress(5);
  if (kind !== 'zip' && kind !== 'xml' && kind !== 'text') throw interchangeRefusal('unsupported_format');

  let read;
  try {
    read = await withLocalCopy(storage, data.file_key, (path) => readInterchangeFile(path, { categories: data.categories }));
  } catch (error) {
    if (error instanceof InterchangeReadError) throw interchangeRefusal(error.code);
    throw error;
  }
  await job.progress(60);
  if (read.questions.length === 0) {
    const skipped = read.skipped.map((s) => ({ ...s, message: skipMessage(s.reason, s.detail)[data.language] }));
    throw interchangeRefusal('no_questions', { format: read.format, skipped });
  }
  const built = await buildInterchangeExtraction(
    { db, storage, organizationId: data.organization_id, uploaderId: data.actor_id },
    read,
    { topicId: data.topic_id, fileName: data.file_name, language: data.language },
  );
  await job.progress(95);
  try {
    await db.transaction(async (tx) => {
      // false: an earlier run completed it; roll back (the wrapper counts the job done).
      if (!(await job.complete(tx, built.result))) tx.rollback();
    });
  } catch (error) {
    await removeUploads({ db, storage }, built.mediaIds);
    throw error;
  }
}

export const InterchangeImportTask = defineTrackedTask<InterchangeImportJobData>({
  name: 'interchange_import',
  queue: { retryLimit: 2, retryDelay: 10, expireInSeconds: 30 * 60 },
  failureMessage: () => interchangeFailureMessage('server_error'),
  handler: (ctx, job, data) => withSourceUpload(ctx, data.file_key, () => extract(ctx, job, data)),
});
