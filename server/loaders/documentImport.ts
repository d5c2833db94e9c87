// What the document import routes share: the topic loaded for the actor (another organization's
// topic answers 404, never its contents) and authorized (policies/documents.ts), and the
// actor's own 'document_import' job for that topic (anything else answers 404).
import type { DocumentExtraction } from '../../domain/schemas/documents.ts';
import type { Db } from '../db/client.ts';
import { authorizeDocumentImport } from '../policies/documents.ts';
import { actorId, type ActorRef } from '../auth/actor.ts';
import { findCompletedReview } from './reviewedImport.ts';
import { loadTopic } from './topic.ts';

/** The topic the questions go into, after the §6 guards. */
export async function loadDocumentTopic(db: Db, actor: ActorRef, topicId: number) {
  const loaded = await loadTopic(db, actor, topicId);
  authorizeDocumentImport(loaded.ctx, actorId(actor), loaded.topic, loaded.share);
  return loaded;
}

/** The actor's completed document_import job into this topic, with its extraction; 404 otherwise. */
export const findCompletedImport = (db: Db, uuid: string, userId: number, topic: { id: number; organizationId: number }) =>
  findCompletedReview<DocumentExtraction>(db, 'document_import', uuid, userId, topic);
