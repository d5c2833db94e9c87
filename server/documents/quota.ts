// The document quota (spec §3 "Document quota: balance and limit per school, with expiry;
// recharges next semester"): one document_quotas row per organization.
//
// - Semesters are the Indonesian school calendar's halves in Asia/Jakarta (UTC+7, no daylight
//   saving): 1 January – 30 June and 1 July – 31 December. A row expires at the first instant
//   of the next semester (1 July or 1 January, 00:00 WIB); that is the `expires_at` shown as
//   "recharged on".
// - A school without a row gets one on first look, with limit = DOCUMENT_QUOTA_LIMIT and a full
//   balance, expiring at the end of the current semester (INSERT … ON CONFLICT DO NOTHING: two
//   first looks at once make one row).
// - A row whose expires_at has passed is recharged lazily to its own limit (an operator may have
//   set a school's limit) with the current semester's end, in ONE statement that only matches
//   an expired row, so two requests recharging at once recharge once.
// - A document is charged once, in the completing transaction of its import job
//   (chargeDocument): the balance drops by one only WHERE it is still above zero after any
//   recharge; a failed extraction costs nothing. expires_at null: never recharged.
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentQuota } from '../../domain/schemas/documents.ts';
import type { Db, Tx } from '../db/client.ts';
import { documentQuotas } from '../db/schema/index.ts';

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The first instant of the semester after the one `now` is in (Asia/Jakarta): when a quota set now expires. */
export function semesterEnd(now: Date): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const firstHalf = local.getUTCMonth() < 6;
  const start = firstHalf ? Date.UTC(year, 6, 1) : Date.UTC(year + 1, 0, 1);
  return new Date(start - JAKARTA_OFFSET_MS);
}

type QuotaRow = typeof documentQuotas.$inferSelect;

export function presentQuota(row: Pick<QuotaRow, 'organizationId' | 'balance' | 'limit' | 'expiresAt'>): DocumentQuota {
  return { organization_id: row.organizationId, balance: row.balance, limit: row.limit, expires_at: row.expiresAt ? row.expiresAt.getTime() : null };
}

/** The row for a school that has none yet. */
async function ensureRow(db: Db | Tx, organizationId: number, defaultLimit: number, now: Date): Promise<void> {
  await db
    .insert(documentQuotas)
    .values({ organizationId, balance: defaultLimit, limit: defaultLimit, expiresAt: semesterEnd(now) })
    .onConflictDoNothing({ target: documentQuotas.organizationId });
}

/** Whether the row's expiry has passed at `now` (SQL). */
const expiredAt = (now: Date) => sql`(${documentQuotas.expiresAt} is not null and ${documentQuotas.expiresAt} <= ${now.toISOString()}::timestamptz)`;

/**
 * The school's quota as it stands at `now`: made on first look, recharged when its semester has
 * passed. What GET …/document_import shows and the start route checks.
 */
export async function currentQuota(db: Db | Tx, organizationId: number, defaultLimit: number, now = new Date()): Promise<QuotaRow> {
  await ensureRow(db, organizationId, defaultLimit, now);
  const [recharged] = await db
    .update(documentQuotas)
    .set({ balance: sql`${documentQuotas.limit}`, expiresAt: semesterEnd(now), updatedAt: sql`now()` })
    .where(and(eq(documentQuotas.organizationId, organizationId), expiredAt(now)))
    .returning();
  if (recharged) return recharged;
  const [row] = await db.select().from(documentQuotas).where(eq(documentQuotas.organizationId, organizationId));
  return row!;
}

/**
 * Charges one document to the school, recharging first if its semester has passed; inside the
 * import job's completing transaction. null: the balance was already 0 (nothing changed).
 */
export async function chargeDocument(tx: Tx, organizationId: number, defaultLimit: number, now = new Date()): Promise<QuotaRow | null> {
  await ensureRow(tx, organizationId, defaultLimit, now);
  const expired = expiredAt(now);
  const available = sql`(case when ${expired} then ${documentQuotas.limit} else ${documentQuotas.balance} end)`;
  const [row] = await tx
    .update(documentQuotas)
    .set({
      balance: sql`${available} - 1`,
      expiresAt: sql`case when ${expired} then ${semesterEnd(now).toISOString()}::timestamptz else ${documentQuotas.expiresAt} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documentQuotas.organizationId, organizationId), sql`${available} > 0`))
    .returning();
  return row ?? null;
}
