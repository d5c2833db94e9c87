// Creates, saves and deletes passages (question references). A new passage goes last in its
// topic; a save replaces the whole document when its lock_version is still the stored one
// (else stale, nothing changed) and bumps lock_version and last_saved_at. Deleting keeps
// the questions linked to it: the foreign key clears their passage_id, and their
// lock_versions are bumped so an editor open on one does not write the old link back;
// the passages after it move up one place. Lock order, as for questions: topic, passage,
// then question rows.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { passages, questions, type PassageRow } from '../db/schema/index.ts';
import type { PreparedPassage } from '../sanitize/passageContent.ts';
import { htmlToText } from '../../domain/rules/text.ts';
import { lockTopic } from './rowLocks.ts';
import { recordActivityOf } from './activityRecorder.ts';
import type { Saved } from './versionedSave.ts';
import { recordVersion, saveWithVersion } from './versionRecorder.ts';
import { closeOpenSittings } from './openSittings.ts';
import type { VersionMark } from './versionMark.ts';

/** The passage as its editor sends it (a version's document, the fields a restore sends back). */
const passageVersionDocument = ({ title, content_html, sections }: PreparedPassage) => ({ title, content_html, sections });

function rowValues(p: PreparedPassage) {
  return { title: p.title, content: p.content, contentHtml: p.content_html, sections: p.sections };
}

export async function createPassage(
  db: Db,
  input: { topic: { id: number; organizationId: number }; creatorId: number; passage: PreparedPassage },
): Promise<PassageRow> {
  const { topic, creatorId, passage } = input;
  return db.transaction(async (tx) => {
    await lockTopic(tx, topic.id);
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${passages.position}), -1) + 1`.mapWith(Number) })
      .from(passages)
      .where(eq(passages.topicId, topic.id));
    const [row] = await tx
      .insert(passages)
      .values({ ...rowValues(passage), organizationId: topic.organizationId, topicId: topic.id, creatorId, position: last?.next ?? 0 })
      .returning();
    await recordActivityOf(tx, 'passage', row!.id, { actorId: creatorId, kind: 'created' });
    await recordVersion(tx, {
      organizationId: topic.organizationId,
      itemType: 'passage',
      itemId: row!.id,
      authorId: creatorId,
      document: passageVersionDocument(passage),
      lockVersion: row!.lockVersion,
      at: row!.createdAt,
      kind: 'created',
    });
    return row!;
  });
}

/**
 * The saved row, or stale when lockVersion is stale or the passage is gone. The save is kept in
 * the passage's history: as an edit, or as a version of its own when `mark` says it restores one.
 */
export async function updatePassage(
  db: Db,
  passage: { id: number; organizationId: number },
  values: PreparedPassage,
  lockVersion: number,
  authorId: number,
  mark?: VersionMark,
): Promise<Saved<PassageRow>> {
  const now = new Date();
  type Save = ReturnType<typeof rowValues> & { id: number; lockVersion: number; now: Date };
  const save = {
    key: 'passage_save',
    itemType: 'passage',
    values: { ...rowValues(values), id: passage.id, lockVersion, now },
    write: (handle: Db | Tx, v: Save) =>
      handle
        .update(passages)
        .set({ title: v.title, content: v.content, contentHtml: v.contentHtml, sections: v.sections, lockVersion: sql`${passages.lockVersion} + 1`, lastSavedAt: v.now, updatedAt: v.now })
        .where(and(eq(passages.id, v.id), eq(passages.lockVersion, v.lockVersion)))
        .returning(),
  } as const;
  const version = {
    organizationId: passage.organizationId,
    itemId: passage.id,
    authorId,
    document: passageVersionDocument(values),
    at: now,
    title: values.title || htmlToText(values.content_html),
  };
  return saveWithVersion(db, save, version, mark);
}

/** False when the passage was already gone. */
export async function deletePassage(db: Db, passage: { id: number; topicId: number }, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTopic(tx, passage.topicId);
    const locked = await tx.select({ id: passages.id }).from(passages).where(eq(passages.id, passage.id)).for('update');
    if (locked.length === 0) return false;
    await recordActivityOf(tx, 'passage', passage.id, { actorId, kind: 'deleted' });
    await closeOpenSittings(tx, 'passage', [passage.id]);
    await tx
      .update(questions)
      .set({ lockVersion: sql`${questions.lockVersion} + 1`, updatedAt: new Date() })
      .where(eq(questions.passageId, passage.id));
    const [removed] = await tx.delete(passages).where(eq(passages.id, passage.id)).returning({ position: passages.position });
    await tx
      .update(passages)
      .set({ position: sql`${passages.position} - 1` })
      .where(and(eq(passages.topicId, passage.topicId), gt(passages.position, removed!.position)));
    return true;
  });
}
