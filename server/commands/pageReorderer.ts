// Rewrites the positions of a topic's pages in one transaction. The order must name every
// page of the topic exactly once; anything else is refused (422) and nothing changes. As
// with units and topics, the pages' lock_versions are not bumped: a reorder must not make
// someone's open editor stale.
import { eq } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import type { Db } from '../db/client.ts';
import { chapters } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { isExactOrder, positionCase } from './unitReorderer.ts';
import { lockTopic } from './rowLocks.ts';
import { recordActivityOf } from './activityRecorder.ts';

export async function reorderPages(db: Db, topicId: number, order: number[], actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the topic: a page created meanwhile would otherwise be left out of the order.
    await lockTopic(tx, topicId);
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
    await recordActivityOf(tx, 'topic', topicId, { actorId, kind: 'reordered', details: { items: 'pages', order } });
  });
}
