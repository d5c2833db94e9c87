// The job of an import the teacher reviews (a document's questions, another tool's file): the
// actor's own completed job of that kind into this topic, with its extraction; 404 otherwise
// (another member's job, another topic's, one still running or failed, no such job).
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { findJobStatus } from '../queries/jobStatus.ts';

export async function findCompletedReview<Extraction extends { topic_id: number }>(
  db: Db,
  kind: 'document_import' | 'interchange_import',
  uuid: string,
  userId: number,
  topic: { id: number; organizationId: number },
) {
  const row = await findJobStatus(db, uuid);
  const extraction = row?.result as Extraction | null | undefined;
  if (
    !row ||
    row.kind !== kind ||
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
