// Loading a unit or a course for the unit routes: scoped to the actor's organization
// (another organization's record answers 404) and with the course's share settings.
import { eq } from 'drizzle-orm';
import { actorId, type ActorRef } from '../auth/actor.ts';
import { scoped } from '../auth/scope.ts';
import type { Db } from '../db/client.ts';
import { bundles, courses, type UnitRow } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { presentUnit } from '../presenters/unit.ts';
import { presentTreeTopic } from '../presenters/topic.ts';
import { courseShareFor } from '../queries/courseShare.ts';
import { topicsOfUnit } from './topicRecords.ts';

export async function findUnit(db: Db, id: number) {
  const [row] = await db
    .select({ unit: bundles, courseName: courses.name })
    .from(bundles)
    .innerJoin(courses, eq(courses.id, bundles.courseId))
    .where(eq(bundles.id, id))
    .limit(1);
  return row;
}

/** The unit, its course's name, the actor's context and the course's share settings. */
export async function loadUnit(db: Db, actor: ActorRef, id: number) {
  const row = await findUnit(db, id);
  const { record: unit, ctx } = await scoped(db, actor, row?.unit);
  const share = await courseShareFor(db, unit.courseId, actorId(actor));
  if (!share) throw errors.notFound();
  return { unit, courseName: row!.courseName, ctx, share };
}

/** A course as the parent of units (create, reorder), scoped, with its share settings. */
export async function loadCourse(db: Db, actor: ActorRef, id: number) {
  const [row] = await db
    .select({ id: courses.id, organizationId: courses.organizationId, creatorId: courses.creatorId, name: courses.name })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  const { record: course, ctx } = await scoped(db, actor, row);
  const share = await courseShareFor(db, course.id, actorId(actor));
  if (!share) throw errors.notFound();
  return { course, ctx, share };
}

/** The full unit reply: the unit with its topics in order and their counts (one query more). */
export async function unitReply(db: Db, unit: UnitRow, courseName: string) {
  const topics = await topicsOfUnit(db, unit.id);
  // The routes answer only actors who may open the course, so everything here is accessible.
  return presentUnit(
    unit,
    { courseName, accessible: true },
    topics.map((t) => presentTreeTopic(t, true)),
  );
}
