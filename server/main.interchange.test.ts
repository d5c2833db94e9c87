// `pena questions:import`, `questions:export` and `course:export` as school IT runs them: real
// processes on an embedded database under a fresh DATA_DIR (and once on PostgreSQL when
// TEST_DATABASE_URL is set). The organization, course and topic are made directly in that
// database between runs (there is no command for content). A dry run prints one JSON summary
// and writes nothing; an import writes the questions; the export of the topic reads back with
// the same count; the course exports as a cartridge; a bad --format is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/client.ts';
import { questions } from './db/schema/index.ts';
import { INTEROP_SAMPLES } from './routes/interchange/test/requests.ts';
import { forProcesses, penaInFreshDataDir, runPena } from './test/cliProcess.ts';
import { makeCourse, makeTopic, makeUnit } from './test/contentFactories.ts';
import { openTestDatabase } from './test/databases.ts';
import { makeMember, makeOrganization } from './test/factories.ts';

const gift = path.join(INTEROP_SAMPLES, 'gift/questions.gift.txt');
/** What questions.gift.txt holds: seven questions Pena carries, an essay and a numerical range it does not. */
const GIFT_SUMMARY = {
  format: 'gift',
  questions: 7,
  by_type: { matching_choices: 1, multiple_choice: 2, exact_value: 1, true_or_false: 3 },
  skipped: [
    { item: 'Q8', reason: 'unsupported_type: essay' },
    { item: 'Q5', reason: 'numeric_tolerance: numerical' },
  ],
  errors: [],
};

/** A school with an administrator (the importer recorded), a course, a unit and an empty topic. */
async function seedTopic(db: Db) {
  const org = await makeOrganization(db, { name: `SMA Berkas ${process.pid}` });
  await makeMember(db, org.id, { admin: true });
  const course = await makeCourse(db, org.id);
  const topic = await makeTopic(db, await makeUnit(db, course));
  return { courseId: course.id, topicId: topic.id };
}

/** The one line of JSON the command printed, parsed; fails on anything else on stdout. */
function summaryOf(out: string) {
  const lines = out.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('pena questions:import|export and course:export on PGlite', () => {
  const { dataDir, pena, remove } = penaInFreshDataDir('pena-cli-interchange-');
  afterAll(remove);

  /** Opens the command's database while no command runs (PGlite: one process at a time). */
  async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const questionCount = (topicId: number) => withDatabase(async (db) => (await db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topicId))).length);

  it('dry run, import, export and re-read, the course as a cartridge, a bad --format', async () => {
    const { topicId, courseId } = await withDatabase(seedTopic);

    const dry = pena('questions:import', '--topic', String(topicId), '--file', gift, '--dry-run');
    expect(dry.code, dry.err).toBe(0);
    const summary = summaryOf(dry.out);
    expect(Object.keys(summary)).toEqual(['format', 'questions', 'by_type', 'skipped', 'errors']);
    expect(summary).toEqual(GIFT_SUMMARY);
    expect(await questionCount(topicId)).toBe(0);

    const imported = pena('questions:import', '--topic', String(topicId), '--file', gift);
    expect(imported.code, imported.err).toBe(0);
    expect(summaryOf(imported.out)).toEqual(GIFT_SUMMARY);
    expect(await questionCount(topicId)).toBe(7);

    const out = path.join(dataDir, 'topic.gift.txt');
    const exported = pena('questions:export', '--topic', String(topicId), '--format', 'gift', '--out', out);
    expect(exported.code, exported.err).toBe(0);
    const written = Number(/Wrote (\d+) question/.exec(exported.out)?.[1]);
    expect(written).toBeGreaterThan(0);
    // What GIFT cannot hold is named on standard error, one line each.
    expect(exported.err.split('\n').filter((l) => l.startsWith('left out: ')).length).toBe(7 - written);
    const again = pena('questions:import', '--topic', String(topicId), '--file', out, '--dry-run');
    expect(again.code, again.err).toBe(0);
    expect(summaryOf(again.out)).toMatchObject({ format: 'gift', questions: written, errors: [] });
    expect(await questionCount(topicId)).toBe(7);

    const cartridge = path.join(dataDir, 'course.imscc');
    const course = pena('course:export', '--course', String(courseId), '--format', 'imscc', '--out', cartridge);
    expect(course.code, course.err).toBe(0);
    const bytes = fs.readFileSync(cartridge);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(Object.keys(unzipSync(new Uint8Array(bytes)))).toContain('imsmanifest.xml');

    const bad = pena('questions:export', '--topic', String(topicId), '--format', 'docx', '--out', path.join(dataDir, 'x'));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^pena: --format must be qti3, qti21, .*gift, aiken$/m);
    expect(fs.existsSync(path.join(dataDir, 'x'))).toBe(false);
  }, forProcesses(7));
});

describe.runIf(process.env.TEST_DATABASE_URL)('pena questions:import on PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-cli-interchange-pg-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a dry run writes nothing, an import writes the questions', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const { topicId } = await seedTopic(database.db);
      const env = { ...process.env, DATABASE_URL: database.url!, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const count = async () => (await database.db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topicId))).length;
      const dry = runPena(['questions:import', '--topic', String(topicId), '--file', gift, '--dry-run'], env);
      expect(dry.code, dry.err).toBe(0);
      expect(summaryOf(dry.out)).toEqual(GIFT_SUMMARY);
      expect(await count()).toBe(0);
      const imported = runPena(['questions:import', '--topic', String(topicId), '--file', gift], env);
      expect(imported.code, imported.err).toBe(0);
      expect(await count()).toBe(7);
    } finally {
      await database.close();
    }
  }, forProcesses(2));
});
