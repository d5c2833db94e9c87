// A member's share of the school's document quota (spec §3, DOCUMENT_QUOTA_MEMBER_SHARE): a third
// of the school's limit unless configured; what a member imported this semester counted from
// their finished document_import jobs of the school; the charge at the finish refusing, and
// taking nothing, once the school's balance or the member's share is used up.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { documentQuotas, jobStatuses } from '../db/schema/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { makeOrganization, makeUser } from '../test/factories.ts';
import { chargeImport, currentQuota, memberImports, memberQuota, memberShareOf, QuotaRefusal, semesterEnd, semesterStart } from './quota.ts';

const wib = (iso: string) => new Date(`${iso}+07:00`);

describe('semesterStart and memberShareOf', () => {
  it.each([
    ['2025-03-15T12:00:00', '2025-01-01T00:00:00'],
    ['2025-07-01T00:00:00', '2025-07-01T00:00:00'],
    ['2025-06-30T23:59:59', '2025-01-01T00:00:00'],
    ['2025-12-31T23:59:59', '2025-07-01T00:00:00'],
  ])('%s WIB began at %s WIB', (now, start) => {
    expect(semesterStart(wib(now)).toISOString()).toBe(wib(start).toISOString());
  });

  it('is a third of the school’s limit rounded up, unless configured', () => {
    expect([30, 31, 1, 0].map((limit) => memberShareOf(limit, null))).toEqual([10, 11, 1, 0]);
    expect(memberShareOf(30, 4)).toBe(4);
    expect(memberShareOf(30, 0)).toBe(0);
  });
});

describe.each(testDatabaseKinds())('a member’s share of the document quota on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  const db = () => database.db;

  /** A document_import job row of `userId`: finished (imported) or not, last touched at `at`. */
  async function job(organizationId: number, userId: number, opts: { imported?: boolean; at?: Date } = {}) {
    const uuid = randomUUID();
    const imported = opts.imported === false ? null : { question_ids: [1], passage_ids: [] };
    await db()
      .insert(jobStatuses)
      .values({ uuid, organizationId, userId, kind: 'document_import', status: 'completed', result: { questions: [], imported }, updatedAt: opts.at ?? new Date() });
    return uuid;
  }

  it('counts the member’s finished imports of this school this semester, nothing else', async () => {
    const org = await makeOrganization(db());
    const other = await makeOrganization(db());
    const [me, colleague] = [await makeUser(db()), await makeUser(db())];
    const now = new Date();
    const mine = await job(org.id, me.id);
    await job(org.id, me.id);
    await job(org.id, me.id, { imported: false });
    await job(org.id, me.id, { at: new Date(semesterStart(now).getTime() - 60_000) });
    await job(other.id, me.id);
    await job(org.id, colleague.id);
    expect(await memberImports(db(), org.id, me.id, now)).toBe(2);
    expect(await memberImports(db(), org.id, me.id, now, mine)).toBe(1);
    const school = await currentQuota(db(), org.id, 9, now);
    expect(await memberQuota(db(), school, me.id, null, now)).toEqual({ balance: 1, limit: 3, expires_at: semesterEnd(now).getTime() });
    expect(await memberQuota(db(), school, me.id, 1, now)).toMatchObject({ balance: 0, limit: 1 });
  });

  it('a finish charges the school while the member’s share lasts; then refuses with when it comes back, charging nothing', async () => {
    const org = await makeOrganization(db());
    const me = await makeUser(db());
    const now = new Date();
    await currentQuota(db(), org.id, 6, now);
    const finish = (uuid: string) => db().transaction((tx) => chargeImport(tx, { organizationId: org.id, userId: me.id, jobUuid: uuid, defaultLimit: 6, memberShare: null }, now));
    // A share of 2 (6 / 3): one imported already, this one is the second.
    await job(org.id, me.id);
    const second = await job(org.id, me.id);
    expect((await finish(second)).balance).toBe(5);
    const third = await job(org.id, me.id, { imported: false });
    const refused = await finish(third).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QuotaRefusal);
    expect(refused).toMatchObject({ code: 'member_quota_exhausted', rechargesAt: semesterEnd(now) });
    expect((refused as QuotaRefusal).messages.en).toMatch(/^You have used your share of your school's document imports for this semester \(2 documents per member\)\. Your share is recharged on \d{1,2} (January|July) \d{4}\.$/);
    expect((refused as QuotaRefusal).messages.id).toMatch(/^Anda telah menggunakan jatah impor dokumen Anda .* \(2 dokumen per anggota\)\. Jatah Anda akan diisi ulang pada \d{1,2} (Januari|Juli) \d{4}\.$/);
    const [row] = await db().select().from(documentQuotas).where(eq(documentQuotas.organizationId, org.id));
    expect(row!.balance).toBe(5);
  });

  it('the school’s balance at 0 refuses quota_exhausted whatever the member’s share', async () => {
    const org = await makeOrganization(db());
    const me = await makeUser(db());
    await currentQuota(db(), org.id, 6);
    await db().update(documentQuotas).set({ balance: 0 }).where(eq(documentQuotas.organizationId, org.id));
    const uuid = await job(org.id, me.id, { imported: false });
    const refused = await db()
      .transaction((tx) => chargeImport(tx, { organizationId: org.id, userId: me.id, jobUuid: uuid, defaultLimit: 6, memberShare: 5 }))
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'quota_exhausted' });
  });
});
