// Rewrites the positions of a course's units in one transaction. The order must name every
// unit of the course exactly once; anything else is refused (422) and nothing changes.
// Positions are the parent's ordering, so the units' lock_versions are not bumped: a
// reorder must not make someone's open edit form stale.
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import type { Db } from '../db/client.ts';
import { bundles } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { lockCourse } from './rowLocks.ts';
import { recordActivityOf } from './activityRecorder.ts';

/** True when `order` lists exactly the ids of `current`, each once. */
export function isExactOrder(current: readonly number[], order: readonly number[]): boolean {
  if (current.length !== order.length) return false;
  const wanted = new Set(order);
  return wanted.size === order.length && current.every((id) => wanted.has(id));
}

/** `when id then position` pairs for an UPDATE … SET position = CASE … END. */
export function positionCase(idColumn: AnyColumn, order: readonly number[]) {
  return sql`case ${idColumn} ${sql.join(
    order.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  )} end`;
}

export async function reorderUnits(db: Db, courseId: number, order: number[], actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the course: a unit created meanwhile would otherwise be left out of the order.
    if (!(await lockCourse(tx, courseId))) throw errors.notFound();
    const current = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.courseId, courseId));
    if (
      !isExactOrder(
        current.map((r) => r.id),
        order,
      )
    ) {
      throw errors.unprocessable({ order: msg('order_mismatch') });
    }
    await tx.update(bundles).set({ position: positionCase(bundles.id, order) }).where(eq(bundles.courseId, courseId));
    await recordActivityOf(tx, 'course', courseId, { actorId, kind: 'reordered', details: { items: 'units', order } });
  });
}
