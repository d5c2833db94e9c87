// A background job's job_statuses row by its uuid: what GET /jobs/{uuid} answers, and the
// earlier outcome of a copy's or move's request_id (routes/copying/load.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobStatuses } from '../db/schema/index.ts';

export async function findJobStatus(db: Db, uuid: string) {
  const [row] = await db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid)).limit(1);
  return row;
}
