// Loading a page for the page routes, scoped to the actor's organization (another
// organization's page answers 404) with its course's share settings.
import { eq } from 'drizzle-orm';
import { actorId, type ActorRef } from '../auth/actor.ts';
import { scoped } from '../auth/scope.ts';
import type { Db } from '../db/client.ts';
import { chapters, topics } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { courseShareFor } from '../queries/courseShare.ts';

/** The page and its topic's course; undefined when missing. */
export async function findPage(db: Db, id: number) {
  const [row] = await db
    .select({ page: chapters, courseId: topics.courseId })
    .from(chapters)
    .innerJoin(topics, eq(topics.id, chapters.topicId))
    .where(eq(chapters.id, id))
    .limit(1);
  return row;
}

export async function loadPage(db: Db, actor: ActorRef, id: number) {
  const row = await findPage(db, id);
  const { record: page, ctx } = await scoped(db, actor, row?.page);
  const share = await courseShareFor(db, row!.courseId, actorId(actor));
  if (!share) throw errors.notFound();
  return { page, ctx, share };
}
