// pena backup / pena restore on a real database (each engine) and real storage (local
// files here, s3rver in backup.s3.test.ts): a school made through the app, backed up while a
// page is saved over and over, restored into an empty target, and every course compared
// through the API, with the version history and activity; one snapshot; refusals that write nothing.
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bundles, courses, jobStatuses } from '../db/schema/index.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { testDatabaseKinds, type TestDatabaseKind } from '../test/databases.ts';
import { createBackup } from './backup.ts';
import {
  appOn,
  buildSchool,
  busySchool,
  emptyTarget,
  historyRows,
  keepSaving,
  newestVersion,
  readArchive,
  readHistoryRows,
  readThroughApi,
  rewriteArchive,
  tableCount,
  targetStorage,
} from './test/fixtures.ts';
import { BackupError } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const kinds = testDatabaseKinds();
// A restore and a read of every course through the API; minutes on a loaded machine.
const LONG = 300_000;

describe.each(kinds)('pena backup and restore from %s', (kind) => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof buildSchool>>;
  let busy: Awaited<ReturnType<typeof busySchool>>;
  let work: string;
  let archive: string;
  let before: Map<string, unknown>;
  let saver: ReturnType<typeof keepSaving>;
  let savedBefore: number;
  let runningJob: string;
  let history: Awaited<ReturnType<typeof historyRows>>;

  beforeAll(async () => {
    t = await testApp(kind);
    work = await fsp.mkdtemp(path.join(os.tmpdir(), 'pena-backup-test-'));
    school = await buildSchool(t);
    busy = await busySchool(t);
    before = await readThroughApi(t.app, school.headers, school.s.org.id);
    // A job still running: its queue entry is not in the archive, so its status comes back failed.
    const [job] = await t.db.insert(jobStatuses).values({ organizationId: school.s.org.id, userId: school.s.admin.id, kind: 'publish', status: 'processing', progress: 40 }).returning();
    runningJob = job!.uuid;
    history = await historyRows(t, school.s);
    // Backed up while the busy school's page is being saved.
    saver = keepSaving(t.app, busy.headers, busy.pageId);
    await saver.saved(1);
    savedBefore = saver.acknowledged();
    archive = path.join(work, 'school.tar.gz');
    await createBackup({ database: t.database, storage: t.storage, outFile: archive });
    await saver.stop();
  }, LONG);
  afterAll(async () => {
    await t?.close();
    if (work) await fsp.rm(work, { recursive: true, force: true });
  });

  it('writes a manifest: format, versions, engine, row counts, files and a checksum per entry', async () => {
    const { manifest, rows, remove } = await readArchive(archive);
    try {
      expect(manifest).toMatchObject({ format: 'pena-backup', format_version: 1, engine: kind, files: { count: 12, missing: [] } });
      expect(manifest.migration.tag).toMatch(/^\d{4}_/);
      const counts = Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows]));
      expect(counts.courses).toBe((await t.db.select().from(courses)).length);
      expect(counts.uploaded_files).toBe(12);
      for (const table of manifest.tables) expect(await rows(table.name)).toHaveLength(table.rows);
      expect(Object.keys(manifest.entries).filter((e) => e.startsWith('files/'))).toHaveLength(12);
      expect(manifest.tables.map((x) => x.name)).not.toContain('pgboss');
      expect((await rows('item_versions')).map((r) => r.id)).toContain(history.version.id);
      expect((await rows('activity_events')).map((r) => r.id)).toContain(history.event.id);
    } finally {
      await remove();
    }
  });

  const targetKinds: TestDatabaseKind[] = kinds;
  it.each(targetKinds)('restores into an empty %s database and local storage: every course reads the same', async (targetKind) => {
    const { target, drop } = await emptyTarget(targetKind);
    const files = await targetStorage();
    try {
      const result = await restoreBackup({ inFile: archive, target, storage: files.storage });
      expect(result.filesWritten).toBe(12);
      const restored = await appOn(target, files.storage, files.config);
      try {
        // Sessions are restored too, so the same login reads the restored copy.
        const after = await readThroughApi(restored.app, school.headers, school.s.org.id);
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [url, body] of before) expect(after.get(url), url).toEqual(body);
        // The page saved during the backup is one of the versions that were sent, whole.
        const page = (await restored.app.inject({ url: `/content/chapters/${busy.pageId}`, headers: busy.headers })).json();
        expect(saver.sent.get(page.lock_version)).toBe(page.title);
        expect(page.lock_version).toBeGreaterThanOrEqual(savedBefore);
        expect(page.content).toBe(`<p>${page.title}</p>`);
        // Its history holds that very save: the version and the page were read in one snapshot.
        const latest = await newestVersion(restored.database.db, 'page', busy.pageId);
        expect(latest).toMatchObject({ kind: 'edited', lockVersion: page.lock_version, document: { title: page.title, content: page.content } });
        // A version and an activity line come back as they were, column for column.
        expect(await readHistoryRows(restored.database.db, { version: history.version.id, event: history.event.id })).toEqual(history);
        // Sequences continue past the restored ids.
        const made = await restored.app.inject({ method: 'POST', url: '/content/chapters', headers: busy.headers, payload: { topic_id: page.topic_id, type: 'text', title: 'Baru', content: '<p>baru</p>' } });
        expect(made.statusCode).toBe(201);
        expect(made.json().id).toBeGreaterThan(busy.pageId);
        const [job] = await restored.database.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, runningJob));
        expect(job).toMatchObject({ status: 'failed', error: 'restored_from_backup', progress: 40 });
        expect(job!.errorMessage?.en).toMatch(/Start it again/);
      } finally {
        await restored.close();
      }
    } finally {
      await files.close();
      await drop();
    }
  }, LONG);

  it('reads every table in one snapshot: a course and its unit written together in between appear wholly or not at all', async () => {
    let write: Promise<{ courseId: number; bundleId: number }> | undefined;
    const out = path.join(work, 'snapshot.tar.gz');
    await createBackup({
      database: t.database,
      storage: t.storage,
      outFile: out,
      afterTable: async (table) => {
        if (table !== 'courses') return;
        // courses is read, bundles not yet: a transaction writes one row to each.
        write = t.db.transaction(async (tx) => {
          const [course] = await tx.insert(courses).values({ organizationId: school.s.org.id, name: 'Di antara' }).returning();
          const [unit] = await tx.insert(bundles).values({ organizationId: school.s.org.id, courseId: course!.id, name: 'Unit di antara' }).returning();
          return { courseId: course!.id, bundleId: unit!.id };
        });
        // PostgreSQL commits it now, beside the open snapshot; PGlite's one connection runs it once the snapshot ends.
        if (kind === 'postgres') await write;
      },
    });
    const { courseId, bundleId: unitId } = await write!;
    const { rows, remove } = await readArchive(out);
    try {
      const hasCourse = (await rows('courses')).some((r) => r.id === courseId);
      const hasUnit = (await rows('bundles')).some((r) => r.id === unitId);
      expect(hasUnit).toBe(hasCourse);
      expect(hasCourse).toBe(false);
    } finally {
      await remove();
    }
  }, LONG);

  it('reports a file removed between the snapshot and its copy, and still finishes', async () => {
    const out = path.join(work, 'missing.tar.gz');
    const [gone] = (await t.database.executeSql(`select storage_key from uploaded_files where organization_id = $1 order by id limit 1`, [school.s.org.id])).rows as { storage_key: string }[];
    const bytes = await t.storage.get(gone!.storage_key);
    const kept = Buffer.concat(await bytes!.body.toArray());
    const manifest = await createBackup({
      database: t.database,
      storage: t.storage,
      outFile: out,
      afterSnapshot: () => t.storage.remove(gone!.storage_key),
    });
    await t.storage.put(gone!.storage_key, kept, { contentType: 'application/pdf' });
    expect(manifest.files.missing).toEqual([gone!.storage_key]);
    expect(manifest.notes.join(' ')).toMatch(/1 recorded file/);
  }, LONG);

  describe('refuses, writing nothing', { timeout: LONG }, () => {
    const refused = async (inFile: string, message: RegExp, prepare?: (target: Awaited<ReturnType<typeof emptyTarget>>['target']) => Promise<void>) => {
      const { target, drop } = await emptyTarget(kind);
      const files = await targetStorage();
      try {
        await prepare?.(target);
        const tablesBefore = await tableCount(target);
        const err = await restoreBackup({ inFile, target, storage: files.storage }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(BackupError);
        expect((err as Error).message).toMatch(message);
        expect((err as Error).message).toMatch(/[Nn]othing was restored/);
        expect(await tableCount(target)).toBe(tablesBefore);
        expect(await files.localFiles()).toBe(0);
      } finally {
        await files.close();
        await drop();
      }
    };

    it('a target that is not empty', async () => {
      await refused(archive, /not empty/, async (target) => {
        const first = await targetStorage();
        await restoreBackup({ inFile: archive, target, storage: first.storage });
        await first.close();
      });
    });

    it('a truncated archive', async () => {
      const bytes = await fsp.readFile(archive);
      const cut = path.join(work, 'cut.tar.gz');
      await fsp.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await refused(cut, /damaged or incomplete/);
    });

    it('an entry that does not match its checksum', async () => {
      const bad = path.join(work, 'bad.tar.gz');
      await rewriteArchive(archive, bad, async (dir) => {
        const file = path.join(dir, 'db', 'courses.jsonl');
        await fsp.writeFile(file, (await fsp.readFile(file, 'utf8')).replace('Biologi 1', 'Biologi X'));
      });
      await refused(bad, /courses\.jsonl does not match its checksum/);
    });

    it('an archive whose rows do not add up, after writing files: the files are removed again', async () => {
      const bad = path.join(work, 'rows.tar.gz');
      await rewriteArchive(archive, bad, async (_dir, manifest) => {
        manifest.tables.find((x) => x.name === 'chapters')!.rows += 1;
      });
      await refused(bad, /chapters\.jsonl holds \d+ rows, the manifest says/);
    });

    it('a link in place of a file, even with the checksum of what it points at', async () => {
      const outside = path.join(work, 'outside.txt');
      await fsp.writeFile(outside, 'not in the archive');
      const linked = path.join(work, 'linked.tar.gz');
      await rewriteArchive(archive, linked, async (dir, manifest) => {
        const name = Object.keys(manifest.entries).find((n) => n.startsWith('files/'))!;
        await fsp.rm(path.join(dir, ...name.split('/')));
        await fsp.symlink(outside, path.join(dir, ...name.split('/')));
        manifest.entries[name] = { size: 18, sha256: createHash('sha256').update('not in the archive').digest('hex') };
      });
      await refused(linked, /damaged or incomplete/);
    });

    it('an archive from a newer migration level', async () => {
      const newer = path.join(work, 'newer.tar.gz');
      await rewriteArchive(archive, newer, async (_dir, manifest) => {
        manifest.migration = { idx: manifest.migration.idx + 50, tag: '9999_from_the_future', when: manifest.migration.when + 1 };
      });
      await refused(newer, /newer version of Pena \(database migration 9999_from_the_future/);
    });
  });
});
