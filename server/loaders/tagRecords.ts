// Reads of an organization's tag and subject catalogues: one query each.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courseCourseTags, courseTags, subjects } from '../db/schema/index.ts';
import { compareTags } from '../../domain/grades.ts';
import { presentCourseTag, presentSubject } from '../presenters/tag.ts';

/** Grades (system order) then other tags (by name), each with the number of courses tagged. */
export async function courseTagsWithCounts(db: Db, organizationId: number) {
  const rows = await db
    .select({ id: courseTags.id, name: courseTags.name, type: courseTags.type, count: count(courseCourseTags.courseId) })
    .from(courseTags)
    .leftJoin(courseCourseTags, eq(courseCourseTags.courseTagId, courseTags.id))
    .where(eq(courseTags.organizationId, organizationId))
    .groupBy(courseTags.id);
  return rows.sort(compareTags).map(presentCourseTag);
}

export async function organizationSubjects(db: Db, organizationId: number) {
  const rows = await db.select().from(subjects).where(eq(subjects.organizationId, organizationId)).orderBy(asc(subjects.name), asc(subjects.id));
  return rows.map(presentSubject);
}

/** The subjects of the organization's country (organization_id null). */
export async function countrySubjects(db: Db, countryCode: string) {
  const rows = await db
    .select()
    .from(subjects)
    .where(and(isNull(subjects.organizationId), eq(subjects.countryCode, countryCode)))
    .orderBy(asc(subjects.name), asc(subjects.id));
  return rows.map(presentSubject);
}
