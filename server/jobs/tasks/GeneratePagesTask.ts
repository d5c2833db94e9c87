// Text pages generated from an uploaded PDF or slide deck (spec §2 the topic's "upload a file to
// generate chapter text", §7 upload_chapters): started by POST /map/topics/{id}/upload_chapters
// (routes/lessons/pageGeneration.ts), which marked the topic's lesson as converting. The
// actor's right to create pages in the topic is checked again first (actorRecheck.ts); the file
// is read by the kind its content was recognised as; every page or slide with something on it
// becomes a text page, all written in one transaction with the job's completion and the lesson's
// flag cleared (commands/pageGenerator). A file that makes no pages (a scan without a text
// layer, a password, damage, only empty pages) fails with its own text, writes nothing, and
// clears the flag; so does the last failed attempt of a server error. A job that died without
// clearing it is no trouble: text_chapter_generation_status and a new upload read the job's row.
import type { Language } from '../../i18n.ts';
import { endGeneration, GENERATE_PAGES } from '../../commands/pageGenerator/index.ts';
import { generatePages } from '../../commands/pageGenerator/generate.ts';
import { removeUploadAt } from '../../documentImport/files.ts';
import { pageGenerationMessages } from '../../commands/pageGenerator/messages.ts';
import type { DocumentKind } from '../../readers/documents/model.ts';
import { authorizePage } from '../../policies/pages.ts';
import { JobRefusal, defineTrackedTask } from '../tracked.ts';
import { recheckTopicActor } from './actorRecheck.ts';

export interface GeneratePagesJobData {
  topic_id: number;
  organization_id: number;
  lesson_id: number;
  actor_id: number;
  language: Language;
  /** The chapter_source upload's storage key and the kind its content was recognised as. */
  file_key: string;
  kind: DocumentKind;
}

export const GeneratePagesTask = defineTrackedTask<GeneratePagesJobData>({
  name: GENERATE_PAGES,
  // A 35 MB deck is read in well under a few minutes; a refusal is final.
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 15 * 60 },
  failureMessage: () => pageGenerationMessages.server_error,
  handler: async (ctx, job, data) => {
    if (!ctx.storage) throw new Error('the generate_chapters job needs the files storage: start the queue with it');
    const db = ctx.database.db;
    const files = { db, storage: ctx.storage };
    try {
      await recheckTopicActor(db, data.actor_id, data.topic_id, ({ topic, ctx: org, share }) => authorizePage(org, data.actor_id, 'create', topic, share));
      await generatePages(
        files,
        {
          topicId: data.topic_id,
          organizationId: data.organization_id,
          lessonId: data.lesson_id,
          actorId: data.actor_id,
          language: data.language,
          fileKey: data.file_key,
          kind: data.kind,
        },
        job,
      );
    } catch (error) {
      const final = error instanceof JobRefusal || ctx.job.retryCount >= ctx.job.retryLimit;
      if (final) {
        // The job ends here: the topic is no longer "in progress", and the source has served.
        await endGeneration(db, data.lesson_id, job.uuid).catch((err: unknown) => ctx.logger.error({ err, uuid: job.uuid }, 'could not clear the conversion flag'));
        await removeUploadAt(files, data.file_key);
      }
      throw error;
    }
    await removeUploadAt(files, data.file_key);
  },
});
