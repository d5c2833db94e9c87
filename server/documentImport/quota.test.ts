// The document quota (spec §3): semesters in Asia/Jakarta; a row made on first look with the
// configured limit and a full balance; recharged to its own limit once expired, once, however
// many look at the same moment; a document charged only while the balance lasts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { documentQuotas } from '../db/schema/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { makeOrganization } from '../test/factories.ts';
import { chargeDocument, currentQuota, presentQuota, semesterEnd } from './quota.ts';

const wib = (iso: string) => new Date(`${iso}+07:00`);

describe('semesterEnd (Asia/Jakarta halves: January–June, July–December)', () => {
  it.each([
    ['2025-01-01T00:00:00', '2025-07-01T00:00:00'],
    ['2025-03-15T12:00:00', '2025-07-01T00:00:00'],
    ['2025-06-30T23:59:59', '2025-07-01T00:00:00'],
    ['2025-07-01T00:00:00', '2026-01-01T00:00:00'],
    ['2025-12-31T23:59:59', '2026-01-01T00:00:00'],
  ])('%s WIB → %s WIB', (now, end) => {
    expect(semesterEnd(wib(now)).toISOString()).toBe(wib(end).toISOString());
  });

  it('the instant is Jakarta’s: 30 June 17:30 UTC is already 1 July in Jakarta', () => {
    expect(semesterEnd(new Date('2025-06-30T17:30:00Z')).toISOString()).toBe(wib('2026-01-01T00:00:00').toISOString());
    expect(semesterEnd(new Date('2025-06-30T16:59:59Z')).toISOString()).toBe(wib('2025-07-01T00:00:00').toISOString());
  });
});

describe.each(testDatabaseKinds())('document quota on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  const db = () => database.db;
  const rowOf = async (organizationId: number) => (await db().select().from(documentQuotas).where(eq(documentQuotas.organizationId, organizationId)))[0];

  it('a school without a row gets one: the configured limit, a full balance, expiring at the end of the semester', async () => {
    const org = await makeOrganization(db());
    const now = wib('2025-03-01T08:00:00');
    const quota = await currentQuota(db(), org.id, 30, now);
    expect(presentQuota(quota)).toEqual({ organization_id: org.id, balance: 30, limit: 30, expires_at: wib('2025-07-01T00:00:00').getTime() });
    // A second look changes nothing (and the configured limit only applies to new rows).
    expect(presentQuota(await currentQuota(db(), org.id, 99, now))).toMatchObject({ balance: 30, limit: 30 });
  });

  it('charges one document at a time while the balance lasts, then refuses without going below 0', async () => {
    const org = await makeOrganization(db());
    const now = wib('2025-03-01T08:00:00');
    await currentQuota(db(), org.id, 2, now);
    const charge = () => db().transaction((tx) => chargeDocument(tx, org.id, 2, now));
    expect((await charge())?.balance).toBe(1);
    expect((await charge())?.balance).toBe(0);
    expect(await charge()).toBeNull();
    expect((await rowOf(org.id))!.balance).toBe(0);
  });

  it('an expired row is recharged to its own limit with the current semester’s end, lazily, on look or on charge', async () => {
    const org = await makeOrganization(db());
    await currentQuota(db(), org.id, 30, wib('2025-03-01T08:00:00'));
    await db().update(documentQuotas).set({ balance: 0, limit: 12 }).where(eq(documentQuotas.organizationId, org.id));
    // Still the first semester: nothing recharged.
    expect((await currentQuota(db(), org.id, 30, wib('2025-06-30T23:00:00'))).balance).toBe(0);
    // A year later (a semester skipped): recharged to the row's limit, expiring at this semester's end.
    const later = wib('2026-08-10T09:00:00');
    expect(presentQuota(await currentQuota(db(), org.id, 30, later))).toMatchObject({ balance: 12, limit: 12, expires_at: wib('2027-01-01T00:00:00').getTime() });

    // A charge past the expiry recharges first, then takes one.
    await db().update(documentQuotas).set({ balance: 0 }).where(eq(documentQuotas.organizationId, org.id));
    const next = wib('2027-01-02T07:00:00');
    const charged = await db().transaction((tx) => chargeDocument(tx, org.id, 30, next));
    expect(charged).toMatchObject({ balance: 11, limit: 12 });
    expect(charged!.expiresAt!.getTime()).toBe(wib('2027-07-01T00:00:00').getTime());
  });

  it('a row that never expires is never recharged', async () => {
    const org = await makeOrganization(db());
    await currentQuota(db(), org.id, 5);
    await db().update(documentQuotas).set({ balance: 1, expiresAt: null }).where(eq(documentQuotas.organizationId, org.id));
    expect(presentQuota(await currentQuota(db(), org.id, 5, wib('2040-01-01T00:00:00')))).toMatchObject({ balance: 1, expires_at: null });
  });

  it('many first looks and recharges at once make one row, recharged once; concurrent charges never pass the balance', async () => {
    const org = await makeOrganization(db());
    const now = wib('2025-03-01T08:00:00');
    const first = await Promise.all(Array.from({ length: 6 }, () => currentQuota(db(), org.id, 3, now)));
    expect(new Set(first.map((q) => q.id)).size).toBe(1);
    await db().update(documentQuotas).set({ balance: 1, expiresAt: wib('2025-01-01T00:00:00') }).where(eq(documentQuotas.organizationId, org.id));
    // Recharged to 3 and charged 5 times at once: exactly 3 succeed.
    const charges = await Promise.all(Array.from({ length: 5 }, () => db().transaction((tx) => chargeDocument(tx, org.id, 3, now))));
    expect(charges.filter((c) => c !== null)).toHaveLength(3);
    expect((await rowOf(org.id))!.balance).toBe(0);
    expect((await currentQuota(db(), org.id, 3, now)).balance).toBe(0);
  });
});
