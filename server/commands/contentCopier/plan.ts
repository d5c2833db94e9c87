// What a copy writes (spec §4 "Object kinds for copy or move"): the source and the target
// resolved, and the ids of every row it copies, table by table. Read once before the copy (to
// count the items and copy the files) and again inside the write transaction, after the
// target is locked, so the rows written are the rows read there. A source or target that is
// gone refuses the copy (JobRefusal), which then writes nothing.
import { COPY_KIND_WORDS, copyMoveFailedMessage } from '../../../domain/schemas/copyingMessages.ts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { itemTotal, type CopyItemCounts, type CopyKind } from '../../../domain/schemas/copying.ts';
import { NAME_MAX } from '../../../domain/schemas/courses.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  bundles,
  chapters,
  courses,
  lessonDocuments,
  linkAttachments,
  organizations,
  passages,
  questions,
  topics,
} from '../../db/schema/index.ts';
import { JobRefusal, type JobMessage } from '../../jobs/tracked.ts';
import { linkedClosure, removedLinks, type QuestionLink } from './links.ts';

export interface CopyInput {
  kind: CopyKind;
  id: number;
  targetId: number;
  includeLinkedQuestions: boolean;
  actorId: number;
  language: 'en' | 'id';
}

/** Where the copy goes: the organization, and the course, unit and topic above it (null where the kind has none). */
export interface CopyTarget {
  organizationId: number;
  courseId: number | null;
  bundleId: number | null;
  topicId: number | null;
}

export interface CopyPlan {
  input: CopyInput;
  sourceOrganizationId: number;
  target: CopyTarget;
  /** The copy lands in the parent its original is in: its name gets " (copy)" (course, unit, topic, page). */
  sameParent: boolean;
  /** The source topic of a page, question or passage copy. */
  sourceTopicId: number | null;
  /** A question copied within its own topic without the option keeps the passage it had. */
  keepsPassage: boolean;
  courseId: number | null;
  unitIds: number[];
  topicIds: number[];
  lessonIds: number[];
  pageIds: number[];
  passageIds: number[];
  questionIds: number[];
  documentIds: number[];
  linkIds: number[];
  linkedQuestionCount: number;
  removedLinkCount: number;
}

const WORDS = COPY_KIND_WORDS;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The kind's word as a name, "Question" / "Soal": what a copy is called when its own text is only media. */
export const kindName = (kind: CopyKind, language: 'en' | 'id') => capital(WORDS[kind][language]);

/** §8 "Create, update and delete failures": "Failed to copy <kind>. Please try again." in both languages. */
export const copyFailed = (kind: CopyKind): JobMessage => copyMoveFailedMessage('copy', kind);

/** The source or the target went away before the copy was written. */
export function copyGone(kind: CopyKind): JobRefusal {
  const w = WORDS[kind];
  return new JobRefusal('not_found', {
    en: `Failed to copy ${w.en}. The ${w.en} or the place it was being copied to no longer exists.`,
    id: `Gagal menyalin ${w.id}. ${capital(w.id)} atau tujuannya sudah tidak ada.`,
  });
}

/** What the copied content changed into while it was being copied, more than once in a row. */
export function copyChanged(kind: CopyKind): JobRefusal {
  const w = WORDS[kind];
  return new JobRefusal('content_changed', {
    en: `Failed to copy ${w.en}. It changed while it was being copied. Please try again.`,
    id: `Gagal menyalin ${w.id}. Isinya berubah saat sedang disalin. Silakan coba lagi.`,
  });
}

export const copySuffix = (language: 'en' | 'id') => (language === 'id' ? ' (salinan)' : ' (copy)');

/**
 * `name` with `suffix`, the name cut first when both would pass the names' maximum (counted as
 * the forms count it, in UTF-16 units; never inside a character; spaces left at the cut go), so
 * that the copy can be saved again as it is.
 */
export function withSuffix(name: string, suffix: string, max = NAME_MAX): string {
  if (suffix === '' || name.length + suffix.length <= max) return name + suffix;
  let base = '';
  for (const char of name) {
    if (base.length + char.length > max - suffix.length) break;
    base += char;
  }
  return base.trimEnd() + suffix;
}

type Handle = Db | Tx;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function target(db: Handle, input: CopyInput): Promise<CopyTarget | undefined> {
  const id = input.targetId;
  switch (input.kind) {
    case 'course': {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      return row && { organizationId: row.id, courseId: null, bundleId: null, topicId: null };
    }
    case 'bundle': {
      const [row] = await db.select({ id: courses.id, org: courses.organizationId }).from(courses).where(eq(courses.id, id));
      return row && { organizationId: row.org, courseId: row.id, bundleId: null, topicId: null };
    }
    case 'topic': {
      const [row] = await db.select({ id: bundles.id, org: bundles.organizationId, courseId: bundles.courseId }).from(bundles).where(eq(bundles.id, id));
      return row && { organizationId: row.org, courseId: row.courseId, bundleId: row.id, topicId: null };
    }
    default: {
      const [row] = await db
        .select({ id: topics.id, org: topics.organizationId, courseId: topics.courseId, bundleId: topics.bundleId })
        .from(topics)
        .where(eq(topics.id, id));
      return row && { organizationId: row.org, courseId: row.courseId, bundleId: row.bundleId, topicId: row.id };
    }
  }
}

/** The source row: its organization, the parent it is in, and its topic for items. */
async function source(db: Handle, kind: CopyKind, id: number): Promise<{ org: number; parent: number; topicId: number | null } | undefined> {
  switch (kind) {
    case 'course': {
      const [row] = await db.select({ org: courses.organizationId }).from(courses).where(eq(courses.id, id));
      return row && { org: row.org, parent: row.org, topicId: null };
    }
    case 'bundle': {
      const [row] = await db.select({ org: bundles.organizationId, parent: bundles.courseId }).from(bundles).where(eq(bundles.id, id));
      return row && { ...row, topicId: null };
    }
    case 'topic': {
      const [row] = await db.select({ org: topics.organizationId, parent: topics.bundleId }).from(topics).where(eq(topics.id, id));
      return row && { ...row, topicId: null };
    }
    default: {
      const table = { chapter: chapters, question: questions, passage: passages }[kind];
      const [row] = await db.select({ org: table.organizationId, parent: table.topicId }).from(table).where(eq(table.id, id));
      return row && { ...row, topicId: row.parent };
    }
  }
}

/** The whole plan; throws copyGone when the source or the target is not there. */
export async function planCopy(db: Handle, input: CopyInput): Promise<CopyPlan> {
  // One statement at a time: inside a transaction there is one connection (pg warns on overlapping queries).
  const src = await source(db, input.kind, input.id);
  const dst = await target(db, input);
  if (!src || !dst) throw copyGone(input.kind);
  const parentOfTarget = { course: dst.organizationId, bundle: dst.courseId, topic: dst.bundleId, chapter: dst.topicId, question: dst.topicId, passage: dst.topicId }[input.kind];
  const plan: CopyPlan = {
    input,
    sourceOrganizationId: src.org,
    target: dst,
    sameParent: parentOfTarget === src.parent,
    sourceTopicId: src.topicId,
    keepsPassage: false,
    courseId: input.kind === 'course' ? input.id : null,
    unitIds: [],
    topicIds: [],
    lessonIds: [],
    pageIds: [],
    passageIds: [],
    questionIds: [],
    documentIds: [],
    linkIds: [],
    linkedQuestionCount: 0,
    removedLinkCount: 0,
  };

  if (input.kind === 'course' || input.kind === 'bundle' || input.kind === 'topic') {
    if (input.kind === 'course') plan.unitIds = ids(await db.select({ id: bundles.id }).from(bundles).where(eq(bundles.courseId, input.id)).orderBy(asc(bundles.id)));
    if (input.kind === 'bundle') plan.unitIds = [input.id];
    plan.topicIds =
      input.kind === 'topic'
        ? [input.id]
        : plan.unitIds.length === 0
          ? []
          : ids(await db.select({ id: topics.id }).from(topics).where(inArray(topics.bundleId, plan.unitIds)).orderBy(asc(topics.id)));
    if (plan.topicIds.length > 0) {
      const inTopics = (table: 'lessons' | 'chapters' | 'passages' | 'questions') =>
        db
          .execute(sql`select id from ${sql.raw(table)} where topic_id = any(${`{${plan.topicIds.join(',')}}`}::int[]) order by id`)
          .then((r) => (r as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)));
      plan.lessonIds = await inTopics('lessons');
      plan.pageIds = await inTopics('chapters');
      plan.passageIds = await inTopics('passages');
      plan.questionIds = await inTopics('questions');
    }
    if (plan.lessonIds.length > 0) {
      plan.documentIds = await db.select({ id: lessonDocuments.id }).from(lessonDocuments).where(inArray(lessonDocuments.lessonId, plan.lessonIds)).orderBy(asc(lessonDocuments.id)).then(ids);
      plan.linkIds = await db.select({ id: linkAttachments.id }).from(linkAttachments).where(inArray(linkAttachments.lessonId, plan.lessonIds)).orderBy(asc(linkAttachments.id)).then(ids);
    }
    return plan;
  }

  if (input.kind === 'chapter') {
    plan.pageIds = [input.id];
    return plan;
  }

  // A question or a passage: the links of its topic decide what comes along (links.ts).
  const links: QuestionLink[] = await db
    .select({ id: questions.id, passageId: questions.passageId, precedingId: questions.precedingQuestionId })
    .from(questions)
    .where(eq(questions.topicId, src.topicId!));
  const start = input.kind === 'question' ? { questions: [input.id], passages: [] } : { questions: [], passages: [input.id] };
  const copied = input.includeLinkedQuestions ? linkedClosure(links, start) : { questions: new Set(start.questions), passages: new Set(start.passages) };
  plan.keepsPassage = !input.includeLinkedQuestions && input.kind === 'question' && dst.topicId === src.topicId;
  plan.questionIds = [...copied.questions].sort((a, b) => a - b);
  plan.passageIds = [...copied.passages].sort((a, b) => a - b);
  plan.linkedQuestionCount = plan.questionIds.length - start.questions.length;
  plan.removedLinkCount = removedLinks(links, copied, plan.keepsPassage);
  return plan;
}

/** Pages, questions, passages and study guides (files and links) the plan writes, by kind. */
export function itemCounts(plan: CopyPlan): CopyItemCounts {
  return {
    chapters: plan.pageIds.length,
    questions: plan.questionIds.length,
    passages: plan.passageIds.length,
    study_guides: plan.documentIds.length + plan.linkIds.length,
  };
}

/** All the items the plan writes. */
export const itemCount = (plan: CopyPlan): number => itemTotal(itemCounts(plan));

/** The next free position under a parent (max + 1, 0 when empty). */
export async function nextPosition(db: Handle, table: 'bundles' | 'topics' | 'chapters' | 'questions' | 'passages', column: string, parentId: number): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(max(position), -1) + 1 as next from ${sql.raw(table)} where ${sql.raw(column)} = ${parentId}`,
  )) as unknown as { rows: { next: number | string }[] };
  return Number(result.rows[0]?.next ?? 0);
}
