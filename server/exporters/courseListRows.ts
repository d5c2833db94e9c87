// The courses of a download (spec §2 course list "Download courses"), read in batches for the
// streaming workbook writer (courseListWorkbook.ts): the course list's own filters
// (queries/courseList.ts courseListWhere, one implementation), in the list's order, by keyset
// pagination, so memory stays bounded by one batch whatever the number of courses. Each
// batch is one statement (the courses with their tags, subjects and counts as columns), or
// two with their units and topics (counts as columns).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseListQuery, Person, SubjectRef, TagRef } from '../../domain/schemas/courses.ts';
import type { DownloadCoursesQuery } from '../../domain/schemas/downloads.ts';
import type { Db } from '../db/client.ts';
import { bundles, chapters, courses, questions, topics, users } from '../db/schema/index.ts';
import { coursePartsColumns, partsOf } from '../queries/courseParts.ts';
import { courseListWhere, type CourseListScope } from '../queries/courseList.ts';
import { courseChangedSql, topicChangedSql } from '../queries/publishState.ts';

export const EXPORT_BATCH_SIZE = 200;

export interface ExportCourse {
  id: number;
  name: string;
  status: 'published' | 'unpublished';
  changedSincePublished: boolean;
  tags: TagRef[];
  subjects: SubjectRef[];
  unitsCount: number;
  topicsCount: number;
  questionsCount: number;
  pagesCount: number;
  creator: Person | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

export interface ExportUnitRow {
  courseId: number;
  unitName: string;
  unitStatus: 'published' | 'unpublished';
  /** Null for a unit without topics. */
  topicName: string | null;
  topicStatus: 'published' | 'unpublished' | null;
  topicChanged: boolean;
  questionsCount: number;
  pagesCount: number;
}

export interface ExportBatch {
  courses: ExportCourse[];
  /** Units and topics of this batch's courses, course by course in the batch's order. */
  units: ExportUnitRow[];
}

type Direction = 'asc' | 'desc';
interface SortKey {
  expr: SQL;
  direction: Direction;
  /** PostgreSQL type the cursor text is cast back to. */
  type: 'text' | 'timestamptz' | 'boolean' | 'integer';
}

function sortKeys(q: Pick<CourseListQuery, 'sort_by' | 'sort'>): SortKey[] {
  const direction: Direction = q.sort === 'desc' ? 'desc' : 'asc';
  const id: SortKey = { expr: sql`${courses.id}`, direction, type: 'integer' };
  switch (q.sort_by) {
    case 'name':
      return [{ expr: sql`lower(${courses.name})`, direction, type: 'text' }, id];
    case 'created_at':
      return [{ expr: sql`${courses.createdAt}`, direction, type: 'timestamptz' }, id];
    case 'updated_at':
      return [{ expr: sql`${courses.updatedAt}`, direction, type: 'timestamptz' }, id];
    case 'published_at':
      // As the list: never-published courses last either way.
      return [{ expr: sql`(${courses.publishedAt} is null)`, direction: 'asc', type: 'boolean' }, { expr: sql`${courses.publishedAt}`, direction, type: 'timestamptz' }, id];
  }
}

/**
 * Rows after `cursor` in the keys' order: (k0 after c0) or (k0 = c0 and k1 after c1) or …
 * Cursor values are the keys as text (timestamps keep their microseconds); equality is
 * `is not distinct from`, so a null key (never published) compares as the list sorts it.
 */
function afterCursor(keys: SortKey[], cursor: (string | null)[]): SQL {
  const value = (i: number) => sql`${cursor[i] ?? null}::${sql.raw(keys[i]!.type)}`;
  const terms = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((k, j) => sql`${k.expr} is not distinct from ${value(j)}`);
    const after = key.direction === 'asc' ? sql`${key.expr} > ${value(i)}` : sql`${key.expr} < ${value(i)}`;
    return sql`(${and(...equalBefore, after)})`;
  });
  return sql`(${sql.join(terms, sql` or `)})`;
}

/** The download's filter: the list's query, only courses the actor may open, and include_ids when given. */
export function exportWhere(scope: CourseListScope, q: DownloadCoursesQuery): SQL {
  const listQuery: CourseListQuery = { ...q, page: 1, per: 1 };
  const where = courseListWhere({ ...scope, accessibleOnly: true }, listQuery);
  return q.include_ids.length ? and(where, inArray(courses.id, q.include_ids))! : where;
}

export async function countExportCourses(db: Db, scope: CourseListScope, q: DownloadCoursesQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses).where(exportWhere(scope, q));
  return Number(row?.n ?? 0);
}

const status = (value: string): 'published' | 'unpublished' => (value === 'published' ? 'published' : 'unpublished');

/**
 * The download's courses, `batchSize` at a time, in the list's order; with their units and
 * topics when `withUnits` (one more statement per batch).
 */
export async function* exportBatches(
  db: Db,
  scope: CourseListScope,
  q: DownloadCoursesQuery,
  options: { batchSize?: number; withUnits?: boolean } = {},
): AsyncGenerator<ExportBatch> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const keys = sortKeys(q);
  const where = exportWhere(scope, q);
  const order = keys.map((k) => (k.direction === 'asc' ? asc(k.expr) : desc(k.expr)));
  const cursorColumns = Object.fromEntries(keys.map((k, i) => [`cursor${i}`, sql<string | null>`(${k.expr})::text`]));
  let cursor: (string | null)[] | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: courses.id,
        name: courses.name,
        status: courses.status,
        changedSincePublished: courseChangedSql(),
        createdAt: courses.createdAt,
        updatedAt: courses.updatedAt,
        publishedAt: courses.publishedAt,
        creatorId: courses.creatorId,
        creatorName: users.name,
        creatorEmail: users.email,
        questionsCount: sql<number>`(select count(*) from ${questions} where ${questions.topicId} in (select ${topics.id} from ${topics} where ${topics.courseId} = ${courses.id}))`.mapWith(Number),
        pagesCount: sql<number>`(select count(*) from ${chapters} where ${chapters.topicId} in (select ${topics.id} from ${topics} where ${topics.courseId} = ${courses.id}))`.mapWith(Number),
        ...coursePartsColumns,
        ...cursorColumns,
      })
      .from(courses)
      .leftJoin(users, eq(users.id, courses.creatorId))
      .where(cursor ? and(where, afterCursor(keys, cursor)) : where)
      .orderBy(...order)
      .limit(batchSize);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1] as unknown as Record<string, string | null>;
    cursor = keys.map((_, i) => last[`cursor${i}`] ?? null);
    const batch: ExportCourse[] = rows.map((r) => {
      const parts = partsOf(r);
      return {
        id: r.id,
        name: r.name,
        status: status(r.status),
        changedSincePublished: Boolean(r.changedSincePublished),
        tags: parts.tags,
        subjects: parts.subjects,
        unitsCount: parts.unitsCount,
        topicsCount: parts.topicsCount,
        questionsCount: r.questionsCount,
        pagesCount: r.pagesCount,
        creator: r.creatorId !== null && r.creatorEmail !== null ? { id: r.creatorId, name: r.creatorName ?? '', email: r.creatorEmail } : null,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        publishedAt: r.publishedAt,
      };
    });
    yield { courses: batch, units: options.withUnits ? await unitRows(db, batch.map((c) => c.id)) : [] };
    if (rows.length < batchSize) return;
  }
}

/** Units and topics of the courses (one statement), in the order of `courseIds`, then unit and topic position. */
async function unitRows(db: Db, courseIds: number[]): Promise<ExportUnitRow[]> {
  const rows = await db
    .select({
      courseId: bundles.courseId,
      unitName: bundles.name,
      unitStatus: bundles.status,
      topicName: topics.name,
      topicStatus: topics.status,
      topicChanged: topicChangedSql(),
      questionsCount: sql<number>`(select count(*) from ${questions} where ${questions.topicId} = ${topics.id})`.mapWith(Number),
      pagesCount: sql<number>`(select count(*) from ${chapters} where ${chapters.topicId} = ${topics.id})`.mapWith(Number),
    })
    .from(bundles)
    .leftJoin(topics, eq(topics.bundleId, bundles.id))
    .where(inArray(bundles.courseId, courseIds))
    .orderBy(asc(bundles.courseId), asc(bundles.position), asc(bundles.id), asc(topics.position), asc(topics.id));
  const byCourse = new Map<number, ExportUnitRow[]>();
  for (const r of rows) {
    const list = byCourse.get(r.courseId) ?? [];
    list.push({
      courseId: r.courseId,
      unitName: r.unitName,
      unitStatus: status(r.unitStatus),
      topicName: r.topicName,
      topicStatus: r.topicStatus === null ? null : status(r.topicStatus),
      topicChanged: r.topicName !== null && Boolean(r.topicChanged),
      questionsCount: r.topicName === null ? 0 : r.questionsCount,
      pagesCount: r.topicName === null ? 0 : r.pagesCount,
    });
    byCourse.set(r.courseId, list);
  }
  return courseIds.flatMap((id) => byCourse.get(id) ?? []);
}
