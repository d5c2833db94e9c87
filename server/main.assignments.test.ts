// `pena assignment:add|remove` as an operator runs them: real processes on an embedded
// database under a fresh DATA_DIR; the topic is made directly in that database between runs
// (there is no command for content), then the commands record and forget its use.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { topicAssignmentUsages } from './db/schema/index.ts';
import { makeUnit, makeCourse, makeTopic } from './test/contentFactories.ts';
import { makeOrganization } from './test/factories.ts';
import { forProcesses, penaInFreshDataDir } from './test/cliProcess.ts';

const { dataDir, pena, remove } = penaInFreshDataDir('pena-cli-asg-');

/** Opens the command's database while no command runs (PGlite: one process at a time). */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('pena assignment:add|remove', () => {
  afterAll(remove);

  it('records a use once, forgets it, and says so each time', async () => {
    expect(pena('migrate').code).toBe(0);
    const topicId = await withDatabase(async (db) => {
      const org = await makeOrganization(db, { name: 'SMA Tautan' });
      const topic = await makeTopic(db, await makeUnit(db, await makeCourse(db, org.id)));
      return topic.id;
    });
    const uses = () => withDatabase((db) => db.select().from(topicAssignmentUsages).where(eq(topicAssignmentUsages.topicId, topicId)));

    expect(pena('assignment:add', '--topic', String(topicId), '--ref', 'link-asg-1')).toMatchObject({ code: 0, out: 'Assignment use recorded.\n' });
    expect(pena('assignment:add', '--topic', String(topicId), '--ref', 'link-asg-1')).toMatchObject({ code: 0, out: 'Assignment use was already recorded.\n' });
    expect(await uses()).toEqual([expect.objectContaining({ assignmentRef: 'link-asg-1' })]);
    expect(pena('assignment:remove', '--topic', String(topicId), '--ref', 'link-asg-1')).toMatchObject({ code: 0, out: 'Assignment use removed.\n' });
    expect(pena('assignment:remove', '--topic', String(topicId), '--ref', 'link-asg-1')).toMatchObject({ code: 0, out: 'No such assignment use; nothing to remove.\n' });
    expect(await uses()).toEqual([]);
  }, forProcesses(5));

  it('refuses bad input with a clear message and exit code 1', () => {
    const cases: [string[], RegExp][] = [
      [['assignment:add', '--ref', 'x'], /--topic is required/],
      [['assignment:add', '--topic', '1'], /--ref is required/],
      [['assignment:add', '--topic', 'abc', '--ref', 'x'], /--topic must be a numeric id/],
      [['assignment:add', '--topic', '99999999999', '--ref', 'x'], /--topic must be a numeric id/],
      [['assignment:add', '--topic', '1', '--ref', 'x'.repeat(256)], /--ref must be 1 to 255 characters/],
      [['assignment:add', '--topic', '2000000000', '--ref', 'x'], /No topic with id 2000000000/],
    ];
    for (const [args, message] of cases) {
      const res = pena(...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.err, args.join(' ')).toMatch(message);
    }
  }, forProcesses(6));
});
