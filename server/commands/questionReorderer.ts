// Rewrites the positions of a topic's questions in one transaction. The order must name
// every question of the topic exactly once; anything else is refused (422) and nothing
// changes. Positions are the topic's ordering, so the questions' lock_versions are not
// bumped: a reorder must not make someone's open editor stale.
import { eq } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import type { Db } from '../db/client.ts';
import { questions } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { isExactOrder, positionCase } from './unitReorderer.ts';
import { lockTopic } from './rowLocks.ts';
import { recordActivityOf } from './activityRecorder.ts';

export async function reorderQuestions(db: Db, topicId: number, order: number[], actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the topic: a question created or deleted meanwhile would otherwise be left out.
    await lockTopic(tx, topicId);
    const current = await tx.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topicId));
    if (!isExactOrder(current.map((r) => r.id), order)) throw errors.unprocessable({ order: msg('order_mismatch') });
    await tx.update(questions).set({ position: positionCase(questions.id, order) }).where(eq(questions.topicId, topicId));
    await recordActivityOf(tx, 'topic', topicId, { actorId, kind: 'reordered', details: { items: 'questions', order } });
  });
}
