// How many jobs of a kind one member started in the last hour, and when the oldest of them
// started: the per-member limits of document imports and page generation read it (a count, not
// a reservation: two requests at the very same moment may both pass; these limits smooth the
// load of the file readers, they do not meter exactly).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobStatuses } from '../db/schema/index.ts';

export const HOUR_MS = 60 * 60 * 1000;

export async function recentJobStarts(db: Db, userId: number, kind: string, now: Date): Promise<{ count: number; oldest: Date | null }> {
  const since = new Date(now.getTime() - HOUR_MS);
  const rows = await db
    .select({ createdAt: jobStatuses.createdAt })
    .from(jobStatuses)
    .where(and(eq(jobStatuses.userId, userId), eq(jobStatuses.kind, kind), gt(jobStatuses.createdAt, since)))
    .orderBy(asc(jobStatuses.createdAt));
  return { count: rows.length, oldest: rows[0]?.createdAt ?? null };
}

/** Whole minutes (at least 1) until the oldest of the hour's starts leaves the window. */
export function minutesUntilFree(oldest: Date | null, now: Date): number {
  const waitMs = oldest ? oldest.getTime() + HOUR_MS - now.getTime() : HOUR_MS;
  return Math.max(1, Math.ceil(waitMs / 60_000));
}
