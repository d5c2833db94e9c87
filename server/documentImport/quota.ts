// The document quota (spec §3 "Other entities": a balance and a limit per school, with an
// expiry; it recharges next semester): one document_quotas row per organization.
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
// - A document is charged once, when its questions are imported: in the transaction of the
//   Review's finish (chargeImport, from commands/documentImporter.ts), under the job row's lock,
//   so a repeated finish never charges twice. The balance drops by one only WHERE it is still
//   above zero after any recharge; a failed extraction, an abandoned Review cost nothing.
//   expires_at null: never recharged.
// - Each member may import a share of it per semester (DOCUMENT_QUOTA_MEMBER_SHARE, else a third
//   of the school's limit, rounded up): what they imported is counted from their finished
//   document_import jobs of this school since the semester began (Asia/Jakarta), the finish's
//   time being the job row's updated_at. Counted after the school's row is charged (its row lock
//   makes finishes of one school take turns), so two finishes at once cannot both pass.
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Bilingual } from '../../domain/messages/index.ts';
import type { DocumentMemberQuota, DocumentQuota } from '../../domain/schemas/documents.ts';
import type { Db, Tx } from '../db/client.ts';
import { documentQuotas, jobStatuses, type DocumentQuotaRow } from '../db/schema/index.ts';
import { memberQuotaExhaustedMessage, quotaExhaustedMessage } from './messages.ts';

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The first instant of the semester after the one `now` is in (Asia/Jakarta): when a quota set now expires. */
export function semesterEnd(now: Date): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const firstHalf = local.getUTCMonth() < 6;
  const start = firstHalf ? Date.UTC(year, 6, 1) : Date.UTC(year + 1, 0, 1);
  return new Date(start - JAKARTA_OFFSET_MS);
}

/** The first instant of the semester `now` is in (Asia/Jakarta). */
export function semesterStart(now: Date): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() < 6 ? 0 : 6, 1);
  return new Date(start - JAKARTA_OFFSET_MS);
}


export function presentQuota(row: Pick<DocumentQuotaRow, 'organizationId' | 'balance' | 'limit' | 'expiresAt'>): DocumentQuota {
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
export async function currentQuota(db: Db | Tx, organizationId: number, defaultLimit: number, now = new Date()): Promise<DocumentQuotaRow> {
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
export async function chargeDocument(tx: Tx, organizationId: number, defaultLimit: number, now = new Date()): Promise<DocumentQuotaRow | null> {
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

/** A member's documents per semester: the configured share, else a third of the school's limit, rounded up. */
export function memberShareOf(schoolLimit: number, configured: number | null): number {
  return configured ?? Math.ceil(schoolLimit / 3);
}

/** Documents the member imported into the school this semester (finished imports; `except` a job not to count). */
export async function memberImports(db: Db | Tx, organizationId: number, userId: number, now: Date, except?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobStatuses)
    .where(
      and(
        eq(jobStatuses.userId, userId),
        eq(jobStatuses.kind, 'document_import'),
        eq(jobStatuses.organizationId, organizationId),
        gte(jobStatuses.updatedAt, semesterStart(now)),
        sql`${jobStatuses.result} -> 'imported' is not null and jsonb_typeof(${jobStatuses.result} -> 'imported') = 'object'`,
        ...(except ? [ne(jobStatuses.uuid, except)] : []),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The member's own share as the Upload step shows it, beside the school's quota row. */
export async function memberQuota(db: Db | Tx, school: Pick<DocumentQuotaRow, 'organizationId' | 'limit'>, userId: number, configured: number | null, now = new Date()): Promise<DocumentMemberQuota> {
  const limit = memberShareOf(school.limit, configured);
  const used = await memberImports(db, school.organizationId, userId, now);
  return { balance: Math.max(0, limit - used), limit, expires_at: semesterEnd(now).getTime() };
}

/** A document that may not be charged: the school's balance, or the member's share, is used up. */
export class QuotaRefusal extends Error {
  readonly code: 'quota_exhausted' | 'member_quota_exhausted';
  readonly messages: Bilingual;
  readonly rechargesAt: Date | null;
  constructor(code: QuotaRefusal['code'], messages: Bilingual, rechargesAt: Date | null) {
    super(code);
    this.name = 'QuotaRefusal';
    this.code = code;
    this.messages = messages;
    this.rechargesAt = rechargesAt;
  }
}

export interface ImportCharge {
  organizationId: number;
  userId: number;
  /** The job being finished: not counted among the member's earlier imports. */
  jobUuid: string;
  defaultLimit: number;
  memberShare: number | null;
}

/**
 * Charges one imported document inside the finish's transaction: the school's balance, then the
 * member's share checked (after the school's row is locked by its charge). QuotaRefusal when
 * either is used up; the caller's transaction then rolls the charge back.
 */
export async function chargeImport(tx: Tx, charge: ImportCharge, now = new Date()): Promise<DocumentQuotaRow> {
  const row = await chargeDocument(tx, charge.organizationId, charge.defaultLimit, now);
  if (!row) {
    const quota = await currentQuota(tx, charge.organizationId, charge.defaultLimit, now);
    throw new QuotaRefusal('quota_exhausted', quotaExhaustedMessage(quota.expiresAt), quota.expiresAt);
  }
  const share = memberShareOf(row.limit, charge.memberShare);
  if ((await memberImports(tx, charge.organizationId, charge.userId, now, charge.jobUuid)) >= share) {
    const recharges = semesterEnd(now);
    throw new QuotaRefusal('member_quota_exhausted', memberQuotaExhaustedMessage(share, recharges), recharges);
  }
  return row;
}
