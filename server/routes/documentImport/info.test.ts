// GET /content/topics/{id}/document_import (spec §2 "Import from document, AI flow: Upload,
// Processing, Review" (Upload), §3 "Other entities" (document quota), §6): the school's quota,
// made on first look with DOCUMENT_QUOTA_LIMIT and expiring at the semester's end, recharged
// once expired; the built-in extractor without a model; 401; 403 per guard; 404 across
// organizations.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentImportInfoSchema } from '../../../domain/schemas/documents.ts';
import { documentQuotas } from '../../db/schema/index.ts';
import { semesterEnd } from '../../documentImport/quota.ts';
import { makeSchool } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { freshTopic } from '../spreadsheets/test/requests.ts';
import { DOCUMENT_FEATURES, documentRequests } from './test/requests.ts';

describe.each(testDatabaseKinds())('GET /content/topics/{id}/document_import on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: DOCUMENT_FEATURES });
  const req = documentRequests(t);

  it('answers the school’s quota (made on first look) and the built-in extractor', async () => {
    const school = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
    const topic = await freshTopic(t, school.org.id, school.editor.id);
    const res = await req.info(school.editor, topic.id);
    expect(res.statusCode).toBe(200);
    const info = documentImportInfoSchema.parse(res.body);
    expect(info).toEqual({
      quota: { organization_id: school.org.id, balance: 30, limit: 30, expires_at: semesterEnd(new Date()).getTime() },
      // The member's own share: a third of the school's limit (DOCUMENT_QUOTA_MEMBER_SHARE unset).
      member_quota: { balance: 10, limit: 10, expires_at: semesterEnd(new Date()).getTime() },
      extractor: 'builtin',
      model: null,
    });
    const rows = await t.db.select().from(documentQuotas).where(eq(documentQuotas.organizationId, school.org.id));
    expect(rows).toHaveLength(1);
  });

  it('an expired quota is recharged to its limit with the current semester’s end', async () => {
    const school = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
    const topic = await freshTopic(t, school.org.id, school.admin.id);
    await req.info(school.admin, topic.id);
    await t.db.update(documentQuotas).set({ balance: 0, limit: 7, expiresAt: new Date(Date.now() - 60_000) }).where(eq(documentQuotas.organizationId, school.org.id));
    const res = await req.info(school.admin, topic.id);
    expect(res.body.quota).toEqual({ organization_id: school.org.id, balance: 7, limit: 7, expires_at: semesterEnd(new Date()).getTime() });
    // Looked at again: unchanged. The member's share follows the school's own limit (7 / 3, rounded up).
    expect((await req.info(school.admin, topic.id)).body.quota.balance).toBe(7);
    expect(res.body.member_quota).toMatchObject({ balance: 3, limit: 3 });
  });

  it('401 without a session', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    expect((await req.info(null, topic.id)).statusCode).toBe(401);
  });

  it('403 without the import permission, restricted, a limited editor in another’s topic, or the organization without upload_question_llm', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    for (const who of [s.noRole, s.restricted, s.unapproved, s.limited]) expect((await req.info(who, topic.id)).statusCode).toBe(403);
    const bulkOnly = await makeSchool(t.db, { features: ['upload_question_bulk'] });
    const theirs = await freshTopic(t, bulkOnly.org.id, bulkOnly.admin.id);
    const res = await req.info(bulkOnly.admin, theirs.id);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('You do not have permission to import questions from a document in this organization.');
    expect(await t.db.select().from(documentQuotas).where(eq(documentQuotas.organizationId, bulkOnly.org.id))).toEqual([]);
  });

  it('404 for another organization’s topic, or no such topic', async () => {
    const other = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
    const theirs = await freshTopic(t, other.org.id, other.admin.id);
    for (const id of [theirs.id, 2_000_000_000]) expect((await req.info(s.admin, id)).statusCode).toBe(404);
    expect(await t.db.select().from(documentQuotas).where(eq(documentQuotas.organizationId, other.org.id))).toEqual([]);
  });
});
