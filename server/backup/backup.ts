// `pena backup`: every table of the public schema read in ONE snapshot (REPEATABLE READ READ
// ONLY), row by row through cursors into JSON lines, then the stored objects those rows name
// (objects are immutable under UUID keys, so copying them after the snapshot is consistent;
// one removed by clean-up meanwhile is listed in the manifest's files.missing), packed into
// one .tar.gz written under a temporary name and renamed into place when complete.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/types.ts';
import { insertOrder, readMigrationLevel, readTables } from './catalog.ts';
import { BackupError, FORMAT, FORMAT_VERSION, MANIFEST, appVersion, fileEntry, tableEntry, type Manifest } from './manifest.ts';
import { cursorRows, ident, inTransaction, type Session } from './session.ts';

export interface BackupOptions {
  database: Database;
  storage: Storage;
  /** The archive to write (.tar.gz); replaced only once the new one is complete. */
  outFile: string;
  /** Called after each table is read, inside the snapshot (tests write meanwhile). */
  afterTable?: (table: string) => Promise<void> | void;
  /** Called after the snapshot ends, before files are copied (tests remove objects meanwhile). */
  afterSnapshot?: () => Promise<void> | void;
}

export const ROW_BATCH = 1000;
const FILE_COPIES_AT_ONCE = 4;

/** Hashes and counts what passes through. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
  entry() {
    return { size: this.bytes, sha256: this.hash.digest('hex') };
  }
}

async function writeEntry(staging: string, name: string, body: Readable | AsyncIterable<string | Buffer>): Promise<{ size: number; sha256: string }> {
  const file = path.join(staging, ...name.split('/'));
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const digest = new Digest();
  await pipeline(body, digest, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return digest.entry();
}

async function* tableLines(session: Session, table: string, orderBy: string[], count: { rows: number }) {
  const order = orderBy.length ? ` order by ${orderBy.map(ident).join(', ')}` : '';
  for await (const rows of cursorRows<{ j: string }>(session, `select to_jsonb(t)::text as j from public.${ident(table)} t${order}`, ROW_BATCH)) {
    count.rows += rows.length;
    yield rows.map((r) => `${r.j}\n`).join('');
  }
}

interface Snapshot {
  manifest: Pick<Manifest, 'migration' | 'tables' | 'order' | 'deferred'>;
  entries: Manifest['entries'];
  /** Storage keys the rows name: recorded files (must exist) and pending uploads (may not). */
  keys: { key: string; recorded: boolean }[];
}

async function readSnapshot(session: Session, staging: string, afterTable: BackupOptions['afterTable']): Promise<Snapshot> {
  const migration = await readMigrationLevel(session);
  if (!migration) throw new BackupError('The database has no migrations applied; there is nothing to back up.');
  const tables = await readTables(session);
  const { order, deferred } = insertOrder(tables);
  const entries: Manifest['entries'] = {};
  const described: Manifest['tables'] = [];
  for (const name of order) {
    const table = tables.find((t) => t.name === name)!;
    const count = { rows: 0 };
    entries[tableEntry(name)] = await writeEntry(staging, tableEntry(name), tableLines(session, name, table.primaryKey, count));
    described.push({ name, rows: count.rows, columns: table.columns, primary_key: table.primaryKey, sequences: table.sequences });
    await afterTable?.(name);
  }
  const keys: Snapshot['keys'] = [];
  const names = new Set(order);
  const sources = [
    ...(names.has('uploaded_files') ? ['select storage_key as key, true as recorded from public.uploaded_files'] : []),
    ...(names.has('pending_uploads') ? ['select storage_key as key, false as recorded from public.pending_uploads'] : []),
  ];
  if (sources.length) {
    for await (const rows of cursorRows<{ key: string; recorded: boolean }>(session, `${sources.join(' union all ')} order by 1`, ROW_BATCH)) keys.push(...rows);
  }
  return { manifest: { migration, tables: described, order, deferred }, entries, keys };
}

async function copyFiles(storage: Storage, staging: string, keys: Snapshot['keys'], entries: Manifest['entries']) {
  const missing: string[] = [];
  let count = 0;
  let bytes = 0;
  let next = 0;
  const seen = new Set<string>();
  const worker = async () => {
    while (next < keys.length) {
      const { key, recorded } = keys[next++]!;
      if (seen.has(key)) continue;
      seen.add(key);
      const object = await storage.get(key);
      if (!object) {
        if (recorded) missing.push(key);
        continue;
      }
      const written = await writeEntry(staging, fileEntry(key), object.body);
      entries[fileEntry(key)] = written;
      count++;
      bytes += written.size;
    }
  };
  await Promise.all(Array.from({ length: FILE_COPIES_AT_ONCE }, worker));
  return { count, bytes, missing: missing.sort() };
}

export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const { database, storage, outFile } = options;
  const target = path.resolve(outFile);
  const dir = path.dirname(target);
  await fsp.mkdir(dir, { recursive: true });
  // Beside the archive, so the staged copy and the archive share one disk and the rename is atomic.
  const staging = await fsp.mkdtemp(path.join(dir, '.pena-backup-'));
  const partial = `${target}.partial-${process.pid}`;
  try {
    const createdAt = new Date().toISOString();
    const snapshot = await inTransaction(database, 'snapshot', (session) => readSnapshot(session, staging, options.afterTable));
    await options.afterSnapshot?.();
    const files = await copyFiles(storage, staging, snapshot.keys, snapshot.entries);
    const manifest: Manifest = {
      format: FORMAT,
      format_version: FORMAT_VERSION,
      app_version: appVersion(),
      engine: database.kind,
      created_at: createdAt,
      ...snapshot.manifest,
      files,
      entries: snapshot.entries,
      notes: [
        "The job queue (pg-boss's schema) is not in the archive: jobs pending or running at backup time are not restored, and their job_statuses rows are restored as failed.",
        ...(files.missing.length ? [`${files.missing.length} recorded file(s) were no longer in storage when the backup copied files (removed after the snapshot); see files.missing.`] : []),
      ],
    };
    await fsp.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    await fsp.mkdir(path.join(staging, 'files'), { recursive: true });
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, 'db', 'files']);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, target);
    return manifest;
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
