// Deletes a question in one transaction: its parts go with it (foreign keys cascade), the
// question that followed it stops following it (the foreign key sets null), and the
// questions after it move up one place, so positions stay 0, 1, 2 … in the topic. The
// questions it was linked to (before and after it) get their lock_version bumped, so an
// editor open on one does not write the old link back (questionLinker.ts).
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { questions } from '../db/schema/index.ts';
import { lockTopic } from './rowLocks.ts';
import { recordActivityOf } from './activityRecorder.ts';

/** False when the question was already gone. */
export async function deleteQuestion(db: Db, question: { id: number; topicId: number }, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTopic(tx, question.topicId);
    // Under the topic lock, its links are current: whatever it follows and whatever follows it.
    const [current] = await tx.select({ preceding: questions.precedingQuestionId }).from(questions).where(eq(questions.id, question.id));
    if (!current) return false;
    await recordActivityOf(tx, 'question', question.id, { actorId, kind: 'deleted' });
    await tx
      .update(questions)
      .set({ lockVersion: sql`${questions.lockVersion} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(questions.topicId, question.topicId),
          or(eq(questions.precedingQuestionId, question.id), current.preceding === null ? undefined : eq(questions.id, current.preceding)),
        ),
      );
    const [removed] = await tx.delete(questions).where(eq(questions.id, question.id)).returning({ position: questions.position });
    if (!removed) return false;
    await tx
      .update(questions)
      .set({ position: sql`${questions.position} - 1` })
      .where(and(eq(questions.topicId, question.topicId), gt(questions.position, removed.position)));
    return true;
  });
}
