// Deep copies (spec §4 "Object kinds for copy or move"): a course into an
// organization, a unit into a course, a topic into a unit, a page, question or passage into a
// topic, with everything under it (plan.ts says what; rows.ts writes it set-based; media.ts
// copies the files; courseParts.ts the course's own parts; links.ts the linked questions).
//
// All or nothing, and never twice:
// 1. Outside any transaction: plan, then copy every referenced file to new keys of the target
//    organization, each recorded first as a pending upload (so a process killed here leaves only
//    objects the upload-cleanup job deletes); job.progress is reported only here (PGlite has
//    one connection: a progress write inside the transaction would wait for itself).
// 2. ONE transaction, REPEATABLE READ: every statement reads the same snapshot, so the rows
//    written are exactly the rows planned and scanned for media, whatever others write meanwhile
//    (READ COMMITTED would let an INSERT … SELECT see a page that gained an image since, or a
//    topic moved out of a copied unit). Its first statements lock the target's parents (course →
//    unit → topic, rowLocks.ts) as step 1 found them; then it plans again (a target that moved
//    meanwhile, media that appeared, or a serialization failure (40001) sends the copy back to
//    step 1, at most twice, then refuses it as changed), job.complete(tx) (false: an earlier run
//    committed this copy, so roll back and answer its result), then every row. PGlite has one
//    connection: nothing runs beside the transaction there anyway.
// Any failure removes the objects written in step 1; a refusal (JobRefusal) writes nothing.
import { eq } from 'drizzle-orm';
import { collapseWhitespace } from '../../../domain/rules/text.ts';
import type { CopyMoveResult } from '../../../domain/schemas/copying.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bundles, chapters, courses, passages, questions, topics } from '../../db/schema/index.ts';
import { questionName } from '../../queries/contentPlace.ts';
import { lessonForTopic } from '../pageCreator.ts';
import { AlreadyCompleted } from '../publishingLocks.ts';
import { activityItemType, recordActivity } from '../activityRecorder.ts';
import { lockCourse } from '../rowLocks.ts';
import { refuseOverfullTopic } from '../topicCapacity.ts';
import { courseFileIds, insertCourse } from './courseParts.ts';
import { recordCopyVersions } from './versions.ts';
import { recordFileCopies, type FileCopy } from './media.ts';
import type { MediaRows } from './mediaRows.ts';
import { Changed, runCopy, type CopyContext, type CopyJob } from './run.ts';
import { copyChanged, copyGone, copySuffix, itemCount, itemCounts, kindName, nextPosition, planCopy, withSuffix, type CopyInput, type CopyPlan, type CopyTarget } from './plan.ts';
import { allocate, allocateQuestions, insertRows, rewriteMedia, type RowMaps, type RowTarget } from './rows.ts';

export type { CopyInput, CopyPlan } from './plan.ts';
export { copyFailed, copyGone } from './plan.ts';

export type { CopyContext, CopyJob } from './run.ts';
export { copySelection, type SelectionInput, type SelectionResult } from './selection.ts';

/**
 * Items (pages, questions, passages, study guides) the copy would write, and the questions among
 * them: the route runs it inline when items <= COPY_INLINE_LIMIT and kind is not course/bundle,
 * and refuses it when a target topic has no room for the questions.
 */
export async function countCopyItems(db: Db, input: CopyInput): Promise<{ items: number; questions: number }> {
  const plan = await planCopy(db, input);
  return { items: itemCount(plan), questions: plan.questionIds.length };
}

export async function copyContent(ctx: CopyContext, input: CopyInput, job?: CopyJob): Promise<CopyMoveResult> {
  return runCopy(
    ctx,
    {
      actorId: input.actorId,
      plan: (db) => planCopy(db, input),
      extraFileIds: courseFileIds,
      write: (tx, plan, files, media) => write(tx, plan, files, media, job),
      changed: () => copyChanged(input.kind),
    },
    job,
  );
}

/** Locks the target's parents (as the plan read them) in the writers' order; false when the target is gone. */
async function lockTarget(tx: Tx, plan: CopyPlan): Promise<boolean> {
  const t = plan.target;
  switch (plan.input.kind) {
    case 'course':
      return true;
    case 'bundle':
      return lockCourse(tx, t.courseId!, 'update');
    case 'topic': {
      if (!(await lockCourse(tx, t.courseId!, 'key share'))) return false;
      return (await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, t.bundleId!)).for('update')).length > 0;
    }
    default: {
      if (!(await lockCourse(tx, t.courseId!, 'key share'))) return false;
      return (await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, t.topicId!)).for('update')).length > 0;
    }
  }
}

async function rootName(tx: Tx, plan: CopyPlan): Promise<string> {
  const id = plan.input.id;
  const one = async (rows: Promise<{ name: string }[]>) => (await rows)[0]?.name ?? '';
  switch (plan.input.kind) {
    case 'course':
      return one(tx.select({ name: courses.name }).from(courses).where(eq(courses.id, id)));
    case 'bundle':
      return one(tx.select({ name: bundles.name }).from(bundles).where(eq(bundles.id, id)));
    case 'topic':
      return one(tx.select({ name: topics.name }).from(topics).where(eq(topics.id, id)));
    case 'chapter':
      return one(tx.select({ name: chapters.title }).from(chapters).where(eq(chapters.id, id)));
    // A question or a passage is named by its text, or by its kind's word when that text is only media.
    case 'question': {
      const [row] = await tx.select({ content: questions.content, contentHtml: questions.contentHtml, sections: questions.sections }).from(questions).where(eq(questions.id, id));
      return (row && questionName(row)) || kindName('question', plan.input.language);
    }
    case 'passage': {
      const [row] = await tx.select({ title: passages.title, content: passages.content }).from(passages).where(eq(passages.id, id));
      return (row && (row.title.trim() || collapseWhitespace(row.content))) || kindName('passage', plan.input.language);
    }
  }
}

const samePlace = (a: CopyTarget, b: CopyTarget) =>
  a.organizationId === b.organizationId && a.courseId === b.courseId && a.bundleId === b.bundleId && a.topicId === b.topicId;

async function write(tx: Tx, planned: CopyPlan, files: Map<number, FileCopy>, mediaOf: (db: Tx, plan: CopyPlan) => Promise<MediaRows>, job: CopyJob | undefined) {
  const input = planned.input;
  // The locks first: the snapshot every later statement reads is taken by the first one.
  if (!(await lockTarget(tx, planned))) throw copyGone(input.kind);
  const plan = await planCopy(tx, input);
  if (!samePlace(plan.target, planned.target)) throw new Changed();
  const media = await mediaOf(tx, plan);
  if (media.fileIds.some((id) => !files.has(id))) throw new Changed();
  if (input.kind === 'question' || input.kind === 'passage') await refuseOverfullTopic(tx, plan.target.topicId!, plan.questionIds.length);

  const t = plan.target;
  const suffix = plan.sameParent ? copySuffix(input.language) : '';
  const q = plan.questionIds;
  const maps: RowMaps = {
    bundles: await allocate(tx, 'bundles', plan.unitIds),
    topics: await allocate(tx, 'topics', plan.topicIds),
    lessons: await allocate(tx, 'lessons', plan.lessonIds),
    chapters: await allocate(tx, 'chapters', plan.pageIds),
    passages: await allocate(tx, 'passages', plan.passageIds),
    ...(await allocateQuestions(tx, q)),
    documents: await allocate(tx, 'lesson_documents', plan.documentIds),
    links: await allocate(tx, 'link_attachments', plan.linkIds),
    files: new Map(),
  };
  const courseId = input.kind === 'course' ? (await allocate(tx, 'courses', [input.id])).get(input.id)! : t.courseId!;
  const kind = input.kind;
  const append: RowTarget['append'] = {};
  if (kind === 'bundle') append.bundles = await nextPosition(tx, 'bundles', 'course_id', t.courseId!);
  if (kind === 'topic') append.topics = await nextPosition(tx, 'topics', 'bundle_id', t.bundleId!);
  if (kind === 'chapter') append.chapters = await nextPosition(tx, 'chapters', 'topic_id', t.topicId!);
  if (kind === 'question' || kind === 'passage') {
    append.questions = await nextPosition(tx, 'questions', 'topic_id', t.topicId!);
    append.passages = await nextPosition(tx, 'passages', 'topic_id', t.topicId!);
  }
  const lessonId = kind === 'chapter' ? (await lessonForTopic(tx, { id: t.topicId!, organizationId: t.organizationId })).id : null;

  const newId = {
    course: courseId,
    bundle: maps.bundles.get(input.id),
    topic: maps.topics.get(input.id),
    chapter: maps.chapters.get(input.id),
    question: maps.questions.get(input.id),
    passage: maps.passages.get(input.id),
  }[kind]!;
  const baseName = await rootName(tx, plan);
  const named = kind === 'course' || kind === 'bundle' || kind === 'topic' || kind === 'chapter';
  const name = named ? withSuffix(baseName, suffix) : baseName;
  const result: CopyMoveResult = {
    action: 'copy',
    kind,
    id: newId,
    name,
    organization_id: t.organizationId,
    course_id: courseId,
    bundle_id: kind === 'course' || kind === 'bundle' ? null : t.bundleId,
    topic_id: kind === 'chapter' || kind === 'question' || kind === 'passage' ? t.topicId : null,
    item_count: itemCount(plan),
    item_counts: itemCounts(plan),
    linked_question_count: plan.linkedQuestionCount,
    removed_link_count: plan.removedLinkCount,
  };
  if (job && !(await job.complete(tx, { ...result }))) throw new AlreadyCompleted();

  const used = new Set(media.fileIds);
  const mediaMap = await recordFileCopies(tx, [...files.values()].filter((f) => used.has(f.oldId)));
  for (const [old, copy] of mediaMap.byId) maps.files.set(old, copy.id);
  if (kind === 'course') await insertCourse(tx, plan, courseId, suffix, mediaMap);
  await insertRows(tx, maps, {
    organizationId: t.organizationId,
    actorId: input.actorId,
    courseId,
    bundleId: t.bundleId,
    topicId: t.topicId,
    lessonId,
    keepsPassage: plan.keepsPassage,
    rootTable: kind === 'bundle' ? 'bundles' : kind === 'topic' ? 'topics' : kind === 'chapter' ? 'chapters' : null,
    rootId: input.id,
    rootName: suffix === '' ? null : name,
    append,
  });
  await rewriteMedia(tx, maps, media, mediaMap);
  await recordCopyVersions(tx, maps, { actorId: input.actorId, sameOrganization: plan.sourceOrganizationId === t.organizationId });
  // The copy's line is the target course's: what was made, and what it was made from.
  await recordActivity(tx, {
    organizationId: t.organizationId,
    courseId,
    actorId: input.actorId,
    kind: 'copied',
    itemType: activityItemType[kind],
    itemId: newId,
    itemTitle: name,
    details: { source: baseName, source_id: input.id },
  });
  return { result, used };
}
