// Test helpers for server/backup: a school with content and files made through the real app,
// everything a reader sees of it through the API (every course, tree, topic, page, question,
// passage and the bytes of every file), empty restore targets, an app on a restored database,
// and an archive read back or rewritten.
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { buildApp } from '../../app.ts';
import type { App } from '../../context.ts';
import { recordVersion } from '../../commands/versionRecorder.ts';
import { versionDocument } from '../../queries/rowDocuments.ts';
import { openDatabase, type Db } from '../../db/client.ts';
import { activityEvents, itemVersions } from '../../db/schema/index.ts';
import { lazyQueue } from '../../jobs/lazyQueue.ts';
import * as files from '../../storage/fixtures/files.ts';
import { openStorage } from '../../storage/index.ts';
import { presignUpload } from '../../storage/uploads.ts';
import type { UploadPurpose } from '../../db/schema/files.ts';
import type { Storage } from '../../storage/types.ts';
import { testConfig, type TestApp } from '../../test/app.ts';
import { uploadObject } from '../../test/pageFactories.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson } from '../../test/contentFactories.ts';
import type { TestDatabaseKind } from '../../test/databases.ts';
import type { Manifest } from '../manifest.ts';
import type { RestoreTarget } from '../restore.ts';

type Headers = Record<string, string>;

async function ok(app: App, method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) {
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

/** Bytes uploaded as the browser does: to /storage/upload (local driver), or to the bucket with the presigned POST (S3). */
async function upload(t: TestApp, organizationId: number, purpose: UploadPurpose, bytes: Buffer, name: string): Promise<string> {
  if (t.storage.driver === 'local') return uploadObject(t, organizationId, purpose, bytes, name);
  const post = await presignUpload({ storage: t.storage }, organizationId, purpose);
  const form = new FormData();
  for (const [k, v] of Object.entries(post.form_fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(post.url, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`the bucket refused the upload: ${res.status} ${await res.text()}`);
  return post.form_fields.key!;
}

/** Courses with units, topics, pages (one with an uploaded image), questions, passages, links and a study-guide file. */
export async function buildSchool(t: TestApp, courseCount = 3) {
  const s = await makeSchool(t.db);
  const headers = await headersFor(t.db, s.admin);
  for (let c = 0; c < courseCount; c++) {
    const course = await makeCourse(t.db, s.org.id, { name: `Biologi ${c + 1}` });
    for (let b = 0; b < 2; b++) {
      const unit = await makeUnit(t.db, course);
      for (let k = 0; k < 2; k++) {
        const topic = await makeTopicWithLesson(t.db, unit);
        await fillTopic(t.db, topic, { pages: 2, questions: 3, passages: 1, links: 1 });
        if (k === 0) {
          const guideKey = await upload(t, s.org.id, 'study_guide', files.pdf(), `modul-${c}-${b}.pdf`);
          await ok(t.app, 'POST', `/map/topics/${topic.id}/notes`, headers, { file_key: guideKey, name: `Modul ${c}-${b}` });
          const imageKey = await upload(t, s.org.id, 'image', files.png(), 'sel.png');
          const media = (await ok(t.app, 'POST', `/map/topics/${topic.id}/media`, headers, { file_key: imageKey, filename: 'sel.png', purpose: 'image' })).json();
          await ok(t.app, 'POST', '/content/chapters', headers, {
            topic_id: topic.id,
            type: 'text',
            title: 'Gambar sel',
            content: `<p>Sel hewan</p><p><img src="${media.url}" data-media-id="${media.id}" alt="sel"></p>`,
          });
        }
      }
    }
  }
  return { s, headers };
}

/** A second school whose one page is saved over and over while the backup runs. */
export async function busySchool(t: TestApp) {
  const s = await makeSchool(t.db);
  const headers = await headersFor(t.db, s.admin);
  const course = await makeCourse(t.db, s.org.id, { name: 'Ramai' });
  const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course));
  const page = (await ok(t.app, 'POST', '/content/chapters', headers, { topic_id: topic.id, type: 'text', title: 'v0', content: '<p>v0</p>' })).json();
  return { s, headers, pageId: page.id as number };
}

/**
 * A version and an activity line with every kind of column filled: a copied version with its
 * source and no author left, an event with details and the item's title as it was. Answers
 * both rows as stored, to compare with a restored copy.
 */
export async function historyRows(t: TestApp, s: Awaited<ReturnType<typeof makeSchool>>) {
  const at = new Date('2026-03-04T05:06:07.891Z');
  const document = { title: 'Sel “hewan” ✓', content: '<p>Inti sel</p>', sections: [{ id: 's1', content_html: '<p>a\nb</p>' }], duration: null };
  await recordVersion(t.db, { organizationId: s.org.id, itemType: 'page', itemId: 987_654, authorId: null, document, lockVersion: 7, at, kind: 'copied', source: { item_type: 'page', item_id: 123, version_id: null } });
  const [version] = await t.db.select().from(itemVersions).where(eq(itemVersions.itemId, 987_654));
  const [event] = await t.db
    .insert(activityEvents)
    .values({ organizationId: s.org.id, courseId: 55, actorId: s.admin.id, kind: 'moved', itemType: 'page', itemId: 987_654, itemTitle: 'Sel “hewan”', details: { from: 'Bab 1', to: 'Bab 2', count: 1 }, createdAt: at })
    .returning();
  return { version: version!, event: event! };
}

/** The version and activity rows of `historyRows` as a database holds them. */
export async function readHistoryRows(db: Db, ids: { version: number; event: number }) {
  const [version] = await db.select().from(itemVersions).where(eq(itemVersions.id, ids.version));
  const [event] = await db.select().from(activityEvents).where(eq(activityEvents.id, ids.event));
  return { version, event };
}

/** The newest version of an item. */
export async function newestVersion(db: Db, itemType: 'page' | 'question' | 'passage', itemId: number) {
  // An open sitting's document is its item's row: read as the version routes read it.
  const document = versionDocument({ itemType: sql`${itemVersions.itemType}`, itemId: sql`${itemVersions.itemId}`, document: sql`${itemVersions.document}` });
  const [row] = await db
    .select({ kind: itemVersions.kind, lockVersion: itemVersions.lockVersion, document: sql<Record<string, unknown>>`${document}` })
    .from(itemVersions)
    .where(and(eq(itemVersions.itemType, itemType), eq(itemVersions.itemId, itemId)))
    .orderBy(desc(itemVersions.id))
    .limit(1);
  return row;
}

/** Saves the page in a loop until stopped; `sent` maps each lock_version a save would produce to its title. */
export function keepSaving(app: App, headers: Headers, pageId: number) {
  const sent = new Map<number, string>([[0, 'v0']]);
  let acknowledged = 0;
  let running = true;
  const loop = (async () => {
    let version = 0;
    while (running) {
      const title = `v${version + 1}`;
      sent.set(version + 1, title);
      const res = await app.inject({ method: 'PUT', url: `/content/chapters/${pageId}`, headers, payload: { type: 'text', title, content: `<p>${title}</p>`, sections: [], lock_version: version } });
      if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
      version = res.json().lock_version;
      acknowledged = version;
    }
  })();
  return {
    sent,
    acknowledged: () => acknowledged,
    /** Resolves once `n` saves were acknowledged (a state, not a time). */
    saved: async (n: number) => {
      while (acknowledged < n) {
        if (!running) throw new Error('the saver stopped');
        await Promise.race([loop, new Promise((resolve) => setImmediate(resolve))]);
      }
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** Everything the API shows of an organization's courses, by URL; files as their SHA-256. */
export async function readThroughApi(app: App, headers: Headers, organizationId: number): Promise<Map<string, unknown>> {
  const seen = new Map<string, unknown>();
  const get = async (url: string) => {
    const body = (await ok(app, 'GET', url, headers)).json();
    seen.set(url, body);
    return body;
  };
  const list: { id: number }[] = [];
  for (let page = 1; ; page++) {
    const rows = (await get(`/content/organizations/${organizationId}/courses?per=100&page=${page}`)) as { id: number }[];
    list.push(...rows);
    if (rows.length < 100) break;
  }
  for (const course of list) {
    await get(`/content/courses/${course.id}`);
    const tree = await get(`/content/courses/${course.id}/show_tree`);
    for (const unit of tree.bundles as { topics: { id: number }[] }[]) {
      for (const { id } of unit.topics) {
        const topic = await get(`/content/topics/${id}`);
        for (const page of topic.lesson.chapters as { id: number }[]) await get(`/content/chapters/${page.id}`);
        for (const question of topic.questions as { id: number }[]) await get(`/map/questions/${question.id}`);
        for (const passage of topic.passages as { id: number }[]) await get(`/map/passages/${passage.id}`);
      }
    }
  }
  const urls = new Set<string>();
  for (const body of seen.values()) for (const m of JSON.stringify(body).matchAll(/\/files\/[A-Za-z0-9_./-]+/g)) urls.add(m[0]);
  for (const url of [...urls].sort()) {
    const res = await ok(app, 'GET', url, headers);
    seen.set(url, createHash('sha256').update(res.rawPayload).digest('hex'));
  }
  return seen;
}

let targets = 0;

/** An empty database to restore into; `drop()` removes it. */
export async function emptyTarget(kind: TestDatabaseKind): Promise<{ target: RestoreTarget; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pena-backup-target-'));
    return { target: { kind, dataDir: path.join(dir, 'db') }, drop: () => fsp.rm(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `pena_backup_${process.pid}_${++targets}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    target: { kind, url: target.toString() },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Tables in a target (0: nothing was written). */
export async function tableCount(target: RestoreTarget): Promise<number> {
  if (target.kind === 'pglite') {
    const entries = await fsp.readdir(target.dataDir).catch(() => null);
    if (!entries) return 0;
  }
  const database = await openDatabase(target.kind === 'pglite' ? target : { ...target, max: 1 });
  try {
    const { rows } = await database.executeSql(`select count(*)::int as n from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    return (rows[0] as { n: number }).n;
  } finally {
    await database.close();
  }
}

/** A fresh local storage directory (or the given S3 environment) for a restore. */
export async function targetStorage(env: NodeJS.ProcessEnv = {}) {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pena-backup-files-'));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const storage = await openStorage(config);
  return {
    dataDir,
    config,
    storage,
    localFiles: async () => (await fsp.readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((d) => d.isFile()).length,
    close: async () => {
      await storage.close();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on a restored database and storage, as `pena serve` would run it (jobs idle). */
export async function appOn(target: RestoreTarget, storage: Storage, config: ReturnType<typeof testConfig>) {
  const database = await openDatabase(target);
  const queue = lazyQueue(database, { work: false, logger: { info() {}, warn() {}, error() {} }, storage, config, jobStaleSeconds: config.jobStaleSeconds });
  const app = await buildApp({ config, database, db: database.db, storage, queue }, { logger: false, serveWeb: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}

/** The archive unpacked: its manifest and each table's rows. */
export async function readArchive(file: string) {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pena-backup-read-'));
  await tar.x({ file, cwd: dir, strict: true });
  const manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const rows = async (table: string) =>
    (await fsp.readFile(path.join(dir, 'db', `${table}.jsonl`), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { dir, manifest, rows, remove: () => fsp.rm(dir, { recursive: true, force: true }) };
}

/** The archive with its contents changed by `edit` (in the unpacked directory), packed again into `out`. */
export async function rewriteArchive(file: string, out: string, edit: (dir: string, manifest: Manifest) => Promise<Manifest | void>) {
  const archive = await readArchive(file);
  try {
    const manifest = (await edit(archive.dir, archive.manifest)) ?? archive.manifest;
    await fsp.writeFile(path.join(archive.dir, 'manifest.json'), JSON.stringify(manifest));
    await tar.c({ gzip: true, file: out, cwd: archive.dir, portable: true }, ['manifest.json', 'db', 'files']);
  } finally {
    await archive.remove();
  }
}
