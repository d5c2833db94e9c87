// What the interchange import routes share: the topic loaded for the actor (another
// organization's topic answers 404, never its contents) and authorized
// (policies/interchange.ts), and the actor's own completed 'interchange_import' job for that
// topic (anything else answers 404).
import type { InterchangeExtraction } from '../../domain/schemas/interchange.ts';
import type { Db } from '../db/client.ts';
import { authorizeInterchangeImport } from '../policies/interchange.ts';
import { actorId, type ActorRef } from '../auth/actor.ts';
import { findCompletedReview } from './reviewedImport.ts';
import { loadTopic } from './topic.ts';

/** The topic the questions go into, after the §6 guards. */
export async function loadInterchangeTopic(db: Db, actor: ActorRef, topicId: number) {
  const loaded = await loadTopic(db, actor, topicId);
  authorizeInterchangeImport(loaded.ctx, actorId(actor), loaded.topic, loaded.share);
  return loaded;
}

/** The actor's completed interchange_import job into this topic, with its extraction; 404 otherwise. */
export const findCompletedInterchangeImport = (db: Db, uuid: string, userId: number, topic: { id: number; organizationId: number }) =>
  findCompletedReview<InterchangeExtraction>(db, 'interchange_import', uuid, userId, topic);
