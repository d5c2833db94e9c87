// The course list of an organization (spec §7 "Courses": GET /content/organizations/{id}/courses
// and the importing variant) with every filter of domain/schemas/courses.ts courseListQuery.
// One statement whatever the size: the ids of the page picked by a narrow query, then their
// rows with the total, tags, subjects and counts as columns
// (queries/courseParts.ts) and whether the course changed since published
// (queries/publishState.ts). It is prepared once per filter shape (db/prepared.ts).
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { NO_AUTHOR } from '../../domain/constants.ts';
import type { CourseListQuery, Person } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
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

/**
 * `column` normalized contains `term` (already normalized, so only [a-z0-9]: no LIKE escapes).
 * The normalized expression is the one courses_name_search_idx indexes (pg_trgm, migration
 * 0007), so on course names PostgreSQL reads the index instead of normalizing every row.
 * Where a plan filters rows instead (PGlite, which never gathers statistics), a cheap LIKE
 * goes first: the term's letters in order with anything between, needed for a match, so only
 * rows passing it are normalized (~5 µs a row).
 */
const normalized = (column: SQL) => sql`regexp_replace(lower(${column}), '[^a-z0-9]+', '', 'g')`;
const spread = (term: string) => `%${term.split('').join('%')}%`;
function contains(column: SQL, term: string, v: ListValues, name: string): SQL {
  return sql`(lower(${column}) like ${v.bind(`${name}Spread`, spread(term), 'text')} and ${normalized(column)} like ${v.bind(name, `%${term}%`, 'text')})`;
}

/**
 * How a filter's value gets into the statement: as a parameter of a statement built for this
 * request (`inlineValues`, the downloads exporter), or as a placeholder of a prepared
 * statement shared by every request of the same shape (`placeholderValues`, listCourses).
 * `shape` names every branch taken; two requests with the same shape build the same SQL.
 */
export interface ListValues {
  bind(name: string, value: unknown, type?: string): SQL;
  shape: string[];
  values: Record<string, unknown>;
}

export function inlineValues(): ListValues {
  return { shape: [], values: {}, bind: (_name, value, type) => (type ? sql`${value}::${sql.raw(type)}` : sql`${value}`) };
}

function placeholderValues(): ListValues {
  const values: Record<string, unknown> = {};
  return {
    shape: [],
    values,
    bind: (name, value, type) => {
      values[name] = value;
      return type ? sql`${sql.placeholder(name)}::${sql.raw(type)}` : sql`${sql.placeholder(name)}`;
    },
  };
}

/** Whether the actor may open the course: not share-limited, or admin, author, selected user. */
export function accessibleSql(userId: number | SQL, admin: boolean): SQL {
  if (admin) return sql`true`;
  return sql`(not ${courses.shareEnabled} or ${courses.creatorId} is not distinct from ${userId}::integer or exists (select 1 from ${courseSharedUsers} where ${courseSharedUsers.courseId} = ${courses.id} and ${courseSharedUsers.userId} = ${userId}::integer))`;
}

/** A course must carry one of the given grades (when any is given) and one of the given other tags (when any). */
function tagFilter(ids: SQL): SQL {
  const byType = (type: 'grade' | 'other') => sql`(
    not exists (select 1 from ${courseTags} where ${courseTags.id} = any(${ids}) and ${courseTags.type} = ${sql.raw(`'${type}'`)})
    or exists (select 1 from ${courseCourseTags} inner join ${courseTags} on ${courseTags.id} = ${courseCourseTags.courseTagId}
               where ${courseCourseTags.courseId} = ${courses.id} and ${courseCourseTags.courseTagId} = any(${ids}) and ${courseTags.type} = ${sql.raw(`'${type}'`)}))`;
  return sql`(${byType('grade')} and ${byType('other')})`;
}

const timestamp = (value: string | number) => new Date(value).toISOString();

export function courseListWhere(scope: CourseListScope, q: CourseListQuery, v: ListValues = inlineValues()): SQL {
  const { bind, shape } = v;
  const where: (SQL | undefined)[] = [sql`${courses.organizationId} = ${bind('organizationId', scope.organizationId, 'integer')}`];
  if (scope.publishedOnly) {
    shape.push('publishedOnly');
    where.push(sql`${courses.status} = 'published'`);
  }
  if (scope.accessibleOnly) {
    shape.push(scope.admin ? 'accessibleOnly:admin' : 'accessibleOnly');
    where.push(accessibleSql(bind('userId', scope.userId), scope.admin));
  }
  const search = normalizeSearch(q.q ?? '');
  if (search) {
    shape.push('q');
    where.push(contains(sql`${courses.name}`, search, v, 'q'));
  }
  const tagSearch = normalizeSearch(q.tag_search ?? '');
  if (tagSearch) {
    shape.push('tag_search');
    where.push(
      sql`exists (select 1 from ${courseCourseTags} inner join ${courseTags} on ${courseTags.id} = ${courseCourseTags.courseTagId}
                  where ${courseCourseTags.courseId} = ${courses.id} and ${contains(sql`${courseTags.name}`, tagSearch, v, 'tagSearch')})`,
    );
  }
  if (q.course_set_id !== undefined) {
    shape.push('course_set_id');
    where.push(sql`${courses.courseSetId} = ${bind('courseSetId', q.course_set_id, 'integer')}`);
  }
  if (q.course_subset_id !== undefined) {
    shape.push('course_subset_id');
    where.push(sql`${courses.courseSubsetId} = ${bind('courseSubsetId', q.course_subset_id, 'integer')}`);
  }
  if (q.level) {
    shape.push('level');
    // meta.level lists grade names comma-joined ("G10,G11").
    where.push(
      sql`lower(${bind('level', q.level.trim(), 'text')}) = any(string_to_array(lower(replace(coalesce(${courses.meta}->>'level', ''), ' ', '')), ','))`,
    );
  }
  if (q.publish_status) {
    shape.push('publish_status');
    where.push(sql`${courses.status} = ${bind('publishStatus', q.publish_status, 'text')}`);
  }
  const range = (name: 'published_from' | 'published_to' | 'created_from' | 'created_to', column: SQL, op: '>=' | '<=') => {
    const value = q[name];
    if (value === undefined) return;
    shape.push(name);
    where.push(sql`${column} ${sql.raw(op)} ${bind(name, timestamp(value), 'timestamptz')}`);
  };
  range('published_from', sql`${courses.publishedAt}`, '>=');
  range('published_to', sql`${courses.publishedAt}`, '<=');
  range('created_from', sql`${courses.createdAt}`, '>=');
  range('created_to', sql`${courses.createdAt}`, '<=');
  if (q.user_ids.length) {
    const ids = q.user_ids.filter((u): u is number => u !== NO_AUTHOR);
    const noAuthor = q.user_ids.includes(NO_AUTHOR);
    shape.push(`user_ids:${ids.length > 0}:${noAuthor}`);
    where.push(
      or(
        ids.length ? sql`${courses.creatorId} = any(${bind('userIds', ids, 'integer[]')})` : undefined,
        noAuthor ? isNull(courses.creatorId) : undefined,
      ),
    );
  }
  if (q.course_tag_ids.length) {
    shape.push('course_tag_ids');
    where.push(tagFilter(bind('courseTagIds', q.course_tag_ids, 'integer[]')));
  }
  if (q.subject_ids.length) {
    shape.push('subject_ids');
    where.push(
      sql`exists (select 1 from ${courseSubjects} where ${courseSubjects.courseId} = ${courses.id} and ${courseSubjects.subjectId} = any(${bind('subjectIds', q.subject_ids, 'integer[]')}))`,
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

/**
 * The page: its ids picked by a narrow query (so sorting the whole match costs little), then
 * their rows with creator, access and parts, and the number of matches as a column (a count
 * subquery; a window count would make the database read every match to find one page).
 */
function pageRows(db: Db, scope: CourseListScope, q: CourseListQuery, where: SQL, v: ListValues) {
  const page = db.$with('page').as(
    db
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(...orderBy(q))
      .limit(sql.placeholder('limit') as unknown as number)
      .offset(sql.placeholder('offset') as unknown as number),
  );
  return db
    .with(page)
    .select({
      // Uncorrelated, so computed once per statement (an InitPlan), on the indexes a count uses.
      total: sql<number>`(select count(*) from ${courses} where ${where})`.mapWith(Number),
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
      accessible: sql<boolean>`${accessibleSql(v.bind('userId', scope.userId), scope.admin)}`,
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

/**
 * One statement in the common case: the page with the total as a column, prepared once per
 * filter shape (the filters present and the sort) with every value a placeholder. A page past
 * the last has no row to carry the total, so only then a second statement counts.
 */
export async function listCourses(db: Db, scope: CourseListScope, q: CourseListQuery): Promise<CourseListPage> {
  const v = placeholderValues();
  const where = courseListWhere(scope, q, v);
  const key = `${v.shape.join(',')};${scope.admin ? 'admin' : ''};${q.sort_by} ${q.sort}`;
  const offset = (q.page - 1) * q.per;
  const rows = await prepared(db, `course_list:${key}`, (name) => pageRows(db, scope, q, where, v).prepare(name)).execute({
    ...v.values,
    userId: scope.userId,
    limit: q.per,
    offset,
  });
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await prepared(db, `course_count:${key}`, (name) => db.select({ n: count() }).from(courses).where(where).prepare(name)).execute(v.values);
    total = Number(counted[0]?.n ?? 0);
  }
  return {
    // Each row built field by field: a rest pattern here (`{ total, ...r }`) cost 7% of the
    // list's CPU (V8's copy with excluded properties).
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      organizationId: r.organizationId,
      status: r.status === 'published' ? ('published' as const) : ('unpublished' as const),
      schoolAssessmentCourse: r.schoolAssessmentCourse,
      assessmentKind: r.assessmentKind,
      iconUrl: r.iconUrl,
      creatorId: r.creatorId,
      creator: r.creatorId !== null && r.creatorEmail !== null ? { id: r.creatorId, name: r.creatorName ?? '', email: r.creatorEmail } : null,
      shareEnabled: r.shareEnabled,
      accessible: Boolean(r.accessible),
      publishedAt: r.publishedAt,
      changedSincePublished: r.changedSincePublished,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      parts: partsOf(r),
    })),
    count: total,
    pages: Math.ceil(total / q.per),
  };
}
