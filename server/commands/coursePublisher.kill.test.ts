// A publish survives the death of the process running it: a worker killed in the middle loses
// nothing and doubles nothing. Real processes, as in production:
// - PostgreSQL (TEST_DATABASE_URL): the job is sent from here; `pena worker` (a child) takes it
//   and is held mid-way by the tracked-job test hold (jobs/tracked.ts PENA_TEST_JOB_HOLD_DIR:
//   after its first progress report, once the publisher has read and judged every document,
//   before its write transaction); the test sees the hold, checks nothing is written yet, kills
//   the child with SIGKILL, starts another worker, and waits for the job: it completes once
//   (the recovery at the new worker's start fails the dead run through pg-boss, which retries
//   it), with exactly one snapshot per page, question and passage and every status right.
// - PGlite (always): the same with `pena serve` on a DATA_DIR, the embedded database and the
//   worker in one process (one process may open a PGlite directory); the test drives it over
//   HTTP and reads the database after the second server stopped. SIGKILL leaves the data
//   directory as a crashed PostgreSQL would, and the next start recovers it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { SelectedTopic } from '../../domain/schemas/publishing.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { chapters, courses, jobStatuses, passages, publishedItems, questions, topics } from '../db/schema/index.ts';
import { startQueue } from '../jobs/queue.ts';
import { startJob } from '../jobs/tracked.ts';
import { makeSchool } from '../test/contentFactories.ts';
import { openTestDatabase } from '../test/databases.ts';
import { tokenFor } from '../test/factories.ts';
import { jobRow, pollFor, waitForJob } from '../test/jobs.ts';
import { makePublishableCourse, selectionOf } from '../test/publishFactories.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PROCESS_START_MS = 120_000;
const silent = { info() {}, warn() {}, error() {} };
const children = new Set<ChildProcess>();
const dirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

function pena(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOB_STALE_SECONDS: '1', ...env };
  delete fullEnv.PENA_TEST_JOB_HOLD_DIR;
  if (env.PENA_TEST_JOB_HOLD_DIR) fullEnv.PENA_TEST_JOB_HOLD_DIR = env.PENA_TEST_JOB_HOLD_DIR;
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts'), ...args], { cwd: root, env: fullEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  // The recovery's expected warning is left out; anything else the child says is shown.
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (!/recovered a job whose worker stopped|^\s*(uuid|job|id|state):|^\s*[{}]/m.test(chunk)) process.stderr.write(chunk);
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** The child has stopped mid-way: the hold file of this job exists. */
const heldFile = (holdDir: string, uuid: string) => path.join(holdDir, `${uuid}.held`);

afterAll(async () => {
  for (const child of children) await killed(child, 'SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** What the selection must leave: one snapshot per page, question and passage, all published. */
async function expectPublishedOnce(db: Db, courseId: number, selection: readonly SelectedTopic[], jobUuid: string) {
  const topicIds = selection.map((t) => t.id);
  const items = await db.select().from(publishedItems).where(inArray(publishedItems.topicId, topicIds));
  const pages = selection.flatMap((t) => t.chapters.map((c) => `chapter:${c.id}`));
  const qs = selection.flatMap((t) => t.questions.map((q) => `question:${q.id}`));
  const passageRows = await db.select({ id: passages.id }).from(passages).where(inArray(passages.topicId, topicIds));
  expect(items.map((i) => `${i.itemType}:${i.itemId}`).sort()).toEqual([...pages, ...qs, ...passageRows.map((p) => `passage:${p.id}`)].sort());
  expect(new Set(items.map((i) => i.jobUuid))).toEqual(new Set([jobUuid]));
  for (const table of [chapters, questions, passages, topics] as const) {
    const rows = await db
      .select({ status: table.status, v: table.publishedVersion, lv: table.lockVersion })
      .from(table)
      .where(inArray(table === topics ? topics.id : (table as typeof chapters).topicId, topicIds));
    expect(rows.every((r) => r.status === 'published' && r.v === r.lv)).toBe(true);
  }
  expect((await db.select().from(courses).where(eq(courses.id, courseId)))[0]!.status).toBe('published');
}

async function nothingPublished(db: Db, selection: readonly SelectedTopic[]) {
  const topicIds = selection.map((t) => t.id);
  expect(await db.select().from(publishedItems).where(inArray(publishedItems.topicId, topicIds))).toEqual([]);
  expect((await db.select({ status: topics.status }).from(topics).where(inArray(topics.id, topicIds))).every((t) => t.status === 'unpublished')).toBe(true);
}

describe.runIf(process.env.TEST_DATABASE_URL)('a publish whose worker is killed mid-way, on PostgreSQL', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it(
    'is finished by another worker, applied once',
    async () => {
      database = await openTestDatabase('postgres');
      const db = database.db;
      const school = await makeSchool(db);
      const { course, topics: made } = await makePublishableCourse(db, school.org.id, 3);
      const selection = await selectionOf(db, made.map((t) => t.id));
      const queue = await startQueue(database, { work: false, logger: silent });
      const { uuid } = await startJob({ db, queue }, { task: 'publish', kind: 'publish', organizationId: school.org.id, userId: school.publisher.id, data: { course_id: course.id, topics: selection } });
      await queue.stop();

      const holdDir = tempDir('pena-hold-');
      const env = { DATABASE_URL: database.url!, DATA_DIR: tempDir('pena-kill-data-') };
      const first = pena(['worker'], { ...env, PENA_TEST_JOB_HOLD_DIR: holdDir });
      await pollFor(async () => fs.existsSync(heldFile(holdDir, uuid)), 'the first worker to hold the job mid-way', PROCESS_START_MS);
      expect(await jobRow(db, uuid)).toMatchObject({ status: 'processing', progress: 40 });
      await nothingPublished(db, selection);

      await killed(first, 'SIGKILL');
      await nothingPublished(db, selection);

      const second = pena(['worker'], env);
      const job = await waitForJob({ db }, uuid, 3 * PROCESS_START_MS);
      expect(job).toMatchObject({ status: 'completed', progress: 100, error: null });
      expect(job.result).toMatchObject({ course_id: course.id, topics: 3, chapters: 6, questions: 6, passages: 3 });
      await expectPublishedOnce(db, course.id, selection, uuid);
      // One pg-boss job, run twice: the killed attempt and the one that completed. pg-boss marks
      // it completed in its own statement after the handler returns: wait for that state.
      const opened = database;
      const jobs = () => opened.executeSql(`select state, retry_count from pgboss.job where data->>'job_uuid' = $1`, [uuid]);
      await pollFor(async () => (await jobs()).rows.some((r) => (r as { state: string }).state !== 'active'), 'pg-boss to close the job', PROCESS_START_MS);
      expect((await jobs()).rows).toEqual([{ state: 'completed', retry_count: 1 }]);
      await killed(second, 'SIGTERM');
    },
    5 * PROCESS_START_MS,
  );
});

describe('a publish whose server is killed mid-way, on PGlite (pena serve on a DATA_DIR)', () => {
  it(
    'is finished by the restarted server, applied once',
    async () => {
      const dataDir = tempDir('pena-kill-pglite-');
      const dbDir = path.join(dataDir, 'db');
      fs.mkdirSync(dbDir, { recursive: true });
      const seed = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      await seed.migrate();
      const school = await makeSchool(seed.db);
      const { course, topics: made } = await makePublishableCourse(seed.db, school.org.id, 3);
      const selection = await selectionOf(seed.db, made.map((t) => t.id));
      const token = await tokenFor(seed.db, school.publisher.id);
      await seed.close();

      const holdDir = tempDir('pena-hold-');
      const port = 4300 + Math.floor(Math.random() * 500);
      const url = `http://127.0.0.1:${port}`;
      const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url };
      const up = () => pollFor(async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok, 'the server to answer', PROCESS_START_MS);
      const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };

      const first = pena(['serve'], { ...env, PENA_TEST_JOB_HOLD_DIR: holdDir });
      await up();
      const res = await fetch(`${url}/content/courses/${course.id}/publish`, { method: 'POST', headers, body: JSON.stringify({ topics: selection }) });
      expect(res.status).toBe(202);
      const { uuid } = (await res.json()) as { uuid: string };
      await pollFor(async () => fs.existsSync(heldFile(holdDir, uuid)), 'the server to hold the job mid-way', PROCESS_START_MS);
      const held = (await (await fetch(`${url}/jobs/${uuid}`, { headers })).json()) as { status: string; progress: number };
      expect(held).toMatchObject({ status: 'processing', progress: 40 });
      await killed(first, 'SIGKILL');

      const second = pena(['serve'], env);
      await up();
      const done = await pollFor(
        async () => {
          const job = (await (await fetch(`${url}/jobs/${uuid}`, { headers })).json()) as { status: string; result: unknown; error: string | null };
          return job.status === 'completed' || job.status === 'failed' ? job : undefined;
        },
        'the job to finish after the restart',
        3 * PROCESS_START_MS,
      );
      expect(done).toMatchObject({ status: 'completed', error: null, result: { course_id: course.id, topics: 3, chapters: 6, questions: 6, passages: 3 } });
      await killed(second, 'SIGTERM');

      const after = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      try {
        await expectPublishedOnce(after.db, course.id, selection, uuid);
        const [row] = await after.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid));
        expect(row).toMatchObject({ status: 'completed', userId: school.publisher.id });
        const boss = await after.db.execute(sql`select state, retry_count from pgboss.job where data->>'job_uuid' = ${uuid}`);
        expect((boss as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'completed', retry_count: 1 }]);
      } finally {
        await after.close();
      }
    },
    6 * PROCESS_START_MS,
  );
});
