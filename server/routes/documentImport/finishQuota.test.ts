// The document quota is charged by POST /content/topics/{id}/document_import/{uuid}/finish
// (spec §3 "Other entities" (document quota)): what is imported costs one document, in the
// finish's transaction; a processed document whose Review is abandoned costs nothing; a
// repeated finish charges nothing more; a school's balance, or the member's share
// (DOCUMENT_QUOTA_MEMBER_SHARE), used up since the Upload step refuses the finish with its §8
// text and when it comes back, writing and charging nothing. The completed extraction is the
// job row a document_import job leaves.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentExtraction } from '../../../domain/schemas/documents.ts';
import { documentQuotas, jobStatuses, questions } from '../../db/schema/index.ts';
import { currentQuota } from '../../documentImport/quota.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { freshTopic } from '../spreadsheets/test/requests.ts';
import { DOCUMENT_FEATURES, documentRequests } from './test/requests.ts';

describe.each(testDatabaseKinds())('the document quota charged at the finish on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: DOCUMENT_FEATURES });
  const req = documentRequests(t);
  const balance = async () => (await t.db.select({ balance: documentQuotas.balance }).from(documentQuotas).where(eq(documentQuotas.organizationId, s.org.id)))[0]!.balance;
  const question = { type: 'exact_value', content_html: '<p>Hasil dari 1/2 + 1/4 adalah ....</p>', answers: [{ key: 'a', content: '3/4', correct: true }] };

  /** A completed extraction of one question into a fresh topic of `who`'s, as the job leaves it. */
  async function extracted(who: { id: number } = s.editor) {
    const topic = await freshTopic(t, s.org.id, who.id);
    const uuid = randomUUID();
    const result: DocumentExtraction = {
      topic_id: topic.id,
      extractor: 'builtin',
      file_name: 'soal.docx',
      questions: [{ key: 'q1', number: 1, type: 'exact_value', document: question, passage_key: null, answer_found: true }],
      passages: [],
      imported: null,
    };
    await t.db.insert(jobStatuses).values({ uuid, organizationId: s.org.id, userId: who.id, kind: 'document_import', status: 'completed', progress: 100, result });
    return { topic, uuid };
  }
  const body = { questions: [{ key: 'q1', document: question, passage_key: null }], passages: [] };

  it('a finish charges one document, a repeat nothing more; an abandoned Review nothing', async () => {
    await currentQuota(t.db, s.org.id, t.config.documentImport.quotaLimit);
    const before = await balance();
    await extracted();
    expect(await balance()).toBe(before);

    const { topic, uuid } = await extracted();
    const first = await req.finish(s.editor, topic.id, uuid, body);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(await balance()).toBe(before - 1);
    const again = await req.finish(s.editor, topic.id, uuid, body);
    expect(again.body).toEqual(first.body);
    expect(await balance()).toBe(before - 1);
    const info = await req.info(s.editor, topic.id);
    expect(info.body.quota.balance).toBe(before - 1);
    expect(info.body.member_quota).toMatchObject({ balance: Math.ceil(t.config.documentImport.quotaLimit / 3) - 1, limit: Math.ceil(t.config.documentImport.quotaLimit / 3) });
  });

  it('the school’s balance used up since the Upload step: 422 quota_exhausted with when it recharges, in en and id; nothing written', async () => {
    const { topic, uuid } = await extracted(s.publisher);
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000);
    await t.db.update(documentQuotas).set({ balance: 0, expiresAt }).where(eq(documentQuotas.organizationId, s.org.id));
    const en = await req.finish(s.publisher, topic.id, uuid, body);
    expect(en.statusCode).toBe(422);
    expect(en.body).toMatchObject({ error: 'quota_exhausted', recharges_at: expiresAt.getTime() });
    expect(en.body.message).toMatch(/^Your school has used all of its document imports for this semester\. The quota is recharged on /);
    const id = await req.finish(s.publisher, topic.id, uuid, body, { 'accept-language': 'id' });
    expect(id.body.message).toMatch(/^Sekolah Anda telah menggunakan seluruh kuota impor dokumen semester ini\./);
    expect(await t.db.select().from(questions).where(eq(questions.topicId, topic.id))).toEqual([]);
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid));
    expect((row!.result as DocumentExtraction).imported).toBeNull();
    await t.db.update(documentQuotas).set({ balance: 5 }).where(eq(documentQuotas.organizationId, s.org.id));
    expect((await req.finish(s.publisher, topic.id, uuid, body)).statusCode).toBe(200);
    expect(await balance()).toBe(4);
  });

  it('the member’s share used up since the Upload step: 422 member_quota_exhausted, in en and id; nothing written or charged', async () => {
    const share = Math.ceil(t.config.documentImport.quotaLimit / 3);
    const pending = await extracted(s.admin);
    await t.db.update(documentQuotas).set({ balance: 20 }).where(eq(documentQuotas.organizationId, s.org.id));
    await t.db.insert(jobStatuses).values(
      Array.from({ length: share }, () => ({ organizationId: s.org.id, userId: s.admin.id, kind: 'document_import', status: 'completed' as const, result: { imported: { question_ids: [], passage_ids: [] } } })),
    );
    const en = await req.finish(s.admin, pending.topic.id, pending.uuid, body);
    expect(en.statusCode).toBe(422);
    expect(en.body).toMatchObject({ error: 'member_quota_exhausted', recharges_at: expect.any(Number) });
    expect(en.body.message).toBe(`You have used your share of your school's document imports for this semester (${share} documents per member). Your share is recharged on ${en.body.message.split('recharged on ')[1]}`);
    const id = await req.finish(s.admin, pending.topic.id, pending.uuid, body, { 'accept-language': 'id' });
    expect(id.body.message).toMatch(new RegExp(`^Anda telah menggunakan jatah impor dokumen Anda dari kuota sekolah untuk semester ini \\(${share} dokumen per anggota\\)\\.`));
    expect(await balance()).toBe(20);
    expect(await t.db.select().from(questions).where(eq(questions.topicId, pending.topic.id))).toEqual([]);
  });
});
