// Moves a unit to another course, a topic to another unit, or a page, question or passage to
// another topic (spec §4 "Object kinds for copy or move"): the one mover behind POST
// /content/move and PATCH /content/topics/{id} {bundle_id}. Ids and history stay, the moved
// record's lock_version is bumped, it goes last in the target and the source's positions close
// up. Links to questions left behind are removed on both sides, or the linked questions and
// passages come along (include_linked_questions; moveItems.ts).
//
// One transaction, locks in the order every writer takes them (rowLocks.ts,
// publishingLocks.ts): the courses (source and target, in id order), the units, the topics,
// then the items. Within one organization a published topic keeps its snapshots (students
// get them until it is published in its new course; it shows "changed since published"), and
// the unit and course it left are unpublished when no published topic is left in them
// (publishedParents.ts); a move publishes nothing (§6: moving needs no publish permission).
// Into another organization every row under the record takes its organization_id and what
// moved is unpublished, its snapshots dropped (moveOrganization.ts); a topic used in
// assignments sent from the linked app cannot leave its organization (the §8 unpublish refusal).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { COPY_TARGET_KIND, itemTotal, type CopyItemCounts, type CopyMoveResult, type MOVABLE_KINDS } from '../../domain/schemas/copying.ts';
import type { Db, Tx } from '../db/client.ts';
import { bundles, chapters, courses, lessonDocuments, lessons, linkAttachments, passages, questions, topicAssignmentUsages, topics, type TopicRow } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { JobRefusal } from '../jobs/tracked.ts';
import { parentIdOf, placeOf, type ContentPlace } from '../queries/contentPlace.ts';
import type { Storage } from '../storage/types.ts';
import { moveItems, readMovedSet, type ItemMoveOutcome } from './moveItems.ts';
import { creatorsOfMoved, type CarriedCheck } from './moveCarried.ts';
import { copyMovedMedia, discardMovedMedia, filesOfMoved, MovedMediaMissing, removeOrphanedGuides, rewriteMovedMedia, type MoveMedia } from './moveMedia.ts';
import { closeUpPositions, nextPosition, rehomeRows, type MovedRows } from './moveOrganization.ts';
import { settlePublishedParents } from './publishedParents.ts';
import { recordActivityAt } from './activityRecorder.ts';
import { AlreadyCompleted, lockUnits, lockTopics } from './publishingLocks.ts';
import { lockInIdOrder } from './rowLocks.ts';
import { contentChanged, topicsUsedInAssignments } from './publishingMessages.ts';
import { saved, stale, type Saved } from './versionedSave.ts';

export type MovableKind = (typeof MOVABLE_KINDS)[number];

export interface MoveInput {
  kind: MovableKind;
  id: number;
  targetId: number;
  includeLinkedQuestions: boolean;
  actorId: number;
  language: 'en' | 'id';
  /** Judges the creators of everything the move carries, under the locks (policies/copying.ts movedCreatorsGuard); throws to refuse. */
  checkCarried?: CarriedCheck;
}

export interface MoveContext {
  db: Db;
  storage: Storage;
}

/** Records the outcome in the move's transaction (the job_statuses row); false: already recorded, write nothing. */
export interface MoveJob {
  complete(tx: Tx, result: CopyMoveResult): Promise<boolean>;
}

/** §8-style refusal of a move into the record's own parent. */
export const alreadyThere = { en: 'It is already there.', id: 'Sudah berada di sana.' };

/** Locks the courses in id order; `no key update`, since a course's status may change (settlePublishedParents). */
const lockCourses = (tx: Tx, ids: readonly number[]) => lockInIdOrder(tx, courses, ids, 'no key update');

/** Refuses (422, the §8 unpublish text) when a topic leaving its organization is used in assignments. */
async function refuseAssignedTopics(tx: Tx, topicIds: readonly number[]): Promise<void> {
  if (topicIds.length === 0) return;
  const used = await tx
    .selectDistinct({ name: topics.name })
    .from(topicAssignmentUsages)
    .innerJoin(topics, eq(topics.id, topicAssignmentUsages.topicId))
    .where(inArray(topicAssignmentUsages.topicId, [...topicIds]));
  if (used.length) throw new JobRefusal('used_in_assignments', topicsUsedInAssignments(used.map((u) => u.name).sort()));
}

/** Pages, questions, passages and study guides under the topics. */
async function itemsUnder(tx: Tx, topicIds: readonly number[]): Promise<CopyItemCounts> {
  if (topicIds.length === 0) return { chapters: 0, questions: 0, passages: 0, study_guides: 0 };
  const ids = [...topicIds];
  const count = async (table: typeof chapters | typeof questions | typeof passages) =>
    (await tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(table).where(inArray(table.topicId, ids)))[0]?.n ?? 0;
  // Study guides are files and links, as a copy counts them.
  const guides = async (table: typeof lessonDocuments | typeof linkAttachments) =>
    (await tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(table).innerJoin(lessons, eq(lessons.id, table.lessonId)).where(inArray(lessons.topicId, ids)))[0]?.n ?? 0;
  return {
    chapters: await count(chapters),
    questions: await count(questions),
    passages: await count(passages),
    study_guides: (await guides(lessonDocuments)) + (await guides(linkAttachments)),
  };
}

const changed = () => new JobRefusal('content_changed', contentChanged);

/** Before anything is written: the actor's judgement of who created what moves (a limited editor's own only). */
const carriedCheck = (tx: Tx, check: CarriedCheck | undefined) => (check ? async (moved: MovedRows) => check(await creatorsOfMoved(tx, moved)) : undefined);

/** Attempts of a move into another organization whose rows came to use files not copied yet. */
const ATTEMPTS = 3;

/** A unit to another course. The caller locked both courses. */
async function moveUnit(tx: Tx, source: ContentPlace, target: ContentPlace, crossOrganization: boolean, check?: CarriedCheck): Promise<ItemMoveOutcome> {
  const [unit] = await tx.select({ courseId: bundles.courseId, status: bundles.status }).from(bundles).where(eq(bundles.id, source.id)).for('update');
  if (!unit) throw errors.notFound();
  if (unit.courseId !== source.courseId) throw changed();
  const topicIds = (await tx.select({ id: topics.id }).from(topics).where(eq(topics.bundleId, source.id))).map((t) => t.id);
  await lockTopics(tx, topicIds);
  await carriedCheck(tx, check)?.({ topicIds });
  if (crossOrganization) await refuseAssignedTopics(tx, topicIds);
  const position = await nextPosition(tx, 'bundles', target.id);
  const org = crossOrganization ? { organizationId: target.organizationId, status: 'unpublished' as const, publishedAt: null } : {};
  await tx
    .update(bundles)
    .set({ ...org, courseId: target.id, position, lockVersion: sql`${bundles.lockVersion} + 1`, updatedAt: new Date() })
    .where(eq(bundles.id, source.id));
  if (topicIds.length) await tx.update(topics).set({ courseId: target.id }).where(inArray(topics.id, topicIds));
  await closeUpPositions(tx, 'bundles', source.courseId);
  if (crossOrganization) await rehomeRows(tx, { topicIds }, target.organizationId);
  if (unit.status === 'published') await settlePublishedParents(tx, [], source.courseId);
  return { itemCounts: await itemsUnder(tx, topicIds), linkedQuestionCount: 0, removedLinkCount: 0, moved: { topicIds } };
}

/**
 * A topic to another unit. The caller locked the courses. Stale when `lockVersion` (the PATCH
 * route's) is.
 */
async function moveTopicIn(
  tx: Tx,
  source: Pick<ContentPlace, 'id' | 'courseId' | 'bundleId'>,
  target: Pick<ContentPlace, 'id' | 'courseId' | 'organizationId'>,
  crossOrganization: boolean,
  lockVersion?: number,
  check?: CarriedCheck,
): Promise<Saved<TopicRow>> {
  const locked = await lockUnits(tx, [source.bundleId!, target.id]);
  if (!locked.has(target.id)) throw errors.notFound();
  const topic = (await lockTopics(tx, [source.id])).get(source.id);
  if (!topic) throw errors.notFound();
  // Both places as they are under the locks: a unit moved to another course (or organization)
  // since they were read is a change, never a move into where it no longer is.
  const [unit] = await tx.select({ courseId: bundles.courseId, organizationId: bundles.organizationId }).from(bundles).where(eq(bundles.id, target.id));
  if (topic.bundleId !== source.bundleId || topic.courseId !== source.courseId) throw changed();
  if (!unit || unit.courseId !== target.courseId || unit.organizationId !== target.organizationId) throw changed();
  await carriedCheck(tx, check)?.({ topicIds: [source.id] });
  if (crossOrganization) await refuseAssignedTopics(tx, [source.id]);
  const position = await nextPosition(tx, 'topics', target.id);
  const [row] = await tx
    .update(topics)
    .set({ bundleId: target.id, courseId: target.courseId, position, lockVersion: sql`${topics.lockVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(topics.id, source.id), lockVersion === undefined ? undefined : eq(topics.lockVersion, lockVersion)))
    .returning();
  if (!row) return stale();
  await closeUpPositions(tx, 'topics', source.bundleId!);
  if (crossOrganization) await rehomeRows(tx, { topicIds: [source.id] }, target.organizationId);
  if (row.status === 'published') await settlePublishedParents(tx, [source.bundleId!], source.courseId);
  if (!crossOrganization) return saved(row);
  const [moved] = await tx.select().from(topics).where(eq(topics.id, source.id));
  return moved ? saved(moved) : stale();
}

/**
 * PATCH /content/topics/{id} {bundle_id}: a topic to another unit of its organization. The
 * moved row, or stale when the topic is gone or `lockVersion` is stale.
 */
export async function moveTopic(
  db: Db,
  topic: { id: number; bundleId: number; courseId: number; organizationId: number },
  target: { id: number; courseId: number; organizationId: number },
  actorId: number,
  lockVersion?: number,
  checkCarried?: CarriedCheck,
): Promise<Saved<TopicRow>> {
  return db.transaction(async (tx) => {
    await lockCourses(tx, [topic.courseId, target.courseId]);
    try {
      const from = await placeOf(tx, 'bundle', topic.bundleId);
      const moved = await moveTopicIn(tx, topic, target, topic.organizationId !== target.organizationId, lockVersion, checkCarried);
      if (moved.kind === 'saved') await recordMove(tx, { kind: 'topic', id: topic.id, actorId }, topic, from?.name ?? '');
      return moved;
    } catch (error) {
      // The topic moved elsewhere meanwhile: its version changed too.
      if (error instanceof JobRefusal && error.code === 'content_changed') return stale();
      throw error;
    }
  });
}

/** The reply's place of the moved record (bundle_id and topic_id: the unit and topic above it). */
function resultOf(input: MoveInput, source: ContentPlace, target: ContentPlace, outcome: ItemMoveOutcome): CopyMoveResult {
  const above = input.kind === 'bundle' ? { bundle_id: null, topic_id: null } : input.kind === 'topic' ? { bundle_id: target.id, topic_id: null } : { bundle_id: target.bundleId, topic_id: target.id };
  return {
    action: 'move',
    kind: input.kind,
    id: source.id,
    name: source.name,
    organization_id: target.organizationId,
    course_id: target.courseId,
    ...above,
    item_count: itemTotal(outcome.itemCounts),
    item_counts: outcome.itemCounts,
    linked_question_count: outcome.linkedQuestionCount,
    removed_link_count: outcome.removedLinkCount,
  };
}

/**
 * Moves the record (the route has checked the permissions). Throws 404 when the record or
 * target is gone, a JobRefusal (422) for a move into its own parent, a topic used in
 * assignments leaving its organization, or a record that moved meanwhile; AlreadyCompleted
 * when `job.complete` answers false (an earlier request with the same id did it).
 */
export async function moveContent(ctx: MoveContext, input: MoveInput, job?: MoveJob): Promise<CopyMoveResult> {
  const source = await placeOf(ctx.db, input.kind, input.id);
  const target = await placeOf(ctx.db, COPY_TARGET_KIND[input.kind] as 'course' | 'bundle' | 'topic', input.targetId);
  if (!source || !target) throw errors.notFound();
  if (parentIdOf(source) === target.id) throw new JobRefusal('same_parent', alreadyThere);
  const crossOrganization = source.organizationId !== target.organizationId;
  // Into another organization: the files first, outside the transaction (moveMedia.ts); the
  // transaction finds what really moves under its locks, and when that uses a file not copied
  // yet (added meanwhile), it rolls back, the file is copied and the move runs again.
  const media: MoveMedia | undefined = crossOrganization
    ? { sourceOrganizationId: source.organizationId, target: { organizationId: target.organizationId, uploaderId: input.actorId }, copies: new Map() }
    : undefined;
  let fileIds = media ? await filesOfMoved(ctx.db, await movedRowsOf(ctx.db, input, source), source.organizationId) : [];
  let used = new Set<number>();
  try {
    for (let attempt = 1; ; attempt++) {
      if (media) await copyMovedMedia(ctx, fileIds, media);
      try {
        const written = await ctx.db.transaction((tx) => write(tx, input, source, target, media, job));
        used = written.used;
        // The study-guide files left behind in the old school (their rows went with the move).
        await removeOrphanedGuides(ctx.storage, written.orphanKeys);
        return written.result;
      } catch (error) {
        if (!(error instanceof MovedMediaMissing)) throw error;
        if (attempt >= ATTEMPTS) throw changed();
        fileIds = error.fileIds;
      }
    }
  } finally {
    // The copies the moved rows do not use (all of them when nothing was written) go.
    await discardMovedMedia(ctx, media, used);
  }
}

/** What moves, as read before the transaction (for the files to copy). */
async function movedRowsOf(db: Db, input: MoveInput, source: ContentPlace): Promise<MovedRows> {
  switch (input.kind) {
    case 'bundle':
      return { topicIds: (await db.select({ id: topics.id }).from(topics).where(eq(topics.bundleId, source.id))).map((t) => t.id) };
    case 'topic':
      return { topicIds: [source.id] };
    case 'chapter':
      return { pageIds: [source.id] };
    default: {
      const { moved } = await readMovedSet(db, { kind: input.kind, id: source.id, sourceTopicId: source.topicId!, includeLinkedQuestions: input.includeLinkedQuestions });
      return { questionIds: [...moved.questionIds], passageIds: [...moved.passageIds] };
    }
  }
}

async function write(
  tx: Tx,
  input: MoveInput,
  source: ContentPlace,
  target: ContentPlace,
  media: MoveMedia | undefined,
  job: MoveJob | undefined,
): Promise<{ result: CopyMoveResult; used: Set<number>; orphanKeys: string[] }> {
  const crossOrganization = media !== undefined;
  const lockedCourses = await lockCourses(tx, [source.courseId, target.courseId]);
  if (!lockedCourses.has(source.courseId) || !lockedCourses.has(target.courseId)) throw errors.notFound();
  let outcome: ItemMoveOutcome;
  if (input.kind === 'bundle') outcome = await moveUnit(tx, source, target, crossOrganization, input.checkCarried);
  else if (input.kind === 'topic') {
    const moved = await moveTopicIn(tx, source, target, crossOrganization, undefined, input.checkCarried);
    if (moved.kind === 'stale') throw errors.notFound();
    outcome = { itemCounts: await itemsUnder(tx, [source.id]), linkedQuestionCount: 0, removedLinkCount: 0, moved: { topicIds: [source.id] } };
  } else {
    const lockedTopics = await lockTopics(tx, [source.topicId!, target.id]);
    const into = lockedTopics.get(target.id);
    const from = lockedTopics.get(source.topicId!);
    if (!into) throw errors.notFound();
    const now = await placeOf(tx, input.kind, input.id);
    if (!now) throw errors.notFound();
    // Both topics as they are under their locks: one moved to another unit, course or
    // organization since they were read is a change (the organizations decided what to do).
    if (now.topicId !== source.topicId || !from || from.courseId !== source.courseId || from.bundleId !== source.bundleId) throw changed();
    if (into.courseId !== target.courseId || into.bundleId !== target.bundleId) throw changed();
    outcome = await moveItems(tx, {
      kind: input.kind,
      id: input.id,
      sourceTopicId: source.topicId!,
      target: { topicId: target.id, organizationId: target.organizationId },
      crossOrganization,
      includeLinkedQuestions: input.includeLinkedQuestions,
      beforeWrite: carriedCheck(tx, input.checkCarried),
    });
  }
  // The media of exactly what moved (found under the locks); a file not copied yet rolls back.
  const { used, orphanKeys } = media ? await rewriteMovedMedia(tx, media, outcome.moved) : { used: new Set<number>(), orphanKeys: [] };
  const result = resultOf(input, source, target, outcome);
  if (job && !(await job.complete(tx, result))) throw new AlreadyCompleted();
  const from = await placeOf(tx, COPY_TARGET_KIND[input.kind] as 'course' | 'bundle' | 'topic', parentIdOf(source));
  await recordMove(tx, input, source, from?.name ?? '');
  return { result, used, orphanKeys };
}

/**
 * The course feed's line for a move, { from, to } naming the parents: in the course it went
 * to, and in the course it left when that is another (a feed keeps what left it).
 */
async function recordMove(
  tx: Tx,
  input: Pick<MoveInput, 'kind' | 'id' | 'actorId'>,
  left: { organizationId: number; courseId: number },
  fromName: string,
): Promise<void> {
  const now = await placeOf(tx, input.kind, input.id);
  if (!now) return;
  const to = await placeOf(tx, COPY_TARGET_KIND[input.kind] as 'course' | 'bundle' | 'topic', parentIdOf(now));
  const act = { actorId: input.actorId, kind: 'moved' as const, details: { from: fromName, to: to?.name ?? '' } };
  await recordActivityAt(tx, now, act);
  if (left.courseId !== now.courseId) await recordActivityAt(tx, { ...now, organizationId: left.organizationId, courseId: left.courseId }, act);
}
