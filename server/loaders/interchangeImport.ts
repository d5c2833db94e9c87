// What the interchange import routes share: the topic loaded for the actor (another
// organization's topic answers 404, never its contents) and authorized
// (policies/interchange.ts), and the actor's own completed 'interchange_import' job for that
// topic (anything else answers 404).
import type { InterchangeExtraction } from '../../domain/schemas/interchange.ts';
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { authorizeInterchangeImport } from '../policies/interchange.ts';
import { findJobStatus } from '../queries/jobStatus.ts';
import { actorId, type ActorRef } from '../auth/actor.ts';
import { loadTopic } from './topic.ts';

/** The topic the questions go into, after the §6 guards. */
export async function loadInterchangeTopic(db: Db, actor: ActorRef, topicId: number) {
  const loaded = await loadTopic(db, actor, topicId);
  authorizeInterchangeImport(loaded.ctx, actorId(actor), loaded.topic, loaded.share);
  return loaded;
}

/** The actor's completed interchange_import job into this topic, with its extraction; 404 otherwise. */
export async function findCompletedInterchangeImport(db: Db, uuid: string, userId: number, topic: { id: number; organizationId: number }) {
  const row = await findJobStatus(db, uuid);
  const extraction = row?.result as InterchangeExtraction | null | undefined;
  if (
    !row ||
    row.kind !== 'interchange_import' ||
    row.userId !== userId ||
    row.organizationId !== topic.organizationId ||
    row.status !== 'completed' ||
    !extraction ||
    extraction.topic_id !== topic.id
  ) {
    throw errors.notFound();
  }
  return { row, extraction };
}
