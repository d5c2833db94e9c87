// Unpublishes topics, or pages and questions of topics (spec §4 "Unpublishing";
// domain/schemas/publishing.ts unpublishRequest). Run by the unpublish job
// (jobs/tasks/UnpublishTask.ts); the route refuses first with the same checks (unpublishRefusal)
// so the page answers at once, and the job checks again under lock since the content may move:
// - a topic listed without items is unpublished whole: it, its pages, questions and passages
//   become 'unpublished' and its published_items go (students get nothing of it);
// - a topic listed with items: only those pages and questions; a passage no published question
//   of the topic brings any more goes with them; a topic left with nothing published is
//   unpublished too;
// - a unit with no published topic left, and the course with none, become 'unpublished'.
// published_version and published_at are kept: they say what was last published and when
// (§3 "Course": the last published date); status and published_items say what students get now.
// Refusals (§8), nothing written: a topic already unpublished; a topic used in assignments
// sent from the linked app (topic_assignment_usages; provisioning inserts take a key-share lock
// on the topic, so they wait for this transaction and cannot slip in between check and write);
// a version that moved or an item gone ("content changed … refresh").
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SelectedTopic } from '../../domain/schemas/publishing.ts';
import type { Db, Tx } from '../db/client.ts';
import { chapters, courses, passages, publishedItems, questions, topicAssignmentUsages, topics } from '../db/schema/index.ts';
import { JobRefusal } from '../jobs/tracked.ts';
import { forgetGoneItems, type PublishJobHandle } from './coursePublisher.ts';
import { settlePublishedParents } from './publishedParents.ts';
import { recordActivity } from './activityRecorder.ts';
import { AlreadyCompleted, lockUnits, lockItems, lockPublishedCourse, lockTopics, versionsMatch, type LockedTopic } from './publishingLocks.ts';
import type { Bilingual } from '../../domain/messages/index.ts';
import { topicsAlreadyUnpublished, topicsUsedInAssignments, unpublishContentChanged } from './publishingMessages.ts';

export interface UnpublishInput {
  courseId: number;
  organizationId: number;
  topics: readonly SelectedTopic[];
  /** Who unpublished, for the course's activity (the job's user). */
  actorId?: number | null;
}

export interface UnpublishResult extends Record<string, unknown> {
  course_id: number;
  /** Topics now unpublished (listed whole, or left with nothing published). */
  topics: number;
  chapters: number;
  questions: number;
  course_status: 'published' | 'unpublished';
}

export type UnpublishRefusal = { code: 'already_unpublished' | 'used_in_assignments' | 'content_changed'; message: Bilingual; topicIds: number[] };

/**
 * Why the selection cannot be unpublished, or null. `topicRows` are the listed topics as read
 * (under lock in the job); a topic missing or moved to another course is "content changed".
 */
export async function unpublishRefusal(
  db: Db | Tx,
  courseId: number,
  selection: readonly SelectedTopic[],
  topicRows: ReadonlyMap<number, Pick<LockedTopic, 'id' | 'courseId' | 'name' | 'status' | 'lockVersion'>>,
): Promise<UnpublishRefusal | null> {
  const gone = selection.filter((t) => topicRows.get(t.id)?.courseId !== courseId);
  if (gone.length) return { code: 'content_changed', message: unpublishContentChanged, topicIds: gone.map((t) => t.id) };
  const unpublished = selection.filter((t) => topicRows.get(t.id)!.status !== 'published');
  if (unpublished.length) {
    return { code: 'already_unpublished', message: topicsAlreadyUnpublished(unpublished.map((t) => topicRows.get(t.id)!.name)), topicIds: unpublished.map((t) => t.id) };
  }
  const used = await db
    .selectDistinct({ topicId: topicAssignmentUsages.topicId })
    .from(topicAssignmentUsages)
    .where(inArray(topicAssignmentUsages.topicId, selection.map((t) => t.id)));
  if (used.length) {
    const usedIds = new Set(used.map((u) => u.topicId));
    const listed = selection.filter((t) => usedIds.has(t.id));
    return { code: 'used_in_assignments', message: topicsUsedInAssignments(listed.map((t) => topicRows.get(t.id)!.name)), topicIds: listed.map((t) => t.id) };
  }
  return null;
}

/** The listed topics as the route reads them (no lock). */
export async function readTopics(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Pick<LockedTopic, 'id' | 'courseId' | 'name' | 'status' | 'lockVersion'>>();
  const rows = await db
    .select({ id: topics.id, courseId: topics.courseId, name: topics.name, status: topics.status, lockVersion: topics.lockVersion })
    .from(topics)
    .where(inArray(topics.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Unpublishes the selection; null when an earlier run of this job had already done it. */
export async function unpublishCourse(db: Db, job: PublishJobHandle, input: UnpublishInput): Promise<UnpublishResult | null> {
  const selection = [...new Map(input.topics.map((t) => [t.id, t])).values()];
  const whole = selection.filter((t) => t.chapters.length === 0 && t.questions.length === 0).map((t) => t.id);
  const partial = selection.filter((t) => t.chapters.length > 0 || t.questions.length > 0);
  const listed = (kind: 'chapters' | 'questions') =>
    [...new Map(partial.flatMap((t) => t[kind].map((i) => [i.id, { id: i.id, topicId: t.id, lockVersion: i.lock_version }] as const))).values()];
  const pageSel = listed('chapters');
  const questionSel = listed('questions');
  await job.progress(10);
  try {
    return await db.transaction(async (tx) => {
      const [course] = await tx.select({ id: courses.id }).from(courses).where(and(eq(courses.id, input.courseId), eq(courses.organizationId, input.organizationId)));
      if (!course || !(await lockPublishedCourse(tx, course.id))) throw new JobRefusal('content_changed', unpublishContentChanged);
      // The units before the topics (publishingLocks.ts); a topic moved to another unit since is "content changed".
      const unitsRead = await tx.select({ bundleId: topics.bundleId }).from(topics).where(inArray(topics.id, selection.map((t) => t.id)));
      const lockedUnits = await lockUnits(tx, unitsRead.map((u) => u.bundleId));
      const lockedTopics = await lockTopics(tx, selection.map((t) => t.id));
      if ([...lockedTopics.values()].some((t) => !lockedUnits.has(t.bundleId))) throw new JobRefusal('content_changed', unpublishContentChanged);
      const refusal = await unpublishRefusal(tx, course.id, selection, lockedTopics);
      if (refusal) throw new JobRefusal(refusal.code, refusal.message, { topic_ids: refusal.topicIds });
      const moved =
        selection.some((t) => lockedTopics.get(t.id)!.lockVersion !== t.lock_version) ||
        !versionsMatch(await lockItems(tx, 'chapter', pageSel.map((c) => c.id)), pageSel) ||
        !versionsMatch(await lockItems(tx, 'question', questionSel.map((q) => q.id)), questionSel);
      if (moved) throw new JobRefusal('content_changed', unpublishContentChanged);

      const emptied = await unpublishItems(tx, partial.map((t) => t.id), pageSel.map((c) => c.id), questionSel.map((q) => q.id));
      const topicsOff = [...whole, ...emptied];
      await unpublishTopics(tx, topicsOff);
      const unitIds = [...new Set(selection.map((t) => lockedTopics.get(t.id)!.bundleId))];
      const courseStatus = (await settlePublishedParents(tx, unitIds, course.id))!;
      // A line per listed topic: the whole topic, or how many of its pages and questions.
      await recordActivity(
        tx,
        selection.map((t) => ({
          organizationId: input.organizationId,
          courseId: course.id,
          actorId: input.actorId ?? null,
          kind: 'unpublished' as const,
          itemType: 'topic' as const,
          itemId: t.id,
          itemTitle: lockedTopics.get(t.id)!.name,
          details: whole.includes(t.id) ? {} : { pages: t.chapters.length, questions: t.questions.length },
        })),
      );
      const result: UnpublishResult = {
        course_id: course.id,
        topics: topicsOff.length,
        chapters: pageSel.length,
        questions: questionSel.length,
        course_status: courseStatus,
      };
      if (!(await job.complete(tx, result))) throw new AlreadyCompleted();
      return result;
    });
  } catch (err) {
    if (err instanceof AlreadyCompleted) return null;
    throw err;
  }
}

/** Whole topics: everything in them unpublished, their snapshots gone. */
async function unpublishTopics(tx: Tx, topicIds: readonly number[]) {
  if (topicIds.length === 0) return;
  const ids = [...topicIds];
  await tx.update(topics).set({ status: 'unpublished' }).where(inArray(topics.id, ids));
  await tx.update(chapters).set({ status: 'unpublished' }).where(and(inArray(chapters.topicId, ids), eq(chapters.status, 'published')));
  await tx.update(questions).set({ status: 'unpublished' }).where(and(inArray(questions.topicId, ids), eq(questions.status, 'published')));
  await tx.update(passages).set({ status: 'unpublished' }).where(and(inArray(passages.topicId, ids), eq(passages.status, 'published')));
  await tx.delete(publishedItems).where(inArray(publishedItems.topicId, ids));
}

/**
 * Listed pages and questions unpublished with their snapshots; then the passages no published
 * question of those topics brings. Answers the topics left with nothing published.
 */
async function unpublishItems(tx: Tx, topicIds: readonly number[], pageIds: number[], questionIds: number[]): Promise<number[]> {
  if (topicIds.length === 0) return [];
  const ids = [...topicIds];
  // Snapshots of items deleted since (kept for students until now) go, as on a publish.
  await forgetGoneItems(tx, ids);
  if (pageIds.length) {
    await tx.update(chapters).set({ status: 'unpublished' }).where(inArray(chapters.id, pageIds));
    await tx.delete(publishedItems).where(and(eq(publishedItems.itemType, 'chapter'), inArray(publishedItems.itemId, pageIds)));
  }
  if (questionIds.length) {
    await tx.update(questions).set({ status: 'unpublished' }).where(inArray(questions.id, questionIds));
    await tx.delete(publishedItems).where(and(eq(publishedItems.itemType, 'question'), inArray(publishedItems.itemId, questionIds)));
  }
  // A passage stays published while a published question snapshot of its topic brings it.
  const brought = sql`select (q.document->>'passage_id')::int from ${publishedItems} q
    where q.item_type = 'question' and q.topic_id = ${passages.topicId} and q.document->>'passage_id' is not null`;
  const orphaned = await tx
    .update(passages)
    .set({ status: 'unpublished' })
    .where(and(inArray(passages.topicId, ids), eq(passages.status, 'published'), sql`${passages.id} not in (${brought})`))
    .returning({ id: passages.id });
  if (orphaned.length) {
    await tx.delete(publishedItems).where(and(eq(publishedItems.itemType, 'passage'), inArray(publishedItems.itemId, orphaned.map((p) => p.id))));
  }
  const stillPublished = await tx
    .selectDistinct({ topicId: publishedItems.topicId })
    .from(publishedItems)
    .where(and(inArray(publishedItems.topicId, ids), or(eq(publishedItems.itemType, 'chapter'), eq(publishedItems.itemType, 'question'))));
  const kept = new Set(stillPublished.map((r) => r.topicId));
  return ids.filter((id) => !kept.has(id));
}
