// `pena backup [--out FILE]` and `pena restore --in FILE`, as server/main.ts calls them.
// Each answers the lines it prints.
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { MB } from '../../domain/constants.ts';
import type { Config } from '../config.ts';
import { openConfiguredDatabase } from '../database.ts';
import { openStorage } from '../storage/index.ts';
import { createBackup } from './backup.ts';
import { BackupError, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { backupThroughServer, pidPath, servingPid, socketPath } from './socket.ts';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
export const defaultArchiveName = (now = new Date()) => `pena-backup-${stamp(now)}.tar.gz`;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function summary(file: string, manifest: Manifest, how: string): string {
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const lines = [
    `Backup written to ${file} (${how}).`,
    `  database: ${manifest.engine}, migration ${manifest.migration.tag}, ${manifest.tables.length} tables, ${rows} rows`,
    `  files: ${manifest.files.count} (${mb(manifest.files.bytes)})`,
  ];
  if (manifest.files.missing.length) {
    lines.push(`  warning: ${manifest.files.missing.length} recorded file(s) were gone from storage when copied (removed after the snapshot), listed in the manifest's files.missing:`);
    for (const key of manifest.files.missing.slice(0, 10)) lines.push(`    ${key}`);
  }
  return lines.join('\n');
}

async function hasEmbeddedDatabase(dataDir: string): Promise<boolean> {
  const entries = await fsp.readdir(path.join(dataDir, 'db')).catch(() => []);
  return entries.length > 0;
}

export async function backupCommand(config: Config, out: string | undefined): Promise<string> {
  const file = path.resolve(out ?? defaultArchiveName());
  if (!config.databaseUrl) {
    const served = await backupThroughServer(config.dataDir, file);
    if (served) return summary(file, served, 'made by the running server');
    const pid = await servingPid(config.dataDir);
    if (pid) throw new BackupError(`Pena (process ${pid}) is running on ${path.resolve(config.dataDir)} but its backup socket ${socketPath(config.dataDir)} does not answer; see its log (if no Pena runs there, remove ${pidPath(config.dataDir)}). No archive was written.`);
    if (!(await hasEmbeddedDatabase(config.dataDir))) throw new BackupError(`There is no database in ${path.resolve(config.dataDir, 'db')} to back up.`);
  }
  const database = await openConfiguredDatabase(config);
  const storage = await openStorage(config);
  try {
    return summary(file, await createBackup({ database, storage, outFile: file }), 'one snapshot of the database');
  } finally {
    await storage.close();
    await database.close();
  }
}

export async function restoreCommand(config: Config, input: string | undefined): Promise<string> {
  if (!input) throw new BackupError('--in is required: the archive to restore');
  if (!config.databaseUrl) {
    // A server on this data directory holds its database: refuse before anything else.
    const probe = await new Promise<boolean>((resolve) => {
      const s = net.createConnection(socketPath(config.dataDir));
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (probe || (await servingPid(config.dataDir))) throw new BackupError('Pena is running on this data directory; stop it, and restore into an empty data directory. Nothing was restored.');
  }
  const storage = await openStorage(config);
  try {
    const target = config.databaseUrl ? ({ kind: 'postgres', url: config.databaseUrl } as const) : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') } as const);
    const result = await restoreBackup({ inFile: input, target, storage });
    const m = result.manifest;
    return [
      `Restored ${path.resolve(input)} (made ${m.created_at} on ${m.engine}, Pena ${m.app_version}).`,
      `  database: migration ${m.migration.tag}, ${m.tables.length} tables, ${result.rows} rows`,
      `  files: ${result.filesWritten} written, ${result.filesPresent} already in storage`,
      ...(m.files.missing.length ? [`  warning: ${m.files.missing.length} file(s) were missing when the backup was made and are not restored.`] : []),
      'Start Pena (or run `pena migrate`) to bring the database up to this version.',
    ].join('\n');
  } finally {
    await storage.close();
  }
}
