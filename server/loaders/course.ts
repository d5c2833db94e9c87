// Loading a course for the course routes: scoped to the actor's organization (another
// organization's course answers 404) with the course's share settings for the actor.
import { actorId, type ActorRef } from '../auth/actor.ts';
import { scoped } from '../auth/scope.ts';
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { presentCourse } from '../presenters/course.ts';
import { courseDetailParts, findCourse } from '../queries/courseDetail.ts';
import { findCourseWithTree } from '../queries/courseTree.ts';
import type { CourseRow } from '../db/schema/index.ts';

export async function loadCourse(db: Db, actor: ActorRef, courseId: number) {
  const found = await findCourse(db, courseId, actorId(actor));
  const { record: course, ctx } = await scoped(db, actor, found.course);
  if (!found.share) throw errors.notFound();
  return { course, share: found.share, ctx };
}

/** As loadCourse, with the course's tree read in the same statement (GET …/show_tree). */
export async function loadCourseTree(db: Db, actor: ActorRef, courseId: number) {
  const found = await findCourseWithTree(db, courseId, actorId(actor));
  const { record: course, ctx } = await scoped(db, actor, found.course);
  if (!found.share || !found.tree) throw errors.notFound();
  return { course, share: found.share, tree: found.tree, ctx };
}

/** The full course reply. The routes answer only actors who may open the course. */
export async function courseReply(db: Db, course: CourseRow) {
  return presentCourse(course, await courseDetailParts(db, course), true);
}
