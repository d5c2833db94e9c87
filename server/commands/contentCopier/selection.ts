// A copy of chosen questions and passages of one organization to the end of a topic (spec §2
// "Import questions from an organization or the test bank"; commands/questionImporter.ts):
// the same two steps, rows and media as every copy (run.ts, rows.ts, media.ts), over a set
// instead of a record with what is under it.
// - A passage brings all its questions (for a published-only source: its published ones).
// - Order: the questions asked for in the order given, then each passage's questions in the
//   passage's order (a question asked for twice comes once, at its first place); passages in the
//   order given. All of them after the topic's last question / passage.
// - Links: a question keeps the question it follows when both are copied, and its passage when
//   that passage is copied; every other link is dropped (never dangling, links.ts removedLinks).
// - `asSource: 'provider'`: the copies are read-only references (source 'provider' with the
//   original's id); 'import': copies that record the original's id (rows.ts). `publishedOnly`:
//   only rows with a published snapshot (published_items) are the source's (the provider's test
//   bank is what it published), and the copies are of the published version where the draft
//   moved on since (published.ts).
// Ids that are not the source organization's (or not published there) refuse the copy
// (`selectionGone`, a JobRefusal 'not_found'); the route checks them first and answers 404.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passages, publishedItems, questions, topics } from '../../db/schema/index.ts';
import { JobRefusal, type JobMessage } from '../../jobs/tracked.ts';
import { AlreadyCompleted } from '../publishingLocks.ts';
import { recordActivityOf } from '../activityRecorder.ts';
import { lockCourse } from '../rowLocks.ts';
import { refuseOverfullTopic } from '../topicCapacity.ts';
import { removedLinks, type QuestionLink } from './links.ts';
import { recordCopyVersions } from './versions.ts';
import { recordFileCopies, type FileCopy } from './media.ts';
import type { MediaRows } from './mediaRows.ts';
import type { CopyTarget } from './plan.ts';
import { applyPublished, publishedChanges, publishedFileIds } from './published.ts';
import { nextPosition } from './plan.ts';
import { allocate, allocateQuestions, insertRows, rewriteMedia, type RowMaps } from './rows.ts';
import { Changed, runCopy, type CopyContext, type CopyJob } from './run.ts';

export interface SelectionInput {
  sourceOrganizationId: number;
  /** In the order they are to appear. */
  questionIds: readonly number[];
  passageIds: readonly number[];
  targetTopicId: number;
  actorId: number;
  /** Only rows published in the source (published_items). */
  publishedOnly: boolean;
  asSource?: 'provider' | 'import';
  /** What a refusal says (the caller's words: "Failed to import questions. …"). */
  gone: JobMessage;
  changed: JobMessage;
}

export interface SelectionPlan {
  sourceOrganizationId: number;
  target: CopyTarget;
  /** Old ids in their new order. */
  questionIds: number[];
  passageIds: number[];
  pageIds: number[];
  documentIds: number[];
  removedLinkCount: number;
}

export interface SelectionResult {
  topicId: number;
  /** New ids, in topic order. */
  questionIds: number[];
  passageIds: number[];
  removedLinkCount: number;
}

type Handle = Db | Tx;

const published = (type: 'question' | 'passage', id: unknown) =>
  sql`exists (select 1 from ${publishedItems} where ${publishedItems.itemType} = ${type} and ${publishedItems.itemId} = ${id})`;

/** Which of the asked questions and passages are the source's, with each passage's questions in order; null when any is not. */
export async function selectionRows(
  db: Handle,
  input: Pick<SelectionInput, 'sourceOrganizationId' | 'questionIds' | 'passageIds' | 'publishedOnly'>,
): Promise<{ questionIds: number[]; passageIds: number[]; topicIds: number[] } | null> {
  const org = input.sourceOrganizationId;
  const askedQuestions = [...new Set(input.questionIds)];
  const askedPassages = [...new Set(input.passageIds)];
  const foundPassages =
    askedPassages.length === 0
      ? []
      : await db
          .select({ id: passages.id, topicId: passages.topicId })
          .from(passages)
          .where(and(inArray(passages.id, askedPassages), eq(passages.organizationId, org), input.publishedOnly ? published('passage', passages.id) : undefined));
  if (foundPassages.length !== askedPassages.length) return null;
  const foundQuestions =
    askedQuestions.length === 0
      ? []
      : await db
          .select({ id: questions.id, topicId: questions.topicId })
          .from(questions)
          .where(and(inArray(questions.id, askedQuestions), eq(questions.organizationId, org), input.publishedOnly ? published('question', questions.id) : undefined));
  if (foundQuestions.length !== askedQuestions.length) return null;
  const ofPassages =
    askedPassages.length === 0
      ? []
      : await db
          .select({ id: questions.id, passageId: questions.passageId })
          .from(questions)
          .where(and(inArray(questions.passageId, askedPassages), input.publishedOnly ? published('question', questions.id) : undefined))
          .orderBy(asc(questions.position), asc(questions.id));
  const ordered = new Set<number>(input.questionIds);
  for (const p of input.passageIds) for (const q of ofPassages) if (q.passageId === p) ordered.add(q.id);
  const topicIds = [...new Set([...foundPassages, ...foundQuestions].map((r) => r.topicId))];
  return { questionIds: [...ordered], passageIds: askedPassages, topicIds };
}

async function target(db: Handle, topicId: number): Promise<CopyTarget | undefined> {
  const [row] = await db
    .select({ id: topics.id, org: topics.organizationId, courseId: topics.courseId, bundleId: topics.bundleId })
    .from(topics)
    .where(eq(topics.id, topicId));
  return row && { organizationId: row.org, courseId: row.courseId, bundleId: row.bundleId, topicId: row.id };
}

export async function planSelection(db: Handle, input: SelectionInput): Promise<SelectionPlan> {
  const dst = await target(db, input.targetTopicId);
  const chosen = await selectionRows(db, input);
  if (!dst || !chosen) throw new JobRefusal('not_found', input.gone);
  const links: QuestionLink[] =
    chosen.questionIds.length === 0
      ? []
      : await db
          .select({ id: questions.id, passageId: questions.passageId, precedingId: questions.precedingQuestionId })
          .from(questions)
          .where(inArray(questions.topicId, chosen.topicIds.length > 0 ? chosen.topicIds : [-1]));
  const copied = { questions: new Set(chosen.questionIds), passages: new Set(chosen.passageIds) };
  return {
    sourceOrganizationId: input.sourceOrganizationId,
    target: dst,
    questionIds: chosen.questionIds,
    passageIds: chosen.passageIds,
    pageIds: [],
    documentIds: [],
    removedLinkCount: removedLinks(links, copied, false),
  };
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

async function write<R extends Record<string, unknown>>(
  tx: Tx,
  input: SelectionInput,
  planned: SelectionPlan,
  files: Map<number, FileCopy>,
  mediaOf: (db: Tx, plan: SelectionPlan) => Promise<MediaRows>,
  present: (result: SelectionResult) => R,
  job: CopyJob | undefined,
): Promise<{ result: R; used: Set<number> }> {
  const t = planned.target;
  // The locks first: the snapshot every later statement reads is taken by the first one.
  const locked =
    (await lockCourse(tx, t.courseId!, 'key share')) && (await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, t.topicId!)).for('update')).length > 0;
  if (!locked) throw new JobRefusal('not_found', input.gone);
  const plan = await planSelection(tx, input);
  if (plan.target.bundleId !== t.bundleId || !same(plan.questionIds, planned.questionIds) || !same(plan.passageIds, planned.passageIds)) throw new Changed();
  const media = await mediaOf(tx, plan);
  if (media.fileIds.some((id) => !files.has(id))) throw new Changed();
  await refuseOverfullTopic(tx, t.topicId!, plan.questionIds.length);

  const q = plan.questionIds;
  const none = new Map<number, number>();
  const maps: RowMaps = {
    bundles: none,
    topics: none,
    lessons: none,
    chapters: none,
    passages: await allocate(tx, 'passages', plan.passageIds),
    ...(await allocateQuestions(tx, q)),
    documents: none,
    links: none,
    files: new Map(),
  };
  const result = present({
    topicId: t.topicId!,
    questionIds: q.map((id) => maps.questions.get(id)!),
    passageIds: plan.passageIds.map((id) => maps.passages.get(id)!),
    removedLinkCount: plan.removedLinkCount,
  });
  if (job && !(await job.complete(tx, { ...result }))) throw new AlreadyCompleted();

  const used = new Set(media.fileIds);
  const mediaMap = await recordFileCopies(tx, [...files.values()].filter((f) => used.has(f.oldId)));
  for (const [old, copy] of mediaMap.byId) maps.files.set(old, copy.id);
  await insertRows(tx, maps, {
    organizationId: t.organizationId,
    actorId: input.actorId,
    courseId: t.courseId,
    bundleId: t.bundleId,
    topicId: t.topicId,
    lessonId: null,
    keepsPassage: false,
    rootTable: null,
    rootId: 0,
    rootName: null,
    append: { questions: await nextPosition(tx, 'questions', 'topic_id', t.topicId!), passages: await nextPosition(tx, 'passages', 'topic_id', t.topicId!) },
    order: { questions: plan.questionIds, passages: plan.passageIds },
    asSource: input.asSource,
  });
  await rewriteMedia(tx, maps, media, mediaMap);
  if (input.publishedOnly) await applyPublished(tx, t.organizationId, await publishedChanges(tx, plan.questionIds, plan.passageIds), maps, mediaMap);
  await recordCopyVersions(tx, maps, { actorId: input.actorId, sameOrganization: input.sourceOrganizationId === t.organizationId });
  // The import's one line in the target course, counted.
  const details = { questions: q.length, passages: plan.passageIds.length, from: input.asSource === 'provider' ? 'provider' : 'organization' };
  await recordActivityOf(tx, 'topic', t.topicId!, { actorId: input.actorId, kind: 'imported', details });
  return { result, used };
}

/** Copies the selection to the end of the target topic, all or nothing (run.ts); `present` makes the result (the job's, when there is a job). */
export async function copySelection<R extends Record<string, unknown>>(ctx: CopyContext, input: SelectionInput, present: (result: SelectionResult) => R, job?: CopyJob): Promise<R> {
  return runCopy(
    ctx,
    {
      actorId: input.actorId,
      plan: (db) => planSelection(db, input),
      // The provider's published documents may use files its drafts no longer do.
      extraFileIds: async (db, plan) =>
        input.publishedOnly ? publishedFileIds(db, input.sourceOrganizationId, await publishedChanges(db, plan.questionIds, plan.passageIds)) : [],
      write: (tx, plan, files, media) => write(tx, input, plan, files, media, present, job),
      changed: () => new JobRefusal('content_changed', input.changed),
    },
    job,
  );
}
