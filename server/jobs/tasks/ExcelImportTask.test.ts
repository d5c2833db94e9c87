// The excel_import job run by a real queue: it imports a stored file; a file the converter
// refuses, or a topic deleted before the job ran, fails it at once (no retry) with the reason in
// both languages and nothing written. (A run after an earlier run's commit writes nothing: the
// importer's own test, and tracked.ts for a completed row.) An actor who lost the right to
// import since the request (left the organization, restricted, the feature gone) fails it with
// the permission text, nothing written.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobStatuses, memberships, organizations, questions, topics } from '../../db/schema/index.ts';
import { fixture, freshTopic, trueFalseSheet } from '../../routes/spreadsheets/test/requests.ts';
import { storeUpload } from '../../storage/uploads.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMember } from '../../test/factories.ts';
import { waitForJob } from '../../test/jobs.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { startJob } from '../tracked.ts';
import type { ExcelImportJobData } from './ExcelImportTask.ts';

describe.each(testDatabaseKinds())('excel_import job on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: ['upload_question_bulk'] });
  const questionsIn = async (topicId: number) => (await t.db.select().from(questions).where(eq(questions.topicId, topicId))).length;
  const stored = async (bytes: Buffer, uploaderId = s.editor.id) =>
    (await storeUpload({ db: t.db, storage: t.storage }, { organizationId: s.org.id, uploaderId, purpose: 'spreadsheet', filename: 'a.xlsx', body: bytes })).file.storageKey;
  const run = async (topicId: number, fileKey: string, actorId = s.editor.id, language: 'en' | 'id' = 'en') => {
    const data: ExcelImportJobData = { topic_id: topicId, organization_id: s.org.id, actor_id: actorId, language, file_key: fileKey, images_key: null };
    const { uuid } = await startJob({ db: t.db, queue: t.queue }, { task: 'excel_import', kind: 'excel_import', organizationId: s.org.id, userId: actorId, data: { ...data }, uuid: randomUUID() });
    return { uuid, row: await waitForJob(t, uuid, 60_000) };
  };

  it('imports the file and completes with the result', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const { row } = await run(topic.id, await stored(await trueFalseSheet(3, 1)));
    expect(row).toMatchObject({ status: 'completed', progress: 100, result: { topic_id: topic.id, imported_count: 3, skipped_count: 1 } });
    expect(await questionsIn(topic.id)).toBe(3);
  });

  it('a refused file fails the job at once with the reason in both languages, nothing written', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const { row } = await run(topic.id, await stored(await fixture('no-template.xlsx')));
    expect(row).toMatchObject({ status: 'failed', error: 'spreadsheet_sheet_not_template' });
    expect(row.errorMessage?.en).toBeTruthy();
    expect(row.errorMessage?.id).not.toBe(row.errorMessage?.en);
    expect(await questionsIn(topic.id)).toBe(0);
  });

  it('a topic deleted before the job ran fails it as gone, nothing written', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const key = await stored(await trueFalseSheet(2));
    await t.db.delete(topics).where(eq(topics.id, topic.id));
    const { uuid, row } = await run(topic.id, key);
    expect(row).toMatchObject({ status: 'failed', error: 'topic_gone', errorMessage: { en: 'The topic no longer exists. Nothing was imported.' } });
    expect(await t.db.select().from(questions).where(eq(questions.topicId, topic.id))).toEqual([]);
    expect((await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid)))[0]!.status).toBe('failed');
  });

  describe('an actor who lost the right since the request', () => {
    const permission = { en: 'You do not have permission to import questions from a spreadsheet in this organization.', id: 'Anda tidak memiliki izin untuk mengimpor soal dari spreadsheet di organisasi ini.' };
    /** A teammate who may import, their file stored, then `lose` applied before the job runs. */
    async function refused(lose: (userId: number) => Promise<unknown>, message: Record<'en' | 'id', string> = permission) {
      const actor = await makeMember(t.db, s.org.id, { teamRole: 'editor' });
      const topic = await freshTopic(t, s.org.id, actor.id);
      const key = await stored(await trueFalseSheet(2), actor.id);
      await lose(actor.id);
      const { row } = await run(topic.id, key, actor.id, 'id');
      expect(row).toMatchObject({ status: 'failed', error: 'forbidden', errorMessage: message });
      expect(await questionsIn(topic.id)).toBe(0);
    }

    it('removed from the organization', async () => {
      await refused((userId) => t.db.delete(memberships).where(and(eq(memberships.userId, userId), eq(memberships.organizationId, s.org.id))));
    });

    it('restricted (another role)', async () => {
      await refused((userId) => t.db.update(memberships).set({ restricted: true }).where(and(eq(memberships.userId, userId), eq(memberships.organizationId, s.org.id))));
    });

    it("the organization's upload_question_bulk feature removed", async () => {
      const [org] = await t.db.select({ features: organizations.features }).from(organizations).where(eq(organizations.id, s.org.id));
      try {
        await refused(() => t.db.update(organizations).set({ features: org!.features.filter((f) => f !== 'upload_question_bulk') }).where(eq(organizations.id, s.org.id)));
      } finally {
        await t.db.update(organizations).set({ features: org!.features }).where(eq(organizations.id, s.org.id));
      }
    });
  });
});
