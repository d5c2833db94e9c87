// What a course summary shows besides its own row (spec §3 Course): tags (grades and other
// tags), subjects, and counts of units and topics. They are columns (correlated subqueries)
// of the query that reads the courses, so a page of courses is still one statement; the
// database computes them only for the rows it returns.
import { eq, inArray, sql } from 'drizzle-orm';
import { compareTags } from '../../domain/grades.ts';
import type { SubjectRef, TagRef } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { bundles, courseCourseTags, courses, courseSubjects, courseTags, subjects, topics } from '../db/schema/index.ts';

export interface CourseParts {
  tags: TagRef[];
  subjects: SubjectRef[];
  unitsCount: number;
  topicsCount: number;
}

export const tagType = (type: string): TagRef['type'] => (type === 'grade' ? 'grade' : 'other');

/** Select these in a query whose FROM has `courses`; read them back with `partsOf`. */
export const coursePartsColumns = {
  partTags: sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${courseTags.id}, 'name', ${courseTags.name}, 'type', ${courseTags.type})), '[]'::json)
    from ${courseCourseTags} inner join ${courseTags} on ${courseTags.id} = ${courseCourseTags.courseTagId}
    where ${courseCourseTags.courseId} = ${courses.id})`,
  partSubjects: sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${subjects.id}, 'name', ${subjects.name}, 'organization_id', ${subjects.organizationId}) order by ${subjects.name}, ${subjects.id}), '[]'::json)
    from ${courseSubjects} inner join ${subjects} on ${subjects.id} = ${courseSubjects.subjectId}
    where ${courseSubjects.courseId} = ${courses.id})`,
  partUnits: sql<number>`(select count(*) from ${bundles} where ${bundles.courseId} = ${courses.id})`.mapWith(Number),
  partTopics: sql<number>`(select count(*) from ${topics} where ${topics.courseId} = ${courses.id})`.mapWith(Number),
};

type PartsColumns = { partTags: unknown; partSubjects: unknown; partUnits: number; partTopics: number };

// Both drivers parse json; a string is parsed here in case one does not.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function partsOf(row: PartsColumns): CourseParts {
  const tags = json<{ id: number; name: string; type: string }[]>(row.partTags).map((t) => ({ id: t.id, name: t.name, type: tagType(t.type) }));
  return {
    tags: tags.sort(compareTags),
    subjects: json<SubjectRef[]>(row.partSubjects),
    unitsCount: row.partUnits,
    topicsCount: row.partTopics,
  };
}

/** Tags of courses, sorted with compareTags. */
export async function tagsOfCourses(db: Db, courseIds: number[]): Promise<Map<number, TagRef[]>> {
  const result = new Map<number, TagRef[]>();
  if (courseIds.length === 0) return result;
  const rows = await db
    .select({ courseId: courseCourseTags.courseId, id: courseTags.id, name: courseTags.name, type: courseTags.type })
    .from(courseCourseTags)
    .innerJoin(courseTags, eq(courseTags.id, courseCourseTags.courseTagId))
    .where(inArray(courseCourseTags.courseId, courseIds));
  for (const r of rows) {
    const list = result.get(r.courseId) ?? [];
    list.push({ id: r.id, name: r.name, type: tagType(r.type) });
    result.set(r.courseId, list);
  }
  for (const list of result.values()) list.sort(compareTags);
  return result;
}

/** Tags of an organization with these ids (for checking a request's tag ids). */
export async function organizationTags(db: Db, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: courseTags.id, name: courseTags.name, type: courseTags.type })
    .from(courseTags)
    .where(sql`${courseTags.organizationId} = ${organizationId} and ${inArray(courseTags.id, ids)}`);
}
