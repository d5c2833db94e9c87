// Creates a unit at the end of its course. The course row is locked for the transaction so
// units created at the same moment each get their own last position.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bundles, type UnitRow } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { recordActivity } from './activityRecorder.ts';
import { lockCourse } from './rowLocks.ts';

export interface NewUnit {
  course: { id: number; organizationId: number };
  creatorId: number;
  name: string;
  description: string;
}

export async function createUnit(db: Db, input: NewUnit): Promise<UnitRow> {
  return db.transaction(async (tx) => {
    if (!(await lockCourse(tx, input.course.id))) throw errors.notFound();
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${bundles.position}), -1) + 1`.mapWith(Number) })
      .from(bundles)
      .where(eq(bundles.courseId, input.course.id));
    const [row] = await tx
      .insert(bundles)
      .values({
        organizationId: input.course.organizationId,
        courseId: input.course.id,
        creatorId: input.creatorId,
        name: input.name,
        description: input.description,
        position: last?.next ?? 0,
      })
      .returning();
    await recordActivity(tx, { organizationId: row!.organizationId, courseId: row!.courseId, actorId: input.creatorId, kind: 'created', itemType: 'unit', itemId: row!.id, itemTitle: row!.name });
    return row!;
  });
}
