// `pena restore`: checks the whole archive (manifest, every entry's size and SHA-256, the
// migration level known to this version) and that the target is empty before it writes
// anything; then writes the files into the configured storage, and the database in ONE
// transaction (migrations up to the archive's level, rows in foreign-key order in batches,
// deferred self-references, sequences past their largest id). Any failure removes the files
// it wrote and leaves the database as it found it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.ts';
import { isValidKey, type Storage } from '../storage/types.ts';
import { journal, migrateTo } from './catalog.ts';
import { BackupError, FORMAT, FORMAT_VERSION, MANIFEST, fileEntry, manifestSchema, tableEntry, type Manifest } from './manifest.ts';
import { ident, inTransaction, type Session } from './session.ts';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface RestoreOptions {
  inFile: string;
  target: RestoreTarget;
  storage: Storage;
  /** Where the archive is unpacked and checked (default: the system's temporary directory). */
  workDir?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  filesWritten: number;
  filesPresent: number;
}

export const INSERT_BATCH = 500;

const damaged = (why: string) => new BackupError(`The archive is damaged or incomplete (${why}); nothing was restored.`);

async function sha256Of(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const d of await fsp.readdir(dir, { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...(await listFiles(path.join(dir, d.name), name)));
    else out.push(name);
  }
  return out;
}

/** Unpacks and checks the archive: a readable manifest, every entry whole, nothing extra, a known migration level. */
async function unpack(inFile: string, staging: string): Promise<Manifest> {
  try {
    await fsp.access(inFile, fs.constants.R_OK);
  } catch {
    throw new BackupError(`Cannot read the archive ${inFile}.`);
  }
  try {
    // pipeline() settles once every stream is closed, so nothing is still being written when it throws.
    await pipeline(fs.createReadStream(inFile), tar.x({ cwd: staging, strict: true, preservePaths: false }));
  } catch (err) {
    throw damaged((err as Error).message);
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await fsp.readFile(path.join(staging, MANIFEST), 'utf8')));
  } catch (err) {
    throw damaged(`no readable ${MANIFEST}: ${(err as Error).message.slice(0, 200)}`);
  }
  if (manifest.format !== FORMAT || manifest.format_version > FORMAT_VERSION) {
    throw new BackupError(`The archive's format version ${manifest.format_version} is newer than this version of Pena reads (${FORMAT_VERSION}); upgrade Pena first. Nothing was restored.`);
  }
  const present = new Set((await listFiles(staging)).filter((f) => f !== MANIFEST));
  for (const [name, expected] of Object.entries(manifest.entries)) {
    if (!present.delete(name)) throw damaged(`${name} is missing`);
    const actual = await sha256Of(path.join(staging, ...name.split('/')));
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) throw damaged(`${name} does not match its checksum`);
    if (name.startsWith('files/') && !isValidKey(name.slice('files/'.length))) throw damaged(`${name} is not a storage key`);
  }
  if (present.size) throw damaged(`unlisted entries: ${[...present].slice(0, 3).join(', ')}`);
  for (const t of manifest.tables) if (!manifest.entries[tableEntry(t.name)]) throw damaged(`${tableEntry(t.name)} is not listed`);

  const entries = journal();
  const known = entries.find((e) => e.tag === manifest.migration.tag && e.when === manifest.migration.when);
  if (!known) {
    const latest = entries.at(-1)!;
    throw new BackupError(
      manifest.migration.when > latest.when
        ? `The archive comes from a newer version of Pena (database migration ${manifest.migration.tag}, app ${manifest.app_version}); this version knows migrations up to ${latest.tag}. Upgrade Pena, then restore. Nothing was restored.`
        : `The archive's database migration ${manifest.migration.tag} is not one this version of Pena knows. Nothing was restored.`,
    );
  }
  return manifest;
}

async function refuseNonEmptyDatabase(target: RestoreTarget): Promise<void> {
  if (target.kind === 'pglite') {
    const entries = await fsp.readdir(target.dataDir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    if (entries.length) throw new BackupError(`The database directory ${target.dataDir} is not empty; restore only goes into an empty data directory. Nothing was restored.`);
    return;
  }
  const database = await openDatabase({ kind: 'postgres', url: target.url, max: 1 });
  try {
    const { rows } = await database.executeSql(
      `select count(*)::int as n from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    const n = (rows[0] as { n: number }).n;
    if (n > 0) throw new BackupError(`The PostgreSQL database is not empty (${n} tables); restore only goes into an empty database. Nothing was restored.`);
  } finally {
    await database.close();
  }
}

/** Each object of the archive: written when storage lacks it, kept when storage holds the same bytes, refused when it holds others. */
async function planFiles(storage: Storage, manifest: Manifest): Promise<{ toWrite: string[]; present: number }> {
  const toWrite: string[] = [];
  let present = 0;
  for (const [name, expected] of Object.entries(manifest.entries)) {
    if (!name.startsWith('files/')) continue;
    const key = name.slice('files/'.length);
    const existing = await storage.get(key);
    if (!existing) {
      toWrite.push(key);
      continue;
    }
    const hash = createHash('sha256');
    for await (const chunk of existing.body as AsyncIterable<Buffer>) hash.update(chunk);
    if (hash.digest('hex') !== expected.sha256) {
      throw new BackupError(`Storage already holds a different object at ${key}; restore only goes into empty storage. Nothing was restored.`);
    }
    present++;
  }
  return { toWrite, present };
}

async function* lineBatches(file: string, size: number): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function writeRows(session: Session, staging: string, manifest: Manifest): Promise<number> {
  let total = 0;
  const tables = new Map(manifest.tables.map((t) => [t.name, t]));
  const fileOf = (name: string) => path.join(staging, 'db', `${name}.jsonl`);
  for (const name of manifest.order) {
    const table = tables.get(name)!;
    const later = new Set(manifest.deferred[name] ?? []);
    const cols = table.columns.map(ident).join(', ');
    const values = table.columns.map((c) => (later.has(c) ? 'null' : `j.${ident(c)}`)).join(', ');
    const insert = `insert into public.${ident(name)} (${cols}) overriding system value select ${values} from jsonb_populate_recordset(null::public.${ident(name)}, $1::jsonb) j`;
    let rows = 0;
    for await (const batch of lineBatches(fileOf(name), INSERT_BATCH)) {
      await session.query(insert, [`[${batch.join(',')}]`]);
      rows += batch.length;
    }
    if (rows !== table.rows) throw damaged(`${tableEntry(name)} holds ${rows} rows, the manifest says ${table.rows}`);
    total += rows;
  }
  // References a table makes to itself (or around a cycle), once every row is in.
  for (const [name, columns] of Object.entries(manifest.deferred)) {
    const table = tables.get(name)!;
    if (!table.primary_key.length) throw damaged(`${name} has deferred references but no primary key`);
    const set = columns.map((c) => `${ident(c)} = j.${ident(c)}`).join(', ');
    const match = table.primary_key.map((c) => `t.${ident(c)} = j.${ident(c)}`).join(' and ');
    const update = `update public.${ident(name)} t set ${set} from jsonb_populate_recordset(null::public.${ident(name)}, $1::jsonb) j where ${match}`;
    for await (const batch of lineBatches(fileOf(name), INSERT_BATCH)) await session.query(update, [`[${batch.join(',')}]`]);
  }
  for (const table of manifest.tables) {
    for (const column of table.sequences) {
      const qualified = `public.${ident(table.name)}`;
      await session.query(`select setval(pg_get_serial_sequence($1, $2), coalesce(max(${ident(column)}), 0) + 1, false) from ${qualified}`, [qualified, column]);
    }
  }
  // The job queue is not in the archive: a job that was waiting or running will never finish.
  if (tables.has('job_statuses')) {
    await session.query(
      `update public.job_statuses set status = 'failed', error = 'restored_from_backup', error_message = $1::jsonb, updated_at = now()
        where status in ('pending', 'processing')`,
      [
        JSON.stringify({
          en: 'This job was still waiting or running when the backup was made, and it did not carry over into the restored copy. Start it again.',
          id: 'Pekerjaan ini masih menunggu atau berjalan saat cadangan dibuat, dan tidak ikut dipulihkan. Mulai lagi.',
        }),
      ],
    );
  }
  return total;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { storage, target } = options;
  const staging = await fsp.mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'pena-restore-'));
  const written: string[] = [];
  let database: Database | undefined;
  let createdDataDir = false;
  try {
    const manifest = await unpack(path.resolve(options.inFile), staging);
    await refuseNonEmptyDatabase(target);
    const { toWrite, present } = await planFiles(storage, manifest);
    for (const key of toWrite) {
      const file = path.join(staging, ...fileEntry(key).split('/'));
      await storage.put(key, fs.createReadStream(file), { contentType: 'application/octet-stream' });
      written.push(key);
    }
    const opened: DatabaseTarget = target.kind === 'pglite' ? { kind: 'pglite', dataDir: target.dataDir } : { kind: 'postgres', url: target.url, max: 1 };
    if (target.kind === 'pglite') {
      await fsp.mkdir(target.dataDir, { recursive: true });
      createdDataDir = true;
    }
    database = await openDatabase(opened);
    const rows = await inTransaction(database, 'write', async (session) => {
      await migrateTo(session, manifest.migration);
      return writeRows(session, staging, manifest);
    });
    await database.close();
    database = undefined;
    createdDataDir = false;
    return { manifest, rows, filesWritten: written.length, filesPresent: present };
  } catch (err) {
    await database?.close().catch(() => undefined);
    if (createdDataDir && target.kind === 'pglite') await fsp.rm(target.dataDir, { recursive: true, force: true });
    for (const key of written) await storage.remove(key).catch(() => undefined);
    throw err;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true, maxRetries: 3 });
  }
}
