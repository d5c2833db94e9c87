// Text pages generated from an uploaded PDF or slide deck (spec §2 the topic's "upload a file
// to generate chapter text", §7 upload_chapters / text_chapter_generation_status).
//
// - claimGeneration: the route marks the topic's lesson as converting (file_conversion_in_progress
//   and chapter_generation_job = the job's uuid) in one conditional statement, so two uploads at
//   the same moment cannot both start; a lesson whose last job has ended (even one that died
//   without clearing the flag) may start again.
// - generatePages (generate.ts): the 'generate_chapters' job's work: the file read, each
//   page made a text page (pages.ts), its images stored.
// - writeGeneratedPages: every new page appended after the topic's existing pages in ONE
//   transaction with the flag cleared and job.complete(tx): all pages or none, and a run after
//   an earlier commit writes nothing.
// - endGeneration: the flag cleared when the job fails (refused, or its last attempt).
import { and, eq, exists, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chapters, jobStatuses, lessons, topics } from '../../db/schema/index.ts';
import { JobRefusal, type TrackedJob } from '../../jobs/tracked.ts';
import { AlreadyCompleted } from '../publishingLocks.ts';
import { recordActivityOf } from '../activityRecorder.ts';
import { recordVersionsOfRows } from '../versionsOfRows.ts';
import { lessonForTopic } from '../pageCreator.ts';
import { pageGenerationMessages } from './messages.ts';
import type { GeneratedPage } from './pages.ts';

export { pageGenerationMessages, generationInProgressMessage, generationRetryMessage, type PageGenerationFailure } from './messages.ts';
export { pageFromSource, type GeneratedPage, type ImageStore, type StoredImage } from './pages.ts';

/** The job_statuses kind and the queue of the generation. */
export const GENERATE_PAGES = 'generate_chapters';

const ENDED = ['completed', 'failed', 'cancelled'] as const;

/**
 * How long a claim may wait for its job row: the route writes it right after claiming, so a
 * claim older than this without one is a server that stopped between the two, never a run.
 */
export const CLAIM_GRACE_SECONDS = 120;

/** True when a lesson's claim has no job row and is older than CLAIM_GRACE_SECONDS (it will never run). */
export function claimAbandoned(lesson: { updatedAt: Date }, now = Date.now()): boolean {
  return now - lesson.updatedAt.getTime() > CLAIM_GRACE_SECONDS * 1000;
}

/** True while the lesson's last generation has not ended (its job pending or processing, or claimed moments ago and not written yet). */
export function generationRunning() {
  const job = sql`(select 1 from ${jobStatuses} where ${jobStatuses.uuid} = ${lessons.chapterGenerationJob})`;
  return and(
    eq(lessons.fileConversionInProgress, true),
    or(
      exists(sql`(select 1 from ${jobStatuses} where ${jobStatuses.uuid} = ${lessons.chapterGenerationJob} and ${notInArray(jobStatuses.status, [...ENDED])})`),
      and(notExists(job), sql`${lessons.updatedAt} > now() - make_interval(secs => ${CLAIM_GRACE_SECONDS})`),
    ),
  );
}

/**
 * Marks the topic's lesson as converting with this job's uuid; false when a generation is
 * still running there. The lesson is made when the topic has none.
 */
export async function claimGeneration(db: Db, topic: { id: number; organizationId: number }, jobUuid: string): Promise<{ lessonId: number } | null> {
  const lesson = await lessonForTopic(db, topic);
  const claimed = await db
    .update(lessons)
    .set({ fileConversionInProgress: true, chapterGenerationJob: jobUuid, updatedAt: sql`now()` })
    .where(and(eq(lessons.id, lesson.id), sql`not coalesce(${generationRunning()}, false)`))
    .returning({ id: lessons.id });
  return claimed.length > 0 ? { lessonId: lesson.id } : null;
}

/** The flag cleared, when this job is still the lesson's generation (a newer one keeps it). */
export async function endGeneration(db: Db | Tx, lessonId: number, jobUuid: string): Promise<void> {
  await db
    .update(lessons)
    .set({ fileConversionInProgress: false, updatedAt: sql`now()` })
    .where(and(eq(lessons.id, lessonId), eq(lessons.chapterGenerationJob, jobUuid)));
}

export interface GeneratedPagesInput {
  topicId: number;
  organizationId: number;
  lessonId: number;
  creatorId: number;
  pages: readonly GeneratedPage[];
}

/** What the completed job keeps as its result. */
export interface PageGenerationResult {
  topic_id: number;
  lesson_id: number;
  chapter_ids: number[];
}

/** All pages appended, the flag cleared and the job completed, in one transaction; AlreadyCompleted after an earlier commit. */
export async function writeGeneratedPages(db: Db, input: GeneratedPagesInput, job: Pick<TrackedJob, 'uuid' | 'complete'>): Promise<PageGenerationResult> {
  return db.transaction(async (tx) => {
    const [topic] = await tx.select({ organizationId: topics.organizationId }).from(topics).where(eq(topics.id, input.topicId)).for('update');
    if (!topic || topic.organizationId !== input.organizationId) throw new JobRefusal('topic_gone', pageGenerationMessages.topic_gone);
    const lesson = await lessonForTopic(tx, { id: input.topicId, organizationId: input.organizationId });
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${chapters.position}), -1) + 1`.mapWith(Number) })
      .from(chapters)
      .where(eq(chapters.topicId, input.topicId));
    const start = last?.next ?? 0;
    const rows =
      input.pages.length === 0
        ? []
        : await tx
            .insert(chapters)
            .values(
              input.pages.map((c, i) => ({
                organizationId: input.organizationId,
                topicId: input.topicId,
                lessonId: lesson.id,
                creatorId: input.creatorId,
                type: 'text' as const,
                title: c.title,
                content: c.content,
                sections: [],
                position: start + i,
              })),
            )
            .returning({ id: chapters.id, position: chapters.position });
    const result: PageGenerationResult = {
      topic_id: input.topicId,
      lesson_id: lesson.id,
      chapter_ids: rows.sort((a, b) => a.position - b.position).map((r) => r.id),
    };
    await endGeneration(tx, lesson.id, job.uuid);
    if (!(await job.complete(tx, { ...result }))) throw new AlreadyCompleted();
    await recordActivityOf(tx, 'topic', input.topicId, { actorId: input.creatorId, kind: 'generated', details: { pages: rows.length } });
    await recordVersionsOfRows(tx, { kind: 'generated', itemType: 'page', ids: result.chapter_ids, authorId: input.creatorId, at: new Date() });
    return result;
  });
}
