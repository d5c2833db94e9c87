// Loading a passage for the passage routes, scoped to the actor's organization (another
// organization's passage answers 404) with its course's share settings.
import { actorId, type ActorRef } from '../auth/actor.ts';
import { scoped } from '../auth/scope.ts';
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { courseShareFor } from '../queries/courseShare.ts';
import { findPassage } from './passageRecords.ts';

export async function loadPassage(db: Db, actor: ActorRef, id: number) {
  const { record: passage, ctx } = await scoped(db, actor, await findPassage(db, id));
  const share = await courseShareFor(db, passage.courseId, actorId(actor));
  if (!share) throw errors.notFound();
  return { passage, ctx, share };
}

export type LoadedPassage = Awaited<ReturnType<typeof loadPassage>>['passage'];
