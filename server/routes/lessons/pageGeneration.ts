// Text pages generated from a file (spec §2 the topic's "upload a file to generate chapter
// text" with its progress label, §5 "Upload types and sizes": a text-page file is a PDF or
// PowerPoint of at most 35 MB, §7):
//   POST /map/topics/{id}/upload_chapters {file_key}           → 202 { lesson_id, job_uuid }
//   GET  /content/lessons/{id}/text_chapter_generation_status  → textPageGenerationStatusSchema
// The file comes through GET /map/topics/{id}/upload_form_values.json (no purpose: the
// chapter_source form) and the direct storage POST. Recording it checks its content and size
// (a wrong type: 422 naming `file`; over 35 MB: 413); a key outside the organization's
// chapter_source prefix is a 422 naming `file_key`. Creating pages in the topic is what is
// authorized (policies/pages.ts 'create'). One generation per topic at a time: another
// upload while one runs is a 409 with a clear message. The status reads the lesson's last
// 'generate_chapters' job row, so a job that died without clearing the lesson's flag reads as
// failed (and the flag is cleared then), never "in progress" forever.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Bilingual } from '../../../domain/messages/index.ts';
import {
  lessonIdParams,
  textPageGenerationStatusSchema,
  type TextPageGenerationStatus,
  uploadPagesReply,
  uploadPagesRequest,
} from '../../../domain/schemas/documents.ts';
import { fileKindOfMime } from '../../../domain/uploads.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import {
  GENERATE_PAGES,
  claimAbandoned,
  claimGeneration,
  endGeneration,
  generationInProgressMessage,
  generationRetryMessage,
  generationRunning,
} from '../../commands/pageGenerator/index.ts';
import { removeUploadAt } from '../../documentImport/files.ts';
import type { RouteModule } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobStatuses, lessons, type LessonRow, type JobStatusRow } from '../../db/schema/index.ts';
import { AppError, errors } from '../../errors.ts';
import { requestLanguage, type Language } from '../../i18n.ts';
import { JOB_SERVER_ERROR, startJob } from '../../jobs/tracked.ts';
import { authorizePage } from '../../policies/pages.ts';
import { authorizeLesson } from '../../policies/lessons.ts';
import { registerUpload } from '../../storage/uploads.ts';
import { minutesUntilFree, recentJobStarts } from '../../queries/recentJobStarts.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { topicParams } from '../topics/schema.ts';
import { lessonErrorReplies } from './schema.ts';
import { errorReply } from '../../../domain/schemas/account.ts';

const inProgress = () => new AppError('conflict', { message: generationInProgressMessage });

async function running(db: Db, topicId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.topicId, topicId), generationRunning()))
    .limit(1);
  return row !== undefined;
}


/** The status of the lesson's last generation, from its job row, with §7's `in_progress` flag. */
export function presentGenerationStatus(
  lesson: Pick<LessonRow, 'id' | 'fileConversionInProgress' | 'chapterGenerationJob' | 'updatedAt'>,
  job: JobStatusRow | undefined,
  language: Language,
): TextPageGenerationStatus {
  const reply = generationState(lesson, job, language);
  return { lesson_id: lesson.id, in_progress: reply.status === 'in_progress', progress: 0, chapter_ids: [], message: null, ...reply };
}

type GenerationState = Pick<TextPageGenerationStatus, 'status'> & Partial<Pick<TextPageGenerationStatus, 'progress' | 'chapter_ids' | 'message'>>;

function generationState(
  lesson: Pick<LessonRow, 'fileConversionInProgress' | 'chapterGenerationJob' | 'updatedAt'>,
  job: JobStatusRow | undefined,
  language: Language,
): GenerationState {
  if (!lesson.chapterGenerationJob) return { status: 'idle' };
  if (!job) {
    if (!lesson.fileConversionInProgress) return { status: 'idle' };
    // Claimed, its job row not written yet (the route is between the two); or never to be
    // written (the server stopped in between): failed, so the flag is cleared.
    if (claimAbandoned(lesson)) return { status: 'failed', message: JOB_SERVER_ERROR[language] };
    return { status: 'in_progress' };
  }
  switch (job.status) {
    case 'completed': {
      const ids = (job.result as { chapter_ids?: unknown } | null)?.chapter_ids;
      return { status: 'completed', progress: 100, chapter_ids: Array.isArray(ids) ? ids.filter((n): n is number => typeof n === 'number') : [] };
    }
    case 'failed':
    case 'cancelled':
      return { status: 'failed', progress: job.progress, message: ((job.errorMessage as Bilingual | null) ?? JOB_SERVER_ERROR)[language] };
    default:
      return { status: 'in_progress', progress: job.progress };
  }
}

export const pageGenerationRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db, storage } = ctx;

  app.post(
    '/map/topics/:id/upload_chapters',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'Generate text pages from an uploaded PDF or PowerPoint file (one page per PDF page or slide); 202 with the job',
        params: topicParams,
        body: uploadPagesRequest,
        response: { 202: uploadPagesReply, ...lessonErrorReplies, 409: errorReply, 429: errorReply },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizePage(org, user.id, 'create', topic, share);
      if (await running(db, topic.id)) throw inProgress();
      // Reading a file is the heaviest thing a member can ask for: a few an hour each.
      const now = new Date();
      const starts = await recentJobStarts(db, user.id, GENERATE_PAGES, now);
      if (starts.count >= ctx.config.pageGenerationUserLimit) {
        const minutes = minutesUntilFree(starts.oldest, now);
        throw new AppError('rate_limited', { message: generationRetryMessage(minutes), headers: { 'retry-after': String(minutes * 60) } });
      }

      const { file } = await registerUpload(
        { db, storage },
        { organizationId: topic.organizationId, uploaderId: user.id, purpose: 'chapter_source', key: request.body.file_key, filename: '' },
      );
      const kind = fileKindOfMime(file.mimeType);
      if (kind !== 'pdf' && kind !== 'ppt' && kind !== 'pptx') throw errors.unprocessable({ file: { en: 'This file type is not accepted.', id: 'Jenis berkas ini tidak diterima.' } });

      const jobUuid = randomUUID();
      const claimed = await claimGeneration(db, topic, jobUuid);
      if (!claimed) {
        await removeUploadAt({ db, storage }, file.storageKey);
        throw inProgress();
      }
      try {
        await startJob(ctx, {
          task: GENERATE_PAGES,
          kind: GENERATE_PAGES,
          uuid: jobUuid,
          organizationId: topic.organizationId,
          userId: user.id,
          data: {
            topic_id: topic.id,
            organization_id: topic.organizationId,
            lesson_id: claimed.lessonId,
            actor_id: user.id,
            language,
            file_key: file.storageKey,
            kind,
          },
        });
      } catch (error) {
        await endGeneration(db, claimed.lessonId, jobUuid);
        await removeUploadAt({ db, storage }, file.storageKey);
        throw error;
      }
      return reply.code(202).send({ lesson_id: claimed.lessonId, job_uuid: jobUuid });
    },
  );

  app.get(
    '/content/lessons/:id/text_chapter_generation_status',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'Where the generation of text pages from a file stands for this lesson (polled while in_progress)',
        params: lessonIdParams,
        response: { 200: textPageGenerationStatusSchema, ...lessonErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [lesson] = await db.select().from(lessons).where(eq(lessons.id, request.params.id)).limit(1);
      if (!lesson) throw errors.notFound();
      const { topic, ctx: org, share } = await loadTopic(db, user, lesson.topicId);
      authorizeLesson(org, user.id, 'view', topic, share);
      const [job] = lesson.chapterGenerationJob
        ? await db.select().from(jobStatuses).where(eq(jobStatuses.uuid, lesson.chapterGenerationJob)).limit(1)
        : [];
      const status = presentGenerationStatus(lesson, job, requestLanguage(request));
      // A job that ended without clearing the flag (its worker died on the last attempt): cleared now.
      if (lesson.fileConversionInProgress && (status.status === 'completed' || status.status === 'failed') && lesson.chapterGenerationJob) {
        await db
          .update(lessons)
          .set({ fileConversionInProgress: false, updatedAt: sql`now()` })
          .where(and(eq(lessons.id, lesson.id), eq(lessons.chapterGenerationJob, lesson.chapterGenerationJob)));
      }
      return status;
    },
  );
};
