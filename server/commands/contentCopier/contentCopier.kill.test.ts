// A copy survives the death of the process running it: a copy killed half-way leaves nothing,
// and the retry makes one copy. Real processes, as in production: the
// copy job is started (with the client's uuid), a worker takes it and is held mid-way by the
// tracked-job test hold (jobs/tracked.ts PENA_TEST_JOB_HOLD_DIR: after the copier's first
// progress report, once it has planned the copy, before its files and its write transaction);
// the test sees the hold, checks nothing is written, kills the worker with SIGKILL, lets the
// recovery retry the job in a new process, and checks exactly one copy was made.
// - PostgreSQL (TEST_DATABASE_URL): `pena worker` children on the test database.
// - PGlite (always): `pena serve` children on a DATA_DIR (one process may open a PGlite
//   directory), driven over HTTP (GET /jobs/{uuid}); the database is read between runs.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import { answers, bundles, chapters, lessons, linkAttachments, passages, questions, topics } from '../../db/schema/index.ts';
import { startQueue } from '../../jobs/queue.ts';
import { startJob } from '../../jobs/tracked.ts';
import { fillTopic, makeUnit, makeCourse, makeSchool, makeTopic } from '../../test/contentFactories.ts';
import { openTestDatabase } from '../../test/databases.ts';
import { tokenFor } from '../../test/factories.ts';
import { jobRow, pollFor, waitForJob } from '../../test/jobs.ts';
import { jobHold, startWorkerProcess, waitForStale, type WorkerProcess } from '../../test/workerProcess.ts';

const PROCESS_START_MS = 120_000;
const silent = { info() {}, warn() {}, error() {} };
const workers: WorkerProcess[] = [];
const dirs: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const started = async (opts: Parameters<typeof startWorkerProcess>[0]) => {
  const worker = await startWorkerProcess({ timeoutMs: PROCESS_START_MS, ...opts });
  workers.push(worker);
  return worker;
};

afterAll(async () => {
  for (const w of workers) await w.kill();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A unit of three topics with pages, questions (with answers), passages and links. */
async function unitToCopy(db: Db) {
  const school = await makeSchool(db);
  const course = await makeCourse(db, school.org.id);
  const unit = await makeUnit(db, course, { name: 'Bab 1' });
  for (let i = 0; i < 3; i++) await fillTopic(db, await makeTopic(db, unit, { position: i }), { pages: 2, questions: 3, passages: 1, links: 1 });
  return { school, course, unit };
}

/** Rows under the course's units: [units, topics, pages, questions, answers, passages, links]. */
async function countsUnder(db: Db, courseId: number) {
  const unitIds = (await db.select({ id: bundles.id }).from(bundles).where(eq(bundles.courseId, courseId))).map((r) => r.id);
  const topicIds = (await db.select({ id: topics.id }).from(topics).where(inArray(topics.bundleId, unitIds))).map((r) => r.id);
  const questionIds = (await db.select({ id: questions.id }).from(questions).where(inArray(questions.topicId, topicIds))).map((r) => r.id);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return [
    unitIds.length,
    topicIds.length,
    await count(db.select({ id: chapters.id }).from(chapters).where(inArray(chapters.topicId, topicIds))),
    questionIds.length,
    await count(db.select({ id: answers.id }).from(answers).where(inArray(answers.questionId, questionIds))),
    await count(db.select({ id: passages.id }).from(passages).where(inArray(passages.topicId, topicIds))),
    await count(db.select({ id: linkAttachments.id }).from(linkAttachments).innerJoin(lessons, eq(lessons.id, linkAttachments.lessonId)).where(inArray(lessons.topicId, topicIds))),
  ];
}
const ONE = [1, 3, 6, 9, 9, 3, 3];
const TWO = [2, 6, 12, 18, 18, 6, 6];

async function startCopy(database: Database, school: { org: { id: number }; editor: { id: number } }, unit: { id: number; courseId: number }) {
  const queue = await startQueue(database, { work: false, logger: silent });
  const uuid = crypto.randomUUID();
  await startJob(
    { db: database.db, queue },
    {
      task: 'copy',
      kind: 'copy',
      organizationId: school.org.id,
      userId: school.editor.id,
      uuid,
      data: { kind: 'bundle', id: unit.id, target_id: unit.courseId, include_linked_questions: false, actor_id: school.editor.id, language: 'en' },
    },
  );
  await queue.stop();
  return uuid;
}

describe.runIf(process.env.TEST_DATABASE_URL)('a copy whose worker is killed mid-way, on PostgreSQL', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it(
    'leaves nothing, and the retry makes exactly one copy',
    async () => {
      database = await openTestDatabase('postgres');
      const db = database.db;
      const { school, course, unit } = await unitToCopy(db);
      const uuid = await startCopy(database, school, unit);
      const hold = await jobHold();
      const env = { JOB_STALE_SECONDS: '1' };
      const dataDir = await tempDir('pena-copy-kill-');
      const first = await started({ databaseUrl: database.url!, dataDir, hold, env });
      await hold.waitHeld(uuid, PROCESS_START_MS);
      expect(await jobRow(db, uuid)).toMatchObject({ status: 'processing', progress: 10 });
      expect(await countsUnder(db, course.id)).toEqual(ONE);
      await first.kill();
      expect(await countsUnder(db, course.id)).toEqual(ONE);

      await hold.release(uuid);
      await waitForStale(db, uuid, 1);
      const second = await started({ databaseUrl: database.url!, dataDir, hold, env });
      const job = await waitForJob({ db }, uuid, 2 * PROCESS_START_MS).catch(async (err: unknown) => {
        // What to look at if the recovered job never finishes: the row, pg-boss's jobs, the worker.
        const { rows } = await database!.executeSql(`select name, state, retry_count, start_after, data->>'job_uuid' as job_uuid from pgboss.job order by created_on`, []);
        throw new Error(`${String(err)}\nrow: ${JSON.stringify(await jobRow(db, uuid))}\npg-boss: ${JSON.stringify(rows)}\nworker:\n${second.output()}`);
      });
      expect(job).toMatchObject({ status: 'completed', progress: 100, error: null });
      expect(job.result).toMatchObject({ action: 'copy', kind: 'bundle', name: 'Bab 1 (copy)', course_id: course.id, item_count: 21 });
      expect(await countsUnder(db, course.id)).toEqual(TWO);
      await second.stop();
      await hold.cleanup();
    },
    5 * PROCESS_START_MS,
  );
});

describe('a copy whose server is killed mid-way, on PGlite (pena serve on a DATA_DIR)', () => {
  it(
    'leaves nothing, and the restarted server makes exactly one copy',
    async () => {
      const dataDir = await tempDir('pena-copy-kill-pglite-');
      const dbDir = path.join(dataDir, 'db');
      await fs.mkdir(dbDir, { recursive: true });
      const open = async () => openDatabase({ kind: 'pglite', dataDir: dbDir });
      let database = await open();
      await database.migrate();
      const { school, course, unit } = await unitToCopy(database.db);
      const uuid = await startCopy(database, school, unit);
      const headers = { authorization: `Token ${await tokenFor(database.db, school.editor.id)}` };
      await database.close();

      const hold = await jobHold();
      const env = { JOB_STALE_SECONDS: '1' };
      const first = await started({ command: 'serve', dataDir, hold, env });
      await hold.waitHeld(uuid, PROCESS_START_MS);
      const held = (await (await fetch(`${first.baseUrl()}/jobs/${uuid}`, { headers })).json()) as { status: string; progress: number };
      expect(held).toMatchObject({ status: 'processing', progress: 10 });
      await first.kill();

      database = await open();
      try {
        expect(await countsUnder(database.db, course.id)).toEqual(ONE);
        await waitForStale(database.db, uuid, 1);
      } finally {
        await database.close();
      }
      await hold.release(uuid);
      const second = await started({ command: 'serve', dataDir, hold, env });
      const done = await pollFor(
        async () => {
          const job = (await (await fetch(`${second.baseUrl()}/jobs/${uuid}`, { headers })).json()) as { status: string; result: unknown; error: string | null };
          return job.status === 'completed' || job.status === 'failed' ? job : undefined;
        },
        'the copy to finish after the restart',
        2 * PROCESS_START_MS,
      );
      expect(done).toMatchObject({ status: 'completed', error: null, result: { kind: 'bundle', name: 'Bab 1 (copy)', course_id: course.id } });
      await second.stop();

      database = await open();
      try {
        expect(await countsUnder(database.db, course.id)).toEqual(TWO);
      } finally {
        await database.close();
      }
      await hold.cleanup();
    },
    6 * PROCESS_START_MS,
  );
});
