// One course as GET /content/courses/{id} shows it, and the loads every course route starts
// with: the row and its share settings for the actor, in one statement.
import { and, eq, sql } from 'drizzle-orm';
import type { CourseUnitRef, Person } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { bundles, courseSharedUsers, courses, users, type CourseRow } from '../db/schema/index.ts';
import type { CourseShare } from '../policies/content.ts';
import { coursePartsColumns, partsOf, type CourseParts } from './courseParts.ts';
import { courseChangedSql } from './publishState.ts';


export interface CourseDetailParts extends CourseParts {
  creator: Person | null;
  sharedUserIds: number[];
  /** Its units by position (§3 Course "bundles"). */
  units: CourseUnitRef[];
  /** Any topic changed since it was published (queries/publishState.ts). */
  changedSincePublished: boolean;
}

/** The course row and whether the actor is one of its selected users, in one prepared statement. */
const courseWithShare = (db: Db) =>
  prepared(db, 'course_with_share', (name) =>
    db
      .select({ course: courses, sharedUser: courseSharedUsers.userId })
      .from(courses)
      .leftJoin(courseSharedUsers, and(eq(courseSharedUsers.courseId, courses.id), eq(courseSharedUsers.userId, sql.placeholder('userId'))))
      .where(eq(courses.id, sql.placeholder('courseId')))
      .limit(1)
      .prepare(name),
  );

/** The course and the actor's view of its share settings (as queries/courseShare.ts reads them); both undefined when there is no such course. */
export async function findCourse(db: Db, courseId: number, userId: number): Promise<{ course: CourseRow | undefined; share: CourseShare | undefined }> {
  const [row] = await courseWithShare(db).execute({ courseId, userId });
  if (!row) return { course: undefined, share: undefined };
  const { course, sharedUser } = row;
  return { course, share: { shareEnabled: course.shareEnabled, creatorId: course.creatorId, sharedWithActor: sharedUser !== null } };
}

/** Tags, subjects, counts, creator, shared users, units and whether it changed since published, in one statement. */
export async function courseDetailParts(db: Db, course: CourseRow): Promise<CourseDetailParts> {
  const [row] = await prepared(db, 'course_detail_parts', (name) =>
    db
      .select({
        ...coursePartsColumns,
        creatorId: users.id,
        creatorName: users.name,
        creatorEmail: users.email,
        changedSincePublished: courseChangedSql(),
        sharedUserIds: sql<number[]>`array(select ${courseSharedUsers.userId} from ${courseSharedUsers} where ${courseSharedUsers.courseId} = ${courses.id} order by 1)`,
        unitRefs: sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${bundles.id}, 'guid', ${bundles.guid}, 'name', ${bundles.name}, 'status', ${bundles.status}, 'position', ${bundles.position})
          order by ${bundles.position}, ${bundles.id}), '[]'::json) from ${bundles} where ${bundles.courseId} = ${courses.id})`,
      })
      .from(courses)
      .leftJoin(users, eq(users.id, courses.creatorId))
      .where(eq(courses.id, sql.placeholder('courseId')))
      .prepare(name),
  ).execute({ courseId: course.id });
  if (!row) return { tags: [], subjects: [], unitsCount: 0, topicsCount: 0, creator: null, sharedUserIds: [], units: [], changedSincePublished: false };
  return {
    ...partsOf(row),
    creator: row.creatorId !== null ? { id: row.creatorId, name: row.creatorName ?? '', email: row.creatorEmail ?? '' } : null,
    sharedUserIds: (row.sharedUserIds ?? []).map(Number),
    // Both drivers parse json; a string is parsed in case one does not.
    units: (typeof row.unitRefs === 'string' ? JSON.parse(row.unitRefs) : row.unitRefs) as CourseUnitRef[],
    changedSincePublished: row.changedSincePublished,
  };
}
