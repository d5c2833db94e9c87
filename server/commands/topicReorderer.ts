// Rewrites the positions of a unit's topics in one transaction. The order must name every
// topic of the unit exactly once; anything else is refused (422) and nothing changes. As
// with units, the topics' lock_versions are not bumped by a reorder.
import { eq } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import type { Db } from '../db/client.ts';
import { bundles, topics } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { isExactOrder, positionCase } from './unitReorderer.ts';
import { recordActivityOf } from './activityRecorder.ts';

export async function reorderTopics(db: Db, unitId: number, order: number[], actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the unit: a topic created or moved in meanwhile would otherwise be left out.
    const locked = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, unitId)).for('update');
    if (locked.length === 0) throw errors.notFound();
    const current = await tx.select({ id: topics.id }).from(topics).where(eq(topics.bundleId, unitId));
    if (
      !isExactOrder(
        current.map((r) => r.id),
        order,
      )
    ) {
      throw errors.unprocessable({ order: msg('order_mismatch') });
    }
    await tx.update(topics).set({ position: positionCase(topics.id, order) }).where(eq(topics.bundleId, unitId));
    await recordActivityOf(tx, 'bundle', unitId, { actorId, kind: 'reordered', details: { items: 'topics', order } });
  });
}
