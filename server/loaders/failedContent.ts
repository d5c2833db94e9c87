// The failed-content lists (spec §2 "Failed-content lists"):
// the organization's pages, questions or passages that break a §5 rule (domain/rules), have
// accessibility findings (domain/rules/publishWarnings.ts), or have a row in content_failures
// (failed in a job: publish now, imports later), in the
// courses the actor may open, in course order (course name, unit, topic, item position).
//
// Whether an item breaks a rule is decided by evaluating the rules over the whole documents,
// so the organization is scanned: courses COURSE_BATCH at a time (their topics that hold an
// item of the kind), topics TOPIC_BATCH at a time through topicDocuments. Only the asked page
// is kept while the scan counts the rest, so memory stays bounded by the batch sizes.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FailedContentQuery, FailedKind } from '../../domain/schemas/failedContent.ts';
import { VALIDATION_SOURCE } from '../../domain/schemas/failedContent.ts';
import type { Page, Passage } from '../../domain/schemas/content.ts';
import type { Question } from '../../domain/schemas/questions.ts';
import { translateValidation } from '../../domain/messages/index.ts';
import { pageErrors, passageErrors, questionErrors } from '../../domain/rules/publish.ts';
import { accessibilityFindings, pageWarnings, passageWarnings, questionWarnings, type WarningContext } from '../../domain/rules/publishWarnings.ts';
import { htmlToText } from '../../domain/rules/text.ts';
import type { Db } from '../db/client.ts';
import { bundles, chapters, contentFailures, courses, passages, questions, topics } from '../db/schema/index.ts';
import type { CourseShare } from '../policies/content.ts';
import { accessibleSql } from '../queries/courseList.ts';
import { courseShareFor } from '../queries/courseShare.ts';
import { topicDocuments } from './topicDocuments.ts';
import type { FailedRow, LocalizedReason } from '../presenters/failedContent.ts';

export const COURSE_BATCH = 20;
export const TOPIC_BATCH = 50;

export interface FailedContentScope {
  organizationId: number;
  userId: number;
  /** Admins open every course, whatever its share settings. */
  admin: boolean;
  /** The organization uses points: a question without points breaks a rule (§5). */
  pointsEnabled: boolean;
}

export interface FailedPage {
  rows: FailedRow[];
  count: number;
  pages: number;
}

type Item = Page | Question | Passage;
type ItemType = 'chapter' | 'question' | 'passage';

const itemTypeOf: Record<FailedKind, ItemType> = { chapters: 'chapter', questions: 'question', passages: 'passage' };
const tableOf = { chapters, questions, passages } as const;

/** A `validation.*` message of the domain rules in both interface languages. */
const bothLanguages = (message: string): LocalizedReason => ({ en: translateValidation(message, 'en'), id: translateValidation(message, 'id') });

/** The §5 reasons an item fails, in both languages (none when it is valid). */
export function ruleReasons(kind: FailedKind, item: Item, scope: Pick<FailedContentScope, 'pointsEnabled'>): LocalizedReason[] {
  switch (kind) {
    case 'chapters':
      return pageErrors(item as Page).map(bothLanguages);
    case 'questions':
      return questionErrors(item as Question, { pointsEnabled: scope.pointsEnabled }).map(bothLanguages);
    case 'passages':
      return passageErrors(item as Passage).map(bothLanguages);
  }
}

// Links between pages are not what the findings judge (the publish page warns of broken ones).
const NO_PAGES: WarningContext = { pageIds: new Set() };

/** The accessibility findings of an item, in both languages. */
export function findingsOf(kind: FailedKind, item: Item): LocalizedReason[] {
  const warnings =
    kind === 'chapters'
      ? pageWarnings(item as Page, NO_PAGES)
      : kind === 'questions'
        ? questionWarnings(item as Question, NO_PAGES)
        : passageWarnings(item as Passage, NO_PAGES);
  return accessibilityFindings(warnings).map(bothLanguages);
}

/** The plain text a list shows for an item (math stays as its [% %] text). */
export function itemTitle(kind: FailedKind, item: Item): string {
  if (kind === 'chapters') return (item as Page).title;
  // A question's `content` is its stem's plain text, kept by the writer (lists and search).
  if (kind === 'questions') return (item as Question).content.trim() || htmlToText((item as Question).content_html);
  const passage = item as Passage;
  return passage.title.trim() || htmlToText(passage.content_html);
}

const itemType = (kind: FailedKind, item: Item): string => (kind === 'passages' ? 'passage' : (item as Page | Question).type);

/** The courses to scan, in list order (name, then id), limited to those the actor may open. */
function coursesToScan(db: Db, scope: FailedContentScope, courseId: number | undefined) {
  const where: SQL[] = [eq(courses.organizationId, scope.organizationId), accessibleSql(scope.userId, scope.admin)];
  if (courseId !== undefined) where.push(eq(courses.id, courseId));
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(...where))
    .orderBy(sql`lower(${courses.name})`, asc(courses.id));
}

/** The topics of some courses that hold at least one item of the kind, with their unit, in course order. */
function topicsOf(db: Db, kind: FailedKind, courseIds: number[]) {
  const table = tableOf[kind];
  return db
    .select({ id: topics.id, name: topics.name, courseId: topics.courseId, unitId: bundles.id, unitName: bundles.name })
    .from(topics)
    .innerJoin(bundles, eq(bundles.id, topics.bundleId))
    .where(and(inArray(topics.courseId, courseIds), sql`exists (select 1 from ${table} where ${table.topicId} = ${topics.id})`))
    .orderBy(asc(topics.courseId), asc(bundles.position), asc(bundles.id), asc(topics.position), asc(topics.id));
}

/** The job failures of some items, by item id, newest first. */
async function jobFailuresOf(db: Db, organizationId: number, type: ItemType, itemIds: number[]) {
  const out = new Map<number, { jobKind: string; reason: LocalizedReason; createdAt: Date }[]>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({ itemId: contentFailures.itemId, jobKind: contentFailures.jobKind, reason: contentFailures.reason, createdAt: contentFailures.createdAt })
    .from(contentFailures)
    .where(and(eq(contentFailures.organizationId, organizationId), eq(contentFailures.itemType, type), inArray(contentFailures.itemId, itemIds)))
    .orderBy(sql`${contentFailures.createdAt} desc`, sql`${contentFailures.id} desc`);
  for (const row of rows) {
    const list = out.get(row.itemId) ?? [];
    list.push({ jobKind: row.jobKind, reason: row.reason, createdAt: row.createdAt });
    out.set(row.itemId, list);
  }
  return out;
}

/** The share settings of a course of the organization; undefined when it is not one of its courses. */
export async function organizationCourseShare(db: Db, organizationId: number, courseId: number, userId: number): Promise<CourseShare | undefined> {
  const [found] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.organizationId, organizationId)));
  return found ? courseShareFor(db, courseId, userId) : undefined;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export async function listFailedContent(db: Db, scope: FailedContentScope, kind: FailedKind, q: FailedContentQuery): Promise<FailedPage> {
  const first = (q.page - 1) * q.per;
  const rows: FailedRow[] = [];
  let count = 0;
  const type = itemTypeOf[kind];
  const courseList = await coursesToScan(db, scope, q.course_id);

  for (const courseBatch of chunks(courseList, COURSE_BATCH)) {
    const courseById = new Map(courseBatch.map((c) => [c.id, c]));
    const order = new Map(courseBatch.map((c, i) => [c.id, i]));
    // Topics come ordered by course id; put them in the batch's course order (name).
    const topicRows = (await topicsOf(db, kind, [...courseById.keys()])).sort((a, b) => order.get(a.courseId)! - order.get(b.courseId)!);

    for (const topicBatch of chunks(topicRows, TOPIC_BATCH)) {
      const documents = await topicDocuments(db, topicBatch.map((t) => t.id));
      const itemsOf = (topicId: number): Item[] => documents.get(topicId)?.[kind] ?? [];
      const failures = await jobFailuresOf(db, scope.organizationId, type, topicBatch.flatMap((t) => itemsOf(t.id).map((item) => item.id)));

      for (const topic of topicBatch) {
        for (const item of itemsOf(topic.id)) {
          const jobs = failures.get(item.id) ?? [];
          const reasons = [...jobs.map((j) => j.reason), ...ruleReasons(kind, item, scope)];
          const findings = findingsOf(kind, item);
          if (reasons.length === 0 && findings.length === 0) continue;
          if (count >= first && count < first + q.per) {
            const course = courseById.get(topic.courseId)!;
            rows.push({
              id: item.id,
              title: itemTitle(kind, item),
              type: itemType(kind, item),
              reasons: dedupe(reasons),
              findings,
              source: jobs[0]?.jobKind ?? VALIDATION_SOURCE,
              failedAt: jobs[0]?.createdAt ?? null,
              course: { id: course.id, name: course.name },
              unit: { id: topic.unitId, name: topic.unitName },
              topic: { id: topic.id, name: topic.name },
            });
          }
          count += 1;
        }
      }
    }
  }
  return { rows, count, pages: Math.ceil(count / q.per) };
}

function dedupe(reasons: LocalizedReason[]): LocalizedReason[] {
  const seen = new Set<string>();
  return reasons.filter((r) => {
    const key = `${r.en}\u0000${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
