// The course list of an organization (spec §7 "Courses": GET /content/organizations/{id}/courses
// and the importing variant) with every filter of domain/schemas/courses.ts courseListQuery.
// Two statements whatever the size, run together: the total, and the page (the ids of the
// page picked by a narrow query, then their rows with tags, subjects and counts as
// columns, queries/courseParts.ts, and whether the course changed since published,
// queries/publishState.ts).
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { NO_AUTHOR } from '../../domain/constants.ts';
import type { CourseListQuery, Person } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { courseCourseTags, courseSharedUsers, courseSubjects, courses, courseTags, users } from '../db/schema/index.ts';
import { coursePartsColumns, partsOf, type CourseParts } from './courseParts.ts';
import { courseChangedSql } from './publishState.ts';

export interface CourseListScope {
  organizationId: number;
  userId: number;
  /** Admins open every course, whatever its share settings. */
  admin: boolean;
  /** Only published courses (importing from the provider's test bank). */
  publishedOnly?: boolean;
  /** Only courses the actor may open (importing from another organization). */
  accessibleOnly?: boolean;
}

export interface CourseListRow {
  id: number;
  name: string;
  organizationId: number;
  status: 'published' | 'unpublished';
  schoolAssessmentCourse: boolean;
  assessmentKind: 'assessment' | 'tryout' | null;
  iconUrl: string | null;
  creatorId: number | null;
  creator: Person | null;
  shareEnabled: boolean;
  accessible: boolean;
  publishedAt: Date | null;
  /** Any topic changed since it was published (queries/publishState.ts). */
  changedSincePublished: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface CourseListPage {
  rows: (CourseListRow & { parts: CourseParts })[];
  count: number;
  pages: number;
}

/**
 * §5: list filters match case-insensitively after stripping non-word characters and
 * underscores, from both the text and the search ("Fisika-Dasar" finds "fisika dasar").
 * Word characters are read as ASCII letters and digits on both sides (JavaScript's `\w`
 * without `_`), so the server and the browser agree on every input.
 */
export const normalizeSearch = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');
const STRIP = '[^a-z0-9]+';

/**
 * `column` normalized contains `term` (already normalized, so only [a-z0-9]: no LIKE escapes).
 * Normalizing every row with a regular expression is the costly part (~5 µs a row), so two
 * cheap LIKEs go first: the term as it is (enough on its own), else its letters in order
 * with anything between (needed for a match), and only rows passing that are normalized.
 */
function contains(column: SQL, term: string): SQL {
  const lowered = sql`lower(${column})`;
  const spread = `%${term.split('').join('%')}%`;
  return sql`(${lowered} like ${`%${term}%`} or (${lowered} like ${spread} and regexp_replace(${lowered}, ${STRIP}, '', 'g') like ${`%${term}%`}))`;
}

/** Whether the actor may open the course: not share-limited, or admin, author, selected user. */
export function accessibleSql(userId: number, admin: boolean): SQL {
  if (admin) return sql`true`;
  return sql`(not ${courses.shareEnabled} or ${courses.creatorId} is not distinct from ${userId}::integer or exists (select 1 from ${courseSharedUsers} where ${courseSharedUsers.courseId} = ${courses.id} and ${courseSharedUsers.userId} = ${userId}))`;
}

/** A course must carry one of the given grades (when any is given) and one of the given other tags (when any). */
function tagFilter(ids: number[]): SQL {
  const byType = (type: 'grade' | 'other') => sql`(
    not exists (select 1 from ${courseTags} where ${inArray(courseTags.id, ids)} and ${courseTags.type} = ${type})
    or exists (select 1 from ${courseCourseTags} inner join ${courseTags} on ${courseTags.id} = ${courseCourseTags.courseTagId}
               where ${courseCourseTags.courseId} = ${courses.id} and ${inArray(courseCourseTags.courseTagId, ids)} and ${courseTags.type} = ${type}))`;
  return sql`(${byType('grade')} and ${byType('other')})`;
}

export function courseListWhere(scope: CourseListScope, q: CourseListQuery): SQL {
  const where: (SQL | undefined)[] = [eq(courses.organizationId, scope.organizationId)];
  if (scope.publishedOnly) where.push(eq(courses.status, 'published'));
  if (scope.accessibleOnly) where.push(accessibleSql(scope.userId, scope.admin));
  const search = normalizeSearch(q.q ?? '');
  if (search) where.push(contains(sql`${courses.name}`, search));
  const tagSearch = normalizeSearch(q.tag_search ?? '');
  if (tagSearch) {
    where.push(
      sql`exists (select 1 from ${courseCourseTags} inner join ${courseTags} on ${courseTags.id} = ${courseCourseTags.courseTagId}
                  where ${courseCourseTags.courseId} = ${courses.id} and ${contains(sql`${courseTags.name}`, tagSearch)})`,
    );
  }
  if (q.course_set_id !== undefined) where.push(eq(courses.courseSetId, q.course_set_id));
  if (q.course_subset_id !== undefined) where.push(eq(courses.courseSubsetId, q.course_subset_id));
  if (q.level) {
    // meta.level lists grade names comma-joined ("G10,G11").
    where.push(
      sql`lower(${q.level.trim()}) = any(string_to_array(lower(replace(coalesce(${courses.meta}->>'level', ''), ' ', '')), ','))`,
    );
  }
  if (q.publish_status) where.push(eq(courses.status, q.publish_status));
  if (q.published_from !== undefined) where.push(gte(courses.publishedAt, new Date(q.published_from)));
  if (q.published_to !== undefined) where.push(lte(courses.publishedAt, new Date(q.published_to)));
  if (q.created_from !== undefined) where.push(gte(courses.createdAt, new Date(q.created_from)));
  if (q.created_to !== undefined) where.push(lte(courses.createdAt, new Date(q.created_to)));
  if (q.user_ids.length) {
    const ids = q.user_ids.filter((u): u is number => u !== NO_AUTHOR);
    where.push(or(ids.length ? inArray(courses.creatorId, ids) : undefined, q.user_ids.includes(NO_AUTHOR) ? isNull(courses.creatorId) : undefined));
  }
  if (q.course_tag_ids.length) where.push(tagFilter(q.course_tag_ids));
  if (q.subject_ids.length) {
    where.push(
      sql`exists (select 1 from ${courseSubjects} where ${courseSubjects.courseId} = ${courses.id} and ${inArray(courseSubjects.subjectId, q.subject_ids)})`,
    );
  }
  return and(...where)!;
}

function orderBy(q: CourseListQuery): SQL[] {
  const direction = q.sort === 'desc' ? desc : asc;
  const word = sql.raw(q.sort === 'desc' ? 'desc' : 'asc');
  switch (q.sort_by) {
    case 'name':
      return [direction(sql`lower(${courses.name})`), direction(courses.id)];
    case 'created_at':
      return [direction(courses.createdAt), direction(courses.id)];
    case 'updated_at':
      return [direction(courses.updatedAt), direction(courses.id)];
    case 'published_at':
      // Never-published courses come last either way.
      return [sql`${courses.publishedAt} ${word} nulls last`, direction(courses.id)];
  }
}

/** The ids of the page, in order: a narrow query, so sorting the whole match costs little. */
export function coursePageQuery(db: Db, scope: CourseListScope, q: CourseListQuery, where = courseListWhere(scope, q)) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(...orderBy(q))
    .limit(q.per)
    .offset((q.page - 1) * q.per);
}

/** The page: its ids picked by the narrow query, then their rows with creator, access and parts. */
function pageRows(db: Db, scope: CourseListScope, q: CourseListQuery, where: SQL) {
  const page = db.$with('page').as(coursePageQuery(db, scope, q, where));
  return db
    .with(page)
    .select({
      id: courses.id,
      name: courses.name,
      organizationId: courses.organizationId,
      status: courses.status,
      schoolAssessmentCourse: courses.schoolAssessmentCourse,
      assessmentKind: courses.assessmentKind,
      iconUrl: courses.iconUrl,
      creatorId: courses.creatorId,
      creatorName: users.name,
      creatorEmail: users.email,
      shareEnabled: courses.shareEnabled,
      accessible: sql<boolean>`${accessibleSql(scope.userId, scope.admin)}`,
      publishedAt: courses.publishedAt,
      changedSincePublished: courseChangedSql(),
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
      ...coursePartsColumns,
    })
    .from(page)
    .innerJoin(courses, eq(courses.id, page.id))
    .leftJoin(users, eq(users.id, courses.creatorId))
    .orderBy(...orderBy(q));
}

export async function listCourses(db: Db, scope: CourseListScope, q: CourseListQuery): Promise<CourseListPage> {
  const where = courseListWhere(scope, q);
  const [totalRows, rows] = await Promise.all([db.select({ n: count() }).from(courses).where(where), pageRows(db, scope, q, where)]);
  const total = Number(totalRows[0]?.n ?? 0);
  return {
    rows: rows.map(({ creatorName, creatorEmail, partTags, partSubjects, partBundles, partTopics, ...r }) => ({
      ...r,
      status: r.status === 'published' ? ('published' as const) : ('unpublished' as const),
      accessible: Boolean(r.accessible),
      creator: r.creatorId !== null && creatorEmail !== null ? { id: r.creatorId, name: creatorName ?? '', email: creatorEmail } : null,
      parts: partsOf({ partTags, partSubjects, partBundles, partTopics }),
    })),
    count: total,
    pages: Math.ceil(total / q.per),
  };
}
