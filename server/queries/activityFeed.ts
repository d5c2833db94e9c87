// A page of a course's activity, or of an organization's own events (course_id null), newest
// first, with each actor's name, filtered by person, kind and time (both ends inclusive), and
// the total for the paging headers: two statements, whatever the size (activity_events_course_idx
// and activity_events_organization_idx serve the order).
import { and, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { ActivityQuery } from '../../domain/schemas/history.ts';
import type { Db } from '../db/client.ts';
import { activityEvents, users } from '../db/schema/index.ts';

/** A course's feed, or the organization's own events. */
export type ActivityFeed = { courseId: number } | { organizationId: number };

function whereOf(feed: ActivityFeed, q: ActivityQuery): SQL | undefined {
  return and(
    'courseId' in feed
      ? eq(activityEvents.courseId, feed.courseId)
      : and(eq(activityEvents.organizationId, feed.organizationId), isNull(activityEvents.courseId)),
    q.actor_id !== undefined ? eq(activityEvents.actorId, q.actor_id) : undefined,
    q.kind !== undefined ? eq(activityEvents.kind, q.kind) : undefined,
    q.from !== undefined ? gte(activityEvents.createdAt, new Date(q.from)) : undefined,
    q.to !== undefined ? lte(activityEvents.createdAt, new Date(q.to)) : undefined,
  );
}

export async function activityPage(db: Db, feed: ActivityFeed, q: ActivityQuery) {
  const where = whereOf(feed, q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activityEvents.id,
        kind: activityEvents.kind,
        itemType: activityEvents.itemType,
        itemId: activityEvents.itemId,
        itemTitle: activityEvents.itemTitle,
        details: activityEvents.details,
        createdAt: activityEvents.createdAt,
        actorId: activityEvents.actorId,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(activityEvents)
      .leftJoin(users, eq(users.id, activityEvents.actorId))
      .where(where)
      .orderBy(desc(activityEvents.id))
      .limit(q.per)
      .offset((q.page - 1) * q.per),
    db.select({ n: count() }).from(activityEvents).where(where),
  ]);
  const n = total?.n ?? 0;
  return { rows, count: n, pages: Math.ceil(n / q.per) };
}

export type ActivityRow = Awaited<ReturnType<typeof activityPage>>['rows'][number];
