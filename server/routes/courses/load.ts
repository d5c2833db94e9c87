// Loading a course for the course routes: scoped to the actor's organization (another
// organization's course answers 404) with the course's share settings for the actor.
import { scoped } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import { presentCourse } from '../../presenters/course.ts';
import { courseDetailParts, findCourse, type CourseRow } from '../../queries/courseDetail.ts';

export async function loadCourse(db: Db, userId: number, courseId: number) {
  const found = await findCourse(db, courseId, userId);
  const { record: course, ctx } = await scoped(db, userId, found.course);
  if (!found.share) throw errors.notFound();
  return { course, share: found.share, ctx };
}

/** The full course reply. The routes answer only actors who may open the course. */
export async function courseReply(db: Db, course: CourseRow) {
  return presentCourse(course, await courseDetailParts(db, course), true);
}
