// Edits and deletes of one topic. An edit that names a lock_version other than the stored
// one changes nothing and is stale, so the route answers 409 with the current topic; every
// edit bumps lock_version.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { topics, type TopicRow } from '../db/schema/index.ts';
import { saved, stale, type Saved } from './versionedSave.ts';
import { recordSave } from './versionRecorder.ts';
import { settingsDocument } from './settingsDocument.ts';
import { closeOpenSittingsUnder } from './openSittings.ts';

export interface TopicChanges {
  name?: string;
  shuffleAnswers?: boolean;
  shuffleQuestions?: boolean;
  questionsLabel?: string | null;
}

/** The updated row, or stale when the topic is gone or lockVersion is stale. The edit is kept in the topic's history. */
export async function updateTopic(db: Db, id: number, changes: TopicChanges, lockVersion: number, authorId: number): Promise<Saved<TopicRow>> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(topics)
      .set({ ...changes, lockVersion: sql`${topics.lockVersion} + 1`, updatedAt: now })
      .where(and(eq(topics.id, id), eq(topics.lockVersion, lockVersion)))
      .returning();
    if (!row) return stale();
    const document = settingsDocument(row);
    await recordSave(tx, { organizationId: row.organizationId, itemType: 'topic', itemId: row.id, authorId, document, lockVersion: row.lockVersion, at: now, title: row.name });
    return saved(row);
  });
}

/**
 * Deletes the topic and everything under it: its lesson, pages, passages, questions (with
 * answers, categories, groups, matching items), study guides, links and assignment usages.
 * The foreign keys cascade (server/db/schema); its pages' and passages' open sittings are
 * closed first, so their history keeps their last saves. Called in a transaction.
 */
export async function deleteTopic(db: Db | Tx, id: number): Promise<boolean> {
  await closeOpenSittingsUnder(db, sql`t.id = ${id}`);
  const removed = await db.delete(topics).where(eq(topics.id, id)).returning({ id: topics.id });
  return removed.length > 0;
}
