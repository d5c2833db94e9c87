// Publishes the selected pages and questions of a course's topics (spec §4 "Publishing";
// docs/product/design.md#publishing-freezes-what-students-get). Run by the publish job
// (jobs/tasks/PublishTask.ts), all-or-nothing and idempotent:
//
// 1. Read (no transaction, reporting progress): the course, the selected topics at the
//    versions the page loaded, every document of those topics (loaders/topicDocuments.ts, a
//    fixed number of statements), the §5 verdict on each selected item (and the passage each
//    selected question brings). A version that moved or an item that is gone refuses the job
//    with "content changed, refresh" (§8); an invalid item refuses it with "invalid content",
//    naming each item and why. A refusal publishes nothing; the invalid items are recorded in
//    content_failures (their own small transaction) so the failed lists show them (§2).
// 2. Write, in ONE transaction: lock course → units → topics → items (publishingLocks.ts), check every
//    version again (a save between the read and the write refuses the job the same way), mark
//    the job complete (false: an earlier run of this job already committed → roll back, write
//    nothing), then: published_items upserted in multi-row statements (one row per item,
//    the document = the presenter reply that was read, at the version checked under lock);
//    the snapshots of the topics' items deleted or moved away since go (forgetGoneItems);
//    status 'published' and published_version = lock_version on the pages, questions and
//    their passages (lock_version itself does not move: open editors keep saving); the topics
//    published with published_version and published_at; their units and the course
//    published with published_at; content_failures of the published items removed.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Page, Passage } from '../../domain/schemas/content.ts';
import type { SelectedTopic } from '../../domain/schemas/publishing.ts';
import type { Question } from '../../domain/schemas/questions.ts';
import type { Db, Tx } from '../db/client.ts';
import { bundles, chapters, contentFailures, courses, organizations, passages, publishedItems, questions, topics } from '../db/schema/index.ts';
import type { PublishedItemType } from '../db/schema/content.ts';
import { JobRefusal } from '../jobs/tracked.ts';
import { topicDocuments } from '../loaders/topicDocuments.ts';
import { recordActivity, type ActivityInput } from './activityRecorder.ts';
import { recordVersionsOfRows } from './versionsOfRows.ts';
import { AlreadyCompleted, batches, lockUnits, lockItems, lockPublishedCourse, lockTopics, versionsMatch } from './publishingLocks.ts';
import type { Bilingual } from '../../domain/messages/index.ts';
import { contentChanged, invalidContent } from './publishingMessages.ts';
import { pageReasons, passageReasons, questionReasons, topicNeedsQuestion } from './publishValidation.ts';

/** What the job reports on; TrackedJob (jobs/tracked.ts) is one. */
export interface PublishJobHandle {
  uuid: string;
  progress(percent: number): Promise<void>;
  /** Inside the write transaction; false when an earlier run already completed the job. */
  complete(tx: Tx, result?: Record<string, unknown>): Promise<boolean>;
}

export interface PublishInput {
  courseId: number;
  organizationId: number;
  topics: readonly SelectedTopic[];
  /** Who published, for the course's activity (the job's user; none for the demo seed). */
  actorId?: number | null;
}

export interface PublishResult extends Record<string, unknown> {
  course_id: number;
  topics: number;
  chapters: number;
  questions: number;
  passages: number;
  published_at: string;
}

interface Snapshot {
  topicId: number;
  itemType: PublishedItemType;
  itemId: number;
  version: number;
  position: number;
  document: Record<string, unknown>;
}

interface Failure {
  topicId: number;
  itemType: PublishedItemType | 'topic';
  itemId: number;
  title: string;
  reasons: Bilingual[];
}

/** Rows per multi-row insert: 4,000 items are 8 statements, each well under PostgreSQL's parameter limit. */
const BATCH = 500;

const refuseChanged = () => new JobRefusal('content_changed', contentChanged);

/** Publishes the selection; null when an earlier run of this job had already done it. */
export async function publishCourse(db: Db, job: PublishJobHandle, input: PublishInput): Promise<PublishResult | null> {
  const selection = normalise(input.topics);
  const topicIds = selection.map((t) => t.id);

  // --- Read --------------------------------------------------------------------------------
  const [course] = await db
    .select({ id: courses.id, pointsEnabled: organizations.enablePointSystem })
    .from(courses)
    .innerJoin(organizations, eq(organizations.id, courses.organizationId))
    .where(and(eq(courses.id, input.courseId), eq(courses.organizationId, input.organizationId)));
  if (!course) throw refuseChanged();
  const topicRows = await db
    .select({ id: topics.id, courseId: topics.courseId, bundleId: topics.bundleId, lockVersion: topics.lockVersion, name: topics.name })
    .from(topics)
    .where(inArray(topics.id, topicIds));
  const topicById = new Map(topicRows.map((t) => [t.id, t]));
  for (const t of selection) {
    const row = topicById.get(t.id);
    if (!row || row.courseId !== course.id || row.lockVersion !== t.lock_version) throw refuseChanged();
  }
  const documents = await topicDocuments(db, topicIds);
  await job.progress(40);

  const snapshots: Snapshot[] = [];
  const failures: Failure[] = [];
  for (const t of selection) {
    const docs = documents.get(t.id)!;
    const pageAt = indexed(docs.chapters);
    const questionAt = indexed(docs.questions);
    const passageAt = indexed(docs.passages);
    for (const sel of t.chapters) {
      const found = pageAt.get(sel.id);
      if (!found || found.doc.lock_version !== sel.lock_version) throw refuseChanged();
      const reasons = pageReasons(found.doc);
      if (reasons.length > 0) failures.push({ topicId: t.id, itemType: 'chapter', itemId: sel.id, title: found.doc.title, reasons });
      snapshots.push(snapshotOf(t.id, 'chapter', found.doc, found.position));
    }
    const passageIds = new Set<number>();
    for (const sel of t.questions) {
      const found = questionAt.get(sel.id);
      if (!found || found.doc.lock_version !== sel.lock_version) throw refuseChanged();
      const reasons = questionReasons(found.doc, { pointsEnabled: course.pointsEnabled });
      if (reasons.length > 0) failures.push({ topicId: t.id, itemType: 'question', itemId: sel.id, title: found.doc.content, reasons });
      snapshots.push(snapshotOf(t.id, 'question', found.doc, found.position));
      if (found.doc.passage_id !== null) passageIds.add(found.doc.passage_id);
    }
    for (const passageId of passageIds) {
      const found = passageAt.get(passageId);
      if (!found) throw refuseChanged();
      const reasons = passageReasons(found.doc);
      if (reasons.length > 0) failures.push({ topicId: t.id, itemType: 'passage', itemId: passageId, title: found.doc.title || found.doc.content, reasons });
      snapshots.push(snapshotOf(t.id, 'passage', found.doc, found.position));
    }
    // §4: a topic needs at least one question to publish (one already published counts).
    if (t.questions.length === 0 && !docs.questions.some((q) => q.status === 'published')) {
      failures.push({ topicId: t.id, itemType: 'topic', itemId: t.id, title: topicById.get(t.id)!.name, reasons: [topicNeedsQuestion] });
    }
  }
  if (failures.length > 0) {
    await recordFailures(db, job.uuid, input.organizationId, failures);
    throw new JobRefusal('invalid_content', invalidContent(failures), {
      items: failures.map((f) => ({ type: f.itemType, id: f.itemId, topic_id: f.topicId, title: f.title })),
    });
  }
  await job.progress(60);

  // --- Write -------------------------------------------------------------------------------
  const publishedAt = new Date();
  const ids = (type: PublishedItemType) => snapshots.filter((s) => s.itemType === type).map((s) => s.itemId);
  const result: PublishResult = {
    course_id: course.id,
    topics: selection.length,
    chapters: ids('chapter').length,
    questions: ids('question').length,
    passages: ids('passage').length,
    published_at: publishedAt.toISOString(),
  };
  try {
    await db.transaction(async (tx) => {
      if (!(await lockPublishedCourse(tx, course.id))) throw refuseChanged();
      const lockedUnits = await lockUnits(tx, topicRows.map((t) => t.bundleId));
      const lockedTopics = await lockTopics(tx, topicIds);
      for (const t of selection) {
        const row = lockedTopics.get(t.id);
        if (!row || row.courseId !== course.id || !lockedUnits.has(row.bundleId) || row.lockVersion !== t.lock_version) throw refuseChanged();
      }
      for (const type of ['chapter', 'question', 'passage'] as const) {
        const expected = snapshots.filter((s) => s.itemType === type).map((s) => ({ id: s.itemId, topicId: s.topicId, lockVersion: s.version }));
        if (!versionsMatch(await lockItems(tx, type, expected.map((e) => e.id)), expected)) throw refuseChanged();
      }
      if (!(await job.complete(tx, result))) throw new AlreadyCompleted();
      await writeSnapshots(tx, input.organizationId, job.uuid, snapshots, publishedAt);
      await forgetGoneItems(tx, topicIds);
      for (const [itemType, type] of [['page', 'chapter'], ['question', 'question'], ['passage', 'passage']] as const) {
        await recordVersionsOfRows(tx, { kind: 'published', itemType, ids: ids(type), authorId: input.actorId ?? null, at: publishedAt, changedSincePublished: true });
      }
      await markPublished(tx, { chapter: ids('chapter'), question: ids('question'), passage: ids('passage') });
      await tx
        .update(topics)
        .set({ status: 'published', publishedVersion: sql`${topics.lockVersion}`, publishedAt })
        .where(inArray(topics.id, topicIds));
      const unitIds = [...new Set([...lockedTopics.values()].map((t) => t.bundleId))];
      await tx.update(bundles).set({ status: 'published', publishedAt }).where(inArray(bundles.id, unitIds));
      await tx.update(courses).set({ status: 'published', publishedAt }).where(eq(courses.id, course.id));
      await forgetFailures(tx, snapshots);
      await recordActivity(tx, selection.map((t) => publishedLine(input, t, topicById.get(t.id)!.name, snapshots)));
    });
  } catch (err) {
    if (err instanceof AlreadyCompleted) return null;
    throw err;
  }
  return result;
}

/** The course feed's line for one published topic: what of it was published, counted, not listed. */
function publishedLine(input: PublishInput, topic: SelectedTopic, name: string, snapshots: readonly Snapshot[]): ActivityInput {
  const passages = snapshots.filter((s) => s.topicId === topic.id && s.itemType === 'passage').length;
  return {
    organizationId: input.organizationId,
    courseId: input.courseId,
    actorId: input.actorId ?? null,
    kind: 'published',
    itemType: 'topic',
    itemId: topic.id,
    itemTitle: name,
    details: { pages: topic.chapters.length, questions: topic.questions.length, passages },
  };
}

/** One entry per topic (the last wins), each item once: a resent list does not publish twice. */
function normalise(selected: readonly SelectedTopic[]): SelectedTopic[] {
  const byId = new Map(selected.map((t) => [t.id, t]));
  const unique = <T extends { id: number }>(items: readonly T[]) => [...new Map(items.map((i) => [i.id, i])).values()];
  return [...byId.values()].map((t) => ({ ...t, chapters: unique(t.chapters), questions: unique(t.questions) }));
}

function indexed<T extends { id: number }>(docs: readonly T[]): Map<number, { doc: T; position: number }> {
  return new Map(docs.map((doc, position) => [doc.id, { doc, position }]));
}

function snapshotOf(topicId: number, itemType: PublishedItemType, doc: Page | Question | Passage, position: number): Snapshot {
  // What students get, as the editor's reply at that version, marked published.
  return { topicId, itemType, itemId: doc.id, version: doc.lock_version, position, document: { ...doc, status: 'published' } };
}

async function writeSnapshots(tx: Tx, organizationId: number, jobUuid: string, snapshots: readonly Snapshot[], publishedAt: Date) {
  for (const batch of batches(snapshots, BATCH)) {
    await tx
      .insert(publishedItems)
      .values(batch.map((s) => ({ organizationId, ...s, publishedAt, jobUuid })))
      .onConflictDoUpdate({
        target: [publishedItems.itemType, publishedItems.itemId],
        set: {
          topicId: sql`excluded.topic_id`,
          organizationId: sql`excluded.organization_id`,
          version: sql`excluded.version`,
          position: sql`excluded.position`,
          document: sql`excluded.document`,
          publishedAt: sql`excluded.published_at`,
          jobUuid: sql`excluded.job_uuid`,
        },
      });
  }
}

/**
 * The snapshots of items no longer in their topic (deleted, or moved to another topic) go at
 * the topic's next publish or unpublish: students keep a deleted page until then
 * (docs/product/design.md#publishing-freezes-what-students-get), and after it they get the
 * topic as published now.
 */
export async function forgetGoneItems(tx: Tx, topicIds: readonly number[]): Promise<void> {
  if (topicIds.length === 0) return;
  const stillThere = (table: typeof chapters | typeof questions | typeof passages, type: PublishedItemType) =>
    sql`exists (select 1 from ${table} where ${publishedItems.itemType} = ${type} and ${table.id} = ${publishedItems.itemId} and ${table.topicId} = ${publishedItems.topicId})`;
  await tx
    .delete(publishedItems)
    .where(
      and(
        inArray(publishedItems.topicId, [...topicIds]),
        sql`not (${stillThere(chapters, 'chapter')} or ${stillThere(questions, 'question')} or ${stillThere(passages, 'passage')})`,
      ),
    );
}

async function markPublished(tx: Tx, ids: Record<PublishedItemType, number[]>) {
  if (ids.chapter.length) await tx.update(chapters).set({ status: 'published', publishedVersion: sql`${chapters.lockVersion}` }).where(inArray(chapters.id, ids.chapter));
  if (ids.question.length) await tx.update(questions).set({ status: 'published', publishedVersion: sql`${questions.lockVersion}` }).where(inArray(questions.id, ids.question));
  if (ids.passage.length) await tx.update(passages).set({ status: 'published', publishedVersion: sql`${passages.lockVersion}` }).where(inArray(passages.id, ids.passage));
}

async function forgetFailures(tx: Tx, snapshots: readonly Snapshot[]) {
  const byType = (type: PublishedItemType) => snapshots.filter((s) => s.itemType === type).map((s) => s.itemId);
  const conditions = (['chapter', 'question', 'passage'] as const)
    .filter((type) => byType(type).length > 0)
    .map((type) => and(eq(contentFailures.itemType, type), inArray(contentFailures.itemId, byType(type))));
  if (conditions.length) await tx.delete(contentFailures).where(or(...conditions));
}

/** The items a refused publish found invalid, for the failed lists (§2); one row per item and job kind. */
async function recordFailures(db: Db, jobUuid: string, organizationId: number, failures: readonly Failure[]) {
  const rows = failures.flatMap((f) =>
    f.itemType === 'topic'
      ? []
      : [{ organizationId, topicId: f.topicId, itemType: f.itemType, itemId: f.itemId, jobKind: 'publish', jobUuid, reason: joinReasons(f.reasons) }],
  );
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (const batch of batches(rows, BATCH)) {
      await tx
        .insert(contentFailures)
        .values(batch)
        .onConflictDoUpdate({
          target: [contentFailures.itemType, contentFailures.itemId, contentFailures.jobKind],
          set: { topicId: sql`excluded.topic_id`, jobUuid: sql`excluded.job_uuid`, reason: sql`excluded.reason`, createdAt: sql`now()` },
        });
    }
  });
}

const joinReasons = (reasons: readonly Bilingual[]): Bilingual => ({
  en: reasons.map((r) => r.en).join('; '),
  id: reasons.map((r) => r.id).join('; '),
});
