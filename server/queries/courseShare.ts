// The share settings of courses as the content policy needs them (policies/content.ts
// CourseShare): whether sharing is on, the author, and whether the actor is one of the
// selected users. One query for any number of courses.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { courseSharedUsers, courses } from '../db/schema/index.ts';
import type { CourseShare } from '../policies/content.ts';

export async function courseSharesFor(db: Db, courseIds: number[], userId: number): Promise<Map<number, CourseShare>> {
  const result = new Map<number, CourseShare>();
  if (courseIds.length === 0) return result;
  const rows = await db
    .select({ id: courses.id, shareEnabled: courses.shareEnabled, creatorId: courses.creatorId, sharedUser: courseSharedUsers.userId })
    .from(courses)
    .leftJoin(courseSharedUsers, and(eq(courseSharedUsers.courseId, courses.id), eq(courseSharedUsers.userId, userId)))
    .where(inArray(courses.id, [...new Set(courseIds)]));
  for (const row of rows) {
    result.set(row.id, { shareEnabled: row.shareEnabled, creatorId: row.creatorId, sharedWithActor: row.sharedUser !== null });
  }
  return result;
}

/** The share settings of one course; undefined when the course does not exist. One prepared statement. */
export async function courseShareFor(db: Db, courseId: number, userId: number): Promise<CourseShare | undefined> {
  const [row] = await prepared(db, 'course_share', (name) =>
    db
      .select({ shareEnabled: courses.shareEnabled, creatorId: courses.creatorId, sharedUser: courseSharedUsers.userId })
      .from(courses)
      .leftJoin(courseSharedUsers, and(eq(courseSharedUsers.courseId, courses.id), eq(courseSharedUsers.userId, sql.placeholder('userId'))))
      .where(eq(courses.id, sql.placeholder('courseId')))
      .limit(1)
      .prepare(name),
  ).execute({ courseId, userId });
  return row ? { shareEnabled: row.shareEnabled, creatorId: row.creatorId, sharedWithActor: row.sharedUser !== null } : undefined;
}
