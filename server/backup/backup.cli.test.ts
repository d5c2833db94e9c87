// `pena backup` and `pena restore` as an operator runs them: real processes on PGlite, the
// backup made by a running `pena serve` over its unix socket, then by the command itself once
// the server is stopped, restored into a fresh data directory and backed up again, equal.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forProcesses, runPena } from '../test/cliProcess.ts';
import { startWorkerProcess, type WorkerProcess } from '../test/workerProcess.ts';
import { readArchive } from './test/fixtures.ts';
import { pidPath, socketPath } from './socket.ts';

// The brief's port range for this suite.
const PORT = '7531';

describe('pena backup and pena restore as processes (PGlite)', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-backup-cli-'));
  const served = path.join(work, 'served');
  const restored = path.join(work, 'restored');
  const env = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  let server: WorkerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await fsp.rm(work, { recursive: true, force: true });
  });

  it('backs up through the running server, refuses to restore over it, and restores into an empty data directory', async () => {
    server = await startWorkerProcess({ command: 'serve', dataDir: served, env: { PORT, SEED_DEMO: 'true' }, timeoutMs: 180_000 });
    // Only the account running Pena reaches the socket.
    expect(fs.statSync(path.dirname(socketPath(served))).mode & 0o777).toBe(0o700);
    expect(fs.statSync(socketPath(served)).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(pidPath(served), 'utf8').trim()).toBe(String(server.pid));

    const first = path.join(work, 'first.tar.gz');
    const viaServer = runPena(['backup', '--out', first], env(served));
    expect(viaServer.err).toBe('');
    expect(viaServer.out).toMatch(/Backup written to .*first\.tar\.gz \(made by the running server\)/);
    expect(viaServer.code).toBe(0);

    const over = runPena(['restore', '--in', first], env(served));
    expect(over.code).toBe(1);
    expect(over.err).toMatch(/Pena is running on this data directory/);

    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(fs.existsSync(socketPath(served))).toBe(false);
    expect(fs.existsSync(pidPath(served))).toBe(false);

    // A live server whose socket does not answer: the command never opens the database beside it.
    fs.writeFileSync(pidPath(served), String(process.pid));
    const beside = runPena(['backup', '--out', path.join(work, 'beside.tar.gz')], env(served));
    expect(beside.code).toBe(1);
    expect(beside.err).toMatch(/is running on .* but its backup socket .* does not answer/);
    fs.rmSync(pidPath(served));

    const second = path.join(work, 'second.tar.gz');
    const byItself = runPena(['backup', '--out', second], env(served));
    expect(byItself.out).toMatch(/one snapshot of the database/);
    expect(byItself.code).toBe(0);

    const restore = runPena(['restore', '--in', second], env(restored));
    expect(restore.err).toBe('');
    expect(restore.out).toMatch(/Restored .*second\.tar\.gz/);
    expect(restore.code).toBe(0);
    const again = runPena(['restore', '--in', second], env(restored));
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/is not empty/);

    const third = path.join(work, 'third.tar.gz');
    expect(runPena(['backup', '--out', third], env(restored)).code).toBe(0);
    const [a, b, c] = await Promise.all([readArchive(first), readArchive(second), readArchive(third)]);
    try {
      expect(a.manifest.tables.find((x) => x.name === 'courses')!.rows).toBeGreaterThan(0);
      // The demo content the server backed up is the content restored; the restored copy backs up the same, row for row.
      for (const table of ['organizations', 'users', 'courses', 'bundles', 'topics', 'chapters', 'questions', 'answers']) {
        expect(await b.rows(table), table).toEqual(await a.rows(table));
      }
      for (const table of b.manifest.tables) expect(await c.rows(table.name), table.name).toEqual(await b.rows(table.name));
    } finally {
      await Promise.all([a.remove(), b.remove(), c.remove()]);
    }
  }, forProcesses(8));
});
