// Rewrites the positions of a topic's pages in one transaction. The order must name every
// page of the topic exactly once; anything else is refused (422) and nothing changes. As
// with units and topics, the pages' lock_versions are not bumped: a reorder must not make
// someone's open editor stale.
import { eq } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import type { Db } from '../db/client.ts';
import { chapters, topics } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { isExactOrder, positionCase } from './bundleReorderer.ts';

export async function reorderChapters(db: Db, topicId: number, order: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the topic: a page created meanwhile would otherwise be left out of the order.
    const locked = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId)).for('update');
    if (locked.length === 0) throw errors.notFound();
    const current = await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.topicId, topicId));
    if (
      !isExactOrder(
        current.map((r) => r.id),
        order,
      )
    ) {
      throw errors.unprocessable({ order: msg('order_mismatch') });
    }
    await tx.update(chapters).set({ position: positionCase(chapters.id, order) }).where(eq(chapters.topicId, topicId));
  });
}
