// pena backup / pena restore with the files in an S3 bucket (s3rver, a real S3 server): the
// archive carries the bucket's objects, and a restore writes them into another, empty bucket.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type RunningS3 } from '../storage/fixtures/s3rver.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { createBackup } from './backup.ts';
import { appOn, buildSchool, emptyTarget, readThroughApi, targetStorage } from './test/fixtures.ts';
import { restoreBackup } from './restore.ts';

const LONG = 300_000;

describe.each(testDatabaseKinds())('pena backup and restore with an S3 bucket on %s', (kind) => {
  let source: RunningS3;
  let target: RunningS3;
  let t: TestApp;
  let work: string;
  beforeAll(async () => {
    [source, target] = await Promise.all([startS3rver(), startS3rver()]);
    t = await testApp(kind, source.env);
    work = await fsp.mkdtemp(path.join(os.tmpdir(), 'pena-backup-s3-'));
  }, LONG);
  afterAll(async () => {
    await t?.close();
    await Promise.all([source?.stop(), target?.stop()]);
    if (work) await fsp.rm(work, { recursive: true, force: true });
  });

  it('copies the bucket\'s objects into the archive and restores them into an empty bucket: every course reads the same', async () => {
    expect(t.storage.driver).toBe('s3');
    const school = await buildSchool(t, 1);
    const before = await readThroughApi(t.app, school.headers, school.s.org.id);
    const archive = path.join(work, 's3.tar.gz');
    const manifest = await createBackup({ database: t.database, storage: t.storage, outFile: archive });
    expect(manifest.files).toMatchObject({ count: 4, missing: [] });

    const db = await emptyTarget(kind);
    const files = await targetStorage(target.env);
    try {
      expect(files.storage.driver).toBe('s3');
      const result = await restoreBackup({ inFile: archive, target: db.target, storage: files.storage });
      expect(result.filesWritten).toBe(4);
      const restored = await appOn(db.target, files.storage, files.config);
      try {
        const after = await readThroughApi(restored.app, school.headers, school.s.org.id);
        expect([...after.keys()]).toEqual([...before.keys()]);
        expect([...after.keys()].filter((u) => u.startsWith('/files/'))).toHaveLength(4);
        for (const [url, body] of before) expect(after.get(url), url).toEqual(body);
      } finally {
        await restored.close();
      }
    } finally {
      await files.close();
      await db.drop();
    }
  }, LONG);
});
