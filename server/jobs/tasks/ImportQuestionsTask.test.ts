// The import_questions job run by a real queue: it imports the selection; an actor who lost the
// right since the request (left the target or the source organization, another role) fails it
// with the permission text, nothing written.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, questions } from '../../db/schema/index.ts';
import { makeUnit, makeCourse, makeSchool, makeTopic } from '../../test/contentFactories.ts';
import { makeSecondSchool } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForJob } from '../../test/jobs.ts';
import { makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { startJob } from '../tracked.ts';
import type { ImportQuestionsJobData } from './ImportQuestionsTask.ts';

const permission = { en: 'You do not have permission to do this.', id: 'Anda tidak memiliki izin untuk melakukan ini.' };

describe.each(testDatabaseKinds())('import_questions job on %s', (kind) => {
  const { t } = schoolApp(kind);
  const questionsIn = async (topicId: number) => (await t.db.select().from(questions).where(eq(questions.topicId, topicId))).length;

  /** A school and a second one sharing its admin (the actor), a source topic of two questions there, a target topic here. */
  async function setup() {
    const s = await makeSchool(t.db);
    const second = await makeSecondSchool(t.db, s);
    const from = await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, second.org.id)));
    const ids = [(await makeQuestion(t.db, from, { position: 0 })).id, (await makeQuestion(t.db, from, { position: 1 })).id];
    const topic = await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
    const run = async () => {
      const data: ImportQuestionsJobData = { source_organization_id: second.org.id, provider: false, question_ids: ids, passage_ids: [], topic_id: topic.id, actor_id: s.admin.id };
      const { uuid } = await startJob({ db: t.db, queue: t.queue }, { task: 'import_questions', kind: 'import_questions', organizationId: s.org.id, userId: s.admin.id, data: { ...data }, uuid: randomUUID() });
      return waitForJob(t, uuid, 60_000);
    };
    const membership = (organizationId: number) => and(eq(memberships.userId, s.admin.id), eq(memberships.organizationId, organizationId));
    return { s, second, topic, run, membership };
  }

  it('imports the selection when the actor still may', async () => {
    const { topic, run } = await setup();
    expect(await run()).toMatchObject({ status: 'completed', progress: 100 });
    expect(await questionsIn(topic.id)).toBe(2);
  });

  it('removed from the topic\'s organization: fails with the permission text, nothing written', async () => {
    const { s, topic, run, membership } = await setup();
    await t.db.delete(memberships).where(membership(s.org.id));
    expect(await run()).toMatchObject({ status: 'failed', error: 'forbidden', errorMessage: permission });
    expect(await questionsIn(topic.id)).toBe(0);
  });

  it('removed from the source organization: fails with the permission text, nothing written', async () => {
    const { second, topic, run, membership } = await setup();
    await t.db.delete(memberships).where(membership(second.org.id));
    expect(await run()).toMatchObject({ status: 'failed', error: 'forbidden', errorMessage: permission });
    expect(await questionsIn(topic.id)).toBe(0);
  });

  it('no longer an admin, without a team role (another role): fails with the permission text, nothing written', async () => {
    const { s, topic, run, membership } = await setup();
    await t.db.update(memberships).set({ kind: 'teacher' }).where(membership(s.org.id));
    expect(await run()).toMatchObject({ status: 'failed', error: 'forbidden', errorMessage: permission });
    expect(await questionsIn(topic.id)).toBe(0);
  });
});
